/**
 * The one mode manager: exactly one interaction mode is active; switching exits the old (its clean-up
 * and the map handed back) before entering the new, so a mode always learns that it was left. The
 * pointer goes to the active mode only. Without a map (before it mounts, after it unmounts) the
 * modes get a map that does nothing, so a switch still cleans up the store.
 */
import type { InteractionMode, ModeMap, PointerInput } from './types';

/** A map that answers nothing and does nothing, for the modes while no map is mounted. */
const NO_MAP: ModeMap = {
  objectAt: () => null,
  project: () => null,
  setDragPan: () => {},
  setCursor: () => {},
};

export class ModeManager {
  private mode: InteractionMode;
  private map: ModeMap = NO_MAP;

  constructor(initial: InteractionMode) {
    this.mode = initial;
  }

  get active(): InteractionMode {
    return this.mode;
  }

  /** Leaves the active mode and enters `next`; nothing when `next` is already active. */
  switchTo(next: InteractionMode): void {
    if (next === this.mode) return;
    const left = this.mode;
    // Active before the exit runs: an exit that ends its tool changes signals, and whatever follows them finds the new mode.
    this.mode = next;
    left.exit(this.map);
    next.enter(this.map);
  }

  /**
   * The map the modes work on (a new one when the map remounts): the active mode stays active, drops
   * its gesture on the old map and enters the new one.
   */
  attach(map: ModeMap | null): void {
    const next = map ?? NO_MAP;
    if (next === this.map) return;
    this.mode.cleanUp(this.map);
    this.map = next;
    this.mode.enter(next);
  }

  click(e: PointerInput): boolean {
    return this.mode.click(e, this.map);
  }

  down(e: PointerInput): void {
    this.mode.down(e, this.map);
  }

  move(e: PointerInput): void {
    this.mode.move(e, this.map);
  }

  up(e: PointerInput): void {
    this.mode.up(e, this.map);
  }

  cancel(): boolean {
    return this.mode.cancel();
  }
}

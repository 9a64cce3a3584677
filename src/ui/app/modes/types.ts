/**
 * Interaction modes as objects with a life (terra-draw's pattern: start, stop, clean up): the mode
 * manager enters one mode at a time and, before entering the next, exits the one before, whose exit
 * cleans up what it left on the map (a gesture half done, a preview, its cursor, drag-pan held off).
 * While active a mode owns the map's clicks, pointer moves and cursor. Keys live in the action registry
 * (src/ui/actions/registry.ts), which hands Escape to the active mode's `cancel`. Modes see the map only
 * through `ModeMap`, which the map adapter implements and tests replace with a test adapter.
 */
export interface PointerInput {
  lng: number;
  lat: number;
  x: number;
  y: number;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
}

import type { ModeMap } from '../../map/port';

export type { ModeMap };

export type ModeName = 'select' | 'view' | 'place' | 'draw' | 'zone' | 'layout';

export interface InteractionMode {
  readonly name: ModeName;
  /** Made active: the mode sets up what it shows on the map (its cursor). */
  enter(map: ModeMap): void;
  /**
   * Left for another mode: cleans up, then hands the map back as it found it (the default cursor,
   * drag-pan on). Leaving a tool ends it, so the tool's state does not outlive its mode.
   */
  exit(map: ModeMap): void;
  /** Drops a gesture in progress (a press, a drag, a box) and what it showed; the mode stays active. */
  cleanUp(map: ModeMap): void;
  /** A click; true when the mode used it (the area and feature clicks then do not happen). */
  click(e: PointerInput, map: ModeMap): boolean;
  down(e: PointerInput, map: ModeMap): void;
  move(e: PointerInput, map: ModeMap): void;
  up(e: PointerInput, map: ModeMap): void;
  /** Escape: true when the mode had something to cancel. */
  cancel(): boolean;
}

/** The cursor the map shows when no mode asks for one. */
const DEFAULT_CURSOR = '';

/** The map as a mode found it: the default cursor, drag-pan on. */
export function handBack(map: ModeMap): void {
  map.setDragPan(true);
  map.setCursor(DEFAULT_CURSOR);
}

/** A mode's hooks default to doing nothing; its exit cleans up and hands the map back. */
export const IDLE: Omit<InteractionMode, 'name'> = {
  enter: () => {},
  exit(map) {
    this.cleanUp(map);
    handBack(map);
  },
  cleanUp: () => {},
  click: () => false,
  down: () => {},
  move: () => {},
  up: () => {},
  cancel: () => false,
};

/**
 * Interaction modes as objects (terra-draw's pattern): each mode owns its clicks, pointer moves, keys
 * and cursor; exactly one is active at a time. Modes see the map only through `ModeMap`, which the
 * map adapter implements and unit tests replace with a test adapter.
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

export type ModeName = 'select' | 'place' | 'draw' | 'zone' | 'layout';

export interface InteractionMode {
  readonly name: ModeName;
  /** A click; true when the mode used it (the area and feature clicks then do not happen). */
  click(e: PointerInput, map: ModeMap): boolean;
  down(e: PointerInput, map: ModeMap): void;
  move(e: PointerInput, map: ModeMap): void;
  up(e: PointerInput, map: ModeMap): void;
  /** Escape: true when the mode had something to cancel. */
  cancel(): boolean;
}

/** A mode's hooks default to doing nothing. */
export const IDLE: Omit<InteractionMode, 'name'> = {
  click: () => false,
  down: () => {},
  move: () => {},
  up: () => {},
  cancel: () => false,
};

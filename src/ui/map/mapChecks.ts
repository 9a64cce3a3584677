/**
 * The spec's map checks and waits (core map, error catalogue), over the few map calls they need, so
 * they are tested with a stand-in map. Each fails with the spec's text.
 */
import { withDeadline } from '../../shared/async/deadline';
import { AREA_LOAD } from '../../shared/geography/constants';

export const MAP_ERRORS = {
  invalidMap: 'Invalid map instance',
  styleNotLoaded: 'Map style not loaded',
  sourceTimeout: 'Timed out waiting for source to load',
  idleTimeout: 'Timed out waiting for idle',
  noMapLibre: 'MapLibre is not available',
} as const;

/** The spec's 10 s for every wait on the map. */
export const MAP_WAIT_TIMEOUT_MS: number = AREA_LOAD.mapReadyTimeoutMs;

type Listener = () => void;
export interface CheckedMap {
  on(type: 'sourcedata' | 'idle', listener: Listener): unknown;
  off(type: 'sourcedata' | 'idle', listener: Listener): unknown;
  getSource(id: string): unknown;
  isSourceLoaded(id: string): boolean;
  getLayer(id: string): unknown;
  /** Style loaded and nothing pending (MapLibre's `loaded()`). */
  loaded(): boolean;
  isMoving(): boolean;
  /** Undefined until the style has loaded. */
  getStyle(): unknown;
}

const METHODS = ['on', 'off', 'getSource', 'isSourceLoaded', 'getLayer', 'loaded', 'isMoving', 'getStyle'] as const;

/** The map, or the spec's developer error when there is none (a call after the map was removed). */
export function requireMap(map: unknown): CheckedMap {
  const m = map as Record<string, unknown> | null | undefined;
  if (!m || typeof m !== 'object' || METHODS.some((k) => typeof m[k] !== 'function'))
    throw new Error(MAP_ERRORS.invalidMap);
  return map as CheckedMap;
}

export function styleLoaded(map: CheckedMap): boolean {
  return map.getStyle() !== undefined;
}

/** MapLibre's module, or the spec's error when it did not load (the export cannot draw its map). */
export function requireMapLibre<T extends { Map?: unknown }>(lib: T | null | undefined): T {
  if (!lib || typeof lib.Map !== 'function') throw new Error(MAP_ERRORS.noMapLibre);
  return lib;
}

const pageHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * Resolves true once `ready()` holds, checked as source data arrives and whenever the map goes idle;
 * false as soon as the wait is no longer wanted; rejects with `timeoutText` after `timeoutMs`.
 */
function waitOnMap(
  map: CheckedMap,
  ready: () => boolean,
  stillWanted: () => boolean,
  timeoutMs: number,
  timeoutText: string,
): Promise<boolean> {
  let check = () => {};
  const answered = new Promise<boolean>((resolve) => {
    check = () => {
      if (!stillWanted()) resolve(false);
      else if (ready()) resolve(true);
    };
  });
  map.on('sourcedata', check);
  map.on('idle', check);
  check();
  return withDeadline(() => answered, timeoutMs, {
    // A page in the background draws nothing, so its map loads nothing: that time does not count.
    extend: () => pageHidden() && stillWanted(),
    late: () => {
      if (stillWanted()) throw new Error(timeoutText);
      return false;
    },
  }).finally(() => {
    map.off('sourcedata', check);
    map.off('idle', check);
  });
}

/** Waits for a source's tiles to be loaded ('Timed out waiting for source to load' after 10 s). */
export function waitForSource(
  map: CheckedMap,
  sourceId: string,
  stillWanted: () => boolean,
  timeoutMs = MAP_WAIT_TIMEOUT_MS,
): Promise<boolean> {
  return waitOnMap(
    map,
    () => map.getSource(sourceId) !== undefined && map.isSourceLoaded(sourceId),
    stillWanted,
    timeoutMs,
    MAP_ERRORS.sourceTimeout,
  );
}

/** Waits for the map to be idle: nothing moving or loading ('Timed out waiting for idle' after 10 s). */
export function waitForIdle(
  map: CheckedMap,
  stillWanted: () => boolean,
  timeoutMs = MAP_WAIT_TIMEOUT_MS,
): Promise<boolean> {
  let idle = false;
  const onIdle = () => (idle = true);
  map.on('idle', onIdle);
  return waitOnMap(
    map,
    () => idle || (map.loaded() && !map.isMoving()),
    stillWanted,
    timeoutMs,
    MAP_ERRORS.idleTimeout,
  ).finally(() => map.off('idle', onIdle));
}

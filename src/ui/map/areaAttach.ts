/**
 * Puts a load of permit areas on the map and reports when they are shown, by the spec's area loading:
 * the source must load within 10 s; if after that the source or any area layer is missing (a style
 * replaced under them), the map is let go idle and they are put back and re-checked up to 4 times,
 * 300 ms apart. Failures carry the spec's texts; the caller keeps them as the load error.
 */
import { sleep } from '../../shared/async/sleep';
import { AREA_LOAD } from '../../shared/geography/constants';
import {
  MAP_ERRORS,
  MAP_WAIT_TIMEOUT_MS,
  requireMap,
  styleLoaded,
  waitForIdle,
  waitForSource,
  type CheckedMap,
} from './mapChecks';
import { errorMessage } from '../../shared/errors/errorMessage';

export const AREAS_MISSING_TEXT = 'The area layers are missing from the map';

export interface AreaAttachTarget {
  sourceId: string;
  layerIds: readonly string[];
  /** Puts the areas (back) on the map. */
  apply(): void;
  /** False once a newer load (or none) has replaced this one (handed on to the waits as it is). */
  stillWanted: () => boolean;
}

export type AreaAttachOutcome = { status: 'shown' } | { status: 'superseded' } | { status: 'failed'; detail: string };

export interface AreaAttachTiming {
  timeoutMs: number;
  recheckCount: number;
  recheckDelayMs: number;
}

export const AREA_ATTACH_TIMING: AreaAttachTiming = {
  timeoutMs: MAP_WAIT_TIMEOUT_MS,
  recheckCount: AREA_LOAD.recheckCount,
  recheckDelayMs: AREA_LOAD.recheckDelayMs,
};

function present(map: CheckedMap, target: AreaAttachTarget): boolean {
  return map.getSource(target.sourceId) !== undefined && target.layerIds.every((id) => map.getLayer(id) !== undefined);
}

async function attach(
  mapValue: unknown,
  target: AreaAttachTarget,
  timing: AreaAttachTiming,
): Promise<AreaAttachOutcome> {
  const map = requireMap(mapValue);
  target.apply();
  if (!(await waitForSource(map, target.sourceId, target.stillWanted, timing.timeoutMs)))
    return { status: 'superseded' };
  if (present(map, target)) return { status: 'shown' };
  if (!(await waitForIdle(map, target.stillWanted, timing.timeoutMs))) return { status: 'superseded' };
  for (let recheck = 1; recheck <= timing.recheckCount; recheck++) {
    target.apply();
    await sleep(timing.recheckDelayMs);
    if (!target.stillWanted()) return { status: 'superseded' };
    if (present(map, target)) return { status: 'shown' };
  }
  throw new Error(styleLoaded(map) ? AREAS_MISSING_TEXT : MAP_ERRORS.styleNotLoaded);
}

export async function attachAreas(
  map: unknown,
  target: AreaAttachTarget,
  timing: AreaAttachTiming = AREA_ATTACH_TIMING,
): Promise<AreaAttachOutcome> {
  try {
    return await attach(map, target, timing);
  } catch (error) {
    return { status: 'failed', detail: errorMessage(error) };
  }
}

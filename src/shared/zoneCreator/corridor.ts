/**
 * The zone creator's corridor: a buffer, the zone's width wide, around the line through the selected
 * nodes in the order they were picked. Run in the zone worker, since turf's buffer (JSTS) is heavy.
 */
import { buffer } from '@turf/buffer';
import { lineString } from '@turf/helpers';
import { isValidPosition, type MultiPolygonGeometry, type PolygonGeometry, type Position } from '../geography/geometry';
import { clampWidth } from './state';
import { FEET_TO_METRES } from '../geometry/units';

export { FEET_TO_METRES };
/** Below this a corridor is too thin to draw or to pick on the map. */
export const MIN_HALF_WIDTH_M = 1;
export const CORRIDOR_STEPS = 16;

export type CorridorFailure = 'Need at least 2 nodes' | 'not enough coordinates resolved' | 'buffer result undefined';
export type CorridorResult =
  { ok: true; polygon: PolygonGeometry | MultiPolygonGeometry } | { ok: false; reason: CorridorFailure };

/**
 * Metres either side of the centre line. The width is clamped as the width input clamps it, because
 * this runs behind a worker boundary and a NaN width would otherwise give a NaN polygon.
 */
export function corridorHalfWidthMetres(widthFeet: number): number {
  return Math.max(MIN_HALF_WIDTH_M, (clampWidth(widthFeet) * FEET_TO_METRES) / 2);
}

/** Valid positions only, without consecutive repeats (a zero-length segment buffers to nothing useful). */
export function resolvePath(coords: readonly unknown[]): Position[] {
  const path: Position[] = [];
  for (const c of coords) {
    if (!isValidPosition(c)) continue;
    const last = path.at(-1);
    if (last && last[0] === c[0] && last[1] === c[1]) continue;
    path.push([c[0], c[1]]);
  }
  return path;
}

export function buildCorridor(coords: readonly [number, number][], widthFeet: number): CorridorResult {
  if (!Array.isArray(coords) || coords.length < 2) return { ok: false, reason: 'Need at least 2 nodes' };
  const path = resolvePath(coords);
  if (path.length < 2) return { ok: false, reason: 'not enough coordinates resolved' };
  const result = buffer(lineString(path), corridorHalfWidthMetres(widthFeet), {
    units: 'meters',
    steps: CORRIDOR_STEPS,
  });
  const geometry = result?.geometry;
  if (!geometry) {
    return { ok: false, reason: 'buffer result undefined' };
  }
  // turf types positions as number[]; a buffer's positions are always [lng, lat] pairs.
  return { ok: true, polygon: geometry as PolygonGeometry | MultiPolygonGeometry };
}

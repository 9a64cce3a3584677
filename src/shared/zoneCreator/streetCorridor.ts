/**
 * The zone creator's 'Curb lane only' and 'Sidewalk only': instead of a band the zone's width wide
 * around the centre line, the zone is the lane along each curb, or the sidewalk beyond each curb, of
 * every block of the path. Where the centreline data gives a block's curb-to-curb width (and lanes),
 * the band's position and width follow it; elsewhere the zone width stands in for the roadway and a
 * typical lane is assumed. Sidewalk widths are published in no dataset the app reads: always assumed.
 */
import { featureCollection, polygon } from '@turf/helpers';
import { union } from '@turf/union';
import type { MultiPolygonGeometry, PolygonGeometry, Position } from '../geography/geometry';
import { METRES_PER_DEGREE_LAT, metresPerDegreeLng } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { clampWidth, type ZonePart } from './state';
import type { StreetMeasure } from './streetWidths';

/** Used where the data is silent: a typical NYC travel or parking lane, and a typical sidewalk (feet). */
export const ASSUMED_WIDTHS_FT = { lane: 10, sidewalk: 12 } as const;

/** One block's band: feet from the centre line to its inner and outer edge, on each side. */
export interface Band {
  innerFt: number;
  outerFt: number;
  curbToCurbFt: number;
  bandFt: number;
  roadwayFromData: boolean;
  bandFromData: boolean;
}

export function bandFor(part: Exclude<ZonePart, 'entire'>, measure: StreetMeasure, widthFeet: number): Band {
  const fromData = measure.curbToCurbFt !== null;
  const curbToCurbFt = measure.curbToCurbFt ?? clampWidth(widthFeet);
  const half = curbToCurbFt / 2;
  if (part === 'sidewalk') {
    const bandFt = ASSUMED_WIDTHS_FT.sidewalk;
    return {
      innerFt: half,
      outerFt: half + bandFt,
      curbToCurbFt,
      bandFt,
      roadwayFromData: fromData,
      bandFromData: false,
    };
  }
  // A lane is the roadway shared by its lanes; never wider than half the roadway.
  const laneFromData = fromData && measure.lanes !== null && measure.lanes > 0;
  const bandFt = Math.min(half, laneFromData ? curbToCurbFt / measure.lanes! : ASSUMED_WIDTHS_FT.lane);
  return {
    innerFt: half - bandFt,
    outerFt: half,
    curbToCurbFt,
    bandFt,
    roadwayFromData: fromData,
    bandFromData: laneFromData,
  };
}

/** The two rectangles (left and right of a→b) between `inner` and `outer` feet from the segment. */
function sideRings(a: Position, b: Position, band: Band): Position[][] {
  const kx = metresPerDegreeLng((a[1] + b[1]) / 2);
  const ky = METRES_PER_DEGREE_LAT;
  const dx = (b[0] - a[0]) * kx;
  const dy = (b[1] - a[1]) * ky;
  const len = Math.hypot(dx, dy);
  if (len === 0) return [];
  // The unit normal to the left of a→b, in metres, back to degrees per metre of offset.
  const nx = -dy / len / kx;
  const ny = dx / len / ky;
  const at = (p: Position, ft: number): Position => [p[0] + nx * ft * FEET_TO_METRES, p[1] + ny * ft * FEET_TO_METRES];
  return [1, -1].map((side) => {
    const i = band.innerFt * side;
    const o = band.outerFt * side;
    return [at(a, i), at(b, i), at(b, o), at(a, o), at(a, i)];
  });
}

export type StreetBandResult =
  | { ok: true; polygon: PolygonGeometry | MultiPolygonGeometry; bands: Band[] }
  | { ok: false; reason: 'buffer result undefined' };

/** The curb lanes or sidewalks of every block of `path`, one polygon (blocks and sides merged). */
export function streetBands(
  path: readonly Position[],
  part: Exclude<ZonePart, 'entire'>,
  measures: readonly StreetMeasure[],
  widthFeet: number,
): StreetBandResult {
  const bands = path
    .slice(1)
    .map((_, i) => bandFor(part, measures[i] ?? { curbToCurbFt: null, lanes: null }, widthFeet));
  const rings = path
    .slice(1)
    .flatMap((b, i) => (bands[i]!.outerFt > bands[i]!.innerFt ? sideRings(path[i]!, b, bands[i]!) : []));
  if (rings.length === 0) return { ok: false, reason: 'buffer result undefined' };
  const merged = rings.length === 1 ? polygon([rings[0]!]) : union(featureCollection(rings.map((r) => polygon([r]))));
  const geometry = merged?.geometry;
  if (!geometry) return { ok: false, reason: 'buffer result undefined' };
  // turf types positions as number[]; these are [lng, lat] pairs.
  return { ok: true, polygon: geometry as PolygonGeometry | MultiPolygonGeometry, bands };
}

const ft = (n: number) => `${Math.round(n)} ft`;
function range(values: number[]): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return Math.round(lo) === Math.round(hi) ? ft(lo) : `${Math.round(lo)}–${ft(hi)}`;
}

/** What the zone's shape was based on, for the panel: measured where the data had it, assumed where not. */
export function bandBasisText(
  part: Exclude<ZonePart, 'entire'>,
  bands: readonly Band[],
  widthFeet: number,
  dataNote: string | null,
): string {
  const measured = bands.filter((b) => b.roadwayFromData);
  const roadway =
    measured.length === bands.length
      ? `a ${range(measured.map((b) => b.curbToCurbFt))} roadway (curb to curb, from the street centreline data)`
      : measured.length === 0
        ? `the zone width, ${ft(clampWidth(widthFeet))}, taken as the roadway: ${dataNote ?? 'the street centreline data has no width here'}`
        : `a ${range(bands.map((b) => b.curbToCurbFt))} roadway (street data for ${measured.length} of ${bands.length} blocks; the zone width for the rest)`;
  if (part === 'sidewalk') {
    return `Sidewalk only: ${ft(ASSUMED_WIDTHS_FT.sidewalk)} beyond each curb of ${roadway}. No sidewalk widths are published in the data this app reads, so ${ft(ASSUMED_WIDTHS_FT.sidewalk)} is assumed.`;
  }
  const lane = bands.every((b) => b.bandFromData)
    ? `${range(bands.map((b) => b.bandFt))} (roadway ÷ lanes)`
    : `${range(bands.map((b) => b.bandFt))} (a typical lane, assumed where the lane count is not known)`;
  return `Curb lane only: the lane along each curb, ${lane}, of ${roadway}.`;
}

/**
 * The dense case's parks on the Manhattan grid, south of the demo data (which starts at 32nd Street)
 * and far from Bench Great Park (68th–88th), so no other feature falls inside their padded query boxes:
 * 'Bench Dense Park', 600 m up the avenues by 250 m across, between 9th and 8th Avenue from 17th Street
 * to about 24th (Chelsea); and 'Bench Dense Park Large', four times its area (1,200 m by 500 m, from
 * about 9th to 24th Street, from near 10th Avenue to 8th: around the dense park), filled at the same density, to show how the cost
 * grows. Each case serves its own park beside the committed demo parks, as the heavy park is served.
 */
import { avenueU, streetV } from '../../../scripts/demo-data/grid';
import type { Rng } from '../../../scripts/demo-data/infrastructure/random';
import {
  parkBBox,
  parksFileWithHeavyPark,
  spotInPark,
  type BenchPark,
  type GridBox,
  type GridPoint,
} from '../layers/heavyPark';

const CURB_M = 15;
const V0 = streetV(17);

export const DENSE_PARK: BenchPark = {
  id: 'bench-dense-park',
  name: 'Bench Dense Park',
  system: 'B002-WP',
  box: [avenueU('9 AVENUE') + CURB_M, avenueU('8 AVENUE') - CURB_M, V0, V0 + 600],
};

/** Four times the dense park's area, around it: twice as long, twice as wide. */
export const LARGE_PARK: BenchPark = {
  id: 'bench-dense-park-large',
  name: 'Bench Dense Park Large',
  system: 'B003-WP',
  box: [avenueU('8 AVENUE') - CURB_M - 500, avenueU('8 AVENUE') - CURB_M, V0 - 600, V0 + 600],
};

/** A random spot inside a park's box, `margin` metres clear of its edge. */
export const spotIn = (box: GridBox, rng: Rng, margin = 2): GridPoint => spotInPark(rng, margin, box);

/** Keeps a grid point `margin` metres inside the box. */
export function clampTo(box: GridBox, [u, v]: GridPoint, margin = 1): GridPoint {
  const [u1, u2, v1, v2] = box;
  return [Math.min(u2 - margin, Math.max(u1 + margin, u)), Math.min(v2 - margin, Math.max(v1 + margin, v))];
}

/** A spot of the box (2 m clear of its edge, as spotIn gives) moved linearly into the box inset by `margin` metres. */
export function insetSpot(box: GridBox, [u, v]: GridPoint, margin: number): GridPoint {
  const [u1, u2, v1, v2] = box;
  const scale = (x: number, lo: number, hi: number) =>
    lo + margin + ((x - lo - 2) * (hi - lo - 2 * margin)) / (hi - lo - 4);
  return [scale(u, u1, u2), scale(v, v1, v2)];
}

/** [west, south, east, north] of a park. */
export const benchParkBBox = (park: BenchPark) => parkBBox(park.box);

/** The committed demo parks plus the park. */
export const parksFileWith = (park: BenchPark) => parksFileWithHeavyPark(park);

/** A park's size in metres, for the printed description. */
export function parkSize(park: Pick<BenchPark, 'box'>): { alongM: number; acrossM: number } {
  const [u1, u2, v1, v2] = park.box;
  return { alongM: Math.round(v2 - v1), acrossM: Math.round(u2 - u1) };
}

/** How many times the dense park's area a park covers. */
export function areaScale(park: BenchPark): number {
  const a = parkSize(park),
    b = parkSize(DENSE_PARK);
  return (a.alongM * a.acrossM) / (b.alongM * b.acrossM);
}

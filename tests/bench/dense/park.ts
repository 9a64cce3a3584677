/**
 * The dense case's park: 'Bench Dense Park', 600 m up the avenues by 250 m across on the Manhattan grid,
 * between 9th and 8th Avenue from 17th Street to about 24th (Chelsea): south of the demo data (which
 * starts at 32nd Street) and far from Bench Great Park (68th–88th), so no other feature falls inside
 * its padded query boxes. Served beside the committed demo parks, as the heavy park is.
 */
import { avenueU, streetV } from '../../../scripts/demo-data/grid';
import type { Rng } from '../../../scripts/demo-data/infrastructure/random';
import { parkBBox, parksFileWithHeavyPark, spotInPark, type BenchPark, type GridPoint } from '../layers/heavyPark';

const CURB_M = 15;
const V0 = streetV(17);

export const DENSE_PARK: BenchPark = {
  id: 'bench-dense-park',
  name: 'Bench Dense Park',
  system: 'B002-WP',
  box: [avenueU('9 AVENUE') + CURB_M, avenueU('8 AVENUE') - CURB_M, V0, V0 + 600],
};

/** A random spot inside the dense park, `margin` metres clear of its edge. */
export const denseSpot = (rng: Rng, margin = 2): GridPoint => spotInPark(rng, margin, DENSE_PARK.box);

/** Keeps a grid point `margin` metres inside the park. */
export function clampToPark([u, v]: GridPoint, margin = 1): GridPoint {
  const [u1, u2, v1, v2] = DENSE_PARK.box;
  return [Math.min(u2 - margin, Math.max(u1 + margin, u)), Math.min(v2 - margin, Math.max(v1 + margin, v))];
}

/** A spot of the park (2 m clear of its edge, as denseSpot gives) moved linearly into the park inset by `margin` metres. */
export function insetSpot([u, v]: GridPoint, margin: number): GridPoint {
  const [u1, u2, v1, v2] = DENSE_PARK.box;
  const scale = (x: number, lo: number, hi: number) =>
    lo + margin + ((x - lo - 2) * (hi - lo - 2 * margin)) / (hi - lo - 4);
  return [scale(u, u1, u2), scale(v, v1, v2)];
}

/** [west, south, east, north] of the park. */
export const denseBBox = () => parkBBox(DENSE_PARK.box);

/** The committed demo parks plus the dense park. */
export const parksFileWithDensePark = () => parksFileWithHeavyPark(DENSE_PARK);

/** The park's size in metres, for the printed description. */
export function denseSize(): { alongM: number; acrossM: number } {
  const [u1, u2, v1, v2] = DENSE_PARK.box;
  return { alongM: Math.round(v2 - v1), acrossM: Math.round(u2 - u1) };
}

/**
 * The heavy layers case's park: 'Bench Great Park', a Central-Park-sized rectangle (about 1.6 km by
 * 0.8 km) on the Manhattan grid (turned 29° from north), between Central Park West and Fifth Avenue
 * from 68th to 88th Street, north of the demo's Central Park areas. Served beside the committed demo
 * parks as /data/permit-areas/parks.geojson. Grid metres: u along the streets, v up the avenues.
 */
import { readFileSync } from 'node:fs';
import type { Position } from '../../../src/shared/geography/geometry';
import { avenueU, streetV, toLngLat } from '../../../scripts/demo-data/grid';
import type { Rng } from '../../../scripts/demo-data/infrastructure/random';
import { ROOT } from '../lib/server';

export const PARK_NAME = 'Bench Great Park';
const PARK_ID = 'bench-great-park';
const CURB_M = 15;

/** [uMin, uMax, vMin, vMax] in grid metres: 810 m across, 1,610 m along the avenues. */
export const PARK_BOX: readonly [number, number, number, number] = [
  avenueU('8 AVENUE') + CURB_M, avenueU('5 AVENUE') - CURB_M, streetV(68), streetV(88),
];

export type GridPoint = [u: number, v: number];

/** A random spot inside the park, `margin` metres clear of its edge. */
export function spotInPark(rng: Rng, margin = 2): GridPoint {
  const [u1, u2, v1, v2] = PARK_BOX;
  return [rng.range(u1 + margin, u2 - margin), rng.range(v1 + margin, v2 - margin)];
}

export function parkRing(): Position[] {
  const [u1, u2, v1, v2] = PARK_BOX;
  const corners: GridPoint[] = [[u1, v1], [u2, v1], [u2, v2], [u1, v2], [u1, v1]];
  return corners.map(([u, v]) => toLngLat(u, v));
}

/** [west, south, east, north] of the park. */
export function parkBBox(): [number, number, number, number] {
  const ring = parkRing();
  const xs = ring.map((p) => p[0]!), ys = ring.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

interface ParksFile { type: 'FeatureCollection'; features: Array<{ properties: Record<string, unknown> }> }

/** The committed demo parks plus the big park, with properties in the same shape as theirs. */
export function parksFileWithHeavyPark(): Buffer {
  const demo = JSON.parse(readFileSync(`${ROOT}public/data/permit-areas/parks.geojson`, 'utf8')) as ParksFile;
  const park = {
    type: 'Feature',
    id: PARK_ID,
    geometry: { type: 'Polygon', coordinates: [parkRing()] },
    properties: { id: PARK_ID, name: PARK_NAME, propertyname: PARK_NAME, subpropertyname: 'Whole Park', system: 'B001-WP', demo: true },
  };
  const features = [...demo.features, park];
  return Buffer.from(`{"type":"FeatureCollection","features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`);
}

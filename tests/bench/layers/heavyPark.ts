/**
 * The heavy layers case's park: 'Bench Great Park', a Central-Park-sized rectangle (about 1.6 km by
 * 0.8 km) on the Manhattan grid (turned 29° from north), between Central Park West and Fifth Avenue
 * from 68th to 88th Street, north of the demo's Central Park areas. Served beside the committed demo
 * parks as /data/permit-areas/parks.geojson. Grid metres: u along the streets, v up the avenues.
 * The helpers take another park's box (and the parks file another park) for the other cases' parks.
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
  avenueU('8 AVENUE') + CURB_M,
  avenueU('5 AVENUE') - CURB_M,
  streetV(68),
  streetV(88),
];

export type GridPoint = [u: number, v: number];
/** [uMin, uMax, vMin, vMax] in grid metres. */
export type GridBox = readonly [number, number, number, number];

/** A bench park as the parks file lists it. */
export interface BenchPark {
  id: string;
  name: string;
  system: string;
  box: GridBox;
}

export const HEAVY_PARK: BenchPark = { id: PARK_ID, name: PARK_NAME, system: 'B001-WP', box: PARK_BOX };

/** A random spot inside the park, `margin` metres clear of its edge. */
export function spotInPark(rng: Rng, margin = 2, box: GridBox = PARK_BOX): GridPoint {
  const [u1, u2, v1, v2] = box;
  return [rng.range(u1 + margin, u2 - margin), rng.range(v1 + margin, v2 - margin)];
}

export function parkRing(box: GridBox = PARK_BOX): Position[] {
  const [u1, u2, v1, v2] = box;
  const corners: GridPoint[] = [
    [u1, v1],
    [u2, v1],
    [u2, v2],
    [u1, v2],
    [u1, v1],
  ];
  return corners.map(([u, v]) => toLngLat(u, v));
}

/** [west, south, east, north] of the park. */
export function parkBBox(box: GridBox = PARK_BOX): [number, number, number, number] {
  const ring = parkRing(box);
  const xs = ring.map((p) => p[0]),
    ys = ring.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

interface ParksFile {
  type: 'FeatureCollection';
  features: Array<{ properties: Record<string, unknown> }>;
}

/** The committed demo parks plus the big park (or `bench`), with properties in the same shape as theirs. */
export function parksFileWithHeavyPark(bench: BenchPark = HEAVY_PARK): Buffer {
  const demo = JSON.parse(readFileSync(`${ROOT}public/data/permit-areas/parks.geojson`, 'utf8')) as ParksFile;
  const park = {
    type: 'Feature',
    id: bench.id,
    geometry: { type: 'Polygon', coordinates: [parkRing(bench.box)] },
    properties: {
      id: bench.id,
      name: bench.name,
      propertyname: bench.name,
      subpropertyname: 'Whole Park',
      system: bench.system,
      demo: true,
    },
  };
  const features = [...demo.features, park];
  return Buffer.from(
    `{"type":"FeatureCollection","features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`,
  );
}

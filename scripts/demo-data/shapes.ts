/** Builds closed, counter-clockwise (RFC 7946) rings from outlines drawn in grid metres. */
import type { PolygonGeometry, Position } from '../../src/shared/geography/geometry';
import { CURB_INSET_M, toLngLat } from './grid';

export type GridPoint = readonly [u: number, v: number];

function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

export function ring(points: readonly GridPoint[]): Position[] {
  const out = points.map(([u, v]) => toLngLat(u, v));
  out.push([...out[0]!]);
  // Outlines are written by hand; fix the winding here rather than trusting every list.
  return signedArea(out) < 0 ? out.reverse() : out;
}

/** An axis-aligned (in the grid) rectangle between two u and two v values. */
export function gridRect(u1: number, u2: number, v1: number, v2: number): GridPoint[] {
  return [
    [u1, v1],
    [u2, v1],
    [u2, v2],
    [u1, v2],
  ];
}

/** A block-interior rectangle: the given centre lines, pulled in from the streets by a curb inset. */
export function blockRect(u1: number, u2: number, v1: number, v2: number): GridPoint[] {
  return gridRect(u1 + CURB_INSET_M, u2 - CURB_INSET_M, v1 + CURB_INSET_M, v2 - CURB_INSET_M);
}

export function polygon(points: readonly GridPoint[]): PolygonGeometry {
  return { type: 'Polygon', coordinates: [ring(points)] };
}

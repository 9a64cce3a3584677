/**
 * The permit areas' GeoJSON geometry: its types, reading it, and its polygons and positions. Plane
 * geometry on them (containment, bounds) is src/shared/geometry's.
 */
import { pointInPolygon } from '../geometry/planar';

export type Position = [number, number];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}
export interface PointGeometry {
  type: 'Point';
  coordinates: Position;
}
export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry | PointGeometry;

export function isValidPosition(p: unknown): p is Position {
  return (
    Array.isArray(p) &&
    p.length >= 2 &&
    typeof p[0] === 'number' &&
    typeof p[1] === 'number' &&
    Number.isFinite(p[0]) &&
    Number.isFinite(p[1]) &&
    Math.abs(p[0]) <= 180 &&
    Math.abs(p[1]) <= 90
  );
}

function isValidRing(ring: unknown): ring is Position[] {
  return Array.isArray(ring) && ring.length >= 4 && ring.every(isValidPosition);
}

function isValidPolygonRings(rings: unknown): rings is Position[][] {
  return Array.isArray(rings) && rings.length > 0 && rings.every(isValidRing);
}

/** Returns the geometry typed, or null when it is missing, empty or has a bad coordinate. */
export function readAreaGeometry(geometry: unknown): AreaGeometry | null {
  if (!geometry || typeof geometry !== 'object') return null;
  const g = geometry as { type?: unknown; coordinates?: unknown };
  if (g.type === 'Point')
    return isValidPosition(g.coordinates) ? { type: 'Point', coordinates: [g.coordinates[0], g.coordinates[1]] } : null;
  if (g.type === 'Polygon') return isValidPolygonRings(g.coordinates) ? (g as PolygonGeometry) : null;
  if (g.type === 'MultiPolygon') {
    const polys = g.coordinates;
    return Array.isArray(polys) && polys.length > 0 && polys.every(isValidPolygonRings)
      ? (g as MultiPolygonGeometry)
      : null;
  }
  return null;
}

export function polygonsOf(geometry: AreaGeometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

export function positionsOf(geometry: AreaGeometry): Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  const out: Position[] = [];
  for (const poly of polygonsOf(geometry)) for (const p of poly[0] ?? []) out.push(p);
  return out;
}

/** Whether the point is in one of the area's polygons (and in none of its holes); never in a point area. */
export function containsPoint(geometry: AreaGeometry, x: number, y: number): boolean {
  return polygonsOf(geometry).some((rings) => pointInPolygon(x, y, rings));
}

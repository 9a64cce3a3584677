/** Small geometry helpers over GeoJSON positions, shared by area parsing, hit-testing and focus. */
export type Position = [number, number];
export type BBox = [number, number, number, number];

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

export function bboxOf(geometry: AreaGeometry): BBox {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of positionsOf(geometry)) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** Ray casting over one ring; the ring may or may not repeat its first position. */
function inRing(x: number, y: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function containsPoint(geometry: AreaGeometry, x: number, y: number): boolean {
  for (const rings of polygonsOf(geometry)) {
    const [outer, ...holes] = rings;
    if (outer && inRing(x, y, outer) && !holes.some((h) => inRing(x, y, h))) return true;
  }
  return false;
}

/** Expands a box by a ratio of its span on every side (the spec's 25% focus constraint). */
export function expandBBox(b: BBox, ratio: number): BBox {
  const dx = (b[2] - b[0]) * ratio;
  const dy = (b[3] - b[1]) * ratio;
  return [b[0] - dx, b[1] - dy, b[2] + dx, b[3] + dy];
}

export function unionBBox(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

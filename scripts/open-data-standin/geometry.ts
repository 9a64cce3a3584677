/**
 * Planar geometry tests over lon/lat, enough for the stand-in's spatial clauses: bounding boxes,
 * point in ring, segment crossings, and a GeoJSON geometry against a query polygon ring.
 */
export type Pos = [number, number];
export type Box = { west: number; south: number; east: number; north: number };

interface GeoJsonGeometry {
  type: string;
  coordinates: unknown;
}

function isPos(value: unknown): value is Pos {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

/** The geometry types the stand-in understands, each with the nesting depth of its positions. */
const DEPTH: Record<string, number> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

function validAt(coords: unknown, depth: number): boolean {
  if (depth === 0) return isPos(coords);
  return Array.isArray(coords) && coords.length > 0 && coords.every((c) => validAt(c, depth - 1));
}

/** A usable GeoJSON geometry, or null (a row without geometry never matches a spatial clause). */
export function asGeometry(value: unknown): GeoJsonGeometry | null {
  if (!value || typeof value !== 'object') return null;
  const g = value as { type?: unknown; coordinates?: unknown };
  if (typeof g.type !== 'string') return null;
  const depth = DEPTH[g.type];
  return depth !== undefined && validAt(g.coordinates, depth) ? { type: g.type, coordinates: g.coordinates } : null;
}

function positions(coords: unknown, out: Pos[] = []): Pos[] {
  if (isPos(coords)) out.push(coords);
  else if (Array.isArray(coords)) for (const c of coords) positions(c, out);
  return out;
}

export function bboxOf(g: GeoJsonGeometry): Box {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const [x, y] of positions(g.coordinates)) {
    box.west = Math.min(box.west, x);
    box.east = Math.max(box.east, x);
    box.south = Math.min(box.south, y);
    box.north = Math.max(box.north, y);
  }
  return box;
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;
}

export function boxContains(outer: Box, inner: Box): boolean {
  return (
    outer.west <= inner.west && inner.east <= outer.east && outer.south <= inner.south && inner.north <= outer.north
  );
}

function cross(o: Pos, a: Pos, b: Pos): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function onSegment(p: Pos, a: Pos, b: Pos): boolean {
  return (
    cross(a, b, p) === 0 &&
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** Segments a-b and c-d cross or touch (collinear overlaps included). */
export function segmentsIntersect(a: Pos, b: Pos, c: Pos, d: Pos): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** Ray casting; a point on the ring's boundary counts as inside. */
export function pointInRing(p: Pos, ring: readonly Pos[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(p, a, b)) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

function edges(ring: readonly Pos[]): Array<[Pos, Pos]> {
  const out: Array<[Pos, Pos]> = [];
  for (let i = 0; i + 1 < ring.length; i++) out.push([ring[i]!, ring[i + 1]!]);
  return out;
}

function pathCrossesRing(path: readonly Pos[], ring: readonly Pos[]): boolean {
  const ringEdges = edges(ring);
  for (const [a, b] of edges(path)) {
    for (const [c, d] of ringEdges) if (segmentsIntersect(a, b, c, d)) return true;
  }
  return false;
}

function lineIntersects(line: Pos[], ring: readonly Pos[]): boolean {
  return line.some((p) => pointInRing(p, ring)) || pathCrossesRing(line, ring);
}

function onRing(p: Pos, ring: readonly Pos[]): boolean {
  return edges(ring).some(([a, b]) => onSegment(p, a, b));
}

/** A point inside (or on) the polygon's outer ring and strictly inside none of its holes. */
function pointInPolygon(p: Pos, rings: readonly Pos[][]): boolean {
  const [outer, ...holes] = rings;
  return !!outer && pointInRing(p, outer) && !holes.some((h) => pointInRing(p, h) && !onRing(p, h));
}

function polygonIntersects(rings: Pos[][], ring: readonly Pos[]): boolean {
  if (rings.some((r) => pathCrossesRing(r, ring))) return true;
  if ((rings[0] ?? []).some((p) => pointInRing(p, ring))) return true;
  // No edges cross: the query ring is either wholly inside the polygon or wholly outside it.
  return ring.some((p) => pointInPolygon(p, rings));
}

/** True when the geometry and the (closed) query ring share at least one point. */
export function intersectsRing(value: unknown, ring: readonly Pos[]): boolean {
  const g = asGeometry(value);
  if (!g) return false;
  switch (g.type) {
    case 'Point':
      return pointInRing(g.coordinates as Pos, ring);
    case 'MultiPoint':
      return (g.coordinates as Pos[]).some((p) => pointInRing(p, ring));
    case 'LineString':
      return lineIntersects(g.coordinates as Pos[], ring);
    case 'MultiLineString':
      return (g.coordinates as Pos[][]).some((l) => lineIntersects(l, ring));
    case 'Polygon':
      return polygonIntersects(g.coordinates as Pos[][], ring);
    case 'MultiPolygon':
      return (g.coordinates as Pos[][][]).some((p) => polygonIntersects(p, ring));
    default:
      return false;
  }
}

export function boxRing(b: Box): Pos[] {
  return [
    [b.west, b.south],
    [b.east, b.south],
    [b.east, b.north],
    [b.west, b.north],
    [b.west, b.south],
  ];
}

/**
 * Plane geometry on x/y pairs (screen pixels, projected metres or Mercator world units): the one place
 * for point-in-ring and point-to-segment distance. Rings may or may not repeat their first position.
 * The `…Flat` variants read a range of points from an interleaved [x0, y0, x1, y1, …] array (the
 * raster layers' Float64Array index), allocating nothing: they run on every hover.
 */
export type XY = readonly [number, number] | readonly number[];

/** Ray casting over one ring: a point exactly on an edge may fall either side. */
export function pointInRing(x: number, y: number, ring: readonly XY[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0],
      yi = ring[i]![1];
    const xj = ring[j]![0],
      yj = ring[j]![1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** `pointInRing` over `count` points of an interleaved array, from point index `start`. */
export function pointInRingFlat(
  coords: ArrayLike<number>,
  start: number,
  count: number,
  x: number,
  y: number,
): boolean {
  let inside = false;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const oi = (start + i) * 2,
      oj = (start + j) * 2;
    const xi = coords[oi]!,
      yi = coords[oi + 1]!;
    const xj = coords[oj]!,
      yj = coords[oj + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A polygon given as its outer ring then its holes: inside the outer ring and in no hole. */
export function pointInPolygon(x: number, y: number, rings: readonly (readonly XY[])[]): boolean {
  const [outer, ...holes] = rings;
  return !!outer && pointInRing(x, y, outer) && !holes.some((hole) => pointInRing(x, y, hole));
}

/** The even-odd rule over any rings (of one or several polygons): inside an odd number of them. */
export function pointInRings(x: number, y: number, rings: readonly (readonly XY[])[]): boolean {
  let odd = false;
  for (const ring of rings) if (pointInRing(x, y, ring)) odd = !odd;
  return odd;
}

/** Distance from (px, py) to the segment from (ax, ay) to (bx, by); a segment of no length is its point. */
export function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax,
    dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Distance from a point to a polyline's segments (a ring's edges when it repeats its first position;
 * 0 is on an edge, inside or out is not told apart). A single point is its own distance; none, Infinity.
 */
export function polylineDistance(x: number, y: number, line: readonly XY[]): number {
  if (line.length === 1) return Math.hypot(x - line[0]![0], y - line[0]![1]);
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!,
      b = line[i]!;
    // A comparison, not Math.min: a point that did not project (NaN) spoils only its own segments.
    const d = segmentDistance(x, y, a[0], a[1], b[0], b[1]);
    if (d < best) best = d;
  }
  return best;
}

/** `polylineDistance` over `count` points of an interleaved array. */
export function polylineDistanceFlat(
  coords: ArrayLike<number>,
  start: number,
  count: number,
  x: number,
  y: number,
): number {
  const first = start * 2;
  if (count === 1) return Math.hypot(x - coords[first]!, y - coords[first + 1]!);
  let best = Infinity;
  for (let i = 0; i < count - 1; i++) {
    const o = first + i * 2;
    const d = segmentDistance(x, y, coords[o]!, coords[o + 1]!, coords[o + 2]!, coords[o + 3]!);
    if (d < best) best = d;
  }
  return best;
}

/** Orientation of c against the line a→b: positive left, negative right, 0 on it. */
const turn = (a: XY, b: XY, c: XY): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** Whether two segments cross at a point inside both (touching ends and collinear overlaps are not crossings). */
function segmentsCross(a: XY, b: XY, c: XY, d: XY): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/**
 * Whether a closed ring's edges cross one another (a bow tie): each pair of non-adjacent edges is
 * tried, so rings longer than `maxPoints` are not judged (false) rather than taking quadratic time.
 */
export function ringCrossesItself(ring: readonly XY[], maxPoints = 2000): boolean {
  const n = ring.length - 1;
  if (n < 4 || ring.length > maxPoints) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

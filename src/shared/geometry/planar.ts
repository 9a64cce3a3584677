/**
 * Plane geometry on x/y pairs (screen pixels or projected metres): the one place for point-in-ring
 * and point-to-segment distance.
 */
export type XY = readonly [number, number] | readonly number[];

/** Ray casting over one ring; the ring may or may not repeat its first position. */
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

/** Distance from (px, py) to the segment from (ax, ay) to (bx, by). */
export function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax,
    dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance from a point to a ring's edges (0 is on an edge; inside or out is not told apart). */
export function ringEdgeDistance(x: number, y: number, ring: readonly XY[]): number {
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const a = ring[i - 1]!,
      b = ring[i]!;
    best = Math.min(best, segmentDistance(x, y, a[0], a[1], b[0], b[1]));
  }
  return best;
}

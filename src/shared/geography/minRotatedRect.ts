/**
 * Minimum-area rotated bounding rectangle (rotating calipers over the convex hull), computed in the
 * Mercator plane so its angle is the angle the map shows.
 */
import { project, unproject } from './mercator';
import type { Position } from './geometry';

export interface RotatedRect {
  /** Centre in lng/lat. */
  center: Position;
  /** Angle of the rectangle's `width` side, radians counter-clockwise from east, in (-π/2, π/2]. */
  angle: number;
  /** Side lengths in Mercator metres. */
  width: number;
  height: number;
  /** Corners in lng/lat, counter-clockwise. */
  corners: Position[];
}

type XY = [number, number];

function cross(o: XY, a: XY, b: XY): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Andrew's monotone chain; returns the hull counter-clockwise without repeating the first point. */
export function convexHull(points: XY[]): XY[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length <= 2) return pts;
  const lower: XY[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: XY[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

function normaliseAngle(a: number): number {
  let out = a % Math.PI;
  if (out <= -Math.PI / 2) out += Math.PI;
  if (out > Math.PI / 2) out -= Math.PI;
  return out;
}

export function minRotatedRect(positions: readonly Position[]): RotatedRect | null {
  const hull = convexHull(positions.map(([lng, lat]) => project(lng, lat)));
  if (hull.length === 0) return null;
  const edges = hull.length >= 2 ? hull.length : 1;
  let best: { area: number; angle: number; minU: number; maxU: number; minV: number; maxV: number } | null = null;
  for (let i = 0; i < edges; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const angle = hull.length >= 2 ? Math.atan2(b[1] - a[1], b[0] - a[0]) : 0;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    let minU = Infinity,
      maxU = -Infinity,
      minV = Infinity,
      maxV = -Infinity;
    for (const [x, y] of hull) {
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (!best || area < best.area - 1e-9) best = { area, angle, minU, maxU, minV, maxV };
  }
  const { angle, minU, maxU, minV, maxV } = best!;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const toXY = (u: number, v: number): XY => [u * cos - v * sin, u * sin + v * cos];
  const cornersXY = [toXY(minU, minV), toXY(maxU, minV), toXY(maxU, maxV), toXY(minU, maxV)];
  const c = toXY((minU + maxU) / 2, (minV + maxV) / 2);
  // Report the angle of the width side within (-90°, 90°]; a turn by 180° is the same rectangle.
  const norm = normaliseAngle(angle);
  return {
    center: unproject(c[0], c[1]),
    angle: norm,
    width: maxU - minU,
    height: maxV - minV,
    corners: cornersXY.map(([x, y]) => unproject(x, y)),
  };
}

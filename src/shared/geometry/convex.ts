/**
 * Convex shapes in a plane (page millimetres, local metres): the hull of points, and whether an
 * axis-aligned box meets a convex polygon or a segment. The packet's label placement asks these for
 * every candidate position, so they are exact and allocation-light.
 */
import { bboxOf } from './bbox';

export type Pt = readonly [number, number];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The convex hull (monotone chain), counter-clockwise in a y-up plane; fewer than three points as given. */
export function convexHull(points: readonly Pt[]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((q): [number, number] => [q[0], q[1]]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, q) <= 0) out.pop();
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

/** The bounding rectangle of points. */
export function rectOf(points: readonly Pt[]): Rect {
  const [x0, y0, x1, y1] = bboxOf(points);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** A small square rectangle about a point (`half` each way): a point as something to label or keep off. */
export function pointRect([x, y]: Pt, half = 0.1): Rect {
  return { x: x - half, y: y - half, width: 2 * half, height: 2 * half };
}

/** Whether two rectangles come closer than `gap` (they overlap when gap is 0 and they share area). */
export function rectsMeet(a: Rect, b: Rect, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap
  );
}

/**
 * Whether a rectangle and a convex polygon share area (separating axes: the rectangle's two and the
 * polygon's edge normals). Touching edges do not count.
 */
export function rectMeetsConvex(r: Rect, polygon: readonly Pt[]): boolean {
  if (polygon.length === 0) return false;
  const corners: Pt[] = [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
  const separated = (nx: number, ny: number) => {
    let a0 = Infinity,
      a1 = -Infinity,
      b0 = Infinity,
      b1 = -Infinity;
    for (const [x, y] of corners) {
      const d = x * nx + y * ny;
      a0 = Math.min(a0, d);
      a1 = Math.max(a1, d);
    }
    for (const [x, y] of polygon) {
      const d = x * nx + y * ny;
      b0 = Math.min(b0, d);
      b1 = Math.max(b1, d);
    }
    return a1 <= b0 || b1 <= a0;
  };
  if (separated(1, 0) || separated(0, 1)) return false;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    if ((x1 !== x0 || y1 !== y0) && separated(y0 - y1, x1 - x0)) return false;
  }
  return true;
}

/** Whether the segment a–b passes through the rectangle's inside (Liang–Barsky clipping). */
export function segmentMeetsRect(a: Pt, b: Pt, r: Rect): boolean {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  let t0 = 0,
    t1 = 1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q > 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  return (
    clip(-dx, a[0] - r.x) &&
    clip(dx, r.x + r.width - a[0]) &&
    clip(-dy, a[1] - r.y) &&
    clip(dy, r.y + r.height - a[1]) &&
    t1 - t0 > 1e-9
  );
}

/** Where the segment from inside `r` (its centre) towards `to` leaves the rectangle. */
export function exitPoint(r: Rect, to: Pt): [number, number] {
  const cx = r.x + r.width / 2,
    cy = r.y + r.height / 2;
  const dx = to[0] - cx,
    dy = to[1] - cy;
  const tx = dx === 0 ? Infinity : r.width / 2 / Math.abs(dx);
  const ty = dy === 0 ? Infinity : r.height / 2 / Math.abs(dy);
  const t = Math.min(1, tx, ty);
  return [cx + dx * t, cy + dy * t];
}

/**
 * Parallel lines `spacing` apart at `angleDeg` (anticlockwise from the x axis) clipped to a convex
 * polygon: a hatch. Each line is the polygon's chord along it.
 */
export function hatchLines(polygon: readonly Pt[], spacing: number, angleDeg = 45): [Pt, Pt][] {
  if (polygon.length < 3 || !(spacing > 0)) return [];
  const t = (angleDeg * Math.PI) / 180;
  // Along the lines (dx, dy); across them the normal (nx, ny).
  const dx = Math.cos(t),
    dy = Math.sin(t);
  const nx = -dy,
    ny = dx;
  const across = polygon.map(([x, y]) => x * nx + y * ny);
  const lo = Math.min(...across),
    hi = Math.max(...across);
  const out: [Pt, Pt][] = [];
  for (let d = lo + spacing / 2; d < hi; d += spacing) {
    const hits: Pt[] = [];
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i]!,
        b = polygon[(i + 1) % polygon.length]!;
      const da = across[i]! - d,
        db = across[(i + 1) % polygon.length]! - d;
      if ((da < 0 && db >= 0) || (da >= 0 && db < 0)) {
        const k = da / (da - db);
        hits.push([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k]);
      }
    }
    if (hits.length < 2) continue;
    hits.sort((p, q) => p[0] * dx + p[1] * dy - (q[0] * dx + q[1] * dy));
    out.push([hits[0]!, hits[hits.length - 1]!]);
  }
  return out;
}

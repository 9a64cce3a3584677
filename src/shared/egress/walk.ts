/**
 * The walk to the nearest exit from anywhere people can stand, around what is in the way: a grid over
 * the enclosure (at most about 20,000 cells, at least 1 ft a side), cells blocked by footprints, and
 * the distance from the exits spread through the open cells in eight directions (never cutting a
 * blocked corner). The longest of those distances is the walk the code's travel distance measures
 * 'along the natural and unobstructed path', not the straight line.
 */
import type { Position } from '../geography/geometry';
import { hypot, inRect, toLngLat, type FeetPlane, type PlaneRect } from './plane';
import type { Pt, Walk } from './types';

const MAX_CELLS = 20_000;
const SQRT2 = Math.SQRT2;

export interface WalkExit {
  at: Pt;
  widthFt: number;
}

/** The distances the walk measured, for reading at a point (tests, the map's hover). */
export interface WalkField {
  walk: Walk;
  /** Feet walked from the point to the nearest exit; null off the grid, blocked or unreachable. */
  at(p: Pt): number | null;
}

/** The cells of each row whose centres lie inside the ring (even-odd over its edges). */
function fillRing(ring: readonly Pt[], x0: number, y0: number, cell: number, nx: number, ny: number, open: Uint8Array) {
  const xs: number[] = [];
  for (let r = 0; r < ny; r++) {
    const y = y0 + (r + 0.5) * cell;
    xs.length = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!,
        [bx, by] = ring[i]!;
      if (ay > y !== by > y) xs.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.ceil((xs[k]! - x0) / cell - 0.5));
      const c1 = Math.min(nx - 1, Math.floor((xs[k + 1]! - x0) / cell - 0.5));
      for (let c = c0; c <= c1; c++) open[r * nx + c] = 1;
    }
  }
}

/** A min-heap of cells by distance, in typed arrays (lazy: a cell may be in it more than once, the nearer first). */
class Heap {
  private keys: Float64Array;
  private cells: Int32Array;
  size = 0;
  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.cells = new Int32Array(Math.max(16, capacity));
  }
  push(key: number, cell: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2),
        cells = new Int32Array(this.size * 2);
      keys.set(this.keys);
      cells.set(this.cells);
      [this.keys, this.cells] = [keys, cells];
    }
    const { keys, cells } = this;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! <= key) break;
      keys[i] = keys[p]!;
      cells[i] = cells[p]!;
      i = p;
    }
    keys[i] = key;
    cells[i] = cell;
  }
  /** The nearest cell; its distance is read from the caller's table. */
  pop(): number {
    const { keys, cells } = this;
    const top = cells[0]!;
    const n = --this.size;
    const key = keys[n]!,
      cell = cells[n]!;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && keys[r]! < keys[l]! ? r : l;
      if (keys[c]! >= key) break;
      keys[i] = keys[c]!;
      cells[i] = cells[c]!;
      i = c;
    }
    keys[i] = key;
    cells[i] = cell;
    return top;
  }
}

export function walkField(
  ring: readonly Pt[],
  obstacles: readonly PlaneRect[],
  exits: readonly WalkExit[],
  plane: FeetPlane,
): WalkField | null {
  if (ring.length < 3 || !exits.length) return null;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const [x, y] of ring) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const cell = Math.max(1, Math.sqrt(((x1 - x0) * (y1 - y0)) / MAX_CELLS));
  const nx = Math.max(1, Math.ceil((x1 - x0) / cell));
  const ny = Math.max(1, Math.ceil((y1 - y0) / cell));
  const open = new Uint8Array(nx * ny);
  fillRing(ring, x0, y0, cell, nx, ny, open);
  const centre = (i: number): Pt => [x0 + ((i % nx) + 0.5) * cell, y0 + (Math.floor(i / nx) + 0.5) * cell];
  const cellOf = (x: number, y: number): number | null => {
    const c = Math.floor((x - x0) / cell),
      r = Math.floor((y - y0) / cell);
    return c >= 0 && r >= 0 && c < nx && r < ny ? r * nx + c : null;
  };
  for (const o of obstacles) {
    const reach = Math.max(o.hw, o.hd);
    const c0 = Math.max(0, Math.floor((o.cx - reach - x0) / cell)),
      c1 = Math.min(nx - 1, Math.floor((o.cx + reach - x0) / cell));
    const r0 = Math.max(0, Math.floor((o.cy - reach - y0) / cell)),
      r1 = Math.min(ny - 1, Math.floor((o.cy + reach - y0) / cell));
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) if (inRect(o, x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell)) open[r * nx + c] = 0;
    // A footprint thinner than a cell still blocks the cells along its centre line.
    const steps = Math.max(1, Math.ceil(hypot(o.a, o.b) / (cell / 2)));
    for (let s = 0; s <= steps; s++) {
      const i = cellOf(o.a[0] + ((o.b[0] - o.a[0]) * s) / steps, o.a[1] + ((o.b[1] - o.a[1]) * s) / steps);
      if (i !== null) open[i] = 0;
    }
  }
  const dist = new Float64Array(nx * ny).fill(Infinity);
  const from = new Int32Array(nx * ny).fill(-1);
  const exitOf = new Int32Array(nx * ny).fill(-1);
  const heap = new Heap(nx * ny);
  exits.forEach((e, k) => {
    // The open cells across the exit's width are where the walk ends; a narrow one still has its nearest cell.
    const reach = Math.max(e.widthFt / 2, cell);
    let nearest = -1,
      nearestD = Infinity;
    const c0 = Math.max(0, Math.floor((e.at[0] - reach - x0) / cell)),
      c1 = Math.min(nx - 1, Math.floor((e.at[0] + reach - x0) / cell));
    const r0 = Math.max(0, Math.floor((e.at[1] - reach - y0) / cell)),
      r1 = Math.min(ny - 1, Math.floor((e.at[1] + reach - y0) / cell));
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const i = r * nx + c;
        if (!open[i]) continue;
        const d = hypot(centre(i), e.at);
        if (d < nearestD) [nearest, nearestD] = [i, d];
        if (d <= reach && d < dist[i]!) {
          dist[i] = d;
          exitOf[i] = k;
          heap.push(d, i);
        }
      }
    if (nearest >= 0 && nearestD < dist[nearest]!) {
      dist[nearest] = nearestD;
      exitOf[nearest] = k;
      heap.push(nearestD, nearest);
    }
  });
  const done = new Uint8Array(nx * ny);
  while (heap.size) {
    const i = heap.pop();
    if (done[i]) continue;
    done[i] = 1;
    const c = i % nx,
      r = (i - c) / nx;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (!dr && !dc) continue;
        const cc = c + dc,
          rr = r + dr;
        if (cc < 0 || rr < 0 || cc >= nx || rr >= ny) continue;
        const j = rr * nx + cc;
        if (!open[j] || done[j]) continue;
        // No cutting across the corner of a blocked cell.
        if (dr && dc && (!open[r * nx + cc] || !open[rr * nx + c])) continue;
        const d = dist[i]! + (dr && dc ? SQRT2 : 1) * cell;
        if (d < dist[j]!) {
          dist[j] = d;
          from[j] = i;
          exitOf[j] = exitOf[i]!;
          heap.push(d, j);
        }
      }
  }
  let far = -1,
    unreachable = 0;
  for (let i = 0; i < open.length; i++) {
    if (!open[i]) continue;
    if (dist[i] === Infinity) unreachable++;
    else if (far < 0 || dist[i]! > dist[far]!) far = i;
  }
  if (far < 0) return null;
  const points: Pt[] = [];
  for (let i = far; i >= 0; i = from[i]!) points.push(centre(i));
  const exit = exits[exitOf[far]!]!;
  points.push(exit.at);
  const path: Position[] = simplify(points).map((p) => toLngLat(plane, p));
  return {
    walk: {
      longestFt: dist[far]!,
      straightFt: hypot(centre(far), exit.at),
      path,
      cellFt: cell,
      unreachableFt2: unreachable * cell * cell,
    },
    at: (p) => {
      const i = cellOf(p[0], p[1]);
      return i === null || !open[i] || dist[i] === Infinity ? null : dist[i]!;
    },
  };
}

/** The path without the points in the middle of straight runs. */
function simplify(points: readonly Pt[]): Pt[] {
  if (points.length < 3) return [...points];
  const out: Pt[] = [points[0]!];
  for (let i = 1; i + 1 < points.length; i++) {
    const a = out[out.length - 1]!,
      b = points[i]!,
      c = points[i + 1]!;
    const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (Math.abs(cross) > 1e-9) out.push(b);
  }
  out.push(points[points.length - 1]!);
  return out;
}

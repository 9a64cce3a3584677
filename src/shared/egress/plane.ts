/**
 * The check's plane: feet east and north of an origin near the plan, and the plane figures it needs
 * (an object's rectangle and its long axis, a ring's area, the distance from a point to a ring).
 */
import type { Position } from '../geography/geometry';
import { localPlane, type LocalPlane } from '../geometry/metres';
import { pointInRing, polylineDistance } from '../geometry/planar';
import { FEET_TO_METRES } from '../geometry/units';
import type { EgressObject, Pt } from './types';

export type FeetPlane = LocalPlane;

export function feetPlane(lng: number, lat: number): FeetPlane {
  return localPlane(lng, lat, FEET_TO_METRES);
}

/** An object on the plane: its centre, axes, half sizes, corners and long axis (its centre line). */
export interface PlaneRect {
  cx: number;
  cy: number;
  /** The object's x axis (its width) and y axis (its depth) as unit vectors east, north. */
  ux: Pt;
  uy: Pt;
  hw: number;
  hd: number;
  corners: [Pt, Pt, Pt, Pt];
  /** The ends of its long centre line. */
  a: Pt;
  b: Pt;
  areaFt2: number;
}

export function planeRect(o: EgressObject, plane: FeetPlane, widthFt = o.footprintFt.width): PlaneRect {
  const [cx, cy] = plane.toXY(o.position.lng, o.position.lat);
  const t = (o.rotationDeg * Math.PI) / 180;
  // Clockwise from north: the x axis is (cos, −sin) and the y axis (sin, cos) in (east, north).
  const ux: Pt = [Math.cos(t), -Math.sin(t)];
  const uy: Pt = [Math.sin(t), Math.cos(t)];
  const hw = Math.max(0, widthFt) / 2;
  const hd = Math.max(0, o.footprintFt.depth) / 2;
  const at = (su: number, sv: number): Pt => [
    cx + su * hw * ux[0] + sv * hd * uy[0],
    cy + su * hw * ux[1] + sv * hd * uy[1],
  ];
  const long = hw >= hd ? ux : uy;
  const half = Math.max(hw, hd);
  return {
    cx,
    cy,
    ux,
    uy,
    hw,
    hd,
    corners: [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)],
    a: [cx - long[0] * half, cy - long[1] * half],
    b: [cx + long[0] * half, cy + long[1] * half],
    areaFt2: 4 * hw * hd,
  };
}

/** Whether a point lies inside the rectangle (edges included). */
export function inRect(r: PlaneRect, x: number, y: number, grow = 0): boolean {
  const dx = x - r.cx,
    dy = y - r.cy;
  const u = dx * r.ux[0] + dy * r.ux[1];
  const v = dx * r.uy[0] + dy * r.uy[1];
  return Math.abs(u) <= r.hw + grow && Math.abs(v) <= r.hd + grow;
}

/** A ring's area in ft² (shoelace; the first point not repeated). */
export function ringAreaFt2(ring: readonly Pt[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twice += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  }
  return Math.abs(twice) / 2;
}

export const withinRing = (ring: readonly Pt[], p: Pt): boolean => pointInRing(p[0], p[1], ring);

/**
 * The ring's edges sorted into horizontal bands, so testing whether a point is inside reads only the
 * few edges its band crosses: a thousand chairs against a ring of 300 barricades is 1,000 short tests,
 * not 600,000. Even-odd, as `pointInRing`.
 */
export function ringIndex(ring: readonly Pt[]): (x: number, y: number) => boolean {
  const n = ring.length;
  if (n < 3) return () => false;
  let y0 = Infinity,
    y1 = -Infinity;
  for (const p of ring) {
    y0 = Math.min(y0, p[1]);
    y1 = Math.max(y1, p[1]);
  }
  const bands = Math.max(1, Math.min(1024, n));
  const h = (y1 - y0) / bands || 1;
  const lists: number[][] = Array.from({ length: bands }, () => []);
  const band = (y: number) => Math.min(bands - 1, Math.max(0, Math.floor((y - y0) / h)));
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = Math.min(ring[i]![1], ring[j]![1]),
      b = Math.max(ring[i]![1], ring[j]![1]);
    for (let k = band(a); k <= band(b); k++) lists[k]!.push(j);
  }
  return (x, y) => {
    if (y < y0 || y > y1) return false;
    let inside = false;
    for (const j of lists[band(y)]!) {
      const [xj, yj] = ring[j]!,
        [xi, yi] = ring[(j + 1) % n]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/** Feet from a point to the ring's edges (0 on an edge). */
export function feetToRing(ring: readonly Pt[], p: Pt): number {
  return ring.length ? polylineDistance(p[0], p[1], [...ring, ring[0]!]) : Infinity;
}

export const hypot = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

export function toLngLat(plane: FeetPlane, p: Pt): Position {
  return plane.toLngLat(p[0], p[1]);
}

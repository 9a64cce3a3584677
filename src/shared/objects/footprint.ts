/**
 * An object's footprint on the ground, and distances from it in feet.
 *
 * Measured in a local equirectangular frame in metres around the object's position (see
 * geometry/metres.ts): it keeps the footprint a true rectangle, so the distance to it is exact and cheap.
 */
import { bboxOf, type BBox } from '../geometry/bbox';
import { eastNorthMetres, METRES_PER_DEGREE_LAT, metresPerDegreeLng } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';

export interface LngLat {
  lng: number;
  lat: number;
}

export interface FootprintInput {
  position: LngLat;
  /** Width along the object's x axis, depth along its y axis, in feet. */
  footprintFt: { width: number; depth: number };
  /** Clockwise from north (up): at 0 the width runs west–east and the depth south–north. */
  rotationDeg: number;
}

export interface Footprint {
  origin: LngLat;
  /** Metres per degree of longitude at the origin's latitude. */
  metresPerDegLng: number;
  halfWidthM: number;
  halfDepthM: number;
  cos: number;
  sin: number;
  /** Closed ring of [lng, lat], counter-clockwise as GeoJSON wants its outer rings. */
  ring: Array<[number, number]>;
  /** [minLng, minLat, maxLng, maxLat] of the ring. */
  bbox: BBox;
}

/** The point a given number of feet east and north of an origin, in the same local frame. */
export function offsetFeet(origin: LngLat, eastFt: number, northFt: number): LngLat {
  return {
    lng: origin.lng + (eastFt * FEET_TO_METRES) / metresPerDegreeLng(origin.lat),
    lat: origin.lat + (northFt * FEET_TO_METRES) / METRES_PER_DEGREE_LAT,
  };
}

/**
 * The point `uFt` along an object's x axis and `vFt` along its y axis from an origin, the axes turned
 * `rotationDeg` clockwise: x = (cos, −sin), y = (sin, cos) in (east, north), as footprint() turns them.
 */
export function offsetInOwnAxes(origin: LngLat, rotationDeg: number, uFt: number, vFt: number): LngLat {
  const t = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(t),
    sin = Math.sin(t);
  return offsetFeet(origin, uFt * cos + vFt * sin, -uFt * sin + vFt * cos);
}

/**
 * The rectangle with opposite corners `a` and `b` whose sides run along axes turned `rotationDeg`
 * clockwise: its centre, and its width (along x) and depth (along y) in feet. The corners go into a
 * local metre frame around their midpoint; the diagonal is then read in the rectangle's own axes. A
 * placed stage drawn by two clicks and a layout's filled area are both this rectangle.
 */
export function rectangleFromCorners(
  a: LngLat,
  b: LngLat,
  rotationDeg: number,
): { centre: LngLat; widthFt: number; depthFt: number } {
  const centre = { lng: (a.lng + b.lng) / 2, lat: (a.lat + b.lat) / 2 };
  const [east, north] = eastNorthMetres(a, b, centre.lat).map((m) => m / FEET_TO_METRES) as [number, number];
  const t = (rotationDeg * Math.PI) / 180;
  return {
    centre,
    widthFt: Math.abs(east * Math.cos(t) - north * Math.sin(t)),
    depthFt: Math.abs(east * Math.sin(t) + north * Math.cos(t)),
  };
}

export function footprint(input: FootprintInput): Footprint {
  const { position: origin, footprintFt, rotationDeg } = input;
  const rad = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const halfWidthM = (Math.max(0, footprintFt.width) * FEET_TO_METRES) / 2;
  const halfDepthM = (Math.max(0, footprintFt.depth) * FEET_TO_METRES) / 2;
  const metresPerDegLng = metresPerDegreeLng(origin.lat);
  // Object axes on the ground after a clockwise turn: x = (cos, −sin), y = (sin, cos) in (east, north).
  const corners: Array<[number, number]> = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([su, sv]) => {
    const u = su! * halfWidthM;
    const v = sv! * halfDepthM;
    const east = u * cos + v * sin;
    const north = -u * sin + v * cos;
    return [origin.lng + east / metresPerDegLng, origin.lat + north / METRES_PER_DEGREE_LAT];
  });
  return {
    origin: { lng: origin.lng, lat: origin.lat },
    metresPerDegLng,
    halfWidthM,
    halfDepthM,
    cos,
    sin,
    ring: [...corners, corners[0]!],
    bbox: bboxOf(corners),
  };
}

/** Metres from the footprint to a point given as lng/lat numbers (the engine's hot path: no objects). */
export function distanceMetresTo(fp: Footprint, lng: number, lat: number): number {
  const east = (lng - fp.origin.lng) * fp.metresPerDegLng;
  const north = (lat - fp.origin.lat) * METRES_PER_DEGREE_LAT;
  // Into the object's own axes, where the footprint is an axis-aligned rectangle about the origin.
  const u = east * fp.cos - north * fp.sin;
  const v = east * fp.sin + north * fp.cos;
  const du = Math.max(0, Math.abs(u) - fp.halfWidthM);
  const dv = Math.max(0, Math.abs(v) - fp.halfDepthM);
  return Math.hypot(du, dv);
}

/** 0 inside (or on an edge); otherwise the shortest distance in feet from the footprint's edges. */
export function distanceFeet(fp: Footprint, point: LngLat): number {
  return distanceMetresTo(fp, point.lng, point.lat) / FEET_TO_METRES;
}

/** The footprint's bbox grown by a distance in feet: every point within that distance lies inside it. */
export function searchBox(fp: Footprint, feet: number): { minX: number; minY: number; maxX: number; maxY: number } {
  const m = feet * FEET_TO_METRES;
  // A hair (≈0.1 mm) more so rounding in the degree conversion can never drop a point right at the limit.
  const dLng = m / fp.metresPerDegLng + 1e-9;
  const dLat = m / METRES_PER_DEGREE_LAT + 1e-9;
  return { minX: fp.bbox[0] - dLng, minY: fp.bbox[1] - dLat, maxX: fp.bbox[2] + dLng, maxY: fp.bbox[3] + dLat };
}

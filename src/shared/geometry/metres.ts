/**
 * Ground lengths from degrees, on the sphere of the Earth's mean radius (IUGG), the one turf's
 * distances use, so the two agree. Over a site (a few hundred metres, a few blocks of a street) a
 * local equirectangular plane differs from the great-circle distance by far less than an inch:
 * footprints stay true rectangles and distances stay exact and cheap.
 */

/** The mean Earth radius (IUGG), in metres. */
export const MEAN_EARTH_RADIUS_M = 6371008.8;
/** Metres per degree of latitude on that sphere (≈ 111,195 m). */
export const METRES_PER_DEGREE_LAT = (MEAN_EARTH_RADIUS_M * Math.PI) / 180;

/** Metres per degree of longitude at a latitude (≈ 84,300 m in New York). */
export function metresPerDegreeLng(lat: number): number {
  return METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
}

/** A local plane about an origin: x east, y north, in `unitMetres` (1 for metres, FEET_TO_METRES for feet). */
export interface LocalPlane {
  /** Units per degree of longitude (at the origin's latitude) and of latitude. */
  readonly kx: number;
  readonly ky: number;
  toXY(lng: number, lat: number): [number, number];
  toLngLat(x: number, y: number): [number, number];
}

export function localPlane(lng0: number, lat0: number, unitMetres = 1): LocalPlane {
  const kx = metresPerDegreeLng(lat0) / unitMetres;
  const ky = METRES_PER_DEGREE_LAT / unitMetres;
  return {
    kx,
    ky,
    toXY: (lng, lat) => [(lng - lng0) * kx, (lat - lat0) * ky],
    toLngLat: (x, y) => [lng0 + x / kx, lat0 + y / ky],
  };
}

interface LngLatLike {
  readonly lng: number;
  readonly lat: number;
}

/** Metres east and north from `a` to `b` in the plane at latitude `lat` (by default their middle). */
export function eastNorthMetres(a: LngLatLike, b: LngLatLike, lat = (a.lat + b.lat) / 2): [number, number] {
  return [(b.lng - a.lng) * metresPerDegreeLng(lat), (b.lat - a.lat) * METRES_PER_DEGREE_LAT];
}

/** Ground metres between two points, in the plane at their middle latitude. */
export function groundMetres(a: LngLatLike, b: LngLatLike): number {
  const [east, north] = eastNorthMetres(a, b);
  return Math.hypot(east, north);
}

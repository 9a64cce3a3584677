// NY Long Island state plane (EPSG:2263, NAD83, US survey feet) <-> WGS84 longitude/latitude.
import proj4 from 'proj4';
import { bboxOf } from '../geometry/bbox';

/**
 * EPSG:2263 — NAD83 / New York Long Island (ftUS), a Lambert conformal conic (2SP).
 * proj4 takes x_0/y_0 in metres: 300000 m is the published false easting of 984250 ftUS.
 * NAD83 is treated as identical to WGS84 (towgs84 all zero), as EPSG:2263 does by default.
 */
export const EPSG_2263 =
  '+proj=lcc +lat_1=41.03333333333333 +lat_2=40.66666666666666 +lat_0=40.16666666666666 +lon_0=-74 ' +
  '+x_0=300000.0000000001 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=us-ft +no_defs';

/**
 * Built once at module load: rows are converted in a worker, tens of thousands per load, and
 * building a converter parses the proj string and precomputes the cone constants each time.
 * forward: [lng, lat] -> [x, y] ftUS; inverse: [x, y] ftUS -> [lng, lat].
 */
const converter = proj4('EPSG:4326', EPSG_2263);

/** State plane feet to [lng, lat]; null for non-finite input or a result that is not a valid lng/lat. */
export function statePlaneToLngLat(x: number, y: number): [number, number] | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  let out: [number, number];
  try {
    out = converter.inverse<[number, number]>([x, y]);
  } catch {
    return null;
  }
  const [lng, lat] = out;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return [lng, lat];
}

/** [lng, lat] to state plane [x, y] in US survey feet. */
export function lngLatToStatePlane(lng: number, lat: number): [number, number] {
  const [x, y] = converter.forward<[number, number]>([lng, lat]);
  return [x, y];
}

/**
 * The state plane box covering a lng/lat box [west, south, east, north]. The projection is not
 * axis-aligned with lng/lat (meridians converge), so all four corners are projected and the
 * min/max taken; rows whose sign_x_coord/sign_y_coord fall inside are the candidates for the box.
 */
export function statePlaneBox(bbox: [west: number, south: number, east: number, north: number]): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  const [west, south, east, north] = bbox;
  const corners = [
    lngLatToStatePlane(west, south),
    lngLatToStatePlane(east, south),
    lngLatToStatePlane(east, north),
    lngLatToStatePlane(west, north),
  ];
  const [minX, minY, maxX, maxY] = bboxOf(corners);
  return { minX, minY, maxX, maxY };
}

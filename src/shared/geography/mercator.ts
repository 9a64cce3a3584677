/** Web Mercator in metres, the plane MapLibre draws in: angles there are the angles on screen. */
export const EARTH_RADIUS_M = 6378137;
export const WORLD_CIRCUMFERENCE_M = 2 * Math.PI * EARTH_RADIUS_M;
/** MapLibre's world is 512 px wide at zoom 0. */
export const TILE_WORLD_PX = 512;

export function project(lng: number, lat: number): [number, number] {
  const x = (EARTH_RADIUS_M * lng * Math.PI) / 180;
  const y = EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return [x, y];
}

export function unproject(x: number, y: number): [number, number] {
  const lng = (x / EARTH_RADIUS_M) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / EARTH_RADIUS_M)) - Math.PI / 2) * (180 / Math.PI);
  return [lng, lat];
}

/** Screen pixels per Mercator metre at a zoom level. */
export function pixelsPerMercatorMetre(zoom: number): number {
  return (TILE_WORLD_PX * 2 ** zoom) / WORLD_CIRCUMFERENCE_M;
}

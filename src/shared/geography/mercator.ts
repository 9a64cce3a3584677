/**
 * Web Mercator, the plane MapLibre draws in (angles there are the angles on screen), in one module:
 * in metres (project, unproject: the focus camera, the export's frame and scale) and in world units
 * (mercatorX, mercatorY: 0..1 across the world, y down, as MapLibre tiles it: the raster tiles, their
 * hit tests and the export's vector frame), and the scale at a latitude (groundPerMercatorMetre: every
 * ground length on the map or the page, from a zoom, a frame or a scale, goes through it).
 */
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

/**
 * Ground metres per Mercator metre at a latitude: cos(lat), as Web Mercator stretches the ground by
 * 1 / cos(lat) away from the equator (a scale bar on a Mercator map is shrunk by it).
 */
export function groundPerMercatorMetre(lat: number): number {
  return Math.cos((lat * Math.PI) / 180);
}

/** Ground metres one CSS pixel covers at a latitude and MapLibre zoom. */
export function groundMetresPerPx(lat: number, zoom: number): number {
  return (WORLD_CIRCUMFERENCE_M / worldPx(zoom)) * groundPerMercatorMetre(lat);
}

/** Screen pixels per Mercator metre at a zoom level. */
export function pixelsPerMercatorMetre(zoom: number): number {
  return (TILE_WORLD_PX * 2 ** zoom) / WORLD_CIRCUMFERENCE_M;
}

/** Web Mercator in world units (0..1 across the world, y down), as MapLibre tiles it. */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

export function mercatorY(lat: number): number {
  const s = Math.sin((lat * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + s) / (1 - s))) / Math.PI;
}

/** The inverses: longitude and latitude of world units. */
export function lngOfMercatorX(x: number): number {
  return x * 360 - 180;
}

export function latOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** CSS pixels across the world at a MapLibre zoom (whose zoom 0 is one 512 px tile). */
export function worldPx(zoom: number): number {
  return TILE_WORLD_PX * 2 ** zoom;
}

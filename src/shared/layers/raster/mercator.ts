/** Web Mercator in world units (0..1 across the world, y down), as MapLibre tiles it. */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

export function mercatorY(lat: number): number {
  const s = Math.sin((lat * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + s) / (1 - s))) / Math.PI;
}

/** CSS pixels across the world at a MapLibre zoom (whose zoom 0 is one 512 px tile). */
export function worldPx(zoom: number): number {
  return 512 * 2 ** zoom;
}

/**
 * The key of one composite raster tile set, as it travels in a `stager-layers://` tile URL: the pixel
 * ratio the tiles are drawn at, the map's bearing (icons are drawn turned against it, so they stand
 * upright on screen as MapLibre's icons do) and the loads (tiles keys, bottom to top) they composite.
 * A change of any is a new key, so no tile drawn for another set is ever shown.
 */
export const RASTER_KEY_PREFIX = 'raster';

export interface RasterKey {
  ratio: number;
  bearing: number;
  tilesKeys: string[];
}

export function rasterKey(ratio: number, bearing: number, tilesKeys: readonly string[]): string {
  return `${RASTER_KEY_PREFIX}~${ratio}~${Math.round(bearing)}~${tilesKeys.join(',')}`;
}

export function isRasterKey(key: string): boolean {
  return key.startsWith(`${RASTER_KEY_PREFIX}~`);
}

export function parseRasterKey(key: string): RasterKey | null {
  const [prefix, ratioText, bearingText, list] = key.split('~');
  const ratio = Number(ratioText),
    bearing = Number(bearingText);
  if (
    prefix !== RASTER_KEY_PREFIX ||
    !list ||
    !Number.isFinite(ratio) ||
    ratio <= 0 ||
    ratio > 4 ||
    !Number.isFinite(bearing)
  )
    return null;
  return { ratio, bearing, tilesKeys: list.split(',').filter(Boolean) };
}

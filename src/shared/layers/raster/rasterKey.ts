/**
 * The key of one composite raster tile set, as it travels in a `stager-layers://` tile URL: the pixel
 * ratio the tiles are drawn at and the loads (tiles keys, bottom to top) they composite. A change of
 * either is a new key, so MapLibre never shows a tile drawn for another set.
 */
export const RASTER_KEY_PREFIX = 'raster';

export interface RasterKey { ratio: number; tilesKeys: string[] }

export function rasterKey(ratio: number, tilesKeys: readonly string[]): string {
  return `${RASTER_KEY_PREFIX}~${ratio}~${tilesKeys.join(',')}`;
}

export function isRasterKey(key: string): boolean {
  return key.startsWith(`${RASTER_KEY_PREFIX}~`);
}

export function parseRasterKey(key: string): RasterKey | null {
  const [prefix, ratioText, list] = key.split('~');
  const ratio = Number(ratioText);
  if (prefix !== RASTER_KEY_PREFIX || !list || !Number.isFinite(ratio) || ratio <= 0 || ratio > 4) return null;
  return { ratio, tilesKeys: list.split(',').filter(Boolean) };
}

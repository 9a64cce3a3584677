/**
 * Which raster tiles cover the view: those of the tile zoom for the map's zoom (256 px tiles, one zoom
 * above MapLibre's 512 px zoom, rounded as MapLibre rounds raster zooms), inside the tile set's bounds.
 */
import type { BBox } from '../../shared/geometry/bbox';
import { mercatorX, mercatorY } from '../../shared/geography/mercator';
import { mapZoomOfTile } from '../../shared/layers/raster/renderTile';

export interface TileId {
  z: number;
  x: number;
  y: number;
}

export const RASTER_TILE_MAX_ZOOM = 23;
/** More tiles than this in view means the set is far too small to see: nothing is drawn. */
const MAX_TILES = 160;

/** `view` in world units (0..1, y down); `bounds` in lng/lat. */
export function visibleTiles(view: BBox, bounds: BBox, mapZoom: number): { z: number; tiles: TileId[] } {
  const z = Math.max(0, Math.min(RASTER_TILE_MAX_ZOOM, Math.round(mapZoom - mapZoomOfTile(0))));
  const n = 2 ** z;
  const minX = Math.max(view[0], mercatorX(bounds[0])),
    maxX = Math.min(view[2], mercatorX(bounds[2]));
  const minY = Math.max(view[1], mercatorY(bounds[3])),
    maxY = Math.min(view[3], mercatorY(bounds[1]));
  if (minX >= maxX || minY >= maxY) return { z, tiles: [] };
  const x0 = Math.floor(minX * n),
    x1 = Math.min(n - 1, Math.floor(maxX * n));
  const y0 = Math.floor(minY * n),
    y1 = Math.min(n - 1, Math.floor(maxY * n));
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) return { z, tiles: [] };
  const tiles: TileId[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z, x, y });
  return { z, tiles };
}

/**
 * The layers worker's raster tiles and hit tests for densely drawn layers. Each loaded layer gets a
 * feature index on first use (drawing or hit testing); icons come from the page once (it already
 * rasterises them for MapLibre) and are drawn by the shared tile renderer on a surface the worker
 * shell provides (an OffscreenCanvas; a recording fake in tests). The state is explicit
 * (rasterState.ts) and each operation is a file over it (rasterTile.ts, rasterIcons.ts,
 * rasterHitTest.ts); this binds them to one state for the layers worker's API.
 */
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { Hit, HitQuery } from '../../shared/layers/raster/hitTest';
import { setRasterIcons } from './rasterIcons';
import { rasterHitTest } from './rasterHitTest';
import { createRasterState, type IconPixels, type LoadedFeatures, type RasterSurface } from './rasterState';
import { rasterTile } from './rasterTile';

/** The raster tiles of one layers worker, as its API calls them. */
export interface RasterTiles<Image> {
  setIcons(pixels: Record<string, IconPixels>): Promise<void>;
  tile(key: string, z: number, x: number, y: number, signal?: AbortSignal): Promise<Image | null>;
  hitTest(tilesKeys: readonly string[], q: HitQuery): Hit | null;
}

export function createRasterTiles<Image, Icon>(
  surface: RasterSurface<Image, Icon>,
  lookup: (layerId: InfrastructureLayerId) => LoadedFeatures | undefined,
  sleep: (ms: number) => Promise<void>,
): RasterTiles<Image> {
  const state = createRasterState(surface, lookup, sleep);
  return {
    setIcons: (pixels) => setRasterIcons(state, pixels),
    tile: (key, z, x, y, signal) => rasterTile(state, key, z, x, y, signal),
    hitTest: (tilesKeys, q) => rasterHitTest(state, tilesKeys, q),
  };
}

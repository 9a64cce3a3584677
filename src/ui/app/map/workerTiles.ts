/**
 * The tiles the workers serve, as the map port takes them (`tiles.serve`): the permit areas from the
 * geography worker, the infrastructure layers from the layers worker. Each tile asks the engine anew, so
 * a worker restarted since answers; the map never sees the engines, nor the engines the map.
 */
import { isRasterKey } from '../../../shared/layers/raster/rasterKey';
import type { TileLoader, TileSourceName } from '../../map/port';
import { geographyEngine, layersEngine } from '../engines/engines';

export const WORKER_TILES: Readonly<Record<TileSourceName, TileLoader>> = {
  areas: (key, z, x, y) => geographyEngine().tile(key, z, x, y),
  // A raster tile is a job: the page cancels it once it no longer wants the tile's set.
  layers: (key, z, x, y, signal) =>
    isRasterKey(key)
      ? layersEngine().job('rasterTile', [key, z, x, y], signal ? { signal } : {})
      : layersEngine().tile(key, z, x, y),
};

/**
 * The tiles the workers serve, as the map takes them: a module of types alone, so the port (port.ts) and the
 * protocols that register them with MapLibre (tileProtocol.ts) share them without importing each other.
 */

/** The tile sources the workers serve: the permit areas (geography worker) and the infrastructure layers. */
export type TileSourceName = 'areas' | 'layers';

/**
 * A vector tile's encoded buffer (null: an empty tile), or a raster tile's bitmap drawn in the worker.
 * `signal`: the tile is no longer wanted once it aborts (a raster tile's load is then cancelled).
 */
export type TileLoader = (
  tilesKey: string,
  z: number,
  x: number,
  y: number,
  signal?: AbortSignal,
) => Promise<ArrayBuffer | ImageBitmap | null>;

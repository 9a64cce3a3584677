/**
 * Worker-served vector tiles: MapLibre asks for a tile by a custom protocol, a worker answers with an
 * encoded buffer (transferred, not copied). The main thread only passes the buffer along.
 * `stager-areas://` serves the permit areas, `stager-layers://` the infrastructure layers (vector
 * tiles, and raster tiles of the dense layers as ImageBitmaps, which MapLibre takes as they are).
 */
import * as maplibregl from 'maplibre-gl';
import type { TileLoader, TileSourceName } from './tileSources';

export const TILE_PROTOCOLS = { areas: 'stager-areas', layers: 'stager-layers' } as const satisfies Record<
  TileSourceName,
  string
>;
export type TileProtocol = (typeof TILE_PROTOCOLS)[keyof typeof TILE_PROTOCOLS];

const registered = new Map<TileProtocol, TileLoader>();
const URL_PATTERN = /^([a-z-]+):\/\/([^/]+)\/(\d+)\/(\d+)\/(\d+)$/;

/** A tile by its URL through the protocol's registered loader (MapLibre's sources and our own layers alike). */
export async function loadTileUrl(url: string, signal?: AbortSignal): Promise<ArrayBuffer | ImageBitmap | null> {
  const match = URL_PATTERN.exec(url);
  const load = match ? registered.get(match[1] as TileProtocol) : undefined;
  if (!match || !load) throw new Error(`Bad tile URL: ${url}`);
  return load(match[2]!, Number(match[3]), Number(match[4]), Number(match[5]), signal);
}

export function tileUrl(protocol: TileProtocol, tilesKey: string): string {
  return `${protocol}://${tilesKey}/{z}/{x}/{y}`;
}

export function areaTileUrl(tilesKey: string): string {
  return tileUrl(TILE_PROTOCOLS.areas, tilesKey);
}

/** Each worker-served source under its protocol (the map port's `tiles.serve`). */
export function registerTileSources(loaders: Readonly<Record<TileSourceName, TileLoader>>): void {
  for (const name of Object.keys(TILE_PROTOCOLS) as TileSourceName[])
    registerTileProtocol(TILE_PROTOCOLS[name], loaders[name]);
}

function registerTileProtocol(protocol: TileProtocol, load: TileLoader): void {
  if (registered.has(protocol)) return;
  registered.set(protocol, load);
  const pattern = new RegExp(`^${protocol}://([^/]+)/(\\d+)/(\\d+)/(\\d+)$`);
  maplibregl.addProtocol(protocol, async (params) => {
    const match = pattern.exec(params.url);
    if (!match) throw new Error(`Bad tile URL: ${params.url}`);
    const [, key, z, x, y] = match;
    const data = await load(key!, Number(z), Number(x), Number(y));
    // An empty buffer is an empty tile: MapLibre draws nothing there.
    return { data: data ?? new ArrayBuffer(0) };
  });
}

/**
 * The `stager-areas://` protocol: MapLibre asks for a tile, the geography worker answers with an
 * encoded buffer (transferred, not copied). The main thread only passes the buffer along.
 */
import * as maplibregl from 'maplibre-gl';

export const AREA_TILE_PROTOCOL = 'stager-areas';

export type TileLoader = (tilesKey: string, z: number, x: number, y: number) => Promise<ArrayBuffer | null>;

let registered = false;

export function areaTileUrl(tilesKey: string): string {
  return `${AREA_TILE_PROTOCOL}://${tilesKey}/{z}/{x}/{y}`;
}

export function registerAreaTileProtocol(load: TileLoader): void {
  if (registered) return;
  registered = true;
  maplibregl.addProtocol(AREA_TILE_PROTOCOL, async (params) => {
    const match = /^stager-areas:\/\/([^/]+)\/(\d+)\/(\d+)\/(\d+)$/.exec(params.url);
    if (!match) throw new Error(`Bad area tile URL: ${params.url}`);
    const [, key, z, x, y] = match;
    const data = await load(key!, Number(z), Number(x), Number(y));
    // An empty buffer is an empty tile: MapLibre draws nothing there.
    return { data: data ?? new ArrayBuffer(0) };
  });
}

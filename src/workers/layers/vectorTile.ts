/** One encoded vector tile of a held layer load, for the map's `stager-layers://` source. */
import { measured } from './workClock';
import { loadedByKey, type LayersState } from './state';

/** The tile's bytes in a buffer of their own (to transfer); null for a load no longer held or where nothing reaches. */
export function vectorTile(state: LayersState, tilesKey: string, z: number, x: number, y: number): ArrayBuffer | null {
  const entry = loadedByKey(state, tilesKey);
  if (!entry) return null;
  const bytes = measured('vectorTiles', tilesKey, () => entry.tiles.tile(z, x, y));
  if (!bytes) return null;
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : bytes.slice().buffer;
}

/** The current load's area tiles, served by the key of its tile set. */
import { loadByKey, type GeographyState } from './state';

export interface ApiHooks {
  /** Hands a tile buffer over without copying it (comlink's transfer in the worker). */
  transfer: (buffer: ArrayBuffer) => ArrayBuffer;
}

/** An encoded vector tile of the current areas; null for another tile set or where no area reaches. */
export function areaTile(
  state: GeographyState,
  hooks: ApiHooks,
  tilesKey: string,
  z: number,
  x: number,
  y: number,
): ArrayBuffer | null {
  const bytes = loadByKey(state, tilesKey)?.tiles.tile(z, x, y);
  if (!bytes) return null;
  // A tile that fills its buffer is handed over as it is; one that shares a buffer is copied out first.
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : bytes.slice().buffer;
  return hooks.transfer(buffer);
}

/**
 * Rasterises the layer icons of src/shared/layers/icons.ts for MapLibre.
 *
 * The result is a {@link LAYER_ICON_RASTER_PX}-square ImageData. The map adapter
 * registers it itself with
 * `map.addImage(layerIconImageId(id), imageData, { pixelRatio: 4 })`, so the
 * icon is drawn at 24 CSS px and stays sharp on high-DPI screens. This module
 * deliberately does not import MapLibre.
 */
import { LAYER_ICON_RASTER_PX, layerIconSvg, type IconLayerId } from '../../shared/layers/icons';

/** One rasterisation per id+colour; failed attempts are dropped so they can be retried. */
const cache = new Map<string, Promise<ImageData>>();

async function rasterise(id: IconLayerId, color: string): Promise<ImageData> {
  const size = LAYER_ICON_RASTER_PX;
  const svg = layerIconSvg(id, color, size);
  const img = new Image(size, size);
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();

  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('layer icons: 2D canvas context unavailable');
  ctx.clearRect(0, 0, size, size);
  ctx.drawImage(img, 0, 0, size, size);
  return ctx.getImageData(0, 0, size, size);
}

/**
 * The icon of a layer as a 96x96 ImageData, rasterised once per id+colour.
 * The returned ImageData is shared between callers: do not mutate it
 * (MapLibre's addImage copies the pixels, so passing it there is fine).
 */
export async function rasteriseLayerIcon(id: IconLayerId, color: string): Promise<ImageData> {
  const key = `${id}|${color}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = rasterise(id, color);
    cache.set(key, pending);
    pending.catch(() => {
      if (cache.get(key) === pending) cache.delete(key);
    });
  }
  return pending;
}

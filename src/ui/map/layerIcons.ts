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
import { rasteriseSvg } from './rasteriseSvg';

/** One rasterisation per id+colour; failed attempts are dropped so they can be retried. */
const cache = new Map<string, Promise<ImageData>>();

function rasterise(id: IconLayerId, color: string): Promise<ImageData> {
  return rasteriseSvg(layerIconSvg(id, color, LAYER_ICON_RASTER_PX), LAYER_ICON_RASTER_PX);
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

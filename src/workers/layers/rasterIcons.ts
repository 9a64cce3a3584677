/**
 * The layer icons as RGBA pixels, from the page once (it already rasterises them for MapLibre, and
 * workers cannot decode SVG): made ready to draw, then the tiles waiting for them go on.
 */
import type { IconPixels, RasterState } from './rasterState';

export async function setRasterIcons<Image, Icon>(
  state: RasterState<Image, Icon>,
  pixels: Record<string, IconPixels>,
): Promise<void> {
  for (const [id, p] of Object.entries(pixels)) state.icons.set(id, await state.surface.icon(p));
  state.iconsSet();
}

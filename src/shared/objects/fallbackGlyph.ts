/**
 * The glyph a placed object shows when its icon cannot be drawn (the SVG fails to decode): a disc in
 * the type's colour, ringed and dotted in white, made straight as pixels so nothing can fail to load.
 * It fills the whole icon square, so at the smallest icon scale (0.6 of the 24 px unit, 14.4 px) it is
 * still at least the spec's 14 px across.
 */
import { rgbOf } from '../export/colour';
import { placedIconPx } from './catalogue';

export const FALLBACK_GLYPH_MIN_PX = 14;

/** What MapLibre's addImage takes: RGBA rows, top to bottom. */
export interface GlyphPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Smallest on-screen size of an icon unit (any zoom, any type), the glyph's size at its smallest. */
export const SMALLEST_ICON_PX = placedIconPx(0, 0);

export function fallbackGlyph(sizePx: number, color: string): GlyphPixels {
  const size = Math.max(1, Math.round(sizePx));
  const data = new Uint8ClampedArray(size * size * 4);
  const [r, g, b] = rgbOf(color);
  const c = size / 2;
  const ring = size * 0.08;
  const dot = size * 0.16;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      // One pixel of soft edge keeps the disc round at every scale.
      const cover = Math.max(0, Math.min(1, c - d + 0.5));
      if (cover === 0) continue;
      const white = d > c - ring || d < dot;
      const i = (y * size + x) * 4;
      data[i] = white ? 255 : r;
      data[i + 1] = white ? 255 : g;
      data[i + 2] = white ? 255 : b;
      data[i + 3] = Math.round(cover * 255);
    }
  }
  return { width: size, height: size, data };
}

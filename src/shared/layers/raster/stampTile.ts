/**
 * A point layer's tile of small symbols, stamped into RGBA pixels instead of drawn one canvas call per
 * symbol: a park's 38,000 trees are 2 px icons at the zoom that shows it whole, and a canvas call each
 * cost the layers worker more than half a second a tile set. Each symbol is drawn once (the worker
 * hands its pixels in, premultiplied), shifted to its sub-pixel place by bilinear weights (what the
 * canvas does when it draws an image at a fractional offset) and laid over what is there (source-over),
 * at the layer's opacity. DOM-free: tested in Node.
 */

/** Symbols at most this large (tile pixels) are stamped; at this size an icon's turn with the map is not seen. */
export const STAMP_MAX_PX = 4;

/** A symbol's pixels: a square of `px`, premultiplied RGBA in 0..1. */
export interface Stamp {
  px: number;
  rgba: Float32Array;
}

/** Straight RGBA bytes (as a canvas reads them) to a premultiplied stamp. */
export function stampOf(bytes: ArrayLike<number>, px: number): Stamp {
  const rgba = new Float32Array(px * px * 4);
  for (let k = 0; k < px * px; k++) {
    const a = bytes[k * 4 + 3]! / 255;
    rgba[k * 4] = (bytes[k * 4]! / 255) * a;
    rgba[k * 4 + 1] = (bytes[k * 4 + 1]! / 255) * a;
    rgba[k * 4 + 2] = (bytes[k * 4 + 2]! / 255) * a;
    rgba[k * 4 + 3] = a;
  }
  return { px, rgba };
}

/**
 * The tile (`tileSize` square) with a symbol of `size` pixels centred on each (xs[i], ys[i]), as
 * straight RGBA bytes; null when none reaches it.
 */
export function stampSymbols(
  tileSize: number,
  stamp: Stamp,
  size: number,
  xs: Float64Array,
  ys: Float64Array,
  opacity: number,
): Uint8ClampedArray | null {
  const acc = new Float32Array(tileSize * tileSize * 4);
  const n = stamp.px + 1;
  const shifted = new Float32Array(n * n * 4);
  let touched = false;
  for (let s = 0; s < xs.length; s++) {
    const left = xs[s]! - size / 2,
      top = ys[s]! - size / 2;
    const ix = Math.floor(left),
      iy = Math.floor(top);
    const fx = left - ix,
      fy = top - iy;
    if (ix + n <= 0 || iy + n <= 0 || ix >= tileSize || iy >= tileSize) continue;
    shifted.fill(0);
    const w00 = (1 - fx) * (1 - fy) * opacity,
      w10 = fx * (1 - fy) * opacity,
      w01 = (1 - fx) * fy * opacity,
      w11 = fx * fy * opacity;
    for (let j = 0; j < stamp.px; j++)
      for (let i = 0; i < stamp.px; i++) {
        const from = (j * stamp.px + i) * 4;
        const to = (j * n + i) * 4;
        for (let c = 0; c < 4; c++) {
          const v = stamp.rgba[from + c]!;
          shifted[to + c]! += v * w00;
          shifted[to + 4 + c]! += v * w10;
          shifted[to + n * 4 + c]! += v * w01;
          shifted[to + n * 4 + 4 + c]! += v * w11;
        }
      }
    for (let j = 0; j < n; j++) {
      const y = iy + j;
      if (y < 0 || y >= tileSize) continue;
      for (let i = 0; i < n; i++) {
        const x = ix + i;
        if (x < 0 || x >= tileSize) continue;
        const from = (j * n + i) * 4;
        const a = shifted[from + 3]!;
        if (a <= 0) continue;
        const to = (y * tileSize + x) * 4;
        for (let c = 0; c < 4; c++) acc[to + c] = shifted[from + c]! + acc[to + c]! * (1 - a);
        touched = true;
      }
    }
  }
  if (!touched) return null;
  const out = new Uint8ClampedArray(tileSize * tileSize * 4);
  for (let k = 0; k < tileSize * tileSize; k++) {
    const a = acc[k * 4 + 3]!;
    if (a <= 0) continue;
    out[k * 4] = Math.round((acc[k * 4]! / a) * 255);
    out[k * 4 + 1] = Math.round((acc[k * 4 + 1]! / a) * 255);
    out[k * 4 + 2] = Math.round((acc[k * 4 + 2]! / a) * 255);
    out[k * 4 + 3] = Math.round(a * 255);
  }
  return out;
}

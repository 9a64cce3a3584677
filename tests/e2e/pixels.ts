/** Reading what the map shows: screenshot crops as RGBA, and where two crops differ. */
import type { Page } from '@playwright/test';

export interface Crop {
  size: number;
  rgba: number[];
}
/** Changed pixels: how many, and their centroid relative to the crop's centre (px). */
export interface PixelBlob {
  count: number;
  cx: number;
  cy: number;
}

/** A (2r+1)-px square of the page around a point, as RGBA (decoded by the browser itself). */
export async function cropAround(page: Page, c: { x: number; y: number }, r: number): Promise<Crop> {
  const size = 2 * r + 1;
  const png = await page.screenshot({
    clip: { x: Math.round(c.x) - r, y: Math.round(c.y) - r, width: size, height: size },
  });
  const rgba = await page.evaluate(
    async ({ b64, size }) => {
      const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(size, size);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return Array.from(ctx.getImageData(0, 0, size, size).data);
    },
    { b64: png.toString('base64'), size },
  );
  return { size, rgba };
}

/** Pixels where two crops differ by more than `threshold` in some channel. */
export function changedPixels(_page: Page, a: Crop, b: Crop, threshold = 48): PixelBlob {
  let count = 0,
    sx = 0,
    sy = 0;
  const half = (a.size - 1) / 2;
  for (let i = 0; i < a.size * a.size; i++) {
    const o = i * 4;
    const d = Math.max(
      Math.abs(a.rgba[o]! - b.rgba[o]!),
      Math.abs(a.rgba[o + 1]! - b.rgba[o + 1]!),
      Math.abs(a.rgba[o + 2]! - b.rgba[o + 2]!),
    );
    if (d <= threshold) continue;
    count++;
    sx += (i % a.size) - half;
    sy += Math.floor(i / a.size) - half;
  }
  return { count, cx: count ? sx / count : NaN, cy: count ? sy / count : NaN };
}

/** What stands out of a crop: its most common colour (the ground), and how many pixels differ from it by more than `threshold`. */
export function inkOnGround(crop: Crop, threshold = 48): { ground: [number, number, number]; ink: number } {
  const counts = new Map<number, number>();
  let ground = 0;
  for (let o = 0; o < crop.rgba.length; o += 4) {
    const key = (crop.rgba[o]! << 16) | (crop.rgba[o + 1]! << 8) | crop.rgba[o + 2]!;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > (counts.get(ground) ?? 0)) ground = key;
  }
  const rgb: [number, number, number] = [ground >> 16, (ground >> 8) & 255, ground & 255];
  let ink = 0;
  for (let o = 0; o < crop.rgba.length; o += 4) {
    const d = Math.max(
      Math.abs(crop.rgba[o]! - rgb[0]),
      Math.abs(crop.rgba[o + 1]! - rgb[1]),
      Math.abs(crop.rgba[o + 2]! - rgb[2]),
    );
    if (d > threshold) ink++;
  }
  return { ground: rgb, ink };
}

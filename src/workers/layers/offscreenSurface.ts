/** The raster tiles' drawing surface in the worker: one reused OffscreenCanvas, handed over as ImageBitmaps. */
import type { IconPixels, RasterSurface } from './rasterTiles';

export function offscreenSurface(): RasterSurface<ImageBitmap, ImageBitmap> {
  // One canvas per size (blank tiles are 1 px): switching sizes never reallocates.
  const canvases = new Map<number, OffscreenCanvas>();
  let canvas: OffscreenCanvas | null = null;
  return {
    begin(size) {
      canvas = canvases.get(size) ?? new OffscreenCanvas(size, size);
      canvases.set(size, canvas);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('Raster tiles: 2D canvas context unavailable');
      ctx.clearRect(0, 0, size, size);
      // Icons are drawn from their 96 px raster at a few pixels: filtered like MapLibre's, not blurred.
      ctx.imageSmoothingQuality = 'high';
      return ctx;
    },
    // Detaches the canvas's pixels into the bitmap (no copy); the next begin draws on a fresh buffer.
    finish: () => canvas!.transferToImageBitmap(),
    discard: (image) => image.close(),
    icon: (p: IconPixels) => createImageBitmap(new ImageData(new Uint8ClampedArray(p.data), p.width, p.height)),
  };
}

/**
 * The raster tiles' drawing surfaces in the worker: reused OffscreenCanvases (one for composites, one
 * for single layers), whose pixels leave as ImageBitmaps — handed over to the page, or kept here as a
 * layer's tile.
 */
import type { IconPixels, RasterSurface } from './rasterState';

/** One canvas per size (blank tiles are 1 px): switching sizes never reallocates. */
function canvasPool() {
  const canvases = new Map<number, OffscreenCanvas>();
  let current: OffscreenCanvas | null = null;
  return {
    begin(size: number): OffscreenCanvasRenderingContext2D {
      current = canvases.get(size) ?? new OffscreenCanvas(size, size);
      canvases.set(size, current);
      const ctx = current.getContext('2d');
      if (!ctx) throw new Error('Raster tiles: 2D canvas context unavailable');
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, size, size);
      // Icons are drawn from their 96 px raster at a few pixels: filtered like MapLibre's, not blurred.
      ctx.imageSmoothingQuality = 'high';
      return ctx;
    },
    // Detaches the canvas's pixels into the bitmap (no copy); the next begin draws on a fresh buffer.
    take: (): ImageBitmap => current!.transferToImageBitmap(),
  };
}

export function offscreenSurface(): RasterSurface<ImageBitmap, ImageBitmap> {
  const composites = canvasPool();
  const layers = canvasPool();
  return {
    begin: (size) => composites.begin(size),
    finish: () => composites.take(),
    icon: (p: IconPixels) => createImageBitmap(new ImageData(new Uint8ClampedArray(p.data), p.width, p.height)),
    beginLayer: (size) => layers.begin(size),
    keepLayer: () => layers.take(),
    release: (image) => image.close(),
    symbolPixels: (symbol, sizePx, px) => {
      const canvas = new OffscreenCanvas(px, px);
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('Raster tiles: 2D canvas context unavailable');
      ctx.imageSmoothingQuality = 'high';
      if ('icon' in symbol) ctx.drawImage(symbol.icon, 0, 0, sizePx, sizePx);
      else {
        ctx.fillStyle = symbol.colour;
        ctx.beginPath();
        ctx.arc(sizePx / 2, sizePx / 2, sizePx / 2, 0, Math.PI * 2);
        ctx.fill();
      }
      return ctx.getImageData(0, 0, px, px).data;
    },
    keepLayerPixels: (rgba, size) => {
      const ctx = layers.begin(size);
      ctx.putImageData(new ImageData(new Uint8ClampedArray(rgba), size, size), 0, 0);
      return layers.take();
    },
    sizedIcon: (icon, sizePx, px) => {
      const canvas = new OffscreenCanvas(px, px);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('Raster tiles: 2D canvas context unavailable');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(icon, 0, 0, sizePx, sizePx);
      return canvas.transferToImageBitmap();
    },
  };
}

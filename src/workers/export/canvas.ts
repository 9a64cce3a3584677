/**
 * The export's browser-only pieces, on OffscreenCanvas (present in workers and on the main thread
 * alike): JPEG-encoding a captured bitmap for the PDF, and drawing the map page for PNG/JPG.
 */
import { drawIcon, type SymbolStamp } from '../../shared/export/canvasMapDrawing';
import { exportFonts } from '../../shared/export/fonts';
import { drawPage, PX_PER_MM, type Canvas2D } from '../../shared/export/renderCanvas';
import type { IconDrawing } from '../../shared/export/vector/svgIcon';
import { registerCanvasFonts } from './canvasFonts';
import { mmToPx, type SizeMm } from '../../shared/export/pageLayout';
import type { Primitive } from '../../shared/export/primitives';
import type { ExportBitmap, ExportImages, ExportPixels } from '../../shared/export/request';

/** The spec's PNG/JPG quality. */
export const RASTER_JPEG_QUALITY = 0.95;

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
}

// The contract types bitmaps by shape (src/shared has no DOM types); here they are real ImageBitmaps.
const asImageBitmap = (b: ExportBitmap): ImageBitmap => b;

export function bitmapFromPixelsOffscreen(pixels: ExportPixels): Promise<ImageBitmap> {
  // The pixels came across as a transferred buffer: ImageData takes them without a copy.
  return createImageBitmap(new ImageData(pixels.data, pixels.width, pixels.height));
}

export async function encodeJpegOffscreen(bitmap: ExportBitmap, quality: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = context2d(canvas);
  // JPEG has no alpha: transparent pixels (tiles that never came) would otherwise turn black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, bitmap.width, bitmap.height);
  ctx.drawImage(asImageBitmap(bitmap), 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Uint8Array(await blob.arrayBuffer());
}

/** Each icon drawn once per pixel size, then stamped: 40,000 trees cost 40,000 image copies. */
function symbolStamps(): SymbolStamp<CanvasImageSource> {
  const stamps = new Map<string, OffscreenCanvas>();
  return (symbol, drawing, sizePx) => {
    const key = `${symbol}@${sizePx}`;
    let stamp = stamps.get(key);
    if (!stamp) {
      stamp = new OffscreenCanvas(sizePx, sizePx);
      drawIcon(context2d(stamp), drawing, sizePx / drawing.size);
      stamps.set(key, stamp);
    }
    return stamp;
  };
}

export async function renderImageOffscreen(
  page: readonly Primitive[],
  images: ExportImages,
  format: 'png' | 'jpg',
  size: SizeMm,
  symbols: Record<string, IconDrawing>,
): Promise<Blob> {
  await registerCanvasFonts(exportFonts());
  const canvas = new OffscreenCanvas(mmToPx(size.width), mmToPx(size.height));
  const ctx: Canvas2D<CanvasImageSource> = context2d(canvas);
  drawPage(
    ctx,
    page,
    { map: asImageBitmap(images.map), locator: images.locator ? asImageBitmap(images.locator) : null },
    { table: symbols, stamp: symbolStamps() },
    PX_PER_MM,
    size,
  );
  return canvas.convertToBlob(
    format === 'png' ? { type: 'image/png' } : { type: 'image/jpeg', quality: RASTER_JPEG_QUALITY },
  );
}

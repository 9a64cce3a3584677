/**
 * The export's browser-only pieces, on OffscreenCanvas (present in workers and on the main thread
 * alike): JPEG-encoding a captured bitmap for the PDF, and drawing the map page for PNG/JPG.
 */
import { exportFonts } from '../../shared/export/fonts';
import { drawPage, type Canvas2D } from '../../shared/export/renderCanvas';
import { registerCanvasFonts } from './canvasFonts';
import { mmToPx, PAGE_MM } from '../../shared/export/pageLayout';
import type { Primitive } from '../../shared/export/primitives';
import type { ExportBitmap, ExportImages } from '../../shared/export/request';

/** The spec's PNG/JPG quality. */
export const RASTER_JPEG_QUALITY = 0.95;

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
}

// The contract types bitmaps by shape (src/shared has no DOM types); here they are real ImageBitmaps.
const asImageBitmap = (b: ExportBitmap): ImageBitmap => b as ImageBitmap;

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

export async function renderImageOffscreen(page: readonly Primitive[], images: ExportImages, format: 'png' | 'jpg'): Promise<Blob> {
  await registerCanvasFonts(exportFonts());
  const canvas = new OffscreenCanvas(mmToPx(PAGE_MM.width), mmToPx(PAGE_MM.height));
  const ctx: Canvas2D<ImageBitmap> = context2d(canvas);
  drawPage(ctx, page, { map: asImageBitmap(images.map), locator: images.locator ? asImageBitmap(images.locator) : null });
  return canvas.convertToBlob(format === 'png' ? { type: 'image/png' } : { type: 'image/jpeg', quality: RASTER_JPEG_QUALITY });
}

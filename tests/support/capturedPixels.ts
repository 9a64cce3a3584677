import type { ExportPixels } from '../../src/shared/export/request';

/** A capture's pixels as the offscreen map hands them over (a few transparent pixels: nothing reads them here). */
export const capturedPixels = (width = 4, height = 3): ExportPixels => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4),
});

/**
 * The export's map frame when no map can be drawn (a browser without WebGL): a plain background of
 * the frame's size, and the frame the offscreen map would have fitted or centred. The export worker
 * draws the area's outline, the objects, shapes and layers over it as usual, and the page notes that
 * the street map is missing (basemapNote.ts). No locator: there is no map to draw it from.
 */
import type { BBox } from '../../shared/geometry/bbox';
import { fittedFrame } from '../../shared/export/mapScale';
import { EXPORT_PIXEL_RATIO, FIT_PADDING_PX } from '../../shared/export/pageLayout';
import type { GeoFrame } from '../../shared/export/request';
import type { Capture } from './offscreenCapture';

/** The local style's light background (styles/baseStyles.ts): the printed page is light whatever the theme. */
const PAPER_BACKGROUND: readonly [number, number, number] = [0xf2, 0xef, 0xe9];

export function plainCapture(request: {
  fit: BBox;
  frameCss: { width: number; height: number };
  /** A fixed map scale's frame, when one is chosen. */
  atFrame?: GeoFrame;
}): Capture {
  const width = Math.round(request.frameCss.width * EXPORT_PIXEL_RATIO);
  const height = Math.round(request.frameCss.height * EXPORT_PIXEL_RATIO);
  const data = new Uint8ClampedArray(width * height * 4);
  // One pixel's four bytes as a 32-bit word in this machine's byte order, written into every pixel.
  const pixel = new Uint32Array(new Uint8ClampedArray([...PAPER_BACKGROUND, 255]).buffer)[0]!;
  new Uint32Array(data.buffer).fill(pixel);
  return {
    map: { width, height, data },
    frame: request.atFrame ?? fittedFrame(request.fit, request.frameCss, FIT_PADDING_PX),
    locator: null,
    locatorFrame: null,
    basemap: 'none',
  };
}

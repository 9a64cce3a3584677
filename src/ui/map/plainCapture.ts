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
const PAPER_BACKGROUND = '#f2efe9';

export async function plainCapture(request: {
  fit: BBox;
  frameCss: { width: number; height: number };
  /** A fixed map scale's frame, when one is chosen. */
  atFrame?: GeoFrame;
}): Promise<Capture> {
  const width = Math.round(request.frameCss.width * EXPORT_PIXEL_RATIO);
  const height = Math.round(request.frameCss.height * EXPORT_PIXEL_RATIO);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The page cannot draw here');
  ctx.fillStyle = PAPER_BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  return {
    map: await createImageBitmap(canvas),
    frame: request.atFrame ?? fittedFrame(request.fit, request.frameCss, FIT_PADDING_PX),
    locator: null,
    locatorFrame: null,
    basemap: 'none',
  };
}

/**
 * The export's offscreen map: a hidden MapLibre map of the basemap and the areas (the export worker
 * draws every feature as vectors), rendered at 150 dpi for the page's map frame, top-down (bearing 0,
 * pitch 0), fitted to the focused area with the spec's 12 px padding (or, at a fixed map scale,
 * centred on it at the zoom that scale needs), then
 * resized and moved to capture the small locator. The map and its container are removed whatever
 * happens, so a failed or cancelled export leaves nothing behind.
 */
import * as maplibregl from 'maplibre-gl';
import { raceAbort } from '../../shared/async/abortRace';
import { withDeadline } from '../../shared/async/deadline';
import type { BBox } from '../../shared/geometry/bbox';
import type { GeoFrame } from '../../shared/export/request';
import { EXPORT_ERRORS, type ExportPixels } from '../../shared/export/request';
import { PixelsCancelled, readCanvasPixels, readCanvasPixelsAtOnce } from './canvasPixels';
import { EXPORT_PIXEL_RATIO, FIT_PADDING_PX } from '../../shared/export/pageLayout';
import { requireMapLibre } from './mapChecks';
import { basemapSourceIds, watchBasemapTiles } from './basemapCoverage';
import type { BasemapCoverage } from '../../shared/export/basemapNote';

/** The spec's offscreen style load timeout. */
export const STYLE_LOAD_TIMEOUT_MS = 8000;
/** Tiles that never answer must not hold the export forever: after this the frame is taken as drawn. */
export const RENDER_SETTLE_TIMEOUT_MS = 15000;
/** The five boroughs, for the locator. */
export const NYC_BOUNDS: BBox = [-74.259, 40.477, -73.7, 40.917];

export interface CaptureRequest {
  /** The basemap with the areas only: the export worker draws every feature itself. */
  style: maplibregl.StyleSpecification;
  /** The focused area's bounds, fitted into the frame. */
  fit: BBox;
  /** A fixed map scale: the frame is centred here at this zoom instead of fitted. */
  at?: { center: [number, number]; zoom: number };
  frameCss: { width: number; height: number };
  locatorCss: { width: number; height: number } | null;
  signal: AbortSignal;
}

/** What the app asks the map port for: the offscreen map's style is the port's own. */
export type ExportCaptureRequest = Omit<CaptureRequest, 'style'>;

export interface Capture {
  map: ExportPixels;
  frame: GeoFrame;
  locator: ExportPixels | null;
  locatorFrame: GeoFrame | null;
  /** How much of the basemap the map frame shows (the page says when not all of it). */
  basemap: BasemapCoverage;
}

export class CaptureCancelled extends Error {
  override name = 'CaptureCancelled';
}

/** The wait, or CaptureCancelled as soon as the export is cancelled (MapLibre's events take no signal). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return raceAbort(promise, signal).catch((error: unknown) => {
    throw signal.aborted ? new CaptureCancelled('cancelled') : error;
  });
}

function hiddenContainer(size: { width: number; height: number }): HTMLDivElement {
  const div = document.createElement('div');
  div.setAttribute('aria-hidden', 'true');
  div.dataset.exportMap = 'true';
  // Off screen but laid out: WebGL needs a real size, and nothing of it may be seen or clicked.
  Object.assign(div.style, {
    position: 'fixed',
    left: '-20000px',
    top: '0',
    width: `${size.width}px`,
    height: `${size.height}px`,
    pointerEvents: 'none',
  });
  document.body.appendChild(div);
  return div;
}

const frameOf = (map: maplibregl.Map): GeoFrame => {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
};

/** Waits until the map has drawn everything it can; tiles that never come are given up on. */
function settled(map: maplibregl.Map): Promise<void> {
  const idle = new Promise<void>((resolve) => {
    if (map.loaded() && map.areTilesLoaded()) {
      map.triggerRepaint();
      map.once('render', () => resolve());
    } else {
      map.once('idle', () => resolve());
    }
  });
  return withDeadline(() => idle, RENDER_SETTLE_TIMEOUT_MS, { late: () => undefined });
}

/**
 * The map's pixels, read without holding the page (canvasPixels.ts): the GPU copies them when it has
 * finished drawing, the page takes them a strip at a time. Reading before the GPU finished made the page
 * wait for the whole draw in one task (68 s was seen with a software renderer and dense features), and
 * `createImageBitmap` of the canvas took about 200 ms in one task. There is no deadline after which a
 * blocking read happens: the export's own timeout and Cancel end the wait.
 */
async function snapshot(map: maplibregl.Map, signal: AbortSignal): Promise<ExportPixels> {
  const canvas = map.getCanvas();
  if (canvas.width === 0 || canvas.height === 0) throw new Error(EXPORT_ERRORS.emptyCapture);
  // The map's own context: asking again for the type it has returns it, the other type null.
  const gl2 = canvas.getContext('webgl2');
  const gl1 = gl2 ? null : canvas.getContext('webgl');
  let pixels: ExportPixels;
  try {
    if (gl2) pixels = await readCanvasPixels(gl2, signal);
    else if (gl1) pixels = readCanvasPixelsAtOnce(gl1);
    else throw new Error(EXPORT_ERRORS.emptyCapture);
  } catch (error) {
    throw error instanceof PixelsCancelled ? new CaptureCancelled('cancelled') : error;
  }
  if (pixels.width === 0 || pixels.height === 0) throw new Error(EXPORT_ERRORS.emptyCapture);
  return pixels;
}

export async function captureForExport(request: CaptureRequest): Promise<Capture> {
  const { signal } = request;
  if (signal.aborted) throw new CaptureCancelled('cancelled');
  const container = hiddenContainer(request.frameCss);
  let map: maplibregl.Map | null = null;
  try {
    const [w, s, e, n] = request.fit;
    const placement = request.at
      ? { center: request.at.center, zoom: request.at.zoom }
      : {
          bounds: [
            [w, s],
            [e, n],
          ] as [[number, number], [number, number]],
          fitBoundsOptions: { padding: FIT_PADDING_PX },
        };
    // MapLibre missing (its script failed to load) fails the export with the spec's text.
    const { Map: MapLibreMap } = requireMapLibre(maplibregl);
    map = new MapLibreMap({
      container,
      style: request.style,
      ...placement,
      bearing: 0,
      pitch: 0,
      pixelRatio: EXPORT_PIXEL_RATIO,
      interactive: false,
      attributionControl: false,
      fadeDuration: 0,
      // No multisampling: with it a software renderer took 200–350 ms more to make the context, in one
      // task on the page, and MapLibre smooths its lines and fills' edges itself (its own map has none).
      canvasContextAttributes: { preserveDrawingBuffer: true, antialias: false },
    });
    const offscreen = map;
    offscreen.on('error', () => {});
    const tiles = watchBasemapTiles(offscreen, basemapSourceIds(request.style));
    const loaded = new Promise<void>((resolve) => offscreen.once('load', () => resolve()));
    await abortable(
      withDeadline(() => loaded, STYLE_LOAD_TIMEOUT_MS, {
        late: () => {
          throw new Error(EXPORT_ERRORS.styleTimeout);
        },
      }),
      signal,
    );
    await abortable(settled(offscreen), signal);
    const frame = frameOf(offscreen);
    const basemap = tiles.coverage();
    tiles.stop();
    const pixels = await snapshot(offscreen, signal);

    let locator: ExportPixels | null = null;
    let locatorFrame: GeoFrame | null = null;
    if (request.locatorCss) {
      container.style.width = `${request.locatorCss.width}px`;
      container.style.height = `${request.locatorCss.height}px`;
      offscreen.resize();
      const [lw, ls, le, ln] = NYC_BOUNDS;
      offscreen.fitBounds(
        [
          [lw, ls],
          [le, ln],
        ],
        { padding: 4, animate: false },
      );
      await abortable(settled(offscreen), signal);
      locatorFrame = frameOf(offscreen);
      locator = await snapshot(offscreen, signal);
    }
    return { map: pixels, frame, locator, locatorFrame, basemap };
  } finally {
    map?.remove();
    container.remove();
  }
}

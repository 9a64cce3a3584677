/**
 * The map's scale on paper: 'fit to area' (the spec's fit with 12 px padding) or a standard
 * engineering scale. At 1:n the frame shows n × its paper size of ground at its centre latitude,
 * centred on the focused area; the offscreen map is placed by centre and zoom instead of fitted.
 */
import { bboxContainsBBox, type BBox } from '../geometry/bbox';
import { groundMetresPerPx, pixelsPerMercatorMetre, project, unproject } from '../geography/mercator';
import type { GeoFrame } from './geoFrame';
import { cssSizeFor, type PageGeometry, type SizeMm } from './pageLayout';

export const MAP_SCALES = [250, 500, 1000, 2000, 5000] as const;
export type FixedScale = (typeof MAP_SCALES)[number];
export type MapScale = 'fit' | FixedScale;
export const DEFAULT_MAP_SCALE: MapScale = 'fit';

export const isMapScale = (v: unknown): v is MapScale => v === 'fit' || MAP_SCALES.some((s) => s === v);
export const mapScaleLabel = (s: MapScale): string => (s === 'fit' ? 'Fit to area' : `1:${s.toLocaleString('en-US')}`);

/** The warning, in the export options and on the page, when a fixed scale cuts the focused area off. */
export const doesNotFitText = (scale: FixedScale): string =>
  `The area does not fit on this page at ${mapScaleLabel(scale)}: parts of it lie outside the map.`;

/** MapLibre's zoom at which one CSS pixel covers `metres` of ground at `lat` (each zoom level halves it). */
export function zoomForGroundMetresPerPx(metres: number, lat: number): number {
  return Math.log2(groundMetresPerPx(lat, 0) / metres);
}

/** The centre of a box in Mercator (what a fit centres on), as lng/lat. */
export function mercatorCentre([w, s, e, n]: BBox): [number, number] {
  const [x0, y0] = project(w, s);
  const [x1, y1] = project(e, n);
  return unproject((x0 + x1) / 2, (y0 + y1) / 2);
}

export interface ScaleFraming {
  center: [number, number];
  zoom: number;
  /** The ground the frame shows, as lng/lat bounds. */
  frame: GeoFrame;
  /** Whether the whole area lies inside that frame. */
  fits: boolean;
}

/**
 * The frame at 1:`scale` for a map frame of `frameMm` drawn from a capture of `frameCss` CSS px
 * (the zoom follows the CSS width, so the rounding of the pixel size does not bend the scale).
 */
export function framingAtScale(area: BBox, frameMm: SizeMm, frameCss: SizeMm, scale: FixedScale): ScaleFraming {
  const center = mercatorCentre(area);
  const groundMetresPerPx = ((frameMm.width / 1000) * scale) / frameCss.width;
  const zoom = zoomForGroundMetresPerPx(groundMetresPerPx, center[1]);
  const k = pixelsPerMercatorMetre(zoom);
  const [cx, cy] = project(...center);
  const halfW = frameCss.width / k / 2;
  const halfH = frameCss.height / k / 2;
  const [west, south] = unproject(cx - halfW, cy - halfH);
  const [east, north] = unproject(cx + halfW, cy + halfH);
  const frame = { west, south, east, north };
  return { center, zoom, frame, fits: bboxInside(area, frame) };
}

/**
 * The frame MapLibre's fitBounds gives (bearing 0): the area centred and as large as fits inside
 * `paddingPx` of a frame of `frameCss` CSS px. Used where no map can be drawn (a browser without
 * WebGL), so the page's vectors land where a captured map would have put them.
 */
export function fittedFrame(area: BBox, frameCss: SizeMm, paddingPx: number): GeoFrame {
  const [x0, y0] = project(area[0], area[1]);
  const [x1, y1] = project(area[2], area[3]);
  const spanX = Math.max(x1 - x0, 1e-6);
  const spanY = Math.max(y1 - y0, 1e-6);
  const k = Math.min((frameCss.width - 2 * paddingPx) / spanX, (frameCss.height - 2 * paddingPx) / spanY);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const halfW = frameCss.width / k / 2;
  const halfH = frameCss.height / k / 2;
  const [west, south] = unproject(cx - halfW, cy - halfH);
  const [east, north] = unproject(cx + halfW, cy + halfH);
  return { west, south, east, north };
}

/** Whether the box lies wholly inside the frame. */
export function bboxInside(box: BBox, f: GeoFrame): boolean {
  return bboxContainsBBox([f.west, f.south, f.east, f.north], box);
}

/** Whether the area fits the page's map frame at `scale` (always, when fitted to the area). */
export function fitsAtScale(area: BBox, geometry: PageGeometry, scale: MapScale): boolean {
  return scale === 'fit' || framingAtScale(area, geometry.mapFrame, cssSizeFor(geometry.mapFrame), scale).fits;
}

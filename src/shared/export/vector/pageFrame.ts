/**
 * The map frame on paper, in the units the map draws in: world units → page mm (linear, as the
 * captured image is top-down Web Mercator), the zoom the frame shows (icon sizes follow the zoom,
 * as on screen), and CSS pixels → mm (a style's widths are CSS pixels).
 */
import { groundPerMercatorMetre, mercatorX, mercatorY, WORLD_CIRCUMFERENCE_M, worldPx } from '../../geography/mercator';
import { CSS_DPI, MM_PER_INCH, type RectMm } from '../pageLayout';
import type { Point } from '../primitives';
import type { GeoFrame } from '../request';

export const MM_PER_CSS_PX = MM_PER_INCH / CSS_DPI;

export interface PageFrame {
  box: RectMm;
  /** The MapLibre zoom at which the frame's width spans the box's width in CSS pixels. */
  zoom: number;
  x(wx: number): number;
  y(wy: number): number;
  /** Page mm of a lng/lat. */
  at(lng: number, lat: number): Point;
  /** Page mm per ground metre at a latitude (Mercator stretches the ground by 1 / cos(lat)). */
  mmPerMetre(lat: number): number;
}

export function pageFrame(frame: GeoFrame, box: RectMm): PageFrame {
  const x0 = mercatorX(frame.west),
    x1 = mercatorX(frame.east);
  const y0 = mercatorY(frame.north),
    y1 = mercatorY(frame.south);
  const sx = box.width / (x1 - x0),
    sy = box.height / (y1 - y0);
  const x = (wx: number) => box.x + (wx - x0) * sx;
  const y = (wy: number) => box.y + (wy - y0) * sy;
  return {
    box,
    zoom: Math.log2(box.width / MM_PER_CSS_PX / (x1 - x0) / worldPx(0)),
    x,
    y,
    at: (lng, lat) => [x(mercatorX(lng)), y(mercatorY(lat))],
    mmPerMetre: (lat) => sx / (WORLD_CIRCUMFERENCE_M * groundPerMercatorMetre(lat)),
  };
}

/**
 * Vertices closer than `minMm` to the last kept one are dropped (the last vertex is always kept):
 * dense survey lines stay exact to well under a printer dot and the file stays small.
 */
export function thinPolyline(points: Point[], minMm: number): Point[] {
  if (points.length <= 2) return points;
  const out: Point[] = [points[0]!];
  const min2 = minMm * minMm;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i]!,
      q = out[out.length - 1]!;
    if ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= min2) out.push(p);
  }
  out.push(points[points.length - 1]!);
  return out;
}

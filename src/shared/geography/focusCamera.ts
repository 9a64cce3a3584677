/** Camera that shows a rotated rectangle as large as the padded viewport allows (spec section 4, focus). */
import { FOCUS } from './constants';
import { groundPerMercatorMetre, pixelsPerMercatorMetre } from './mercator';
import type { RotatedRect } from './minRotatedRect';
import type { Position } from './geometry';

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
export interface Viewport {
  width: number;
  height: number;
}
export interface FocusCamera {
  center: Position;
  zoom: number;
  bearing: number;
  padding: Padding;
  duration: number;
}

const MAX_ZOOM = 22;

/** Normalises a bearing into (-90°, 90°] so the map turns the short way. */
function shortBearing(deg: number): number {
  let b = ((deg % 180) + 180) % 180;
  if (b > 90) b -= 180;
  return b;
}

function zoomFor(extentX: number, extentY: number, viewport: Viewport, padding: Padding): number {
  const w = Math.max(1, viewport.width - padding.left - padding.right);
  const h = Math.max(1, viewport.height - padding.top - padding.bottom);
  const scale = Math.min(w / Math.max(extentX, 1e-6), h / Math.max(extentY, 1e-6));
  // pixelsPerMercatorMetre(z) = scale  =>  z = log2(scale / pixelsPerMercatorMetre(0))
  return Math.min(MAX_ZOOM, Math.log2(scale / pixelsPerMercatorMetre(0)));
}

/**
 * The rectangle's width side at math angle θ lies horizontal on screen with bearing −θ; the other
 * choice (height side horizontal) turns 90° more. Pick whichever shows the area larger, and the
 * smaller turn when both fit about equally.
 */
export function focusCameraForRect(rect: RotatedRect, viewport: Viewport, padding: Padding): FocusCamera {
  const thetaDeg = (rect.angle * 180) / Math.PI;
  const a = { bearing: shortBearing(-thetaDeg), zoom: zoomFor(rect.width, rect.height, viewport, padding) };
  const b = { bearing: shortBearing(-thetaDeg + 90), zoom: zoomFor(rect.height, rect.width, viewport, padding) };
  const pick =
    Math.abs(a.zoom - b.zoom) < 0.05 ? (Math.abs(a.bearing) <= Math.abs(b.bearing) ? a : b) : a.zoom > b.zoom ? a : b;
  return { center: rect.center, zoom: pick.zoom, bearing: pick.bearing, padding, duration: FOCUS.durationMs };
}

export function focusCameraForPoint(point: Position, bearing: number, padding: Padding): FocusCamera {
  return { center: point, zoom: FOCUS.pointZoom, bearing, padding, duration: FOCUS.pointDurationMs };
}

/** Spec: after focusing, the minimum zoom is the focused zoom − 2, never below 1. */
export function focusMinZoom(zoom: number): number {
  return Math.max(FOCUS.minZoomFloor, zoom - FOCUS.minZoomDrop);
}

/** Half-size in degrees of the ±200 px box around a point area at a zoom and latitude. */
export function pointBoundsHalfSpan(lat: number, zoom: number): { dLng: number; dLat: number } {
  const degPerPx = 360 / (512 * 2 ** zoom);
  return {
    dLng: FOCUS.pointBoundsPx * degPerPx,
    dLat: FOCUS.pointBoundsPx * degPerPx * groundPerMercatorMetre(lat),
  };
}

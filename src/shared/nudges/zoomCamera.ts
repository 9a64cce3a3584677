/**
 * Where 'Zoom to' takes the map for a nudge: eased to the subject at a zoom that shows it. A subject
 * measured against a feature (a grill 4 ft from a tree) is shown with that feature, both inside the
 * view; a subject alone is shown at least at the zoom where a placed object is drawn large enough
 * to read. The map is never zoomed in further than needed, nor out when it already shows the subject.
 */
import { pixelsPerMercatorMetre, project, unproject } from '../geography/mercator';
import type { LngLat } from '../objects/footprint';

/** A placed object and the few feet around it read clearly from here. */
export const NUDGE_SUBJECT_ZOOM = 19;
/** Space kept between the subject or its target and the edge of the view, in screen pixels. */
export const NUDGE_ZOOM_PADDING_PX = 80;

export interface NudgeCameraInput {
  subject: LngLat;
  /** The feature the subject is measured against, shown with it. */
  target: LngLat | null;
  currentZoom: number;
  viewport: { width: number; height: number };
}

export interface NudgeCamera {
  center: LngLat;
  zoom: number;
}

export function nudgeCamera(input: NudgeCameraInput): NudgeCamera {
  const wanted = Math.max(input.currentZoom, NUDGE_SUBJECT_ZOOM);
  if (!input.target) return { center: { ...input.subject }, zoom: wanted };
  const [ax, ay] = project(input.subject.lng, input.subject.lat);
  const [bx, by] = project(input.target.lng, input.target.lat);
  const [lng, lat] = unproject((ax + bx) / 2, (ay + by) / 2);
  // The distance between the two, whatever the map's bearing, fits the view's shorter side.
  const spanM = Math.hypot(bx - ax, by - ay);
  const roomPx = Math.max(1, Math.min(input.viewport.width, input.viewport.height) - 2 * NUDGE_ZOOM_PADDING_PX);
  const fits = spanM > 0 ? Math.log2(roomPx / (spanM * pixelsPerMercatorMetre(0))) : Infinity;
  return { center: { lng, lat }, zoom: Math.min(wanted, fits) };
}

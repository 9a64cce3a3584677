/**
 * Camera commands the UI asks for (a found place, north, zooming in to design). Components call these,
 * never the map port: the camera is a command, not overlay state, so it stays imperative here.
 */
import { SITE_PLAN_MIN_ZOOM } from '../../../shared/app/constants';
import type { PlaceResult } from '../../../shared/net/placeSearch';
import type { FocusTarget } from '../../../shared/geography/areaIndex';
import type { MapView } from '../../map/port';
import { mapPort } from '../../store/map';

/** Half a zoom level past the designer's threshold, so a small pan or zoom out does not drop out of it. */
export const DESIGN_ZOOM = SITE_PLAN_MIN_ZOOM + 0.5;
const ZOOM_IN_MS = 600;

export function flyToPlace(place: Pick<PlaceResult, 'lng' | 'lat' | 'bbox'>): void {
  mapPort.peek()?.camera.flyToPlace(place.lng, place.lat, place.bbox);
}

export function resetNorth(): void {
  mapPort.peek()?.camera.resetNorth();
}

export function zoomInToDesign(): void {
  mapPort.peek()?.camera.zoomInTo(DESIGN_ZOOM, ZOOM_IN_MS);
}

/**
 * The focused area's rotated rectangle on screen, "x,y x,y x,y x,y" in CSS px of the map (for
 * `.map-area[data-focus-corners]`: benches and tests aim at the area as a user sees it). `view` is
 * read so the corners follow the camera.
 */
export function focusCornersOnScreen(target: FocusTarget | null, view: MapView): string | undefined {
  const port = mapPort.peek();
  void view;
  if (!target?.rect || !port) return undefined;
  const points = target.rect.corners.map(([lng, lat]) => port.camera.project(lng, lat));
  if (points.some((p) => p === null)) return undefined;
  return points.map((p) => `${p!.x.toFixed(1)},${p!.y.toFixed(1)}`).join(' ');
}

/**
 * Where the map's centre is on screen, "x,y" in CSS px of the map (`.map-area[data-centre]`): with a
 * focused area it is the middle of the part the panels and banners leave visible, where a found place
 * lands.
 */
export function centreOnScreen(view: MapView): string | undefined {
  const p = mapPort.peek()?.camera.project(view.center.lng, view.center.lat);
  return p ? `${p.x.toFixed(1)},${p.y.toFixed(1)}` : undefined;
}

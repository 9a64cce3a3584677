/**
 * Camera commands the UI asks for (a found place, north, zooming in to design). Components call these,
 * never the map adapter: the camera is a command, not overlay state, so it stays imperative here.
 */
import { SITE_PLAN_MIN_ZOOM } from '../../shared/app/constants';
import type { PlaceResult } from '../../shared/net/placeSearch';
import { mapAdapter } from '../store/map';

/** Half a zoom level past the designer's threshold, so a small pan or zoom out does not drop out of it. */
export const DESIGN_ZOOM = SITE_PLAN_MIN_ZOOM + 0.5;
const ZOOM_IN_MS = 600;

export function flyToPlace(place: Pick<PlaceResult, 'lng' | 'lat' | 'bbox'>): void {
  mapAdapter.peek()?.flyToPlace(place.lng, place.lat, place.bbox);
}

export function resetNorth(): void {
  mapAdapter.peek()?.resetNorth();
}

export function zoomInToDesign(): void {
  mapAdapter.peek()?.zoomInTo(DESIGN_ZOOM, ZOOM_IN_MS);
}

/**
 * Placing without a pointer: the chosen object goes to the map's centre (the actions registry binds
 * Enter to it; the arrow keys then move the selection, see editController). Returns whether it placed.
 */
import { mapPort, mapView } from '../../store/map';
import { placement } from '../../store/plan';
import { placeAt } from './placement';

/** Enter while placing: the object goes where the map's centre is (Shift: batch mode, as a shift-click). */
export function placeAtMapCentre(shiftKey: boolean): boolean {
  if (!placement.peek()) return false;
  const centre = (mapPort.peek()?.camera.getView() ?? mapView.peek()).center;
  placeAt({ lng: centre.lng, lat: centre.lat }, shiftKey);
  return true;
}

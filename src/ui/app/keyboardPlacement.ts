/**
 * Map actions without a pointer: place the chosen object at the map's centre, and move the selected
 * object with the arrow keys. The key bindings belong to the actions registry (src/ui/actions), which
 * calls these; each returns whether it did something, so the key can be left to the map otherwise.
 */
import { KEY_STEP_METRES, steppedPosition, type ArrowDirection } from '../../shared/geometry/nudgeStep';
import { mapAdapter, mapView } from '../store/map';
import { placement, plan, selectedObjectId } from '../store/plan';
import { moveObject, placeAt } from './planController';

/** Enter while placing: the object goes where the map's centre is (Shift: batch mode, as a shift-click). */
export function placeAtMapCentre(shiftKey: boolean): boolean {
  if (!placement.peek()) return false;
  const centre = (mapAdapter.peek()?.getView() ?? mapView.peek()).center;
  placeAt({ lng: centre.lng, lat: centre.lat }, shiftKey);
  return true;
}

let pressCount = 0;

/** An arrow key with an object selected: one undoable move of 0.5 m (Shift: 5 m) the way the arrow points. */
export function moveSelectedByKey(direction: ArrowDirection, large: boolean): boolean {
  const id = selectedObjectId.peek();
  const object = plan.peek().objects.find((o) => o.id === id);
  if (!id || !object) return false;
  const to = steppedPosition(object.position, direction, mapView.peek().bearing, large ? KEY_STEP_METRES.large : KEY_STEP_METRES.small);
  moveObject(id, to, `key-${++pressCount}`);
  return true;
}

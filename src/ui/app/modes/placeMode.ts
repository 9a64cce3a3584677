/** Placing objects: each click places one (Shift: batch); the preview follows the pointer through the overlay state. */
import { cancelPlacement, placeAt } from '../edit/placement';
import { placement } from '../../store/plan';
import { placementCorner } from '../../store/edit';
import { handBack, IDLE, type InteractionMode } from './types';

/** Each click places one object (Shift: batch); leaving the mode ends placement, so no preview is left. */
export const placeMode: InteractionMode = {
  ...IDLE,
  name: 'place',
  enter(map) {
    map.setCursor('crosshair');
  },
  // A two-click object's first corner is the gesture in progress.
  cleanUp() {
    placementCorner.value = null;
  },
  exit(map) {
    if (placement.peek()) cancelPlacement();
    this.cleanUp(map);
    handBack(map);
  },
  click(e) {
    placeAt({ lng: e.lng, lat: e.lat }, e.shiftKey);
    return true;
  },
  // The map's own hover cursor (over an area, a feature) runs first on every move; placing wins.
  move(_e, map) {
    map.setCursor('crosshair');
  },
  cancel() {
    cancelPlacement();
    return true;
  },
};

/** Placing objects: each click places one (Shift: batch); the preview follows the pointer through the overlay state. */
import { cancelPlacement, placeAt } from '../edit/placement';
import { IDLE, type InteractionMode } from './types';

/** Each click places one object (Shift: batch); the preview follows the pointer through the overlay state. */
export const placeMode: InteractionMode = {
  ...IDLE,
  name: 'place',
  click(e) {
    placeAt({ lng: e.lng, lat: e.lat }, e.shiftKey);
    return true;
  },
  move(_e, map) {
    map.setCursor('crosshair');
  },
  cancel() {
    cancelPlacement();
    return true;
  },
};

/** The modes that hand the map to one tool: placing objects, drawing shapes, picking zone nodes. */
import { cancelDrawing } from '../draw/drawController';
import { cancelPlacement, placeAt } from '../plan/planController';
import { addNodeAt, clearZoneNodes, zoneCreatorHasNodes, zoneCreatorPointer } from '../zone/zoneCreatorController';
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

/** terra-draw owns the pointer while a drawing tool is active; the map does nothing else with clicks. */
export const drawMode: InteractionMode = {
  ...IDLE,
  name: 'draw',
  click: () => true,
  cancel() {
    cancelDrawing();
    return true;
  },
};

/** The zone creator: a click on an intersection adds it as the next node; Escape clears the nodes. */
export const zoneMode: InteractionMode = {
  ...IDLE,
  name: 'zone',
  click(e) {
    void addNodeAt(e);
    return true;
  },
  move(e) {
    zoneCreatorPointer('move', e);
  },
  cancel() {
    if (!zoneCreatorHasNodes()) return false;
    clearZoneNodes();
    return true;
  },
};

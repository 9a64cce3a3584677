/** The zone creator's mode: clicks pick intersection nodes. */
import { addNodeAt, clearZoneNodes, intersectionAt, zoneCreatorHasNodes } from '../zone/zoneCreatorController';
import { IDLE, type InteractionMode } from './types';

/**
 * The zone creator: a click on an intersection adds it as the next node, and over one the cursor says
 * "add a node"; Escape clears the nodes. Leaving the mode (a preview shown, the creator closed) keeps
 * the nodes: they belong to the zone, which outlives the picking.
 */
export const zoneMode: InteractionMode = {
  ...IDLE,
  name: 'zone',
  click(e) {
    void addNodeAt(e);
    return true;
  },
  // The map's own hover cursor runs first on every move; over an intersection the mode's wins.
  move(e, map) {
    if (intersectionAt(e) !== null) map.setCursor('crosshair');
  },
  cancel() {
    if (!zoneCreatorHasNodes()) return false;
    clearZoneNodes();
    return true;
  },
};

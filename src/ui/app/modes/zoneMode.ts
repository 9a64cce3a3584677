/** The zone creator's mode: clicks pick intersection nodes. */
import { addNodeAt, clearZoneNodes, zoneCreatorHasNodes, zoneCreatorPointer } from '../zone/zoneCreatorController';
import { IDLE, type InteractionMode } from './types';

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

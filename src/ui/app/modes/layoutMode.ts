/** 'Fill Area' and 'Along Line': two clicks lay out many objects; the preview follows the pointer. */
import { cancelLayout, layoutClick } from '../edit/layoutController';
import { handBack, IDLE, type InteractionMode } from './types';

/** Leaving the mode ends the layout tool, so neither its preview nor its question is left. */
export const layoutMode: InteractionMode = {
  ...IDLE,
  name: 'layout',
  enter(map) {
    map.setCursor('crosshair');
  },
  exit(map) {
    cancelLayout();
    handBack(map);
  },
  click(e) {
    layoutClick({ lng: e.lng, lat: e.lat });
    return true;
  },
  // The map's own hover cursor runs first on every move; the layout tool's wins.
  move(_e, map) {
    map.setCursor('crosshair');
  },
  cancel: cancelLayout,
};

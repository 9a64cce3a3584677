/** 'Fill Area' and 'Along Line': two clicks lay out many objects; the preview follows the pointer. */
import { cancelLayout, layoutClick } from '../edit/layoutController';
import { IDLE, type InteractionMode } from './types';

export const layoutMode: InteractionMode = {
  ...IDLE,
  name: 'layout',
  click(e) {
    layoutClick({ lng: e.lng, lat: e.lat });
    return true;
  },
  move(_e, map) {
    map.setCursor('crosshair');
  },
  cancel: cancelLayout,
};

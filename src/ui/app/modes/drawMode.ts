/** Drawing shapes: terra-draw owns the pointer while a drawing tool is active. */
import { drawTool } from '../../store/draw';
import { cancelDrawing } from '../draw/drawController';
import { handBack, IDLE, type InteractionMode } from './types';

/**
 * terra-draw owns the pointer and its cursor while a drawing tool is active (the draw controller
 * hands it the tool); the map does nothing else with clicks. Leaving the mode ends the tool, and
 * terra-draw's own mode change drops a shape half drawn.
 */
export const drawMode: InteractionMode = {
  ...IDLE,
  name: 'draw',
  // terra-draw's own start cursor, set here too: whichever of its tool change and this switch runs last, it stays.
  enter(map) {
    map.setCursor('crosshair');
  },
  exit(map) {
    if (drawTool.peek()) cancelDrawing();
    handBack(map);
  },
  click: () => true,
  cancel() {
    cancelDrawing();
    return true;
  },
};

/** Drawing shapes: terra-draw owns the pointer while a drawing tool is active. */
import { cancelDrawing } from '../draw/drawController';
import { IDLE, type InteractionMode } from './types';

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

/** A shared plan shown read-only: the map pans and zooms, nothing on it is picked, placed or moved. */
import { IDLE, type InteractionMode } from './types';

export const viewMode: InteractionMode = { ...IDLE, name: 'view' };

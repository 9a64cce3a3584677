/**
 * The one active interaction mode, chosen from the signals: a drawing tool, then placement, then a
 * layout tool, then the zone creator's node picking; otherwise selecting. The map's pointer events
 * go to it and nowhere else.
 */
import { batch } from '@preact/signals-react';
import { drawTool } from '../../store/draw';
import { layoutTool, pointer, pointerPx } from '../../store/edit';
import { placement } from '../../store/plan';
import { planReadOnly } from '../../store/share';
import { zoneCreatorPicking } from '../zone/zoneCreatorController';
import { layoutMode } from './layoutMode';
import { drawMode } from './drawMode';
import { placeMode } from './placeMode';
import { zoneMode } from './zoneMode';
import { createSelectMode } from './selectMode';
import { IDLE, type InteractionMode, type ModeMap, type PointerInput } from './types';

const selectMode = createSelectMode();
/** A shared plan shown read-only: the map pans and zooms, nothing on it is picked or moved. */
const viewMode: InteractionMode = { ...IDLE, name: 'select' };

export function activeMode(): InteractionMode {
  if (planReadOnly.peek()) return viewMode;
  if (drawTool.peek()) return drawMode;
  if (placement.peek()) return placeMode;
  if (layoutTool.peek()) return layoutMode;
  if (zoneCreatorPicking()) return zoneMode;
  return selectMode;
}

let pointerFrame = 0;
let latest: PointerInput | null = null;

/** Presses and releases go to the mode at once; moves too, and the pointer signal follows once a frame. */
export function routePointer(kind: 'move' | 'down' | 'up', e: PointerInput, map: ModeMap): void {
  const mode = activeMode();
  if (kind === 'down') mode.down(e, map);
  else if (kind === 'up') mode.up(e, map);
  else {
    mode.move(e, map);
    latest = e;
    if (!pointerFrame) {
      pointerFrame = requestAnimationFrame(() => {
        pointerFrame = 0;
        const at = latest;
        if (at)
          batch(() => {
            pointer.value = { lng: at.lng, lat: at.lat };
            pointerPx.value = { x: at.x, y: at.y };
          });
      });
    }
  }
}

export function routeClick(e: PointerInput, map: ModeMap): boolean {
  return activeMode().click(e, map);
}

/** Every mode but selecting takes clicks as its own, so a double-click there is two of its clicks, not a zoom. */
export function modeTakesDblClick(): boolean {
  return activeMode().name !== 'select';
}

/** Escape: the active mode cancels what it has (placement, drawing, a layout, nodes, the selection). */
export function cancelActive(): boolean {
  return activeMode().cancel();
}

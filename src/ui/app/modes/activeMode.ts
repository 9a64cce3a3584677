/**
 * The app's one mode manager and which mode it holds: a drawing tool, then placement, then a layout
 * tool, then the zone creator's node picking; otherwise selecting (viewing, for a shared plan shown
 * read-only). The choice follows the signals the tools set, once per change, and the manager exits
 * the old mode and enters the new one; the map's pointer events go to the active mode and nowhere else.
 */
import { batch, computed, effect, untracked } from '@preact/signals-react';
import { drawTool } from '../../store/draw';
import { layoutTool, pointer, pointerPx } from '../../store/edit';
import { mapPort } from '../../store/map';
import { placement } from '../../store/plan';
import { planReadOnly } from '../../store/share';
import { zoneCreatorPicking } from '../zone/zoneCreatorController';
import { layoutMode } from './layoutMode';
import { drawMode } from './drawMode';
import { ModeManager } from './modeManager';
import { placeMode } from './placeMode';
import { viewMode } from './viewMode';
import { zoneMode } from './zoneMode';
import { createSelectMode } from './selectMode';
import type { InteractionMode, PointerInput } from './types';

const selectMode = createSelectMode();

/** The mode the tools' signals ask for. */
const wantedMode = computed((): InteractionMode => {
  if (planReadOnly.value) return viewMode;
  if (drawTool.value) return drawMode;
  if (placement.value) return placeMode;
  if (layoutTool.value) return layoutMode;
  if (zoneCreatorPicking()) return zoneMode;
  return selectMode;
});

export const modes = new ModeManager(selectMode);

/** Switches modes as the tools' signals change, and hands the modes the mounted map. */
export function startModes(): () => void {
  const stops = [
    // What a mode's exit or enter reads is not what the switch follows.
    effect(() => {
      const next = wantedMode.value;
      untracked(() => modes.switchTo(next));
    }),
    effect(() => {
      const map = mapPort.value?.pointer ?? null;
      untracked(() => modes.attach(map));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

let pointerFrame = 0;
let latest: PointerInput | null = null;

/** Presses and releases go to the mode at once; moves too, and the pointer signal follows once a frame. */
export function routePointer(kind: 'move' | 'down' | 'up', e: PointerInput): void {
  if (kind === 'down') modes.down(e);
  else if (kind === 'up') modes.up(e);
  else {
    modes.move(e);
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

export function routeClick(e: PointerInput): boolean {
  return modes.click(e);
}

/** Every mode but selecting and viewing takes clicks as its own, so a double-click there is two of its clicks, not a zoom. */
export function modeTakesDblClick(): boolean {
  const name = modes.active.name;
  return name !== 'select' && name !== 'view';
}

/** Escape: the active mode cancels what it has (placement, drawing, a layout, nodes, the selection). */
export function cancelActive(): boolean {
  return modes.cancel();
}

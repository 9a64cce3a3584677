/** Starts the app's long-lived effects once; returns a function that stops them. */
import { effect } from '@preact/signals-react';
import { handleKeydown, handleKeydownBeforeMap } from '../actions/registry';
import { geographyType } from '../store/geography';
import { startAreaLoading } from './areas/areaLoader';
import { followThemeOnMap } from './map/basemapController';
import { clearFocus } from './focus/focusController';
import { startLayerLifecycle } from './layers/layerController';
import { startMapOverlay } from './map/mapOverlay';
import { resetPlan } from './plan/planController';
import { startNudges } from './precheck/nudgeController';
import { startZoneCreator } from './zone/zoneCreatorController';
import { startDrawing } from './draw/drawController';
import { startAutosave } from './plan/autosave';
import { startComparison } from './compare/compareController';
import { startSharedView } from './share/sharedView';
import { startLiveNodes } from './cityData/liveNodes';
import { startZoneSearch } from './areas/zoneSearch';
import { startWindowEvents } from './windowEventListeners';
import { startEngineHealth } from './reliability/engineHealth';
import { startInputFirst } from './layers/inputFirst';
import { startModes } from './modes/activeMode';

/** Changing geography clears focus and everything that belongs to the old mode. */
function clearOnGeographyChange(): () => void {
  let previous = geographyType.peek();
  return effect(() => {
    const next = geographyType.value;
    // The spec: changing geography clears focus, dropped objects, custom shapes and layers.
    if (next !== previous) {
      clearFocus();
      resetPlan();
    }
    previous = next;
  });
}

export function startApp(): () => void {
  const stops = [
    startEngineHealth(),
    startAreaLoading(),
    followThemeOnMap(),
    clearOnGeographyChange(),
    startLayerLifecycle(),
    startMapOverlay(),
    startNudges(),
    startDrawing(),
    startModes(),
    startWindowEvents(),
    startZoneCreator(),
    // Before autosave: a shared link is opened read-only and claims no plan record.
    startSharedView(),
    startAutosave(),
    startComparison(),
    startLiveNodes(),
    startZoneSearch(),
    startInputFirst(),
  ];
  window.addEventListener('keydown', handleKeydown);
  window.addEventListener('keydown', handleKeydownBeforeMap, { capture: true });
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('keydown', handleKeydown);
    window.removeEventListener('keydown', handleKeydownBeforeMap, { capture: true });
  };
}

/** The store as the panels find it: a focused area to design on, and every signal they read back at its start. */
import { act } from '@testing-library/react';
import { DEFAULT_EXPORT_OPTIONS } from '../../src/shared/plan/schema';
import type { FocusTarget } from '../../src/shared/geography/areaIndex';
import { resetPlan } from '../../src/ui/app/plan/planController';
import { areasLayerVisible } from '../../src/ui/store/areas';
import { dimensionUnits, drawStatus, drawTool } from '../../src/ui/store/draw';
import { detailSheets, exportOptionsOpen, includeDimensions, pageSetup } from '../../src/ui/store/eventInfo';
import { exportJob, exportMenuOpen } from '../../src/ui/store/exportJob';
import { focused } from '../../src/ui/store/focus';
import { expandedGroups, idleLayers, layerStates, loadBatch } from '../../src/ui/store/layers';
import { mapPort, mapView } from '../../src/ui/store/map';
import { sharedView } from '../../src/ui/store/share';
import { LAYER_GROUPS } from '../../src/shared/layers/groups';

export { areaTarget } from '../support/focusTargets';

/** Focused on an area (or none) at a zoom the designer works at. */
export function focusOn(target: FocusTarget | null, zoom = 17): void {
  act(() => {
    focused.value = target;
    mapView.value = { center: { lng: -73.9836, lat: 40.7536 }, zoom, bearing: 0, pitch: 0 };
  });
}

/** Every signal the panels under test read, as the app starts. */
export function resetStore(): void {
  act(() => {
    focused.value = null;
    mapPort.value = null;
    mapView.value = { center: { lng: -73.98, lat: 40.75 }, zoom: 12, bearing: 0, pitch: 0 };
    areasLayerVisible.value = true;
    layerStates.value = idleLayers();
    loadBatch.value = { started: 0 };
    expandedGroups.value = new Set(LAYER_GROUPS.filter((g) => g.startsExpanded).map((g) => g.id));
    resetPlan();
    drawTool.value = null;
    drawStatus.value = 'ready';
    sharedView.value = null;
    includeDimensions.value = DEFAULT_EXPORT_OPTIONS.includeDimensions;
    detailSheets.value = DEFAULT_EXPORT_OPTIONS.detailSheets;
    dimensionUnits.value = 'm';
    pageSetup.value = {
      paper: DEFAULT_EXPORT_OPTIONS.paper,
      orientation: DEFAULT_EXPORT_OPTIONS.orientation,
      scale: DEFAULT_EXPORT_OPTIONS.scale,
    };
    exportOptionsOpen.value = false;
    exportJob.value = { kind: 'idle' };
    exportMenuOpen.value = false;
  });
}

/**
 * Where the app hears every one of the spec's window events (their names and raisers are in
 * `windowEvents.ts`): 'Wrong mode selected?' opens the geography chooser, the designer's buttons open
 * Event Information and Export Options, and the zone creator answers 'zonecreator:*'.
 */
import type { ZoneFocusDetail, ZonePreviewFeature } from '../../shared/zoneCreator/state';
import { eventInfoOpen, exportOptionsOpen } from '../store/eventInfo';
import { geographyChooserRequested } from '../store/geography';
import { WINDOW_EVENTS } from './windowEvents';
import { clearZoneNodes, exitZone, focusZoneWhenFitted, generateZone } from './zone/zoneCreatorController';

function isZoneFeature(value: unknown): value is ZonePreviewFeature {
  const f = value as Partial<ZonePreviewFeature> | null | undefined;
  return !!f && f.type === 'Feature' && (f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon');
}

/** Hears every window event of the contract until the returned function is called. */
export function startWindowEvents(): () => void {
  const listeners: [string, EventListener][] = [
    [WINDOW_EVENTS.openGeographySelector, () => (geographyChooserRequested.value = true)],
    [WINDOW_EVENTS.openEventInfo, () => (eventInfoOpen.value = true)],
    [WINDOW_EVENTS.openExportOptions, () => (exportOptionsOpen.value = true)],
    [WINDOW_EVENTS.zoneCreatorGenerate, () => void generateZone()],
    [WINDOW_EVENTS.zoneCreatorReset, () => exitZone()],
    [WINDOW_EVENTS.zoneCreatorClear, () => clearZoneNodes()],
    [
      WINDOW_EVENTS.zoneCreatorFocus,
      (e) => {
        // Raised by anyone: the detail is read as untrusted input.
        const feature = (e as CustomEvent<Partial<ZoneFocusDetail> | null>).detail?.feature;
        if (isZoneFeature(feature)) focusZoneWhenFitted(feature);
      },
    ],
  ];
  for (const [name, listener] of listeners) window.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) window.removeEventListener(name, listener);
  };
}

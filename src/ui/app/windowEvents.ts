/**
 * The spec's window events, the app's public contract: anything on the page may raise them, and this
 * module is where the app raises and hears every one. 'Wrong mode selected?' opens the geography
 * chooser; the designer's buttons open Event Information and Export Options; the zone creator is driven
 * by 'zonecreator:generate', 'zonecreator:reset' and 'zonecreator:clear' and announces its zone with
 * 'zonecreator:focus' (whose detail carries the feature).
 */
import type { ZoneFocusDetail, ZonePreviewFeature } from '../../shared/zoneCreator/state';
import { eventInfoOpen, exportOptionsOpen } from '../store/eventInfo';
import { geographyChooserRequested } from '../store/geography';
import { clearZoneNodes, exitZone, focusZoneWhenFitted, generateZone } from './zone/zoneCreatorController';

export const WINDOW_EVENTS = {
  openGeographySelector: 'geography:open-selector',
  openEventInfo: 'siteplan:open-event-info',
  openExportOptions: 'siteplan:open-export-options',
  zoneCreatorGenerate: 'zonecreator:generate',
  zoneCreatorReset: 'zonecreator:reset',
  zoneCreatorClear: 'zonecreator:clear',
  zoneCreatorFocus: 'zonecreator:focus',
} as const;

export const requestGeographyChooser = () => window.dispatchEvent(new Event(WINDOW_EVENTS.openGeographySelector));
export const requestEventInfo = () => window.dispatchEvent(new Event(WINDOW_EVENTS.openEventInfo));
export const requestExportOptions = () => window.dispatchEvent(new Event(WINDOW_EVENTS.openExportOptions));

/** The zone creator's zone is ready: whoever listens (the app's focus among them) gets the feature. */
export function announceZone(feature: ZonePreviewFeature): void {
  window.dispatchEvent(new CustomEvent<ZoneFocusDetail>(WINDOW_EVENTS.zoneCreatorFocus, { detail: { feature } }));
}

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

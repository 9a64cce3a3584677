/**
 * The spec's window events, the app's public contract: anything on the page may raise them, and this
 * module is where the app raises and hears every one. 'Wrong mode selected?' opens the geography
 * chooser; the designer's buttons open Event Information and Export Options; the zone creator is driven
 * by 'zonecreator:generate', 'zonecreator:reset' and 'zonecreator:clear' and announces its zone with
 * 'zonecreator:focus' (whose detail carries the feature). Here are their names and the app's ways to
 * raise them; `windowEventListeners.ts` hears them all (it calls the controllers, which raise events
 * through this module, so the two stay apart).
 */
import type { ZoneFocusDetail, ZonePreviewFeature } from '../../shared/zoneCreator/state';

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

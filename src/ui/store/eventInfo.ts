/** Event Information and Export Options: saved with the plan, read by the nudges and the export. */
import { signal } from '@preact/signals-react';
import {
  DEFAULT_EXPORT_OPTIONS,
  EMPTY_EVENT_INFO,
  type EventInfo,
  type ExportOptions,
  type Revision,
} from '../../shared/plan/schema';

export { EMPTY_EVENT_INFO, type EventInfo };

export const eventInfo = signal<EventInfo>(EMPTY_EVENT_INFO);
export const includeDimensions = signal(DEFAULT_EXPORT_OPTIONS.includeDimensions);
/** Enlarged detail sheets where objects are too dense to number on the site plan. */
export const detailSheets = signal(DEFAULT_EXPORT_OPTIONS.detailSheets);

/** The export's paper, orientation and map scale. */
export type PageSetup = Pick<ExportOptions, 'paper' | 'orientation' | 'scale'>;
export const pageSetup = signal<PageSetup>({
  paper: DEFAULT_EXPORT_OPTIONS.paper,
  orientation: DEFAULT_EXPORT_OPTIONS.orientation,
  scale: DEFAULT_EXPORT_OPTIONS.scale,
});

/** The packet's revision table, newest last, filled by the user as versions are saved. */
export const revisions = signal<readonly Revision[]>([]);

export const eventInfoOpen = signal(false);
export const revisionsOpen = signal(false);
export const exportOptionsOpen = signal(false);

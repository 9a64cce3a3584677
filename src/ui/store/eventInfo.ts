/** Event Information and Export Options: saved with the plan, read by the nudges and the export. */
import { signal } from '@preact/signals-react';

export interface EventInfo {
  name: string;
  organizer: string;
  contact: string;
  /** A date (yyyy-mm-dd) or empty. */
  date: string;
  /** Free text. */
  time: string;
  /** A whole number as text, or empty. */
  attendance: string;
  permit: string;
  notes: string;
}

export const EMPTY_EVENT_INFO: EventInfo = { name: '', organizer: '', contact: '', date: '', time: '', attendance: '', permit: '', notes: '' };

export const eventInfo = signal<EventInfo>(EMPTY_EVENT_INFO);
export const includeDimensions = signal(true);

export const eventInfoOpen = signal(false);
export const exportOptionsOpen = signal(false);

/**
 * The event's kind and phases as the packet's title block, the permits page and the shared plan's
 * summary print them: 'Block party'; '2026-06-12 to 2026-06-13'; '10:00–18:00'; load-in and load-out
 * each as a date and time. Blank phases print blank (a title block's cell is filled in by hand).
 */
import type { EventInfo } from '../plan/schema';
import { eventTypeOf } from './eventTypes';

export interface EventSummary {
  kind: string;
  /** The event's days: its first, or its first to its last. */
  dates: string;
  /** Its typed start and end times, then the hours as written. */
  times: string;
  loadIn: string;
  loadOut: string;
}

const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

export function eventSummary(info: EventInfo): EventSummary {
  const first = info.date.trim();
  const last = info.endDate.trim();
  const start = info.startTime.trim();
  const end = info.endTime.trim();
  const typed = start || end ? `${start || '…'}–${end || '…'}` : '';
  return {
    kind: eventTypeOf(info.eventType)?.label ?? '',
    dates: last && last !== first ? `${first || '…'} to ${last}` : first,
    times: [typed, info.time.trim()].filter(Boolean).join('; '),
    loadIn: join(info.loadInDate, info.loadInTime),
    loadOut: join(info.loadOutDate, info.loadOutTime),
  };
}

/** One line of the phases for a page note: 'Load-in 2026-06-10 08:00 · Event 2026-06-12 10:00–18:00 · Load-out …'. */
export function phasesLine(info: EventInfo): string {
  const s = eventSummary(info);
  return [
    s.loadIn && `Load-in ${s.loadIn}`,
    s.dates && `Event ${join(s.dates, s.times)}`,
    s.loadOut && `Load-out ${s.loadOut}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Event Information's controller: checks a draft as the dialog shows it (attendance a whole number,
 * zero or more; dates real days; the phases in order: load-in, the event's start and end, load-out)
 * and saves it.
 * Components call these; only here is the store's event information written from the dialog.
 */
import { attendanceProblem } from '../../../shared/plan/attendance';
import type { EventInfo } from '../../../shared/plan/schema';
import { scheduleProblem } from '../../../shared/precheck/schedule';
import { eventInfo, eventInfoOpen } from '../../store/eventInfo';

/** What is wrong with the draft, in the dialog's words, or null. */
export function eventInfoProblem(draft: EventInfo): string | null {
  return attendanceProblem(draft.attendance) ?? scheduleProblem(draft);
}

/** Saves a valid draft and closes the dialog; a draft with a problem is not saved (false). */
export function saveEventInfo(draft: EventInfo): boolean {
  if (eventInfoProblem(draft) !== null) return false;
  eventInfo.value = { ...draft, attendance: draft.attendance.trim(), eventType: draft.eventType.trim() };
  eventInfoOpen.value = false;
  return true;
}

export function closeEventInfo(): void {
  eventInfoOpen.value = false;
}

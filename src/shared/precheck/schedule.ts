/**
 * The event's phases as Event Information gives them: load-in (when construction starts), the event
 * from its first day and start time to its last day and end time, and load-out. Blank fields fall back
 * to what they mean: no last day is a one-day event, no load-in is load-in on the first day, no
 * load-out is load-out on the last day. Dates are day numbers (dates.ts), times minutes after midnight.
 */
import { dayNumber, minuteOfDay } from './dates';

/** A day, and the minute of that day when it is known. */
export interface Moment {
  day: number;
  minute: number | null;
  /** Taken from another phase because this one was left blank. */
  assumed: boolean;
}

export interface Schedule {
  start: Moment;
  end: Moment;
  loadIn: Moment;
  loadOut: Moment;
}

/** Event Information, or the record the nudge worker is handed (the same keys, as strings). */
type Info = Readonly<Partial<Record<PhaseKey, string>>>;
type PhaseKey =
  'date' | 'endDate' | 'startTime' | 'endTime' | 'loadInDate' | 'loadInTime' | 'loadOutDate' | 'loadOutTime';
const text = (info: Info, key: PhaseKey) => info[key] ?? '';

/** The phases, or null without the event's first day (nothing else can be placed in time). */
export function scheduleOf(info: Info): Schedule | null {
  const startDay = dayNumber(text(info, 'date'));
  if (startDay === null) return null;
  const moment = (dateKey: PhaseKey, timeKey: PhaseKey, fallback: Moment): Moment => {
    const day = dayNumber(text(info, dateKey));
    const minute = minuteOfDay(text(info, timeKey));
    if (day === null) return { ...fallback, minute: minute ?? fallback.minute, assumed: true };
    return { day, minute, assumed: false };
  };
  const start: Moment = { day: startDay, minute: minuteOfDay(text(info, 'startTime')), assumed: false };
  const end = moment('endDate', 'endTime', { day: startDay, minute: null, assumed: true });
  return {
    start,
    end,
    loadIn: moment('loadInDate', 'loadInTime', { ...start, minute: null }),
    loadOut: moment('loadOutDate', 'loadOutTime', { ...end, minute: null }),
  };
}

const at = (m: Moment, fallbackMinute: number) => m.day * 1440 + (m.minute ?? fallbackMinute);

/** Hours from the event's start to its end (whole days when the times are not given), or null. */
export function eventHours(s: Schedule): number | null {
  if (s.start.minute === null || s.end.minute === null) return null;
  return (at(s.end, 0) - at(s.start, 0)) / 60;
}

/** Calendar days the event runs, its first and last day counted. */
export function eventDays(s: Schedule): number {
  return s.end.day - s.start.day + 1;
}

/** Calendar days the structures stand, from load-in to load-out, both counted. */
export function standingDays(s: Schedule): number {
  return s.loadOut.day - s.loadIn.day + 1;
}

/** 'hh:mm' of a minute of the day. */
export function clock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** What is wrong with the phases as typed (the dialog says it and will not save), or null. */
export function scheduleProblem(info: Info): string | null {
  const fields: [PhaseKey, string][] = [
    ['date', "The event's first day"],
    ['endDate', "The event's last day"],
    ['loadInDate', 'The load-in date'],
    ['loadOutDate', 'The load-out date'],
  ];
  for (const [key, name] of fields)
    if (text(info, key).trim() !== '' && dayNumber(text(info, key)) === null) return `${name} must be a valid date.`;
  const hasPhase = (['endDate', 'loadInDate', 'loadOutDate'] as const).some((k) => text(info, k).trim() !== '');
  const s = scheduleOf(info);
  if (!s) return hasPhase ? "Set the event's first day before its other dates." : null;
  const order: [Moment, Moment, string][] = [
    [s.loadIn, s.start, 'Load-in must be on or before the start of the event.'],
    [s.start, s.end, 'The event must end after it starts.'],
    [s.end, s.loadOut, 'Load-out must be on or after the end of the event.'],
  ];
  for (const [a, b, message] of order) {
    if (a.day > b.day) return message;
    if (a.day === b.day && a.minute !== null && b.minute !== null && a.minute > b.minute) return message;
  }
  return null;
}

/**
 * The days the City's offices are closed, for counting business days: the City's paid holidays
 * (DCAS Personnel Services Bulletin 440-2R) and Juneteenth, observed on the Friday before when they fall
 * on a Saturday and on the Monday after when on a Sunday. On day numbers (deadlines.ts), no Date object.
 */
import { dayNumber, weekday, yearOf } from './dates';

export interface Holiday {
  /** The day it is observed: offices are closed. */
  day: number;
  /** The calendar day itself, when it falls on a weekend and is observed on another day. */
  actual: number;
  name: string;
}

/** The nth (1-based) weekday (0 Monday … 6 Sunday) of a month, or the last one for n = -1. */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(`${year}-${String(month).padStart(2, '0')}-01`)!;
    return first + ((dayOfWeek - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = dayNumber(next)! - 1;
  return last - ((weekday(last) - dayOfWeek + 7) % 7);
}

const fixed = (year: number, month: number, day: number) =>
  dayNumber(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)!;

/** A fixed-date holiday on a weekend is observed on the nearest weekday (Saturday → Friday, Sunday → Monday). */
function observed(day: number): number {
  const w = weekday(day);
  return w === 5 ? day - 1 : w === 6 ? day + 1 : day;
}
const onDay = (name: string, actual: number): Holiday => ({ day: observed(actual), actual, name });
const floating = (name: string, day: number): Holiday => ({ day, actual: day, name });

const MONDAY = 0;
const THURSDAY = 3;

/** The City's holidays observed in a year, in date order. */
export function cityHolidays(year: number): Holiday[] {
  const list: Holiday[] = [
    onDay("New Year's Day", fixed(year, 1, 1)),
    floating('Martin Luther King Jr. Day', nthWeekday(year, 1, MONDAY, 3)),
    floating("Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)),
    floating('Memorial Day', nthWeekday(year, 5, MONDAY, -1)),
    onDay('Juneteenth', fixed(year, 6, 19)),
    onDay('Independence Day', fixed(year, 7, 4)),
    floating('Labor Day', nthWeekday(year, 9, MONDAY, 1)),
    floating('Columbus Day', nthWeekday(year, 10, MONDAY, 2)),
    // The Tuesday after the first Monday in November.
    floating('Election Day', nthWeekday(year, 11, MONDAY, 1) + 1),
    onDay('Veterans Day', fixed(year, 11, 11)),
    floating('Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)),
    onDay('Christmas Day', fixed(year, 12, 25)),
  ];
  return list.sort((a, b) => a.day - b.day);
}

const cache = new Map<number, ReadonlyMap<number, string>>();

function observedIn(year: number): ReadonlyMap<number, string> {
  let byDay = cache.get(year);
  if (!byDay) cache.set(year, (byDay = new Map(cityHolidays(year).map((h) => [h.day, h.name]))));
  return byDay;
}

/** The holiday observed on a day (offices closed), or null. A New Year's Day on a Saturday is observed in the year before. */
export function holidayOn(day: number): string | null {
  const year = yearOf(day);
  return observedIn(year).get(day) ?? observedIn(year + 1).get(day) ?? null;
}

/** The holiday on a day, observed or on its own date (July 4 on a Saturday is still the Fourth), or null. */
export function holidayOnOrObserved(day: number): string | null {
  const own = cityHolidays(yearOf(day)).find((h) => h.actual === day);
  return own?.name ?? holidayOn(day);
}

/** Monday to Friday and not a City holiday. */
export function isBusinessDay(day: number): boolean {
  return weekday(day) < 5 && holidayOn(day) === null;
}

/**
 * Dates on the local calendar as the Event Information fields hold them ('yyyy-mm-dd'), turned into
 * day numbers (days since 1970-01-01 in the proleptic Gregorian calendar) and back with integer
 * arithmetic: no Date object, no time zone, so a date never slips a day at midnight UTC, and months
 * and years roll over by the calendar (Howard Hinnant's algorithms). Times are 'hh:mm' as minutes.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid 'yyyy-mm-dd' date, or null (blank, malformed or not a real day). */
export function dayNumber(iso: string): number | null {
  const m = DATE.exec(iso.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  const yy = mo <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The 'yyyy-mm-dd' date of a day number. */
export function isoDate(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const mo = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (mo <= 2 ? 1 : 0);
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}`;
}

function daysInMonth(y: number, mo: number): number {
  if (mo === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(mo) ? 30 : 31;
}

/** 0 Monday … 6 Sunday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

const TIME = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of an 'hh:mm' time (a time input's value), or null. */
export function minuteOfDay(time: string): number | null {
  const m = TIME.exec(time.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** The calendar year of a day number. */
export function yearOf(day: number): number {
  return Number(isoDate(day).slice(0, 4));
}

/** The day number of a year, month and day (all valid). */
export function dayOf(year: number, month: number, day: number): number {
  const pad = (v: number, w: number) => String(v).padStart(w, '0');
  return dayNumber(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)!;
}

/** The months' names, January first: 'by December 31 of the year before'. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

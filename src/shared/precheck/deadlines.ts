/**
 * File-by dates. Each office counts from its own day: most from the event's first day, the Buildings
 * Department's temporary structures from the start of construction (load-in), SAPO's street festivals
 * by December 31 of the year before. Calendar days count every day; business days skip weekends and
 * the City's holidays (holidays.ts). A late filing an office still takes with a fee (the Temporary
 * Place of Assembly) says the fee instead of 'past due'.
 */
import { RULE_NUMBERS } from '../nudges/numbers';
import { MONTH_NAMES, dayNumber, dayOf, isoDate, yearOf } from './dates';
import { isBusinessDay } from './holidays';

export { dayNumber, isoDate, weekday } from './dates';

/** The day an office counts its lead time back from. */
export type LeadAnchor = 'eventStart' | 'loadIn' | 'advertising';

/** A late filing the office still takes, at a price per business day short of the lead. */
export interface LateFee {
  perDay: number;
  /** The filing's own fee, which the late fee is added to. */
  baseFee?: number;
  /** Filed this many business days before the event or fewer, processing in time is not guaranteed. */
  noGuaranteeBusinessDays: number;
}

/** How far ahead a permit is filed: days (calendar or business) or months before its anchor, or a day of the year before. */
export type Lead =
  | { days: number; business?: boolean; from?: LeadAnchor; lateFee?: LateFee }
  | { months: number }
  | { yearBefore: { month: number; day: number } };

export type DeadlineStatus = 'past-due' | 'late-fee' | 'due-soon' | 'on-time' | 'no-date';

/** The plan's days an office may count from; a missing load-in is the event's first day. */
export interface Anchors {
  eventStart: number | null;
  loadIn: number | null;
  /** The first day of advertising (Part 18), when Event Information gives it. */
  advertising?: number | null;
}

export const anchorOf = (lead: Lead): LeadAnchor => ('days' in lead ? (lead.from ?? 'eventStart') : 'eventStart');

/** `count` business days back from `day` (the day itself not counted): the filing day is the last counted. */
export function businessDaysBefore(day: number, count: number): number {
  let at = day;
  for (let left = count; left > 0;) {
    at -= 1;
    if (isBusinessDay(at)) left -= 1;
  }
  return at;
}

/** Business days from `from` (counted) up to `to` (not counted). */
export function businessDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let d = from; d < to; d++) if (isBusinessDay(d)) count += 1;
  return count;
}

/** The day a permit must be filed by, counted back from its anchor day. */
export function fileByDay(anchorDay: number, lead: Lead): number {
  if ('months' in lead) return monthsBefore(anchorDay, lead.months);
  if (!('days' in lead)) return dayOf(yearOf(anchorDay) - 1, lead.yearBefore.month, lead.yearBefore.day);
  return lead.business ? businessDaysBefore(anchorDay, lead.days) : anchorDay - lead.days;
}

/** The same day of the month `months` months earlier, or that month's last day when it has no such day (May 31 → Feb 28). */
export function monthsBefore(day: number, months: number): number {
  const [y, m, d] = isoDate(day).split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const next = month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1);
  return Math.min(dayOf(year, month, 1) + d - 1, next - 1);
}

/** What a late filing costs today: the office's rate and base fee, the days short and their sum. */
export interface LateFeeDue {
  amount: number;
  businessDaysShort: number;
  guaranteed: boolean;
  perDay: number;
  baseFee?: number;
}

export interface Deadline {
  /** 'yyyy-mm-dd', or null without the dates to count from. */
  fileBy: string | null;
  status: DeadlineStatus;
  /** Days from today to the file-by date (negative when past). */
  daysLeft: number | null;
  /** The day it was counted from, and whether that is the event's first day standing in for a missing load-in. */
  from: LeadAnchor;
  fromDate: string | null;
  fromAssumed: boolean;
  /** A late filing's fee if it were filed today, and whether the office still guarantees it in time. */
  lateFee?: LateFeeDue;
}

/** The file-by date and how it stands today: past it a blocker (or a late fee), within the close window a warning. */
export function deadline(lead: Lead, anchors: Anchors, today: string): Deadline {
  const from = anchorOf(lead);
  const anchor =
    from === 'loadIn'
      ? (anchors.loadIn ?? anchors.eventStart)
      : from === 'advertising'
        ? (anchors.advertising ?? anchors.eventStart)
        : anchors.eventStart;
  const fromAssumed = from === 'loadIn' && anchors.loadIn === null;
  const now = dayNumber(today);
  const base = { from, fromDate: anchor === null ? null : isoDate(anchor), fromAssumed };
  if (anchor === null || now === null) return { ...base, fileBy: null, status: 'no-date', daysLeft: null };
  const by = fileByDay(anchor, lead);
  const daysLeft = by - now;
  const fileBy = isoDate(by);
  if (daysLeft >= 0)
    return {
      ...base,
      fileBy,
      daysLeft,
      status: daysLeft <= RULE_NUMBERS.deadlines.closeDays ? 'due-soon' : 'on-time',
    };
  if ('days' in lead && lead.lateFee && lead.business && now < anchor) {
    const left = businessDaysBetween(now, anchor);
    const short = Math.max(0, lead.days - left);
    return {
      ...base,
      fileBy,
      daysLeft,
      status: 'late-fee',
      lateFee: {
        amount: short * lead.lateFee.perDay,
        businessDaysShort: short,
        guaranteed: left > lead.lateFee.noGuaranteeBusinessDays,
        perDay: lead.lateFee.perDay,
        ...(lead.lateFee.baseFee === undefined ? {} : { baseFee: lead.lateFee.baseFee }),
      },
    };
  }
  return { ...base, fileBy, daysLeft, status: 'past-due' };
}

const ANCHOR_TEXT: Record<LeadAnchor, string> = {
  eventStart: 'the event',
  loadIn: 'load-in',
  advertising: 'the first day of advertising',
};

/** '10 business days' or '30 days', as the panel and the packet say a lead time. */
export function leadText(lead: Lead): string {
  if ('months' in lead) return `${lead.months} month${lead.months === 1 ? '' : 's'}`;
  if (!('days' in lead))
    return `by ${MONTH_NAMES[lead.yearBefore.month - 1]!} ${lead.yearBefore.day} of the year before`;
  return `${lead.days} ${lead.business ? 'business ' : ''}day${lead.days === 1 ? '' : 's'}`;
}

/** '10 business days before the event', '15 business days before load-in', 'by December 31 of the year before'. */
export function leadWhen(lead: Lead): string {
  if ('months' in lead) return `${leadText(lead)} before the event`;
  if (!('days' in lead)) return leadText(lead);
  return `${leadText(lead)} before ${ANCHOR_TEXT[anchorOf(lead)]}`;
}

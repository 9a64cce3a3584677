// File-by dates on the local calendar: day numbers both ways across months, years and leap days; business
// days over weekends and the City's holidays (observed on the Friday before or the Monday after); each lead
// counted from its office's day (the event's first day, load-in, December 31 of the year before); and the
// status against today (past due, a late fee, within 7 days, on time, no date).
import { describe, expect, it } from 'vitest';
import {
  businessDaysBefore,
  businessDaysBetween,
  dayNumber,
  deadline,
  fileByDay,
  isoDate,
  leadText,
  leadWhen,
  monthsBefore,
  weekday,
  type Lead,
} from '../../src/shared/precheck/deadlines';
import { cityHolidays, holidayOn, isBusinessDay } from '../../src/shared/precheck/holidays';

const d = (iso: string) => dayNumber(iso)!;
const back = (date: string, days: number, business = false) =>
  isoDate(fileByDay(d(date), business ? { days, business: true } : { days }));
const anchors = (eventStart: string, loadIn: string | null = null) => ({
  eventStart: d(eventStart),
  loadIn: loadIn === null ? null : d(loadIn),
});

describe('calendar arithmetic', () => {
  it('round-trips every day from 1999 to 2031 and agrees with UTC dates', () => {
    for (let day = d('1999-01-01'); day <= d('2031-12-31'); day++) {
      const iso = isoDate(day);
      expect(dayNumber(iso)).toBe(day);
      expect(new Date(day * 86_400_000).toISOString().slice(0, 10)).toBe(iso);
    }
  });

  it('counts calendar days back across months, years and leap days', () => {
    expect(back('2027-01-10', 30)).toBe('2026-12-11');
    expect(back('2027-01-05', 14)).toBe('2026-12-22');
    expect(back('2026-03-15', 30)).toBe('2026-02-13');
    expect(back('2028-03-01', 1)).toBe('2028-02-29');
    expect(back('2027-03-01', 1)).toBe('2027-02-28');
    expect(back('2100-03-01', 1)).toBe('2100-02-28');
    expect(back('2000-03-01', 1)).toBe('2000-02-29');
    expect(back('2026-12-31', 45)).toBe('2026-11-16');
  });

  it('refuses dates that are not real days', () => {
    for (const bad of ['', '2026-02-29', '2026-13-01', '2026-04-31', '26-1-1', 'tomorrow'])
      expect(dayNumber(bad)).toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
  });
});

describe("the City's holidays", () => {
  it('are the paid holidays of 2026, each on its rule’s day', () => {
    expect(cityHolidays(2026).map((h) => `${isoDate(h.day)} ${h.name}`)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-01-19 Martin Luther King Jr. Day',
      "2026-02-16 Washington's Birthday",
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth',
      // July 4, 2026 is a Saturday: observed on Friday the 3rd.
      '2026-07-03 Independence Day',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      // The Tuesday after the first Monday in November.
      '2026-11-03 Election Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
  });
  it('move off weekends: Saturday to the Friday before (across the year boundary), Sunday to the Monday after', () => {
    // January 1, 2022 was a Saturday: observed on Friday, December 31, 2021.
    expect(holidayOn(d('2021-12-31'))).toBe("New Year's Day");
    expect(holidayOn(d('2022-01-01'))).toBeNull();
    // December 25, 2022 was a Sunday: observed on Monday the 26th.
    expect(holidayOn(d('2022-12-26'))).toBe('Christmas Day');
    // Juneteenth 2027 is a Saturday: Friday the 18th.
    expect(holidayOn(d('2027-06-18'))).toBe('Juneteenth');
    expect(isBusinessDay(d('2027-06-18'))).toBe(false);
    expect(isBusinessDay(d('2027-06-17'))).toBe(true);
    expect(isBusinessDay(d('2026-11-28'))).toBe(false); // a Saturday
  });
});

describe('business days', () => {
  it('skip weekends and holidays; the filing day is the last one counted', () => {
    expect(weekday(d('2026-11-25'))).toBe(2); // a Wednesday
    // One business day before a Monday is the Friday before.
    expect(back('2026-11-30', 1, true)).toBe('2026-11-27');
    // Ten before Monday, June 15, 2026: June 1 (two plain weeks).
    expect(back('2026-06-15', 10, true)).toBe('2026-06-01');
    // Ten before Monday, July 6, 2026 skip Friday July 3 (Independence Day) and Friday June 19 (Juneteenth).
    expect(back('2026-07-06', 10, true)).toBe('2026-06-18');
    // Fifteen before Friday, January 15, 2027 skip New Year's Day and Christmas across the year boundary.
    expect(back('2027-01-15', 15, true)).toBe('2026-12-23');
    expect(businessDaysBefore(d('2026-06-15'), 0)).toBe(d('2026-06-15'));
    expect(businessDaysBetween(d('2026-06-05'), d('2026-06-15'))).toBe(6);
    expect(businessDaysBetween(d('2026-07-02'), d('2026-07-07'))).toBe(2); // Thu 2, (Fri 3 holiday), Mon 6
  });
  it('are said as such', () => {
    expect(leadText({ days: 15, business: true })).toBe('15 business days');
    expect(leadText({ days: 1 })).toBe('1 day');
    expect(leadWhen({ days: 15, business: true, from: 'loadIn' })).toBe('15 business days before load-in');
    expect(leadWhen({ days: 60 })).toBe('60 days before the event');
    expect(leadWhen({ yearBefore: { month: 12, day: 31 } })).toBe('by December 31 of the year before');
  });
});

describe('each lead from its own day', () => {
  it('the event’s first day by default; load-in where the office counts from construction', () => {
    const structure: Lead = { days: 15, business: true, from: 'loadIn' };
    // Load-in Monday June 8 for an event on Saturday June 13: 15 business days before June 8.
    const fromLoadIn = deadline(structure, anchors('2026-06-13', '2026-06-08'), '2026-04-01');
    expect(fromLoadIn).toMatchObject({
      fileBy: '2026-05-15',
      from: 'loadIn',
      fromDate: '2026-06-08',
      fromAssumed: false,
    });
    // Memorial Day (May 25) is skipped: 15 business days before June 8 are May 15 to June 5 less the 25th.
    expect(businessDaysBetween(d('2026-05-15'), d('2026-06-08'))).toBe(15);
    // Without a load-in date, the first day stands in, and the deadline says so.
    expect(deadline(structure, anchors('2026-06-13'), '2026-04-01')).toMatchObject({
      fileBy: '2026-05-22',
      fromDate: '2026-06-13',
      fromAssumed: true,
    });
    // A lead counted from the event ignores load-in.
    expect(deadline({ days: 30 }, anchors('2026-06-13', '2026-06-08'), '2026-04-01').fileBy).toBe('2026-05-14');
  });

  it('street festivals by December 31 of the year before, whatever the month', () => {
    const festival: Lead = { yearBefore: { month: 12, day: 31 } };
    expect(isoDate(fileByDay(d('2027-06-12'), festival))).toBe('2026-12-31');
    expect(isoDate(fileByDay(d('2027-01-02'), festival))).toBe('2026-12-31');
    expect(isoDate(fileByDay(d('2026-12-31'), festival))).toBe('2025-12-31');
    // On December 31 it is due today; on January 1 it is past for the whole year.
    expect(deadline(festival, anchors('2027-06-12'), '2026-12-31')).toMatchObject({ status: 'due-soon', daysLeft: 0 });
    expect(deadline(festival, anchors('2027-06-12'), '2027-01-01')).toMatchObject({ status: 'past-due', daysLeft: -1 });
    expect(deadline(festival, anchors('2027-06-12'), '2026-12-23')).toMatchObject({ status: 'on-time', daysLeft: 8 });
  });
});

describe('deadline status', () => {
  const lead = { days: 30 };
  it('past the file-by date is past due; within 7 days due soon; further on time', () => {
    expect(deadline(lead, anchors('2027-01-10'), '2026-12-12')).toMatchObject({
      fileBy: '2026-12-11',
      status: 'past-due',
      daysLeft: -1,
    });
    expect(deadline(lead, anchors('2027-01-10'), '2026-12-11')).toMatchObject({ status: 'due-soon', daysLeft: 0 });
    expect(deadline(lead, anchors('2027-01-10'), '2026-12-04')).toMatchObject({ status: 'due-soon', daysLeft: 7 });
    expect(deadline(lead, anchors('2027-01-10'), '2026-12-03')).toMatchObject({ status: 'on-time', daysLeft: 8 });
  });

  it('no event date (or no today) gives no date', () => {
    expect(deadline(lead, { eventStart: null, loadIn: null }, '2026-12-03')).toMatchObject({
      fileBy: null,
      status: 'no-date',
      daysLeft: null,
    });
    expect(deadline(lead, anchors('2027-01-10'), '').status).toBe('no-date');
  });

  it('a late filing the office takes with a fee: the fee per business day short, not past due', () => {
    const tpa: Lead = { days: 10, business: true, lateFee: { perDay: 100, noGuaranteeBusinessDays: 3 } };
    // Event Monday June 15, 2026: fee-free until June 1.
    expect(deadline(tpa, anchors('2026-06-15'), '2026-06-01')).toMatchObject({ status: 'due-soon', daysLeft: 0 });
    // On Friday June 5, six business days are left (5, 8, 9, 10, 11, 12): four short, $400.
    expect(deadline(tpa, anchors('2026-06-15'), '2026-06-05')).toMatchObject({
      fileBy: '2026-06-01',
      status: 'late-fee',
      daysLeft: -4,
      lateFee: { amount: 400, businessDaysShort: 4, guaranteed: true, perDay: 100 },
    });
    // Three business days before or fewer: still taken, no longer guaranteed in time.
    expect(deadline(tpa, anchors('2026-06-15'), '2026-06-10').lateFee).toEqual({
      amount: 700,
      businessDaysShort: 7,
      guaranteed: false,
      perDay: 100,
    });
    expect(deadline(tpa, anchors('2026-06-15'), '2026-06-09').lateFee?.guaranteed).toBe(true);
    // On the day of the event it is past due.
    expect(deadline(tpa, anchors('2026-06-15'), '2026-06-15').status).toBe('past-due');
    // A lead without a fee is past due the day after.
    expect(deadline({ days: 10, business: true }, anchors('2026-06-15'), '2026-06-02').status).toBe('past-due');
  });
});

describe('a lead in months (the Great Lawn: 56 RCNY § 2-08)', () => {
  const before = (iso: string, months: number) => isoDate(monthsBefore(dayNumber(iso)!, months));
  it('the same day of the month, across the year, or the month’s last day when it has no such day', () => {
    expect(before('2027-07-12', 2)).toBe('2027-05-12');
    expect(before('2027-01-15', 2)).toBe('2026-11-15');
    expect(before('2027-05-31', 3)).toBe('2027-02-28');
    expect(before('2028-04-30', 2)).toBe('2028-02-29');
    const lead: Lead = { months: 2 };
    expect(isoDate(fileByDay(dayNumber('2027-07-12')!, lead))).toBe('2027-05-12');
    expect([leadText(lead), leadWhen(lead)]).toEqual(['2 months', '2 months before the event']);
  });
});

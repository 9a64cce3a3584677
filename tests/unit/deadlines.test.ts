// File-by dates on the local calendar: day numbers both ways across months, years and leap days, business
// days over weekends, and the status against today (past due, within 7 days, on time, no date).
import { describe, expect, it } from 'vitest';
import { dayNumber, deadline, fileByDay, isoDate, leadText, weekday } from '../../src/shared/precheck/deadlines';

const back = (date: string, days: number, business = false) =>
  isoDate(fileByDay(dayNumber(date)!, business ? { days, business: true } : { days }));

describe('calendar arithmetic', () => {
  it('round-trips every day from 1999 to 2031 and agrees with UTC dates', () => {
    for (let d = dayNumber('1999-01-01')!; d <= dayNumber('2031-12-31')!; d++) {
      const iso = isoDate(d);
      expect(dayNumber(iso)).toBe(d);
      expect(new Date(d * 86_400_000).toISOString().slice(0, 10)).toBe(iso);
    }
  });

  it('counts back across months, years and leap days', () => {
    expect(back('2027-01-10', 30)).toBe('2026-12-11');
    expect(back('2027-01-05', 14)).toBe('2026-12-22');
    expect(back('2026-03-15', 30)).toBe('2026-02-13');
    expect(back('2028-03-01', 1)).toBe('2028-02-29');
    expect(back('2027-03-01', 1)).toBe('2027-02-28');
    expect(back('2100-03-01', 1)).toBe('2100-02-28');
    expect(back('2000-03-01', 1)).toBe('2000-02-29');
    expect(back('2026-12-31', 45)).toBe('2026-11-16');
  });

  it('business days skip weekends', () => {
    expect(weekday(dayNumber('2026-11-25')!)).toBe(2); // a Wednesday
    // 15 business days before Friday 2027-01-15: three full weeks back, Friday 2026-12-25.
    expect(back('2027-01-15', 15, true)).toBe('2026-12-25');
    // One business day before a Monday is the Friday before.
    expect(back('2026-11-30', 1, true)).toBe('2026-11-27');
    expect(leadText({ days: 15, business: true })).toBe('15 business days');
    expect(leadText({ days: 1 })).toBe('1 day');
  });

  it('refuses dates that are not real days', () => {
    for (const bad of ['', '2026-02-29', '2026-13-01', '2026-04-31', '26-1-1', 'tomorrow'])
      expect(dayNumber(bad)).toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
  });
});

describe('deadline status', () => {
  const lead = { days: 30 };
  it('past the file-by date is past due; within 7 days due soon; further on time', () => {
    expect(deadline('2027-01-10', '2026-12-12', lead)).toEqual({
      fileBy: '2026-12-11',
      status: 'past-due',
      daysLeft: -1,
    });
    expect(deadline('2027-01-10', '2026-12-11', lead)).toMatchObject({ status: 'due-soon', daysLeft: 0 });
    expect(deadline('2027-01-10', '2026-12-04', lead)).toMatchObject({ status: 'due-soon', daysLeft: 7 });
    expect(deadline('2027-01-10', '2026-12-03', lead)).toMatchObject({ status: 'on-time', daysLeft: 8 });
  });
  it('no event date (or no today) gives no date', () => {
    expect(deadline('', '2026-12-03', lead)).toEqual({ fileBy: null, status: 'no-date', daysLeft: null });
    expect(deadline('2027-01-10', '', lead).status).toBe('no-date');
  });
});

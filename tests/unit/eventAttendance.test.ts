// Event Information's attendance check: blank or a whole number, zero or more; each problem in its own words.
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_NEGATIVE, ATTENDANCE_NOT_WHOLE, attendanceProblem } from '../../src/shared/plan/attendance';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { eventInfoProblem } from '../../src/ui/app/event/eventInfoController';

describe('the expected attendance', () => {
  it('may be blank, zero or a whole number', () => {
    for (const ok of ['', '  ', '0', '250', ' 42 ']) expect(attendanceProblem(ok), ok).toBeNull();
  });

  it('says a negative count must be zero or more, not that it is no whole number', () => {
    expect(ATTENDANCE_NEGATIVE).toBe('Attendance must be zero or more.');
    expect(attendanceProblem('-20')).toBe(ATTENDANCE_NEGATIVE);
    expect(attendanceProblem('-2.5')).toBe(ATTENDANCE_NEGATIVE);
    expect(attendanceProblem('12.5')).toBe(ATTENDANCE_NOT_WHOLE);
    expect(attendanceProblem('about 50')).toBe(ATTENDANCE_NOT_WHOLE);
  });

  it('is what the dialog says', () => {
    expect(eventInfoProblem({ ...EMPTY_EVENT_INFO, attendance: '-20' })).toBe('Attendance must be zero or more.');
    expect(eventInfoProblem({ ...EMPTY_EVENT_INFO, attendance: '12.5' })).toBe('Attendance must be a whole number.');
    expect(eventInfoProblem({ ...EMPTY_EVENT_INFO, attendance: '20' })).toBeNull();
  });
});

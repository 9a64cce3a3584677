/**
 * Event Information's check of the expected attendance: blank, or a whole number of people, zero or
 * more. A negative count is told so, not that it is no whole number ('-20' is one).
 */
export const ATTENDANCE_NOT_WHOLE = 'Attendance must be a whole number.';
export const ATTENDANCE_NEGATIVE = 'Attendance must be zero or more.';

/** What is wrong with a typed attendance, in the dialog's words, or null. */
export function attendanceProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /^\d+$/.test(text)) return null;
  return Number(text) < 0 ? ATTENDANCE_NEGATIVE : ATTENDANCE_NOT_WHOLE;
}

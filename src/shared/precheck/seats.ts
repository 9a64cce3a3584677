/**
 * Seats are people: the chairs, benches and bleachers on the plan give the least the attendance can
 * be. A chair is one seat; a bench or a bleacher row seats one person for each 18 inches of its length
 * (the building code's rule for seating without dividing arms), and a bleacher's depth holds its rows.
 * With no attendance typed, the permits read this lower bound and say where it came from.
 */
import type { PlacedTypeId } from '../objects/catalogue';
import { RULE_NUMBERS } from '../nudges/numbers';
import { isKind } from '../nudges/vocabulary';

export interface SeatObject {
  type: PlacedTypeId;
  footprintFt: { width: number; depth: number };
}

export interface Seats {
  total: number;
  chairs: number;
  /** Seats on benches and bleachers, counted by their length (and a bleacher's rows). */
  benchSeats: number;
  bleacherSeats: number;
}

const N = RULE_NUMBERS.seats;
const along = (o: SeatObject) => Math.max(o.footprintFt.width, o.footprintFt.depth);
const across = (o: SeatObject) => Math.min(o.footprintFt.width, o.footprintFt.depth);
const perRow = (o: SeatObject) => Math.floor((along(o) * 12 + 1e-6) / N.inchesPerPerson);

/** Seats on one object: a chair 1, a bench by its length, bleachers by length and rows, anything else 0. */
export function seatsOn(o: SeatObject): number {
  if (isKind(o.type, 'chairs')) return 1;
  if (isKind(o.type, 'benches')) return Math.max(1, perRow(o));
  if (isKind(o.type, 'bleachers'))
    return Math.max(1, perRow(o)) * Math.max(1, Math.floor((across(o) * 12 + 1e-6) / N.bleacherRowDepthIn));
  return 0;
}

export function seatsOf(objects: readonly SeatObject[]): Seats {
  let chairs = 0,
    benchSeats = 0,
    bleacherSeats = 0;
  for (const o of objects) {
    const s = seatsOn(o);
    if (isKind(o.type, 'chairs')) chairs += s;
    else if (isKind(o.type, 'benches')) benchSeats += s;
    else if (isKind(o.type, 'bleachers')) bleacherSeats += s;
  }
  return { total: chairs + benchSeats + bleacherSeats, chairs, benchSeats, bleacherSeats };
}

/** The attendance the rules read: the typed one, or at least the seats when none is typed. */
export interface Attendance {
  count: number | null;
  /** The count is the plan's seats, a lower bound. */
  fromSeats: boolean;
  seats: Seats;
}

export const NO_ATTENDANCE: Attendance = {
  count: null,
  fromSeats: false,
  seats: { total: 0, chairs: 0, benchSeats: 0, bleacherSeats: 0 },
};

export function attendanceFrom(typed: number | null, objects: readonly SeatObject[]): Attendance {
  const seats = seatsOf(objects);
  if (typed !== null) return { count: typed, fromSeats: false, seats };
  return seats.total > 0 ? { count: seats.total, fromSeats: true, seats } : { count: null, fromSeats: false, seats };
}

/** 'at least 48, from the seats' or '250', as the findings and the panel say the attendance. */
export function attendanceText(a: Attendance): string {
  if (a.count === null) return 'not given';
  const n = a.count.toLocaleString('en-US');
  return a.fromSeats ? `at least ${n}, from the seats` : n;
}

/**
 * What the code asks of the exits for a number of people: how many (NYC Building Code Table 1006.3.1:
 * 2 up to 500, 3 up to 1,000, 4 above), how wide (§ 1005.3: 0.2 inch a person on the level, 0.3 on
 * stairs), the distribution rule (losing the widest exit leaves at least half the required width) and
 * the clearance time at the Green Guide's flow on level ground (guidance: a guide, not a code).
 */
import { FEET_TO_METRES } from '../geometry/units';
import { RULE_NUMBERS } from '../nudges/numbers';

const B = RULE_NUMBERS.nycbc;
const E = RULE_NUMBERS.egress;

export function exitsRequired(people: number): number {
  if (people <= B.twoExitsUpTo) return 2;
  return people <= B.threeExitsUpTo ? 3 : 4;
}

// Inches to a millionth: 0.2 × 300 is 60.00000000000001 in floating point, and 60 in of exit is enough.
const inches = (v: number) => Math.round(v * 1e6) / 1e6;

/** Exit width the people need on the level, in inches. */
export const requiredWidthIn = (people: number): number => inches(people * B.levelWidthInPerPerson);
/** The same by stairs. */
export const requiredStairWidthIn = (people: number): number => inches(people * B.stairWidthInPerPerson);

/** The width left when the widest exit is lost, in inches, and the least the rule allows. */
export function distribution(
  widthsIn: readonly number[],
  requiredIn: number,
): { withoutWidestIn: number; minIn: number } {
  const total = widthsIn.reduce((s, w) => s + w, 0);
  const widest = widthsIn.reduce((m, w) => Math.max(m, w), 0);
  return { withoutWidestIn: inches(total - widest), minIn: inches(requiredIn * B.distributionShare) };
}

/** Minutes for the people to pass exits this wide (feet in all) at the guide's flow; null with no width. */
export function clearanceMinutes(people: number, widthFt: number): number | null {
  const metres = widthFt * FEET_TO_METRES;
  return metres > 0 ? people / (E.flowPerMetreMinute * metres) : null;
}

/** Fire guards at one per 100 people where a Temporary Place of Assembly applies (200 or more outdoors). */
export function fireGuards(people: number): number {
  return people >= RULE_NUMBERS.dob.assemblyOutdoors ? Math.ceil(people / RULE_NUMBERS.dob.fireGuardPeople) : 0;
}

/** Crowd managers where more than 500 gather: at least two, one per 250 or part of it. */
export function crowdManagers(people: number): number {
  return people > E.crowdManagersAbove ? Math.max(E.crowdManagersMin, Math.ceil(people / E.crowdManagerPeople)) : 0;
}

/**
 * The check's findings in words, each with the page it stands on: short exits or width, the
 * distribution rule, the clearance time (guidance: the Green Guide is not a code), attendance over
 * the load, and bad input (a fence that does not close, an exit off the enclosure, two exits on top of
 * each other, one narrower than a door may be).
 */
import { asGuidance, CITATIONS, type Citation } from '../nudges/citations';
import { RULE_NUMBERS } from '../nudges/numbers';
import { USE_TEXT } from '../precheck/capacity';
import type { Egress, EgressFinding, EgressFindingId, SizedBasis } from './types';

const B = RULE_NUMBERS.nycbc;
const E = RULE_NUMBERS.egress;
const C = CITATIONS;

/** The pages the figures stand on, for the panel's and the packet's source column. */
export const EGRESS_CITATIONS = {
  load: C.nycbcOccupantLoad,
  exits: C.nycbcExitCount,
  width: C.nycbcEgressCapacity,
  distribution: C.nycbcDistribution,
  door: C.nycbcDoorWidth,
  walk: asGuidance(C.nycbcTravelDistance, "§ 1029.7's travel distance for assembly was not read: the walk is a figure"),
  clearance: asGuidance(
    C.greenGuide,
    'the flow of 82 people a metre a minute and the 8 minutes are the UK Green Guide’s, a guide for sports grounds, not a NYC code',
  ),
  fireGuards: C.tpaFdny,
  crowdManagers: asGuidance(
    C.nysCrowdManagers,
    'the Fire Code of New York State sets the ratio; the City applies its own Fire Code, which sets none found',
  ),
} as const satisfies Record<string, Citation>;

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
/** Feet to a tenth, without a trailing '.0': '6', '20', '7.5'. */
export const feet = (v: number): string => String(Math.round(v * 10) / 10);
const inchesToFeet = (inches: number) => feet(inches / 12);

export const BASIS_TEXT: Record<SizedBasis, string> = {
  attendance: 'the expected attendance',
  seats: 'the seats placed (no attendance given)',
  load: 'the load the area holds (no attendance given)',
};

/** The two headline figures as the panel and the packet say them: '1 of 4', '6 ft of 20 ft'. */
export function egressFigures(e: Egress): { exits: string | null; width: string | null } {
  return {
    exits: e.exits && e.exitsRequired !== null ? `${e.exits.length} of ${e.exitsRequired}` : null,
    width:
      e.providedWidthIn !== null && e.requiredWidthIn !== null
        ? `${inchesToFeet(e.providedWidthIn)} ft of ${inchesToFeet(e.requiredWidthIn)} ft`
        : null,
  };
}

function finding(
  id: EgressFindingId,
  severity: EgressFinding['severity'],
  message: string,
  citation: Citation,
  objectIds: string[] = [],
): EgressFinding {
  return { id, severity, message, citation, objectIds };
}

export interface FindingFacts {
  /** An object's label by its id (asked only for the objects a finding names). */
  labelOf: (id: string) => string | undefined;
  outside: readonly string[];
  overlapping: readonly (readonly [string, string])[];
  narrow: readonly { id: string; widthIn: number }[];
  looseEnds: readonly string[];
}

export function egressFindings(e: Egress, facts: FindingFacts): EgressFinding[] {
  const out: EgressFinding[] = [];
  const name = (id: string) => facts.labelOf(id) ?? id;
  const { enclosure } = e;
  if (enclosure.unclosed) {
    const u = enclosure.unclosed;
    out.push(
      finding(
        'egress-not-closed',
        'warning',
        `The fence does not close between ${u.from} and ${u.to} (${feet(u.gapFt)} ft apart): the area is treated as open.`,
        C.nycbcExitCount,
        [...facts.looseEnds],
      ),
    );
  }
  if (!enclosure.closed)
    out.push(
      finding(
        'egress-open',
        'info',
        e.load
          ? `Nothing encloses the crowd: the area is open on its sides. It holds ${whole(e.load.load)} people; no exits are counted.`
          : 'Nothing encloses the crowd: the area is open on its sides, and no exits are counted.',
        C.nycbcOccupantLoad,
      ),
    );
  if (e.load && e.attendance !== null && e.attendance > e.load.load)
    out.push(
      finding(
        'egress-attendance-over-load',
        'warning',
        `Attendance of ${whole(e.attendance)} is more than the ${whole(e.load.load)} people the ${enclosure.closed ? 'enclosure' : 'area'} holds (${e.load.factorFt2} ft² per person, ${USE_TEXT[e.load.use]}).`,
        C.nycbcOccupantLoad,
      ),
    );
  const people = e.sizedFor;
  const basis = e.sizedBasis ? BASIS_TEXT[e.sizedBasis] : '';
  if (e.exits && people !== null && e.exitsRequired !== null && e.exits.length < e.exitsRequired)
    out.push(
      finding(
        'egress-exits-short',
        'warning',
        `Exits: ${e.exits.length} of ${e.exitsRequired} for ${whole(people)} people (${basis}). The Building Code asks for 2 exits up to ${whole(B.twoExitsUpTo)} people, 3 up to ${whole(B.threeExitsUpTo)} and 4 above.`,
        C.nycbcExitCount,
      ),
    );
  if (
    e.providedWidthIn !== null &&
    e.requiredWidthIn !== null &&
    people !== null &&
    e.providedWidthIn < e.requiredWidthIn
  )
    out.push(
      finding(
        'egress-width-short',
        'warning',
        `Exit width: ${inchesToFeet(e.providedWidthIn)} ft of ${inchesToFeet(e.requiredWidthIn)} ft for ${whole(people)} people (${B.levelWidthInPerPerson} inch a person on the level).`,
        C.nycbcEgressCapacity,
      ),
    );
  if (
    e.exits &&
    e.exits.length > 1 &&
    e.withoutWidestIn !== null &&
    e.distributionMinIn !== null &&
    e.withoutWidestIn < e.distributionMinIn
  )
    out.push(
      finding(
        'egress-distribution',
        'warning',
        `Losing the widest exit leaves ${inchesToFeet(e.withoutWidestIn)} ft, less than half the required width (${inchesToFeet(e.distributionMinIn)} ft): spread the width over the exits.`,
        C.nycbcDistribution,
      ),
    );
  if (e.clearanceMinutes !== null && people !== null && e.clearanceMinutes > E.clearanceMinutes)
    out.push(
      finding(
        'egress-clearance',
        'info',
        `${whole(people)} people take ${e.clearanceMinutes.toFixed(1)} minutes to pass the exits at ${E.flowPerMetreMinute} people a metre a minute, more than the ${E.clearanceMinutes} minutes the Green Guide allows.`,
        EGRESS_CITATIONS.clearance,
      ),
    );
  for (const id of facts.outside)
    out.push(
      finding(
        'egress-exit-outside',
        'warning',
        `${name(id)} is not on the enclosure: it is not counted as an exit.`,
        C.nycbcExitCount,
        [id],
      ),
    );
  for (const [a, b] of facts.overlapping)
    out.push(
      finding(
        'egress-exits-overlap',
        'warning',
        `${name(a)} and ${name(b)} are on top of each other: they are counted as one exit.`,
        C.nycbcExitCount,
        [a, b],
      ),
    );
  for (const { id, widthIn } of facts.narrow)
    out.push(
      finding(
        'egress-exit-narrow',
        'warning',
        `${name(id)} is ${Math.round(widthIn)} in wide, narrower than the ${B.doorMinWidthIn} in a door must clear.`,
        C.nycbcDoorWidth,
        [id],
      ),
    );
  if (e.walk && e.walk.unreachableFt2 > 0)
    out.push(
      finding(
        'egress-walk-blocked',
        'warning',
        `About ${whole(e.walk.unreachableFt2)} ft² where people can stand reach no exit: objects close it in.`,
        EGRESS_CITATIONS.walk,
      ),
    );
  return out;
}

// The big permit rules test. Every rule of the pre-check (nudges/rules.ts) and every permit
// (precheck/permitRules.ts) on both sides of its line, in one table that must name every rule id: a rule
// added without its two cases fails here. Each case runs the whole pre-check as the nudge worker does
// (PreCheckEngine: the nudge engine, the whole-plan checks, the permits and the schedule's checks).
// Then every lead time from the day its office counts from: each permit and each event kind that has a
// lead, its file-by date counted by hand (calendar days; business days over the City's holidays; load-in
// for a temporary structure; December 31 of the year before for a street festival), and its status and
// finding on either side of that date. A permit whose office sets no lead never gets a date.
import { describe, expect, it } from 'vitest';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { RULES, type TargetLayerId } from '../../src/shared/nudges/rules';
import { dayNumber, isoDate } from '../../src/shared/precheck/dates';
import { EVENT_TYPES, type EventTypeId } from '../../src/shared/precheck/eventTypes';
import { PERMIT_RULES } from '../../src/shared/precheck/permitRules';
import {
  PreCheckEngine,
  type PreCheck,
  type PreCheckContext,
  type PreCheckPlan,
} from '../../src/shared/precheck/preCheck';
import { O, placedObject, rect } from './helpers/sitePlan';

const obj = placedObject;
const many = (n: number, make: (i: number) => CheckedObject) => Array.from({ length: n }, (_, i) => make(i));
/** A full closure 30 ft wide along 300 ft of street, east from O. */
const closure = (fullClosure = true): PreCheckContext['corridor'] => ({
  path: [
    [O.lng, O.lat],
    [offsetFeet(O, 300, 0).lng, O.lat],
  ],
  widthFt: 30,
  fullClosure,
});
/** A barricade (8 × 2 ft) turned across the street, its centre `north` ft from the street's middle. */
const across = (id: string, north: number) => obj(id, 'barricade', [8, 2], 100, north, { rotationDeg: 90 });

/** One side of a rule's line: where the plan is, what it holds, and the city's features around it (ft from O). */
interface Side {
  context?: Partial<PreCheckContext>;
  plan?: Partial<PreCheckPlan>;
  infra?: Partial<Record<TargetLayerId, [number, number][]>>;
}

function run({ context, plan, infra }: Side): PreCheck {
  const engine = new PreCheckEngine();
  engine.setContext({ setting: 'park', area: null, corridor: null, ...context });
  for (const [layer, points] of Object.entries(infra ?? {})) {
    const coords = points.flatMap(([e, n]) => {
      const q = offsetFeet(O, e, n);
      return [q.lng, q.lat];
    });
    engine.engine.setInfrastructure(layer, Uint32Array.from(points.map((_, i) => i)), Float64Array.from(coords));
  }
  return engine.update({ objects: [], shapes: [], eventInfo: {}, today: '2026-11-25', ...plan });
}

const PERMIT_IDS = new Set(PERMIT_RULES.map((r) => r.id));
/** A finding of the rule, or (for a permit) the permit listed as needed, not only possibly. */
function raised(out: PreCheck, id: string): boolean {
  if (PERMIT_IDS.has(id)) return out.permits.some((p) => p.ruleId === id && !p.conditional);
  return out.nudges.some((n) => n.ruleId === id);
}

interface Case {
  rule: string;
  /** The line, as the test's name says it: what raises the rule and what does not. */
  line: string;
  raises: Side;
  quiet: Side;
}

const on = (setting: PreCheckContext['setting'], plan: Partial<PreCheckPlan> = {}, more: Side = {}): Side => ({
  ...more,
  context: { setting, ...more.context },
  plan,
});
const notes = (setting: PreCheckContext['setting'], text: string) => on(setting, { eventInfo: { notes: text } });
const people = (setting: PreCheckContext['setting'], n: number, info: Record<string, string> = {}) =>
  on(setting, { eventInfo: { attendance: String(n), ...info } });
const placed = (setting: PreCheckContext['setting'], ...objects: CheckedObject[]) => on(setting, { objects });
const grill = obj('g', 'grill');
/** A tent placed raises the rule; a table in its place does not. */
const tentNotTable = (setting: PreCheckContext['setting']) => ({
  raises: placed(setting, obj('t', 'tent', [10, 10])),
  quiet: placed(setting, obj('t', 'table')),
});
const chair = obj('c', 'chair');
const near = (layer: TargetLayerId, what: CheckedObject, ft: number): Side =>
  // Every object here is 2 ft square at O: its east edge is 1 ft east of its centre.
  on('park', { objects: [what] }, { infra: { [layer]: [[1 + ft, 0]] } });
const toilets = (n: number) =>
  many(n, (i) => obj(`t${i}`, 'portable-toilet', [4, 4], i * 5, 0, i === 0 ? { label: 'Accessible toilet' } : {}));
const tents = (gapFt: number) => [obj('t1', 'tent', [10, 10]), obj('t2', 'tent', [10, 10], 10 + gapFt, 0)];
const street = { setting: 'street' as const, intersections: [O] };
const bins = (ft: number) => [obj('t', 'trash-can', [2, 2], 0, ft), obj('r', 'recycling-bin', [2, 2], 0, -ft)];
const kind = (setting: PreCheckContext['setting'], eventType: EventTypeId, info: Record<string, string> = {}) =>
  on(setting, { eventInfo: { eventType, ...info } });
const generator = (note: string) => placed('street', obj('gen', 'generator', [4, 3], 0, 0, { note }));
const stage = (w: number, d: number, heightFt: number) => obj('s', 'stage', [w, d], 0, 0, { heightFt });
const withStage = (loadInTime: string) =>
  on('park', {
    objects: [stage(20, 24, 4)],
    eventInfo: { date: '2026-06-15', loadInDate: '2026-06-12', loadInTime },
  });
const sound = (endTime: string) =>
  on('street', {
    objects: [obj('sp', 'speaker')],
    eventInfo: { date: '2027-06-12', startTime: '18:00', endTime },
  });
const gathered = (n: number, endTime: string) =>
  people('park', n, { date: '2027-06-12', startTime: '12:00', endDate: '2027-06-13', endTime });

const CASES: Case[] = [
  // The spec's nudges and the pre-check's rules (nudges/rules.ts).
  {
    rule: 'grill-tree',
    line: 'a tree 9.9 ft from a grill, not 10.1',
    raises: near('trees', grill, 9.9),
    quiet: near('trees', grill, 10.1),
  },
  {
    rule: 'grill-bench',
    line: 'a bench 5.9 ft from a grill, not 6.1',
    raises: near('benches', grill, 5.9),
    quiet: near('benches', grill, 6.1),
  },
  {
    rule: 'ramp-clearance',
    line: 'a pedestrian ramp 2.9 ft away, not 3.1',
    raises: near('pedestrianRamps', chair, 2.9),
    quiet: near('pedestrianRamps', chair, 3.1),
  },
  {
    rule: 'tree-fastening',
    line: 'a tree 1.9 ft away, not 2.1',
    raises: near('trees', chair, 1.9),
    quiet: near('trees', chair, 2.1),
  },
  {
    rule: 'hydrant-clearance',
    line: 'a hydrant 14.9 ft away, not 15.1',
    raises: near('hydrants', chair, 14.9),
    quiet: near('hydrants', chair, 15.1),
  },
  {
    rule: 'text-glass',
    line: "'glass bottles', not 'glassware'",
    raises: notes('park', 'Glass bottles'),
    quiet: notes('park', 'Glassware rental'),
  },
  {
    rule: 'text-alcohol',
    line: "'one beer' in a park, not 'root beers'",
    raises: notes('park', 'One beer each'),
    quiet: notes('park', 'Root beers'),
  },
  {
    rule: 'text-generator',
    line: "'a generator', not 'generation'",
    raises: notes('park', 'A generator'),
    quiet: notes('park', 'A new generation'),
  },
  {
    rule: 'text-propane',
    line: "'propane' on a plaza, not 'lpgas'",
    raises: notes('plaza', 'Propane heater'),
    quiet: notes('plaza', 'lpgas'),
  },
  {
    rule: 'object-generator',
    line: 'a generator placed, not a chair',
    raises: placed('park', obj('gen', 'generator')),
    quiet: placed('park', chair),
  },
  {
    rule: 'object-speaker',
    line: 'a speaker placed, not a chair',
    raises: placed('park', obj('sp', 'speaker')),
    quiet: placed('park', chair),
  },
  {
    rule: 'emergency-lane',
    line: 'a full closure left 14 ft clear, not 16 ft',
    raises: on('street', { objects: [across('a', 11), across('b', 3)] }, { context: { corridor: closure() } }),
    quiet: on('street', { objects: [across('a', 11), across('b', 5)] }, { context: { corridor: closure() } }),
  },
  {
    rule: 'park-propane',
    line: "'propane for the grill' in a park (barbecuing, the page's context), not propane heaters",
    raises: notes('park', 'Propane for the grill'),
    quiet: notes('park', 'Two propane heaters'),
  },
  {
    rule: 'park-propane-guidance',
    line: "'propane heaters' in a park (guidance), not electric heaters",
    raises: notes('park', 'Two propane heaters'),
    quiet: notes('park', 'Two electric heaters'),
  },
  {
    rule: 'park-rides',
    line: "'a bounce house' in a park, not 'a house band'",
    raises: notes('park', 'A bounce house'),
    quiet: notes('park', 'A house band'),
  },
  {
    rule: 'street-alcohol',
    line: "'beer garden' on a street, not 'root beers'",
    raises: notes('street', 'Beer garden'),
    quiet: notes('street', 'Root beers'),
  },
  {
    rule: 'capacity',
    line: '2,000 people standing on 9,999 ft² (1,999 at 5 ft² each), not 1,999',
    raises: on('plaza', { eventInfo: { attendance: '2000' } }, { context: { area: rect(101, 99) } }),
    quiet: on('plaza', { eventInfo: { attendance: '1999' } }, { context: { area: rect(101, 99) } }),
  },
  {
    rule: 'park-bbq-area',
    line: 'a grill in a park, not a chair',
    raises: placed('park', grill),
    quiet: placed('park', chair),
  },
  {
    rule: 'park-tent-stakes',
    line: 'a tent in a park, not a table',
    ...tentNotTable('park'),
  },
  {
    rule: 'dsny-receptacles',
    line: 'trash and recycling 51 ft from the intersection, not 49',
    raises: on('street', { objects: bins(51) }, { context: street }),
    quiet: on('street', { objects: bins(49) }, { context: street }),
  },
  {
    rule: 'ada-toilets',
    line: '21 toilets with one accessible (5% is 2), not 20',
    raises: placed('park', ...toilets(21)),
    quiet: placed('park', ...toilets(20)),
  },
  {
    rule: 'ada-route',
    line: 'a 2.9 ft gap between two tents, not 3.05 ft',
    raises: placed('plaza', ...tents(2.9)),
    quiet: placed('plaza', ...tents(3.05)),
  },
  {
    rule: 'part18-medical',
    line: '5,000 people, not 4,999',
    raises: people('plaza', 5000),
    quiet: people('plaza', 4999),
  },
  {
    rule: 'sound-quiet-zones',
    line: 'a speaker placed, not a chair',
    raises: placed('plaza', obj('sp', 'speaker')),
    quiet: placed('plaza', chair),
  },
  {
    rule: 'street-bbq',
    line: 'a grill on a street, not a chair',
    raises: placed('street', grill),
    quiet: placed('street', chair),
  },
  {
    rule: 'park-application-window',
    line: 'a 2028 event asked about on 2027-08-31, not on 2027-09-01',
    raises: on('park', { eventInfo: { date: '2028-06-10' }, today: '2027-08-31' }),
    quiet: on('park', { eventInfo: { date: '2028-06-10' }, today: '2027-09-01' }),
  },
  {
    rule: 'park-holiday',
    line: 'a park event on Memorial Day 2026-05-25, not the day after',
    raises: on('park', { eventInfo: { date: '2026-05-25' } }),
    quiet: on('park', { eventInfo: { date: '2026-05-26' } }),
  },
  {
    rule: 'event-type-limits',
    line: 'a single-block festival of 12.5 hours, not 12',
    raises: kind('street', 'single-block-festival', { date: '2027-06-12', startTime: '09:00', endTime: '21:30' }),
    quiet: kind('street', 'single-block-festival', { date: '2027-06-12', startTime: '09:00', endTime: '21:00' }),
  },
  {
    rule: 'event-type-limits',
    line: 'a street festival of 12.5 hours a day, not 12',
    raises: kind('street', 'street-festival', { date: '2027-06-12', startTime: '09:00', endTime: '21:30' }),
    quiet: kind('street', 'street-festival', { date: '2027-06-12', startTime: '09:00', endTime: '21:00' }),
  },
  {
    rule: 'street-fair-moratorium',
    line: 'a street festival, not a block party',
    raises: kind('street', 'street-festival'),
    quiet: kind('street', 'block-party'),
  },
  {
    rule: 'event-type-setting',
    line: 'a block party in a park, not on a street',
    raises: kind('park', 'block-party'),
    quiet: kind('street', 'block-party'),
  },
  {
    rule: 'noise-night',
    line: 'amplified sound until 22:01, not 22:00',
    raises: sound('22:01'),
    quiet: sound('22:00'),
  },

  // The permits (precheck/permitRules.ts).
  {
    rule: 'park-event-permit',
    line: '20 people in a park, not 19',
    raises: people('park', 20),
    quiet: people('park', 19),
  },
  { rule: 'sapo-street-event', line: 'an event on a street, not in a park', raises: on('street'), quiet: on('park') },
  { rule: 'sapo-plaza-event', line: 'an event on a plaza, not on a street', raises: on('plaza'), quiet: on('street') },
  {
    rule: 'sapo-plaza-event',
    line: 'a press conference on a plaza (SAPO: street or pedestrian plaza), not in a park',
    raises: on('plaza', { eventInfo: { eventType: 'press-event' } }),
    quiet: on('park', { eventInfo: { eventType: 'press-event' } }),
  },
  {
    rule: 'nypd-parade',
    line: "'a lantern procession', not 'lantern making'",
    raises: notes('street', 'A lantern procession'),
    quiet: notes('street', 'Lantern making'),
  },
  {
    rule: 'dob-temporary-structure',
    line: 'a stage 2.5 ft high of 120 sq ft, not 119',
    raises: placed('park', stage(10, 12, 2.5)),
    quiet: placed('park', stage(10, 11.9, 2.5)),
  },
  {
    rule: 'dob-temporary-structure',
    line: 'a stage of 480 sq ft 2.1 ft high, not 2 ft',
    raises: placed('park', stage(20, 24, 2.1)),
    quiet: placed('park', stage(20, 24, 2)),
  },
  {
    rule: 'dob-temporary-structure',
    line: 'a tent of 20 × 20.1 ft (over 400 sq ft), not 20 × 20',
    raises: placed('plaza', obj('t', 'tent', [20, 20.1])),
    quiet: placed('plaza', obj('t', 'tent', [20, 20])),
  },
  {
    rule: 'dob-place-of-assembly',
    line: '200 people, not 199',
    raises: people('street', 200),
    quiet: people('street', 199),
  },
  {
    rule: 'fdny-tpa-inspection',
    line: '200 people, not 199',
    raises: people('plaza', 200),
    quiet: people('plaza', 199),
  },
  {
    rule: 'dob-after-hours',
    line: 'a stage loaded in at 18:00 on a Friday, not 17:59',
    raises: withStage('18:00'),
    quiet: withStage('17:59'),
  },
  {
    rule: 'nypd-sound-device',
    line: 'a speaker placed, not a chair',
    raises: placed('street', obj('sp', 'speaker')),
    quiet: placed('street', chair),
  },
  {
    rule: 'dohmh-food-vendors',
    line: 'a grill placed, not a chair',
    raises: placed('park', grill),
    quiet: placed('park', chair),
  },
  {
    rule: 'dohmh-vendor-permits',
    line: "'food trucks', not 'a reading circle'",
    raises: notes('plaza', 'Food trucks'),
    quiet: notes('plaza', 'A reading circle'),
  },
  {
    rule: 'sapo-vendor-list',
    line: "'craft vendors' on a street, not 'chalk drawing'",
    raises: notes('street', 'Craft vendors'),
    quiet: notes('street', 'Chalk drawing'),
  },
  {
    rule: 'dep-generator-registration',
    line: 'a generator of 40 kW, not 39',
    raises: generator('40 kW'),
    quiet: generator('39 kW'),
  },
  {
    rule: 'fdny-generator',
    line: 'a generator with 10.5 gal of diesel, not 10',
    raises: generator('diesel, 10.5 gal'),
    quiet: generator('diesel, 10 gal'),
  },
  {
    rule: 'fdny-generator',
    line: 'a generator with 3 gal of gasoline, not 2.5',
    raises: generator('gasoline, 3 gal'),
    quiet: generator('gasoline, 2.5 gal'),
  },
  {
    rule: 'fdny-open-flame',
    line: 'a grill placed, not a chair',
    raises: placed('park', grill),
    quiet: placed('park', chair),
  },
  {
    rule: 'fdny-open-flame',
    line: 'a grill placed, not one noted as in the designated barbecue area',
    raises: placed('park', grill),
    quiet: placed('park', obj('g', 'grill', [2, 2], 0, 0, { note: 'In the designated barbecue area' })),
  },
  {
    rule: 'fdny-lpg',
    line: "'food trucks cooking on propane' in a park (3 RCNY § 6109-01), not food trucks that do not say it (asked)",
    raises: notes('park', 'Food trucks cooking on propane'),
    quiet: notes('park', 'Food trucks'),
  },
  {
    rule: 'parks-vendor-permit',
    line: "'food trucks' in a park (Parks' Revenue Division), not on a street",
    raises: notes('park', 'Food trucks'),
    quiet: notes('street', 'Food trucks'),
  },
  {
    rule: 'parks-great-lawn',
    line: 'the Great Lawn focused, not the Sheep Meadow',
    raises: on('park', {}, { context: { areaName: 'Great Lawn, Central Park' } }),
    quiet: on('park', {}, { context: { areaName: 'Sheep Meadow, Central Park' } }),
  },
  {
    rule: 'dob-amusement-rides',
    line: "'a bounce house' on a street, not 'a house band'",
    raises: notes('street', 'A bounce house'),
    quiet: notes('street', 'A house band'),
  },
  {
    rule: 'dohmh-petting-zoo',
    line: "'a petting zoo' on a plaza, not 'balloon animals'",
    raises: notes('plaza', 'A petting zoo'),
    quiet: notes('plaza', 'Balloon animals'),
  },
  {
    rule: 'sbs-waterfront-tpa',
    line: '200 people on the pier, not 199',
    raises: people('plaza', 200, { notes: 'Concert on the pier' }),
    quiet: people('plaza', 199, { notes: 'Concert on the pier' }),
  },
  {
    rule: 'sapo-community-board',
    line: 'a street event, not a press conference',
    raises: on('street'),
    quiet: kind('street', 'press-event'),
  },
  {
    rule: 'sapo-insurance',
    line: 'a single-block festival, not a block party',
    raises: kind('street', 'single-block-festival'),
    quiet: kind('street', 'block-party'),
  },
  {
    rule: 'fdny-lpg',
    line: "'propane' on a street, not electric heaters",
    raises: notes('street', 'Propane heaters'),
    quiet: notes('street', 'Electric heaters'),
  },
  {
    rule: 'fdny-tent',
    line: 'a tent placed, not a table',
    ...tentNotTable('street'),
  },
  {
    rule: 'sla-alcohol',
    line: "'beer garden', not 'root beers'",
    raises: notes('plaza', 'Beer garden'),
    quiet: notes('plaza', 'Root beers'),
  },
  {
    rule: 'dep-hydrant',
    line: "'water from the hydrant', not 'keep 15 ft from the hydrant'",
    raises: notes('street', 'Misting station on water from the hydrant'),
    quiet: notes('street', 'Keep 15 ft from the hydrant'),
  },
  {
    rule: 'dsny-street-event',
    line: 'a block party on a street (16 RCNY ch. 14), not a press conference',
    raises: on('street', { eventInfo: { eventType: 'block-party' } }),
    quiet: on('street', { eventInfo: { eventType: 'press-event' } }),
  },
  {
    rule: 'dsny-street-event',
    line: 'a street festival, not the same festival on a plaza',
    raises: on('street', { eventInfo: { eventType: 'street-festival' } }),
    quiet: on('plaza', { eventInfo: { eventType: 'street-festival' } }),
  },
  {
    rule: 'nys-public-gathering',
    line: '5,000 people, not 4,999',
    raises: people('park', 5000),
    quiet: people('park', 4999),
  },
  {
    rule: 'nys-mass-gathering',
    line: '5,000 people for 24 hours, not 23',
    raises: gathered(5000, '12:00'),
    quiet: gathered(5000, '11:00'),
  },
];

describe('every rule on both sides of its line', () => {
  it('the table names every rule and every permit', () => {
    const named = new Set(CASES.map((c) => c.rule));
    expect([...RULES, ...PERMIT_RULES].map((r) => r.id).filter((id) => !named.has(id))).toEqual([]);
    expect([...named].filter((id) => !RULES.some((r) => r.id === id) && !PERMIT_IDS.has(id))).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.rule}: ${c.line}`, c] as const))('%s', (_, c) => {
    expect(raised(run(c.raises), c.rule), 'raised').toBe(true);
    expect(raised(run(c.quiet), c.rule), 'quiet').toBe(false);
  });
});

// An event on Monday 2027-07-12 with load-in on Wednesday 2027-07-07. Independence Day 2027 is a Sunday,
// observed on Monday July 5; Juneteenth is a Saturday, observed on Friday June 18.
const EVENT = { date: '2027-07-12', loadInDate: '2027-07-07', loadOutDate: '2027-07-13' };
const plus = (iso: string, days: number) => isoDate(dayNumber(iso)! + days);
/** First advertised 40 days before the event: Part 18 is due 5 days before that, not 30 days before the event. */
const ADVERTISED = '2027-06-02';

interface LeadCase {
  /** The permit's rule id, and the event kind whose lead it takes (if any). */
  rule: string;
  kind?: EventTypeId;
  side: Side;
  when: string;
  fileBy: string;
  from: 'eventStart' | 'loadIn' | 'advertising';
  /** Filed a day late: a blocker, a warning with the office's fee, or a warning when the date rests on an unanswered question or no page. */
  late: 'past-due' | 'late-fee' | 'assumed';
}
const planned = (
  setting: PreCheckContext['setting'],
  info: Record<string, string>,
  more: Partial<PreCheckPlan> = {},
  context: Partial<PreCheckContext> = {},
): Side => on(setting, { ...more, eventInfo: { ...EVENT, ...info } }, { context });
/** A permit's lead: counted from the event's first day, past due (a blocker) a day late, unless said otherwise. */
const lead = (
  rule: string,
  side: Side,
  when: string,
  fileBy: string,
  over: Partial<Pick<LeadCase, 'kind' | 'from' | 'late'>> = {},
): LeadCase => ({ rule, side, when, fileBy, from: 'eventStart', late: 'past-due', ...over });
const streetKind = (kind: EventTypeId, days: number, fileBy: string) =>
  lead('sapo-street-event', planned('street', { eventType: kind }), `${days} days before the event`, fileBy, { kind });
const plazaKind = (kind: EventTypeId, days: number, fileBy: string) =>
  lead('sapo-plaza-event', planned('plaza', { eventType: kind }), `${days} days before the event`, fileBy, { kind });

const LEADS: LeadCase[] = [
  // 30 calendar days before July 12: June 12.
  lead('park-event-permit', planned('park', { attendance: '40' }), '30 days before the event', '2027-06-12'),
  lead(
    'park-event-permit',
    planned('park', { eventType: 'parks-special-event' }),
    '30 days before the event',
    '2027-06-12',
    {
      kind: 'parks-special-event',
    },
  ),
  // A small street event 14 days; a tent makes it medium (30); a full closure large (45: May 28). No kind chosen:
  // the kind may set another lead, so a day late it warns and asks.
  lead('sapo-street-event', planned('street', {}), '14 days before the event', '2027-06-28', { late: 'assumed' }),
  lead(
    'sapo-street-event',
    planned('street', {}, { objects: [obj('t', 'tent', [10, 10])] }),
    '30 days before the event',
    '2027-06-12',
    { late: 'assumed' },
  ),
  lead(
    'sapo-street-event',
    planned('street', {}, {}, { corridor: closure() }),
    '45 days before the event',
    '2027-05-28',
    { late: 'assumed' },
  ),
  streetKind('block-party', 60, '2027-05-13'),
  // Two published dates (90 days: April 13; December 31 of the year before, the FAQ's, no page found): the
  // earlier is shown, and while the 90 days are ahead a missed one only warns.
  lead(
    'sapo-street-event',
    planned('street', { eventType: 'single-block-festival' }),
    'by December 31 of the year before',
    '2026-12-31',
    { kind: 'single-block-festival', late: 'assumed' },
  ),
  streetKind('mobile-unit', 60, '2027-05-13'),
  // 'Up to 60 days': the longest is shown, and a day late it only warns.
  lead(
    'sapo-street-event',
    planned('street', { eventType: 'extra-large-event' }),
    '60 days before the event',
    '2027-05-13',
    { kind: 'extra-large-event', late: 'assumed' },
  ),
  // By December 31 of the year before: the year boundary.
  lead(
    'sapo-street-event',
    planned('street', { eventType: 'street-festival' }),
    'by December 31 of the year before',
    '2026-12-31',
    { kind: 'street-festival' },
  ),
  streetKind('clean-up', 60, '2027-05-13'),
  streetKind('farmers-market', 60, '2027-05-13'),
  streetKind('health-fair', 30, '2027-06-12'),
  streetKind('religious-event', 60, '2027-05-13'),
  streetKind('press-event', 10, '2027-07-02'),
  streetKind('open-culture', 15, '2027-06-27'),
  streetKind('production-event', 10, '2027-07-02'),
  // No level chosen: Levels B and C's date is shown, a warning (never a blocker) a day late.
  lead('sapo-plaza-event', planned('plaza', {}), '30 days before the event', '2027-06-12', { late: 'assumed' }),
  lead('sapo-plaza-event', planned('plaza', { eventType: 'press-event' }), '10 days before the event', '2027-07-02'),
  plazaKind('plaza-a', 45, '2027-05-28'),
  plazaKind('plaza-b', 30, '2027-06-12'),
  plazaKind('plaza-c', 30, '2027-06-12'),
  plazaKind('plaza-d', 14, '2027-06-28'),
  // 15 business days before load-in (Wednesday July 7), skipping July 5 and June 18: Monday June 14.
  lead(
    'dob-temporary-structure',
    planned('park', {}, { objects: [stage(20, 24, 4)] }),
    '15 business days before load-in',
    '2027-06-14',
    { from: 'loadIn' },
  ),
  // 10 business days before the event, the filing day one of them, skipping July 5: Friday June 25.
  lead(
    'dob-place-of-assembly',
    planned('street', { attendance: '300' }),
    '10 business days before the event',
    '2027-06-25',
    {
      late: 'late-fee',
    },
  ),
  lead(
    'nypd-sound-device',
    planned('street', {}, { objects: [obj('sp', 'speaker')] }),
    '5 days before the event',
    '2027-07-07',
  ),
  lead('dohmh-food-vendors', planned('plaza', { notes: 'Food vendors' }), '30 days before the event', '2027-06-12'),
  lead('dsny-street-event', planned('street', { eventType: 'block-party' }), '21 days before the event', '2027-06-21'),
  // § 10-110: 36 hours before forming. Forming at 10:00 on July 12: by 22:00 on July 10; at 14:00: by 02:00 on July 11.
  lead(
    'nypd-parade',
    planned('street', { eventType: 'parade', startTime: '10:00' }),
    '2 days before the event',
    '2027-07-10',
  ),
  lead(
    'nypd-parade',
    planned('street', { eventType: 'parade', startTime: '14:00' }),
    '1 day before the event',
    '2027-07-11',
  ),
  // 56 RCNY § 2-08: two months before July 12 (guidance: the copy read breaks off), a warning a day late.
  lead(
    'parks-great-lawn',
    planned('park', { notes: 'Concert on the Great Lawn' }),
    '2 months before the event',
    '2027-05-12',
    {
      late: 'assumed',
    },
  ),
  // DOB's 12 days' notice for a ride's inspection.
  lead('dob-amusement-rides', planned('street', { notes: 'A bounce house' }), '12 days before the event', '2027-06-30'),
  // SBS: 10 business days, skipping July 5: Friday June 25.
  lead(
    'sbs-waterfront-tpa',
    planned('plaza', { attendance: '300', notes: 'Concert on the pier' }),
    '10 business days before the event',
    '2027-06-25',
  ),
  // § 18.3(b): 30 days before the first day, not from load-in.
  lead('nys-public-gathering', planned('plaza', { attendance: '6000' }), '30 days before the event', '2027-06-12'),
  // § 18.3(b) again: first advertised June 2, 5 days before it (May 28) is earlier than 30 days before the event.
  lead(
    'nys-public-gathering',
    planned('plaza', { attendance: '6000', advertisingDate: ADVERTISED }),
    '5 days before the first day of advertising',
    '2027-05-28',
    { from: 'advertising' },
  ),
];

const permitIn = (out: PreCheck, id: string) => {
  const p = out.permits.find((x) => x.ruleId === id);
  if (!p) throw new Error(`${id} not required: ${out.permits.map((x) => x.ruleId).join(', ')}`);
  return p;
};
const at = (side: Side, today: string): Side => ({ ...side, plan: { ...side.plan, today } });
const findingOf = (out: PreCheck, id: string) => out.nudges.find((n) => n.ruleId === id);

describe('every lead time from the day its office counts from', () => {
  it('the table names every permit and every event kind that has a lead', () => {
    const rules = new Set(LEADS.map((l) => l.rule));
    expect(PERMIT_RULES.filter((r) => r.lead !== null && !rules.has(r.id)).map((r) => r.id)).toEqual([]);
    const kinds = new Set(LEADS.map((l) => l.kind));
    expect(EVENT_TYPES.filter((t) => t.lead !== null && !kinds.has(t.id)).map((t) => t.id)).toEqual([]);
  });

  it.each(LEADS.map((l) => [`${l.kind ?? l.rule}: ${l.when}, by ${l.fileBy}`, l] as const))('%s', (_, l) => {
    const due = permitIn(run(at(l.side, l.fileBy)), l.rule);
    expect(due).toMatchObject({
      fileBy: l.fileBy,
      leadWhen: l.when,
      from: l.from,
      fromDate: l.from === 'loadIn' ? EVENT.loadInDate : l.from === 'advertising' ? ADVERTISED : EVENT.date,
      fromAssumed: false,
      status: 'due-soon',
      daysLeft: 0,
    });
    // Due today: a warning. Eight days ahead: on time, and no deadline finding for it.
    expect(findingOf(run(at(l.side, l.fileBy)), l.rule)?.severity).toBe('warning');
    const early = run(at(l.side, plus(l.fileBy, -8)));
    expect(permitIn(early, l.rule)).toMatchObject({ status: 'on-time', daysLeft: 8 });
    expect(findingOf(early, l.rule)?.severity ?? 'info').toBe('info');
    // A day late: past due and a blocker, or, where the office takes it with a fee, a warning with the fee.
    const late = run(at(l.side, plus(l.fileBy, 1)));
    expect(permitIn(late, l.rule)).toMatchObject({ status: l.late === 'assumed' ? 'past-due' : l.late, daysLeft: -1 });
    expect(findingOf(late, l.rule)!.severity).toBe(l.late === 'past-due' ? 'blocker' : 'warning');
  });

  it("the TPA's fee a day late: Saturday June 26 leaves 9 business days (July 5 is off), so $100 on the $250", () => {
    const tpa = LEADS.find((l) => l.rule === 'dob-place-of-assembly')!;
    const p = permitIn(run(at(tpa.side, '2027-06-26')), tpa.rule);
    expect(p.lateFee).toEqual({ amount: 100, businessDaysShort: 1, guaranteed: true, perDay: 100, baseFee: 250 });
    expect(findingOf(run(at(tpa.side, '2027-06-26')), tpa.rule)!.message).toMatch(/\$100 on top of the \$250 fee/);
  });

  it('load-in moves only the Buildings deadline; without it the first day stands in and says so', () => {
    const loadInLater = { ...EVENT, loadInDate: '2027-07-09' };
    const side = (info: Record<string, string>) =>
      on('park', { objects: [obj('s', 'stage', [20, 24])], eventInfo: { ...info, attendance: '300' } });
    const later = run(side(loadInLater));
    // 15 business days before Friday July 9, skipping July 5 and June 18: Wednesday June 16.
    expect(permitIn(later, 'dob-temporary-structure').fileBy).toBe('2027-06-16');
    expect(permitIn(later, 'dob-place-of-assembly').fileBy).toBe('2027-06-25');
    expect(permitIn(later, 'park-event-permit').fileBy).toBe('2027-06-12');
    // No load-in: 15 business days before the event, Monday July 12: Thursday June 17.
    expect(permitIn(run(side({ ...EVENT, loadInDate: '' })), 'dob-temporary-structure')).toMatchObject({
      fileBy: '2027-06-17',
      from: 'loadIn',
      fromDate: '2027-07-12',
      fromAssumed: true,
    });
  });

  it('a permit whose office sets no lead gets no date and no deadline finding, even two days before the event', () => {
    const noLead = PERMIT_RULES.filter((r) => r.lead === null).map((r) => r.id);
    expect(noLead.length).toBeGreaterThan(5);
    for (const id of noLead) {
      const c = CASES.find((x) => x.rule === id)!;
      // The case's own dates where it has them (an after-hours load-in, a 24-hour gathering), else EVENT's.
      const own = c.raises.plan?.eventInfo ?? {};
      const eventInfo = own.date ? own : { ...EVENT, ...own };
      const side: Side = { ...c.raises, plan: { ...c.raises.plan, eventInfo, today: plus(eventInfo.date!, -2) } };
      const out = run(side);
      expect(permitIn(out, id), id).toMatchObject({ fileBy: null, status: 'no-date', leadText: 'not given' });
      expect(findingOf(out, id)?.severity ?? 'info', id).toBe('info');
    }
  });
});

describe('no assumption of the app can produce a blocker', () => {
  // Two days before the event every lead is past: what the plan gives blocks, what it does not is asked.
  const soon = (setting: PreCheckContext['setting'], info: Record<string, string>, objects: CheckedObject[] = []) =>
    on(setting, { objects, eventInfo: { date: '2026-11-27', ...info }, today: '2026-11-25' });
  const severityOf = (side: Side, id: string) => findingOf(run(side), id)?.severity;
  const ASKED: [string, string, Side, Side][] = [
    // [rule, what is asked, the plan without the value, the plan with it]
    [
      'dob-temporary-structure',
      'a stage with no height (no default deck)',
      soon('street', {}, [obj('s', 'stage', [20, 24])]),
      soon('street', {}, [stage(20, 24, 4)]),
    ],
    [
      'sapo-plaza-event',
      'a plaza with no level (no default level)',
      soon('plaza', {}),
      soon('plaza', { eventType: 'plaza-c' }),
    ],
    [
      'dsny-street-event',
      "a street event of no kind (DSNY's meeting is for fairs, block parties and festivals)",
      soon('street', {}),
      soon('street', { eventType: 'block-party' }),
    ],
    [
      'sapo-street-event',
      'a street event of no kind (a press conference is 10 days, a block party 60)',
      soon('street', {}),
      soon('street', { eventType: 'block-party' }),
    ],
    [
      'nypd-parade',
      "a parade with no start time (§ 10-110's 36 hours run from the forming hour)",
      soon('street', { eventType: 'parade', date: '2026-11-26' }),
      soon('street', { eventType: 'parade', date: '2026-11-26', startTime: '10:00' }),
    ],
  ];
  it.each(ASKED.map(([rule, what, without, withIt]) => [`${rule}: ${what}`, rule, without, withIt] as const))(
    '%s',
    (_, rule, without, withIt) => {
      const asked = run(without);
      expect(asked.nudges.filter((n) => n.severity === 'blocker').map((n) => n.ruleId)).not.toContain(rule);
      expect(permitIn(asked, rule).status).toBe('past-due');
      expect(severityOf(without, rule)).toBe('warning');
      // Answered, the same date is the office's and blocks.
      expect(severityOf(withIt, rule)).toBe('blocker');
    },
  );

  it("asks the stage's height and says what follows from each answer", () => {
    const p = permitIn(run(soon('park', {}, [obj('s', 'stage', [20, 24])])), 'dob-temporary-structure');
    expect(p.conditional).toBe(true);
    expect(p.why).toMatch(/Stage height\? Over 2 ft needs a Buildings permit .*; 2 ft or lower needs none/);
    expect(findingOf(run(soon('park', {}, [obj('s', 'stage', [20, 24])])), 'dob-temporary-structure')!.message).toMatch(
      /Depending on the answer above, it may have had to be filed by/,
    );
    // 2 ft answered: no Buildings permit at all.
    expect(run(soon('park', {}, [stage(20, 24, 2)])).permits.map((x) => x.ruleId)).not.toContain(
      'dob-temporary-structure',
    );
  });

  it('asks the plaza level with each level’s lead', () => {
    expect(permitIn(run(soon('plaza', {})), 'sapo-plaza-event').why).toMatch(
      /Plaza level\? Level A: 45 days ahead; Levels B and C: 30 days .*; Level D: 14 days; a press conference or rally: 10 days/,
    );
  });

  it("a single-block festival's FAQ date (no page found) only warns while the 90 days are ahead; then the 90 days block", () => {
    const festival = (today: string) =>
      on('street', { eventInfo: { eventType: 'single-block-festival', date: '2027-06-12' }, today });
    expect(permitIn(run(festival('2027-01-05')), 'sapo-street-event')).toMatchObject({
      fileBy: '2026-12-31',
      status: 'past-due',
    });
    expect(findingOf(run(festival('2027-01-05')), 'sapo-street-event')!.severity).toBe('warning');
    expect(permitIn(run(festival('2027-03-15')), 'sapo-street-event').fileBy).toBe('2027-03-14');
    expect(findingOf(run(festival('2027-03-15')), 'sapo-street-event')!.severity).toBe('blocker');
  });

  it("'up to 60 days' (an extra large event) and the Great Lawn's months (read in a broken-off copy) never block", () => {
    expect(findingOf(run(soon('street', { eventType: 'extra-large-event' })), 'sapo-street-event')!.severity).toBe(
      'warning',
    );
    expect(findingOf(run(soon('plaza', { eventType: 'extra-large-event' })), 'sapo-plaza-event')!.severity).toBe(
      'warning',
    );
    const lawn = run(soon('park', { notes: 'Concert on the Great Lawn' }));
    expect(permitIn(lawn, 'parks-great-lawn').status).toBe('past-due');
    expect(findingOf(lawn, 'parks-great-lawn')!.severity).toBe('warning');
  });

  it('no app default (deck height, plaza level, event kind, generator fuel, food trucks’ fuel, the waterfront’s crowd) blocks, all at once, two days out', () => {
    for (const setting of ['park', 'plaza', 'street'] as const) {
      const out = run(
        soon(setting, { notes: 'Food trucks on the pier' }, [obj('s', 'stage', [20, 24]), obj('g', 'generator')]),
      );
      const blockers = out.nudges.filter((n) => n.severity === 'blocker').map((n) => n.ruleId);
      // Facts may block: the stage is a Parks reason, food written calls for the vendor list. Nothing asked does.
      const facts = ['park-event-permit', 'dohmh-food-vendors'];
      expect(
        blockers.filter((id) => !facts.includes(id)),
        setting,
      ).toEqual([]);
    }
  });
});

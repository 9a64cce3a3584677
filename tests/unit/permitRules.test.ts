// The permits an event needs, each rule either side of its threshold and by geography (park, plaza,
// street), with the objects or facts that triggered it and its file-by date counted from the day its office
// counts from; late permits as blockers (or warnings with the fee an office charges for a late filing),
// close ones as warnings; and the whole-plan checks (receptacles, accessible toilets and routes, Part 18).
import { describe, expect, it } from 'vitest';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { RULE_NUMBERS } from '../../src/shared/nudges/numbers';
import { RULES, type Nudge, type Setting } from '../../src/shared/nudges/rules';
import { dayNumber } from '../../src/shared/precheck/dates';
import { eventTypeOf, type EventTypeId } from '../../src/shared/precheck/eventTypes';
import {
  deadlineSentence,
  eventDaysOf,
  generatorFuel,
  requiredPermits,
  type PermitFacts,
  type RequiredPermit,
} from '../../src/shared/precheck/permitCheck';
import { PERMIT_RULES } from '../../src/shared/precheck/permitRules';
import { PreCheckEngine, type PreCheckContext, type PreCheckPlan } from '../../src/shared/precheck/preCheck';
import { scheduleOf } from '../../src/shared/precheck/schedule';
import { attendanceFrom, NO_ATTENDANCE } from '../../src/shared/precheck/seats';
import { accessibleToiletsRequired, part18Tier } from '../../src/shared/precheck/siteChecks';
import { O, placedObject } from './helpers/sitePlan';

const obj = placedObject;
const chairs = (n: number) => Array.from({ length: n }, (_, i) => obj(`c${i}`, 'chair', [1.5, 1.5], i * 2, 0));

interface Over extends Partial<Omit<PermitFacts, 'attendance' | 'schedule' | 'eventType'>> {
  people?: number | null;
  info?: Record<string, string>;
  kind?: EventTypeId;
}
const facts = ({ people, info, kind, ...over }: Over = {}): PermitFacts => {
  const objects = over.objects ?? [];
  return {
    setting: 'park',
    texts: [],
    today: '2026-11-25',
    writtenDays: null,
    fullClosure: false,
    ...over,
    objects,
    attendance: people === undefined ? attendanceFrom(null, objects) : attendanceFrom(people, objects),
    schedule: info ? scheduleOf(info) : null,
    eventType: kind ? eventTypeOf(kind) : null,
  };
};
const ids = (f: PermitFacts) => requiredPermits(f).map((p) => p.ruleId);
const has = (f: PermitFacts, id: string) => ids(f).includes(id);
const permit = (f: PermitFacts, id: string): RequiredPermit => {
  const p = requiredPermits(f).find((x) => x.ruleId === id);
  if (!p) throw new Error(`${id} not required: ${ids(f).join(', ')}`);
  return p;
};
const SETTINGS: Setting[] = ['park', 'plaza', 'street'];

function check(context: Partial<PreCheckContext>, plan: Partial<PreCheckPlan>) {
  const engine = new PreCheckEngine();
  engine.setContext({ setting: 'park', area: null, corridor: null, ...context });
  return engine.update({ objects: [], shapes: [], eventInfo: {}, today: '2026-11-25', ...plan });
}
const rules = (ns: readonly Nudge[]) => ns.map((n) => n.ruleId);

describe('the data tables', () => {
  it('every rule and permit names where it applies and its agency; ids are unique', () => {
    for (const r of [...RULES, ...PERMIT_RULES]) {
      expect(r.appliesIn.length).toBeGreaterThan(0);
      expect(r.agency.length).toBeGreaterThan(2);
    }
    const all = [...RULES.map((r) => r.id), ...PERMIT_RULES.map((r) => r.id)];
    expect(new Set(all).size).toBe(all.length);
    // Park rules bind only in parks; the SAPO rules never in parks.
    for (const r of RULES.filter((x) => x.id.startsWith('park-'))) expect(r.appliesIn).toEqual(['park']);
    for (const r of PERMIT_RULES.filter((x) => x.id.startsWith('sapo-'))) expect(r.appliesIn).not.toContain('park');
  });
});

describe('seats are people', () => {
  it('30 chairs and no attendance typed make a Parks special event, said as a lower bound from the seats', () => {
    const p = permit(facts({ objects: chairs(30) }), 'park-event-permit');
    expect(p.why).toBe('attendance at least 30, from the seats (30 chairs): 20 or more people');
    // 19 chairs are 19 people: no permit for the people (chairs are not equipment that needs one).
    expect(has(facts({ objects: chairs(19) }), 'park-event-permit')).toBe(false);
    expect(has(facts({ objects: chairs(20) }), 'park-event-permit')).toBe(true);
  });
  it('benches and bleachers seat one person per 18 in of their length, bleachers by their rows', () => {
    const benches = [obj('b1', 'bench', [6, 1.5]), obj('b2', 'bench', [6, 1.5], 10), obj('b3', 'bench', [6, 1.5], 20)];
    // 3 benches × 4 seats = 12: under 20.
    expect(has(facts({ objects: benches }), 'park-event-permit')).toBe(false);
    const stand = [obj('s', 'bleachers', [15, 6])];
    expect(permit(facts({ objects: stand }), 'park-event-permit').why).toMatch(
      /^attendance at least 30, from the seats \(30 on bleachers\)/,
    );
    expect(permit(facts({ objects: [...stand, ...benches] }), 'park-event-permit').why).toMatch(
      /at least 42, from the seats \(12 on benches, 30 on bleachers\)/,
    );
  });
  it('a typed attendance is what the permits read', () => {
    expect(has(facts({ objects: chairs(30), people: 10 }), 'park-event-permit')).toBe(false);
    expect(permit(facts({ people: 250 }), 'park-event-permit').why).toBe('attendance of 250: 20 or more people');
  });
  it('200 seats make a Temporary Place of Assembly; 199 do not', () => {
    expect(has(facts({ objects: chairs(200) }), 'dob-place-of-assembly')).toBe(true);
    expect(has(facts({ objects: chairs(199) }), 'dob-place-of-assembly')).toBe(false);
  });
});

describe('NYC Parks special event permit', () => {
  it('at 20 people, or for tents, tables, a stage or amplified sound; 19 people alone need none; only in parks', () => {
    expect(has(facts({ people: 20 }), 'park-event-permit')).toBe(true);
    expect(has(facts({ people: 19 }), 'park-event-permit')).toBe(false);
    expect(has(facts({ objects: [obj('t', 'table')] }), 'park-event-permit')).toBe(true);
    expect(has(facts({ texts: ['DJ with a sound system'] }), 'park-event-permit')).toBe(true);
    for (const setting of ['plaza', 'street'] as const)
      expect(has(facts({ setting, people: 500 }), 'park-event-permit')).toBe(false);
  });
  it('filed 30 days before the first day of the event, whatever the load-in', () => {
    const p = permit(
      facts({ people: 40, info: { date: '2027-06-12', loadInDate: '2027-06-01' } }),
      'park-event-permit',
    );
    expect(p).toMatchObject({ leadText: '30 days', fileBy: '2027-05-13', from: 'eventStart' });
  });
  it('a Parks special event chosen in Event Information, and a parade through a park, need it', () => {
    expect(permit(facts({ kind: 'parks-special-event' }), 'park-event-permit').why).toMatch(
      /Parks special event \(chosen in Event Information\)/,
    );
    expect(permit(facts({ kind: 'parade' }), 'park-event-permit').why).toMatch(/passes through a park/);
  });
});

describe('street events (SAPO), by kind', () => {
  const street = (over: Over = {}) => facts({ setting: 'street', ...over });
  it('without a kind: small 14 days; a tent, canopy or stage medium (30); a full closure large (45); not in parks', () => {
    expect(permit(street(), 'sapo-street-event')).toMatchObject({
      leadText: '14 days',
      permit: 'Street Event Permit (small)',
    });
    expect(permit(street({ objects: [obj('t', 'tent', [10, 10])] }), 'sapo-street-event').leadText).toBe('30 days');
    expect(permit(street({ texts: ['a canopy for the band'] }), 'sapo-street-event').leadText).toBe('30 days');
    expect(permit(street({ fullClosure: true }), 'sapo-street-event').leadText).toBe('45 days');
    expect(has(facts({ setting: 'park' }), 'sapo-street-event')).toBe(false);
  });
  it('a block party 60 days, a single-block festival 90, from the first day', () => {
    const party = permit(street({ kind: 'block-party', info: { date: '2027-06-12' } }), 'sapo-street-event');
    expect(party).toMatchObject({
      permit: 'Street Activity Permit: block party',
      leadText: '60 days',
      fileBy: '2027-04-13',
    });
    expect(party.why).toMatch(/with no sale of goods or services requiring the closure of a single block/);
    expect(party.citation.url).toBe('https://www.nyc.gov/site/cecm/permitting/permit-types.page');
    // Two published dates: 90 days (the deadlines page) and December 31 of the year before (the FAQ, no page
    // found): the earlier is shown while the 90 days are ahead, and a missed one then only warns.
    const festival = permit(
      street({ kind: 'single-block-festival', info: { date: '2027-06-12' } }),
      'sapo-street-event',
    );
    expect(festival).toMatchObject({
      leadText: 'by December 31 of the year before',
      fileBy: '2026-12-31',
      assumed: true,
    });
    expect(festival.why).toMatch(/two dates are published: 90 days before \(2027-03-14.*the earlier is shown/);
    // Past the 90 days too: the deadlines page's date, a blocker.
    expect(
      permit(
        street({ kind: 'single-block-festival', info: { date: '2027-06-12' }, today: '2027-03-15' }),
        'sapo-street-event',
      ),
    ).toMatchObject({ leadText: '90 days', fileBy: '2027-03-14', status: 'past-due' });
  });
  it('a street festival by December 31 of the year before, across the year boundary', () => {
    const june = permit(street({ kind: 'street-festival', info: { date: '2027-06-12' } }), 'sapo-street-event');
    expect(june).toMatchObject({ fileBy: '2026-12-31', leadText: 'by December 31 of the year before' });
    const january = permit(
      street({ kind: 'street-festival', info: { date: '2027-01-02' }, today: '2026-12-30' }),
      'sapo-street-event',
    );
    expect(january).toMatchObject({ fileBy: '2026-12-31', status: 'due-soon', daysLeft: 1 });
    expect(
      permit(
        street({ kind: 'street-festival', info: { date: '2027-01-02' }, today: '2027-01-01' }),
        'sapo-street-event',
      ),
    ).toMatchObject({ status: 'past-due' });
  });
  it('every other SAPO street kind with its own lead', () => {
    const leads: [EventTypeId, string][] = [
      ['clean-up', '60 days'],
      ['farmers-market', '60 days'],
      ['health-fair', '30 days'],
      ['religious-event', '60 days'],
      ['press-event', '10 days'],
      ['open-culture', '15 days'],
      ['production-event', '10 days'],
    ];
    for (const [kind, lead] of leads) expect(permit(street({ kind }), 'sapo-street-event').leadText, kind).toBe(lead);
  });
  it('a kind for another place is set aside: the street files its own tier', () => {
    expect(permit(street({ kind: 'plaza-a' }), 'sapo-street-event').leadText).toBe('14 days');
    expect(permit(street({ kind: 'parks-special-event' }), 'sapo-street-event').leadText).toBe('14 days');
  });
});

describe('plaza events (SAPO), by level', () => {
  const plaza = (over: Over = {}) => facts({ setting: 'plaza', ...over });
  it('Levels B and C 30 days when the level is not given; A 45, B 30, C 30, D 14; never on a street', () => {
    expect(permit(plaza(), 'sapo-plaza-event')).toMatchObject({ leadText: '30 days', permit: 'Plaza Event Permit' });
    const levels: [EventTypeId, string][] = [
      ['plaza-a', '45 days'],
      ['plaza-b', '30 days'],
      ['plaza-c', '30 days'],
      ['plaza-d', '14 days'],
    ];
    for (const [kind, lead] of levels) expect(permit(plaza({ kind }), 'sapo-plaza-event').leadText, kind).toBe(lead);
    expect(permit(plaza({ kind: 'plaza-a' }), 'sapo-plaza-event').permit).toBe('Plaza Event Permit (Level A plaza)');
    expect(has(facts({ setting: 'street' }), 'sapo-plaza-event')).toBe(false);
  });
});

describe('a parade or procession (NYPD)', () => {
  it('anywhere, 36 hours before forming (§ 10-110); the NYPD’s advice from 1,000 marchers; not for 999', () => {
    for (const setting of SETTINGS) {
      const p = permit(facts({ setting, kind: 'parade' }), 'nypd-parade');
      expect(p).toMatchObject({ agency: 'NYPD', leadText: '2 days' });
      expect(p.why).toMatch(/36 hours before it forms \(Administrative Code § 10-110\)/);
      expect(p.why).toMatch(/within 10 days of the event it is filed at the precinct/);
    }
    expect(permit(facts({ setting: 'street', kind: 'parade', people: 1000 }), 'nypd-parade').why).toMatch(
      /1,000 or more marching the NYPD advises applying 9 months ahead/,
    );
    expect(permit(facts({ setting: 'street', kind: 'parade', people: 999 }), 'nypd-parade').why).not.toMatch(/advises/);
    expect(has(facts({ setting: 'street', texts: ['Lantern procession at dusk'] }), 'nypd-parade')).toBe(true);
    expect(has(facts({ setting: 'street', texts: ['Market on March 3'] }), 'nypd-parade')).toBe(false);
    // On a street the parade permit is the event's own: no SAPO street event permit as well.
    expect(has(facts({ setting: 'street', kind: 'parade' }), 'sapo-street-event')).toBe(false);
    // Through a plaza, SAPO's plaza permit too.
    expect(permit(facts({ setting: 'plaza', kind: 'parade' }), 'sapo-plaza-event').why).toMatch(
      /through a pedestrian plaza/,
    );
  });
});

describe('Department of Buildings', () => {
  const stage = (w: number, d: number, heightFt?: number) =>
    obj('s', 'stage', [w, d], 0, 0, heightFt === undefined ? {} : { heightFt });
  it('a stage over 2 ft high and of 120 sq ft or more, in every geography; a height not set is asked', () => {
    for (const setting of SETTINGS) {
      const p = permit(facts({ setting, objects: [stage(20, 24, 4)] }), 'dob-temporary-structure');
      expect(p.why).toMatch(/stage 20 × 24 ft \(480 sq ft\), deck 4 ft high: over 2 ft/);
      expect(p.objectIds).toEqual(['s']);
      const asked = permit(facts({ setting, objects: [stage(20, 24)] }), 'dob-temporary-structure');
      expect(asked).toMatchObject({ conditional: true, objectIds: ['s'] });
      expect(asked.why).toMatch(/^Stage height\? Over 2 ft needs a Buildings permit/);
    }
    expect(has(facts({ objects: [stage(10, 12, 2.5)] }), 'dob-temporary-structure')).toBe(true); // 120 sq ft
    expect(has(facts({ objects: [stage(10, 11.9, 2.5)] }), 'dob-temporary-structure')).toBe(false); // 119 sq ft
    expect(has(facts({ objects: [stage(20, 24, 2)] }), 'dob-temporary-structure')).toBe(false); // not over 2 ft
    expect(has(facts({ objects: [stage(20, 24, 2.1)] }), 'dob-temporary-structure')).toBe(true);
  });
  it('a tent over 400 sq ft; a truss over 10 ft; anything standing 30 days, from load-in to load-out', () => {
    expect(has(facts({ setting: 'plaza', objects: [obj('t', 'tent', [20, 20.1])] }), 'dob-temporary-structure')).toBe(
      true,
    );
    expect(has(facts({ setting: 'plaza', objects: [obj('t', 'tent', [20, 20])] }), 'dob-temporary-structure')).toBe(
      false,
    );
    expect(has(facts({ texts: ['Lighting truss 12 ft high'] }), 'dob-temporary-structure')).toBe(true);
    expect(has(facts({ texts: ['Lighting truss 10 ft high'] }), 'dob-temporary-structure')).toBe(false);
    const tent = [obj('t', 'tent', [10, 10])];
    // Load-in June 1, load-out June 30: 30 days standing; to June 29: 29.
    const phases = (loadOut: string) => ({ date: '2027-06-05', loadInDate: '2027-06-01', loadOutDate: loadOut });
    expect(permit(facts({ objects: tent, info: phases('2027-06-30') }), 'dob-temporary-structure').why).toMatch(
      /1 structure\(s\) standing 30 days from load-in to load-out/,
    );
    expect(has(facts({ objects: tent, info: phases('2027-06-29') }), 'dob-temporary-structure')).toBe(false);
    // An older plan without phases: the days written in its notes.
    expect(has(facts({ objects: tent, writtenDays: 30 }), 'dob-temporary-structure')).toBe(true);
    expect(has(facts({ objects: tent, writtenDays: 29 }), 'dob-temporary-structure')).toBe(false);
    expect(eventDaysOf({ time: '10am–6pm', notes: 'A 30-day installation, 3 days of load-in' })).toBe(30);
    expect(eventDaysOf({ notes: 'one afternoon' })).toBeNull();
  });
  it("a stage's permit counts 15 business days back from load-in, not from the event", () => {
    const info = { date: '2026-06-13', loadInDate: '2026-06-08' };
    const p = permit(facts({ objects: [stage(20, 24)], info, today: '2026-04-01' }), 'dob-temporary-structure');
    // 15 business days before Monday June 8, skipping Memorial Day (May 25): Friday May 15.
    expect(p).toMatchObject({
      fileBy: '2026-05-15',
      from: 'loadIn',
      fromDate: '2026-06-08',
      leadText: '15 business days',
    });
    expect(deadlineSentence(p)).toBe('File it by 2026-05-15 (15 business days before load-in, 2026-06-08).');
    expect(p.leadCitation?.url).toBe('https://nyc.gov/site/buildings/industry/tup.page');
    // Without a load-in date the first day stands in, and the sentence says so.
    const assumed = permit(
      facts({ objects: [stage(20, 24)], info: { date: '2026-06-13' }, today: '2026-04-01' }),
      'dob-temporary-structure',
    );
    expect(assumed.fileBy).toBe('2026-05-22');
    expect(deadlineSentence(assumed)).toMatch(
      /no load-in date is set, so counted from the event's first day, 2026-06-13/,
    );
  });
  it('Temporary Place of Assembly at 200 people outdoors, in every geography, 10 business days before the event', () => {
    for (const setting of SETTINGS) {
      expect(has(facts({ setting, people: 200 }), 'dob-place-of-assembly')).toBe(true);
      expect(has(facts({ setting, people: 199 }), 'dob-place-of-assembly')).toBe(false);
    }
    expect(RULE_NUMBERS.dob.assemblyIndoors).toBe(75);
    const tpa = permit(
      facts({ people: 300, info: { date: '2026-06-15', loadInDate: '2026-06-10' } }),
      'dob-place-of-assembly',
    );
    // Counted from the event, the filing day counting as one: Monday June 1.
    expect(tpa).toMatchObject({ leadText: '10 business days', fileBy: '2026-06-01', from: 'eventStart' });
    expect(tpa.citation.url).toBe(
      'https://nyc-business.nyc.gov/nycbusiness/description/temporary-place-of-assembly-certificate-of-operation',
    );
  });
  it('a late TPA says its fee, not past due: $100 a day short, and no guarantee three business days out', () => {
    const late = permit(
      facts({ people: 300, info: { date: '2026-06-15' }, today: '2026-06-05' }),
      'dob-place-of-assembly',
    );
    expect(late.status).toBe('late-fee');
    expect(late.lateFee).toMatchObject({
      amount: 400,
      businessDaysShort: 4,
      guaranteed: true,
      baseFee: 250,
      perDay: 100,
    });
    expect(deadlineSentence(late)).toBe(
      'File it now: the fee-free date was 2026-06-01 (10 business days before the event). Filed today it is 4 business days short, so the office adds $100 a day: $400 on top of the $250 fee.',
    );
    const last = permit(
      facts({ people: 300, info: { date: '2026-06-15' }, today: '2026-06-11' }),
      'dob-place-of-assembly',
    );
    expect(deadlineSentence(last)).toMatch(/cannot be guaranteed in time\.$/);
    // The finding is a warning, not a blocker.
    const out = check({}, { eventInfo: { attendance: '300', date: '2026-06-15' }, today: '2026-06-05' });
    expect(out.nudges.find((n) => n.ruleId === 'dob-place-of-assembly')!.severity).toBe('warning');
  });
  it('a TPA brings an FDNY inspection and fire guards, one per 100 people', () => {
    expect(permit(facts({ people: 250 }), 'fdny-tpa-inspection').why).toMatch(
      /one per 100 people: 3 for attendance of 250/,
    );
    expect(has(facts({ people: 199 }), 'fdny-tpa-inspection')).toBe(false);
    expect(permit(facts({ people: 250 }), 'fdny-tpa-inspection').citation.secondHand).toBe(true);
  });
  it('a TPA is for events lasting less than 30 days: a longer one is said', () => {
    const long = permit(
      facts({ people: 300, info: { date: '2027-06-01', endDate: '2027-06-30' } }),
      'dob-place-of-assembly',
    );
    expect(long.why).toMatch(/issued for events lasting less than 30 days/);
    const short = permit(
      facts({ people: 300, info: { date: '2027-06-01', endDate: '2027-06-29' } }),
      'dob-place-of-assembly',
    );
    expect(short.why).not.toMatch(/less than 30 days/);
  });
  it('an After Hours Variance when a structure is built on a weekend or outside 7 a.m. to 6 p.m.', () => {
    const withStage = (loadIn: string, loadInTime = '') =>
      facts({ objects: [stage(20, 24)], info: { date: '2026-06-15', loadInDate: loadIn, loadInTime } });
    expect(permit(withStage('2026-06-13'), 'dob-after-hours').why).toMatch(
      /load-in Saturday 2026-06-13: construction on a weekend/,
    );
    expect(has(withStage('2026-06-12', '08:00'), 'dob-after-hours')).toBe(false);
    expect(has(withStage('2026-06-12', '07:00'), 'dob-after-hours')).toBe(false);
    expect(permit(withStage('2026-06-12', '06:30'), 'dob-after-hours').why).toMatch(
      /06:30: construction between 18:00 and 07:00/,
    );
    expect(has(withStage('2026-06-12', '17:59'), 'dob-after-hours')).toBe(false);
    expect(has(withStage('2026-06-12', '18:00'), 'dob-after-hours')).toBe(true);
    // No structure needing a permit: no variance.
    expect(
      has(
        facts({ objects: [obj('t', 'tent', [10, 10])], info: { date: '2026-06-15', loadInDate: '2026-06-13' } }),
        'dob-after-hours',
      ),
    ).toBe(false);
  });
});

describe('sound, food, vendors, generators, flame, propane, tents, alcohol, water, Part 18, Part 7', () => {
  it('sound: the NYPD permit 5 days ahead and the 500 ft reminder, citywide', () => {
    for (const setting of SETTINGS) {
      const out = check({ setting }, { objects: [obj('sp', 'speaker')] });
      expect(out.permits.find((p) => p.ruleId === 'nypd-sound-device')!.leadText).toBe('5 days');
      const reminder = out.nudges.find((n) => n.ruleId === 'sound-quiet-zones')!;
      expect(reminder.message).toMatch(/within 500 ft of a school, courthouse, house of worship or hospital/);
      expect(reminder.citation.secondHand).toBe(true);
    }
    expect(check({}, { objects: [obj('c', 'chair')] }).nudges.map((n) => n.ruleId)).not.toContain('sound-quiet-zones');
  });
  it('food: the vendor list to DOHMH 30 days before the first date (Health Code Article 88), and each vendor’s own permit', () => {
    const list = permit(
      facts({ texts: ['Food vendors on the lawn'], info: { date: '2027-06-12' } }),
      'dohmh-food-vendors',
    );
    expect(list).toMatchObject({ leadText: '30 days', fileBy: '2027-05-13' });
    expect(list.citation.title).toMatch(/Health Code Article 88/);
    expect(list.citation.secondHand).toBeUndefined();
    expect(has(facts({ objects: [obj('g', 'grill')] }), 'dohmh-food-vendors')).toBe(true);
    expect(has(facts({ texts: ['Reading circle'] }), 'dohmh-food-vendors')).toBe(false);
    expect(permit(facts({ objects: [obj('g', 'grill')] }), 'dohmh-vendor-permits').why).toMatch(
      /may not let a vendor without a permit/,
    );
    expect(has(facts({ texts: ['Reading circle'] }), 'dohmh-vendor-permits')).toBe(false);
  });
  it("vendors at a street or plaza event: the sponsor's list to SAPO (no DCWP permit since 2024); not in parks", () => {
    expect(has(facts({ setting: 'street', texts: ['20 craft vendors'] }), 'sapo-vendor-list')).toBe(true);
    expect(has(facts({ setting: 'street', kind: 'street-festival' }), 'sapo-vendor-list')).toBe(true);
    expect(has(facts({ setting: 'street', texts: ['Chalk drawing'] }), 'sapo-vendor-list')).toBe(false);
    expect(has(facts({ setting: 'park', texts: ['20 craft vendors'] }), 'sapo-vendor-list')).toBe(false);
  });
  it('generators: DEP registration at 40 kW, not at 39; without a size it applies conditionally', () => {
    const gen = (note?: string) => [obj('g', 'generator', [4, 3], 0, 0, note ? { note } : {})];
    const at = (note?: string) =>
      requiredPermits(facts({ objects: gen(note) })).find((p) => p.ruleId === 'dep-generator-registration');
    expect(at('60 kW diesel')).toMatchObject({ conditional: false, why: 'generator of 60 kW: 40 kW or more' });
    expect(at('40kW')).toMatchObject({ conditional: false });
    expect(at('39 kW')).toBeUndefined();
    expect(at()).toMatchObject({ conditional: true });
    // Conditional: listed, but no finding until the size says so.
    expect(rules(check({}, { objects: gen() }).nudges)).not.toContain('dep-generator-registration');
    expect(rules(check({}, { objects: gen('60 kW') }).nudges)).toContain('dep-generator-registration');
  });
  it('generators: the FDNY permit over 2½ gal of gasoline or 10 gal of diesel; unknown fuel is conditional', () => {
    const gen = (note?: string) => facts({ objects: [obj('g', 'generator', [4, 3], 0, 0, note ? { note } : {})] });
    const fdny = (note?: string) => requiredPermits(gen(note)).find((p) => p.ruleId === 'fdny-generator');
    expect(fdny('diesel, 12 gal')).toMatchObject({
      conditional: false,
      why: 'generator with 12 gal of diesel: over 10 gal',
    });
    expect(fdny('diesel, 10 gal')).toBeUndefined();
    expect(fdny('gasoline 3 gallons')).toMatchObject({ conditional: false });
    expect(fdny('gas 2.5 gal')).toBeUndefined();
    expect(fdny('5 kW')).toMatchObject({ conditional: true });
    expect(fdny()).toMatchObject({ conditional: true });
    expect(generatorFuel(obj('g', 'generator', [4, 3], 0, 0, { note: 'Petrol, 4 gal tank' }))).toEqual({
      fuel: 'gasoline',
      gallons: 4,
    });
    expect(fdny('diesel, 12 gal')!.citation.secondHand).toBe(true);
  });
  it('cooking over a flame at a public gathering: the FDNY open flame permit', () => {
    expect(has(facts({ objects: [obj('g', 'grill')] }), 'fdny-open-flame')).toBe(true);
    expect(has(facts({ setting: 'street', texts: ['Cooking demo with a burner'] }), 'fdny-open-flame')).toBe(true);
    expect(has(facts({ texts: ['Cold sandwiches'] }), 'fdny-open-flame')).toBe(false);
  });
  it('propane: the FDNY LPG permit everywhere; in parks propane for barbecuing is refused as well', () => {
    expect(permit(facts({ setting: 'street', texts: ['Two propane heaters'] }), 'fdny-lpg').citation.title).toMatch(
      /6109-01/,
    );
    expect(has(facts({ setting: 'park', texts: ['Two propane heaters'] }), 'fdny-lpg')).toBe(true);
    expect(rules(check({ setting: 'park' }, { eventInfo: { notes: 'A propane grill' } }).nudges)).toContain(
      'park-propane',
    );
    // Food trucks alone: needed if they cook on propane, which the plan does not say.
    const trucks = permit(facts({ setting: 'park', texts: ['Three food trucks'] }), 'fdny-lpg');
    expect(trucks).toMatchObject({ conditional: true });
    expect(trucks.why).toMatch(/two containers \(3 RCNY § 6109-01\).*if none cooks on propane/);
  });
  it('tents: the FDNY tent permit is guidance (no page says which tents need one)', () => {
    const p = permit(facts({ objects: [obj('t', 'tent', [10, 10])] }), 'fdny-tent');
    expect(p.citation.guidance).toMatch(/no page found says which tents need an FDNY permit/);
    expect(has(facts({}), 'fdny-tent')).toBe(false);
  });
  it('alcohol: the One-Day Alcohol Event Permit from the words the nudges read too (cocktails, not mocktails)', () => {
    expect(has(facts({ texts: ['Cocktails at sunset'] }), 'sla-alcohol')).toBe(true);
    expect(has(facts({ texts: ['Mocktails at sunset'] }), 'sla-alcohol')).toBe(false);
    expect(permit(facts({ texts: ['Beer garden'] }), 'sla-alcohol')).toMatchObject({
      lead: null,
      permit: 'One-Day Alcohol Event Permit',
    });
  });
  it("water from a hydrant: DEP's hydrant use permit on streets and plazas", () => {
    expect(has(facts({ setting: 'street', texts: ['Misting station on water from the hydrant'] }), 'dep-hydrant')).toBe(
      true,
    );
    expect(has(facts({ setting: 'plaza', texts: ['Spray cap for the kids'] }), 'dep-hydrant')).toBe(true);
    expect(has(facts({ setting: 'street', texts: ['Keep 15 ft from the hydrant'] }), 'dep-hydrant')).toBe(false);
    expect(has(facts({ setting: 'park', texts: ['water from the hydrant'] }), 'dep-hydrant')).toBe(false);
  });
  it('recycling: the sanitation plan three weeks ahead, for street fairs, block parties and festivals only', () => {
    for (const kind of ['block-party', 'single-block-festival', 'street-festival'] as const)
      expect(permit(facts({ setting: 'street', kind }), 'dsny-street-event'), kind).toMatchObject({
        leadText: '21 days',
        conditional: false,
      });
    expect(has(facts({ setting: 'street', kind: 'press-event' }), 'dsny-street-event')).toBe(false);
    // No kind chosen: asked, never assumed.
    const asked = permit(facts({ setting: 'street' }), 'dsny-street-event');
    expect(asked.conditional).toBe(true);
    expect(asked.why).toMatch(/^Street fair, block party or festival\?/);
    expect(has(facts({ setting: 'plaza' }), 'dsny-street-event')).toBe(false);
  });
  it('Part 18: 5,000 people (all counted) file 30 days before the first day (§ 18.3(b)); 4,999 do not', () => {
    expect(has(facts({ people: 5000 }), 'nys-public-gathering')).toBe(true);
    expect(has(facts({ people: 4999 }), 'nys-public-gathering')).toBe(false);
    const p = permit(
      facts({ people: 6000, info: { date: '2027-06-12', loadInDate: '2027-06-08' } }),
      'nys-public-gathering',
    );
    expect(p).toMatchObject({ leadText: '30 days', fileBy: '2027-05-13' });
    expect(p.why).toMatch(
      /counting personnel, attendees, spectators and bystanders; it is also filed at least 5 days before the first day of advertising: When does advertising start\? Set it in Event Information to see which date binds$/,
    );
    expect(p.leadCitation).toMatchObject({ secondHand: true });
    expect(p.leadCitation!.title).toMatch(/18\.3/);
    expect(part18Tier(4999)).toBeNull();
    expect(part18Tier(15000)).toMatchObject({ stations: 1, ambulances: 1 });
    expect(part18Tier(15001)).toMatchObject({ stations: 2, ambulances: 1 });
    expect(part18Tier(30001)).toMatchObject({ stations: 2, ambulances: 2, physician: 'on site' });
    expect(part18Tier(50001)).toMatchObject({ ambulances: 3 });
    const out = check({ setting: 'plaza' }, { eventInfo: { attendance: '8000' } });
    const medical = out.nudges.find((n) => n.ruleId === 'part18-medical')!;
    expect(medical.severity).toBe('warning');
    expect(medical.message).toMatch(/1 on-site emergency care station\(s\) with two EMTs each, 1 ambulance\(s\)/);
    const covered = check(
      { setting: 'plaza' },
      { eventInfo: { attendance: '8000' }, objects: [obj('f', 'first-aid', [10, 10])] },
    );
    expect(covered.nudges.find((n) => n.ruleId === 'part18-medical')!.severity).toBe('info');
  });
  it('Part 7: 5,000 people gathered 24 hours or more; 23 hours are not a mass gathering', () => {
    const over = (endTime: string) =>
      facts({ people: 5000, info: { date: '2027-06-12', startTime: '12:00', endDate: '2027-06-13', endTime } });
    expect(has(over('12:00'), 'nys-mass-gathering')).toBe(true);
    expect(has(over('11:00'), 'nys-mass-gathering')).toBe(false);
    expect(
      has(
        facts({
          people: 4999,
          info: { date: '2027-06-12', startTime: '12:00', endDate: '2027-06-14', endTime: '12:00' },
        }),
        'nys-mass-gathering',
      ),
    ).toBe(false);
    // Over several days with no times: listed if it applies.
    expect(
      permit(facts({ people: 5000, info: { date: '2027-06-12', endDate: '2027-06-13' } }), 'nys-mass-gathering')
        .conditional,
    ).toBe(true);
  });
});

describe('deadline findings', () => {
  const stagePlan = (date: string) => ({
    objects: [obj('s', 'stage', [16, 12], 0, 0, { heightFt: 4 })],
    eventInfo: { date },
  });
  it('an event 10 days away with a stage: the Parks and Buildings permits are past due, blockers', () => {
    const out = check({}, { ...stagePlan('2026-12-05'), today: '2026-11-25' });
    const blockers = out.nudges.filter((n) => n.severity === 'blocker');
    expect(rules(blockers)).toEqual(expect.arrayContaining(['park-event-permit', 'dob-temporary-structure']));
    expect(blockers.find((n) => n.ruleId === 'park-event-permit')!.message).toMatch(
      /It had to be filed by 2026-11-05 \(30 days before the event\), 20 days ago\./,
    );
    expect(out.permits.find((p) => p.ruleId === 'park-event-permit')).toMatchObject({ status: 'past-due' });
  });
  it('a permit due within 7 days is a warning; one further off is info, and a quiet one raises nothing', () => {
    // Street event (small, 14 days) on 2026-12-09: file by 2026-11-25, today.
    const soon = check({ setting: 'street' }, { eventInfo: { date: '2026-12-09' }, today: '2026-11-25' });
    expect(soon.nudges.map((n) => [n.ruleId, n.severity])).toEqual(
      expect.arrayContaining([['sapo-street-event', 'warning']]),
    );
    const later = check({ setting: 'street' }, { eventInfo: { date: '2027-02-01' }, today: '2026-11-25' });
    expect(rules(later.nudges)).not.toContain('sapo-street-event');
    expect(later.permits.find((p) => p.ruleId === 'sapo-street-event')).toMatchObject({
      status: 'on-time',
      fileBy: '2027-01-18',
    });
  });
  it('the answer carries the attendance the permits read', () => {
    expect(check({}, { objects: chairs(48) }).attendance).toMatchObject({ count: 48, fromSeats: true });
    expect(check({}, {}).attendance).toEqual(NO_ATTENDANCE);
  });
});

describe('whole-plan checks', () => {
  const street: Partial<PreCheckContext> = {
    setting: 'street',
    intersections: [O, offsetFeet(O, 264, 0)],
  };
  it('DSNY: two receptacles (one recycling) within 50 ft of each intersection; none asked in parks', () => {
    const bins = [obj('t', 'trash-can', [2, 2], 10, 10), obj('r', 'recycling-bin', [2, 2], -10, 10)];
    const one = check(street, { objects: bins });
    expect(one.nudges.filter((n) => n.ruleId === 'dsny-receptacles').map((n) => n.subject.id)).toEqual([
      'intersection-2',
    ]);
    const two = check(street, {
      objects: [...bins, obj('t2', 'trash-can', [2, 2], 264, 49), obj('r2', 'recycling-bin', [2, 2], 264, -49)],
    });
    expect(rules(two.nudges)).not.toContain('dsny-receptacles');
    // 51 ft away is not at the intersection; two trash cans without recycling are not enough.
    const far = check(street, {
      objects: [...bins, obj('t2', 'trash-can', [2, 2], 264, 51), obj('r2', 'recycling-bin', [2, 2], 264, -51)],
    });
    expect(rules(far.nudges)).toContain('dsny-receptacles');
    const noRecycling = check(street, {
      objects: [...bins, obj('t2', 'trash-can', [2, 2], 264, 5), obj('t3', 'trash-can', [2, 2], 264, -5)],
    });
    expect(noRecycling.nudges.find((n) => n.ruleId === 'dsny-receptacles')!.message).toMatch(
      /Intersection 2 has 2 trash and 0 recycling receptacles within 50 ft/,
    );
    expect(rules(check({ ...street, setting: 'park' }, { objects: [] }).nudges)).not.toContain('dsny-receptacles');
  });
  it('ADA § 213.2 Exception 3: 5% of each toilet cluster accessible, at least one; clusters 25 ft apart counted apart', () => {
    expect([1, 20, 21, 40, 41].map(accessibleToiletsRequired)).toEqual([1, 1, 2, 2, 3]);
    const row = (prefix: string, n: number, east: number, accessible = 0) =>
      Array.from({ length: n }, (_, i) =>
        obj(
          `${prefix}${i}`,
          'portable-toilet',
          [4, 4],
          east + i * 5,
          0,
          i < accessible ? { label: 'Accessible toilet' } : {},
        ),
      );
    expect(rules(check({}, { objects: row('a', 20, 0, 1) }).nudges)).not.toContain('ada-toilets');
    const short = check({}, { objects: row('a', 21, 0, 1) }).nudges.find((n) => n.ruleId === 'ada-toilets')!;
    expect(short.citation.title).toMatch(/§ 213\.2 Exception 3/);
    expect(short.citation.secondHand).toBe(true);
    // Two clusters 100 ft apart: one accessible unit in the first does not serve the second.
    const two = check({}, { objects: [...row('a', 3, 0, 1), ...row('b', 3, 200)] });
    expect(two.nudges.filter((n) => n.ruleId === 'ada-toilets').map((n) => n.subject.id)).toEqual(['toilets-b0']);
  });
  it('ADA: a gap under 36 in between two large objects; 36 in or touching is fine', () => {
    const pair = (gapFt: number) => [obj('t1', 'tent', [10, 10]), obj('t2', 'tent', [10, 10], 10 + gapFt, 0)];
    const narrow = check({ setting: 'plaza' }, { objects: pair(2.9) }).nudges.find((n) => n.ruleId === 'ada-route')!;
    expect(narrow.message).toMatch(/Only 35 in is left between this tent and the tent beside it/);
    expect(rules(check({ setting: 'plaza' }, { objects: pair(3.05) }).nudges)).not.toContain('ada-route');
    expect(rules(check({ setting: 'plaza' }, { objects: pair(0) }).nudges)).not.toContain('ada-route');
  });
  it('a grill on a street or plaza: barbecuing on a sidewalk or street is illegal; in a park the Parks rule speaks', () => {
    for (const setting of ['street', 'plaza'] as const) {
      const n = check({ setting }, { objects: [obj('g', 'grill')] }).nudges.find((x) => x.ruleId === 'street-bbq')!;
      expect(n.severity).toBe('warning');
      expect(n.citation.url).toBe('https://portal.311.nyc.gov/article/?kanumber=KA-02228');
    }
    expect(rules(check({ setting: 'park' }, { objects: [obj('g', 'grill')] }).nudges)).not.toContain('street-bbq');
    expect(rules(check({ setting: 'street' }, { objects: [obj('c', 'chair')] }).nudges)).not.toContain('street-bbq');
  });
});

describe('Part 18: 30 days before the event and 5 before the first advertising (§ 18.3(b)), the earlier binds', () => {
  const big = (advertisingDay: number | null) => ({
    ...facts({ people: 6000, info: { date: '2027-07-12' } }),
    advertisingDay,
  });
  const day = (iso: string) => dayNumber(iso)!;
  it('advertised 40 days before: due 5 days before the advertising, not 30 before the event', () => {
    const p = permit(big(day('2027-06-02')), 'nys-public-gathering');
    expect(p).toMatchObject({
      fileBy: '2027-05-28',
      from: 'advertising',
      leadWhen: '5 days before the first day of advertising',
    });
    expect(p.why).toMatch(
      /first advertised 2027-06-02: filed by 2027-05-28 \(5 days before\) and by 2027-06-12 \(30 days before the event\); the earlier binds/,
    );
  });
  it('advertised 25 days before or later: the event’s 30 days bind (the two meet at 25)', () => {
    expect(permit(big(day('2027-06-17')), 'nys-public-gathering')).toMatchObject({
      fileBy: '2027-06-12',
      from: 'eventStart',
    });
    expect(permit(big(day('2027-06-16')), 'nys-public-gathering')).toMatchObject({
      fileBy: '2027-06-11',
      from: 'advertising',
    });
  });
  it('no advertising date: the event’s date, and the question', () => {
    const p = permit(big(null), 'nys-public-gathering');
    expect(p).toMatchObject({ fileBy: '2027-06-12', from: 'eventStart' });
    expect(p.why).toMatch(/When does advertising start\? Set it in Event Information/);
  });
});

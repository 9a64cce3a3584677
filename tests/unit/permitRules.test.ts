// The permits an event needs, each rule either side of its threshold and by geography (park, plaza,
// street), with the objects or facts that triggered it and its file-by date; late permits as blockers,
// close ones as warnings; and the whole-plan checks (receptacles, accessible toilets and routes, Part 18).
import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '../../src/shared/nudges/engine';
import { offsetFeet, type LngLat } from '../../src/shared/nudges/footprint';
import { RULE_NUMBERS } from '../../src/shared/nudges/numbers';
import { RULES, type Nudge, type Setting } from '../../src/shared/nudges/rules';
import { eventDaysOf, requiredPermits, type PermitFacts } from '../../src/shared/precheck/permitCheck';
import { PERMIT_RULES } from '../../src/shared/precheck/permitRules';
import { PreCheckEngine, type PreCheckContext, type PreCheckPlan } from '../../src/shared/precheck/preCheck';
import { accessibleToiletsRequired, part18Tier } from '../../src/shared/precheck/siteChecks';

const O: LngLat = { lng: -73.9681, lat: 40.7812 };
const obj = (
  id: string,
  type: string,
  size: [number, number] = [2, 2],
  east = 0,
  north = 0,
  extra: Partial<PlacedObject> = {},
): PlacedObject => ({
  id,
  type,
  name: type,
  position: offsetFeet(O, east, north),
  footprintFt: { width: size[0], depth: size[1] },
  rotationDeg: 0,
  ...extra,
});
const facts = (over: Partial<PermitFacts>): PermitFacts => ({
  setting: 'park',
  objects: [],
  texts: [],
  attendance: null,
  eventDate: '',
  today: '2026-11-25',
  eventDays: null,
  fullClosure: false,
  ...over,
});
const ids = (f: PermitFacts) => requiredPermits(f).map((p) => p.ruleId);
const has = (f: PermitFacts, id: string) => ids(f).includes(id);
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
    // Park rules bind only in parks; the SAPO rules only on streets and plazas.
    for (const r of RULES.filter((x) => x.id.startsWith('park-'))) expect(r.appliesIn).toEqual(['park']);
    for (const r of PERMIT_RULES.filter((x) => x.id.startsWith('sapo-'))) expect(r.appliesIn).not.toContain('park');
  });
});

describe('NYC Parks special event permit', () => {
  it('at 20 people, or for tents, tables, a stage or amplified sound; 19 people alone need none; only in parks', () => {
    expect(has(facts({ attendance: 20 }), 'park-event-permit')).toBe(true);
    expect(has(facts({ attendance: 19 }), 'park-event-permit')).toBe(false);
    expect(has(facts({ objects: [obj('t', 'table')] }), 'park-event-permit')).toBe(true);
    expect(has(facts({ texts: ['DJ with a sound system'] }), 'park-event-permit')).toBe(true);
    for (const setting of ['plaza', 'street'] as const)
      expect(has(facts({ setting, attendance: 500 }), 'park-event-permit')).toBe(false);
  });
});

describe('Department of Buildings', () => {
  const stage = (w: number, d: number, heightFt?: number) =>
    obj('s', 'stage', [w, d], 0, 0, heightFt === undefined ? {} : { heightFt });
  it('a stage over 2 ft high and of 120 sq ft or more, in every geography; the assumed deck height is said', () => {
    for (const setting of SETTINGS) {
      const [p] = requiredPermits(facts({ setting, objects: [stage(20, 24)] })).filter(
        (x) => x.ruleId === 'dob-temporary-structure',
      );
      expect(p!.why).toMatch(/stage 20 × 24 ft \(480 sq ft\), deck 3 ft high \(assumed; set the height/);
      expect(p!.objectIds).toEqual(['s']);
    }
    expect(has(facts({ objects: [stage(10, 12, 2.5)] }), 'dob-temporary-structure')).toBe(true); // 120 sq ft
    expect(has(facts({ objects: [stage(10, 11.9, 2.5)] }), 'dob-temporary-structure')).toBe(false); // 119 sq ft
    expect(has(facts({ objects: [stage(20, 24, 2)] }), 'dob-temporary-structure')).toBe(false); // not over 2 ft
    expect(has(facts({ objects: [stage(20, 24, 2.1)] }), 'dob-temporary-structure')).toBe(true);
  });
  it('a tent over 400 sq ft; a truss over 10 ft; anything standing 30 days', () => {
    expect(has(facts({ setting: 'plaza', objects: [obj('t', 'tent', [20, 20.1])] }), 'dob-temporary-structure')).toBe(
      true,
    );
    expect(has(facts({ setting: 'plaza', objects: [obj('t', 'tent', [20, 20])] }), 'dob-temporary-structure')).toBe(
      false,
    );
    expect(has(facts({ texts: ['Lighting truss 12 ft high'] }), 'dob-temporary-structure')).toBe(true);
    expect(has(facts({ texts: ['Lighting truss 10 ft high'] }), 'dob-temporary-structure')).toBe(false);
    const tent = [obj('t', 'tent', [10, 10])];
    expect(has(facts({ objects: tent, eventDays: 30 }), 'dob-temporary-structure')).toBe(true);
    expect(has(facts({ objects: tent, eventDays: 29 }), 'dob-temporary-structure')).toBe(false);
    expect(eventDaysOf({ time: '10am–6pm', notes: 'A 30-day installation, 3 days of load-in' })).toBe(30);
    expect(eventDaysOf({ notes: 'one afternoon' })).toBeNull();
  });
  it('Temporary Place of Assembly at 200 people outdoors, in every geography', () => {
    for (const setting of SETTINGS) {
      expect(has(facts({ setting, attendance: 200 }), 'dob-place-of-assembly')).toBe(true);
      expect(has(facts({ setting, attendance: 199 }), 'dob-place-of-assembly')).toBe(false);
    }
    expect(RULE_NUMBERS.dob.assemblyIndoors).toBe(75);
  });
  it('a 20 × 24 ft stage and 300 attendees give both Buildings findings, filed 15 business days ahead', () => {
    const out = check(
      {},
      { objects: [stage(20, 24)], eventInfo: { attendance: '300', date: '2027-03-01' }, today: '2026-11-25' },
    );
    const dob = out.nudges.filter((n) => n.agency === 'Department of Buildings');
    expect(dob.map((n) => [n.ruleId, n.severity]).sort()).toEqual([
      ['dob-place-of-assembly', 'info'],
      ['dob-temporary-structure', 'info'],
    ]);
    expect(dob.find((n) => n.ruleId === 'dob-temporary-structure')!.message).toMatch(
      /File it by 2027-02-08 \(15 business days before the event\)/,
    );
  });
});

describe('street and plaza events (SAPO)', () => {
  const tier = (f: PermitFacts) => requiredPermits(f).find((p) => p.ruleId === 'sapo-street-event')!;
  it('small 14 days; a tent, canopy or stage makes it medium (30); a full closure large (45); not in parks', () => {
    expect(tier(facts({ setting: 'street' })).leadText).toBe('14 days');
    expect(tier(facts({ setting: 'street', objects: [obj('t', 'tent', [10, 10])] })).leadText).toBe('30 days');
    expect(tier(facts({ setting: 'street', texts: ['a canopy for the band'] })).leadText).toBe('30 days');
    expect(tier(facts({ setting: 'street', fullClosure: true })).leadText).toBe('45 days');
    expect(has(facts({ setting: 'park' }), 'sapo-street-event')).toBe(false);
    expect(has(facts({ setting: 'plaza' }), 'sapo-plaza-event')).toBe(true);
    expect(has(facts({ setting: 'street' }), 'sapo-plaza-event')).toBe(false);
  });
  it('recycling: the sanitation plan three weeks ahead on streets only', () => {
    const p = requiredPermits(facts({ setting: 'street' })).find((x) => x.ruleId === 'dsny-street-event')!;
    expect(p.leadText).toBe('21 days');
    expect(has(facts({ setting: 'plaza' }), 'dsny-street-event')).toBe(false);
  });
  it("a plaza's 'beer garden' is not cited to the Parks rules; in a park it is", () => {
    const shapes = [{ id: 'b', label: 'Beer garden', position: O }];
    const plaza = check({ setting: 'plaza' }, { shapes });
    expect(rules(plaza.nudges)).toContain('street-alcohol');
    expect(rules(plaza.nudges)).not.toContain('text-alcohol');
    for (const n of plaza.nudges) expect(n.citation.title).not.toMatch(/Parks/);
    expect(rules(check({ setting: 'park' }, { shapes }).nudges)).toEqual(['text-alcohol']);
  });
});

describe('deadline findings', () => {
  const stagePlan = (date: string) => ({ objects: [obj('s', 'stage', [16, 12])], eventInfo: { date } });
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
});

describe('sound, food, generators, alcohol, Part 18', () => {
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
  it('food: the vendor list to DOHMH 30 days ahead, from grills or food in the texts', () => {
    expect(
      requiredPermits(facts({ texts: ['Food vendors on the lawn'] })).find((p) => p.ruleId === 'dohmh-food-vendors')!
        .leadText,
    ).toBe('30 days');
    expect(has(facts({ objects: [obj('g', 'grill')] }), 'dohmh-food-vendors')).toBe(true);
    expect(has(facts({ texts: ['Reading circle'] }), 'dohmh-food-vendors')).toBe(false);
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
  it('Part 18: 5,000 people need the DOH-44 15 days ahead and the § 18.4 tier; 4,999 do not', () => {
    expect(has(facts({ attendance: 5000 }), 'nys-public-gathering')).toBe(true);
    expect(has(facts({ attendance: 4999 }), 'nys-public-gathering')).toBe(false);
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
  it('ADA: 5% of each toilet cluster accessible, at least one; clusters 25 ft apart counted apart', () => {
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
    expect(rules(check({}, { objects: row('a', 21, 0, 1) }).nudges)).toContain('ada-toilets');
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
});

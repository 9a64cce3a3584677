// The permit pre-check's rules either side of their lines (hydrant clearance, park rules only in parks,
// attendance, the emergency lane, capacity), severity order, unchecked rules, capacity arithmetic
// against hand-computed figures. The permits and their deadlines: permitRules.test.ts.
import type { ObjectTypeId } from '../../src/shared/objects/catalogue';
import { describe, expect, it } from 'vitest';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { TARGET_LAYERS } from '../../src/shared/nudges/engine';
import { NUDGE_TARGET_LAYERS } from '../../src/shared/nudges/feed';
import { offsetFeet } from '../../src/shared/objects/footprint';
import type { Nudge } from '../../src/shared/nudges/rules';
import { computeCapacity, seatingUse } from '../../src/shared/precheck/capacity';
import { PreCheckEngine, type PreCheckContext, type PreCheckPlan } from '../../src/shared/precheck/preCheck';
import { O, rect } from './helpers/sitePlan';

const SIZES: Record<string, { width: number; depth: number }> = {
  grill: { width: 3, depth: 2 },
  chair: { width: 1.5, depth: 1.5 },
  tent: { width: 10, depth: 10 },
  table: { width: 8, depth: 2.5 },
  barricade: { width: 8, depth: 2 },
};
const obj = (
  id: string,
  type: ObjectTypeId,
  east = 0,
  north = 0,
  extra: Partial<CheckedObject> = {},
): CheckedObject => ({
  id,
  type,
  name: type,
  position: offsetFeet(O, east, north),
  footprintFt: SIZES[type] ?? { width: 2, depth: 2 },
  rotationDeg: 0,
  ...extra,
});
const plan = (over: Partial<PreCheckPlan>): PreCheckPlan => ({ objects: [], shapes: [], eventInfo: {}, ...over });
const park: PreCheckContext = { setting: 'park', area: null, corridor: null };
function run(context: PreCheckContext, p: Partial<PreCheckPlan>, hydrantsFt?: Array<[number, number]>) {
  const engine = new PreCheckEngine();
  engine.setContext(context);
  if (hydrantsFt) {
    const coords = hydrantsFt.flatMap(([e, n]) => {
      const q = offsetFeet(O, e, n);
      return [q.lng, q.lat];
    });
    engine.engine.setInfrastructure(
      'hydrants',
      Uint32Array.from(hydrantsFt.map((_, i) => i)),
      Float64Array.from(coords),
    );
  }
  return engine.update(plan(p));
}
const rules = (ns: readonly Nudge[]) => ns.map((n) => n.ruleId);

describe('pre-check rules', () => {
  it('the nudge worker asks for every layer a proximity rule reads', () => {
    expect([...NUDGE_TARGET_LAYERS].sort()).toEqual([...TARGET_LAYERS].sort());
  });

  it('hydrant clearance: a warning at 14.9 ft, nothing at 15.1 ft, in any setting', () => {
    // The chair is 1.5 ft square: its east edge is 0.75 ft east of its centre.
    const out = run({ ...park, setting: 'street' }, { objects: [obj('c', 'chair')] }, [[0.75 + 14.9, 0]]).nudges;
    expect(out.map((n) => [n.ruleId, n.severity, n.meta.distanceFt])).toEqual([['hydrant-clearance', 'warning', 14.9]]);
    expect(out[0]!.citation.title).toMatch(/4-08/);
    expect(run(park, { objects: [obj('c', 'chair')] }, [[0.75 + 15.1, 0]]).nudges).toEqual([]);
  });

  it('park rules bind only in parks: propane, rides, barbecue areas, staked tents', () => {
    const p = {
      objects: [obj('g', 'grill'), obj('t', 'tent', 100)],
      eventInfo: { notes: 'Propane grill and a bounce house' },
    };
    const inPark = rules(run(park, p).nudges);
    expect(inPark).toEqual(expect.arrayContaining(['park-propane', 'park-rides', 'park-bbq-area', 'park-tent-stakes']));
    // One finding for propane in a park: the Parks ban (barbecuing) replaces the guidance and the FDNY note.
    expect(inPark.filter((r) => r.includes('propane'))).toEqual(['park-propane']);
    // Propane for heaters: Parks' page says nothing of it (guidance, a warning), never the barbecuing blocker.
    const heaters = run(park, { eventInfo: { notes: 'Propane heaters' } }).nudges;
    expect(heaters.map((n) => [n.ruleId, n.severity])).toEqual([['park-propane-guidance', 'warning']]);
    const onStreet = rules(run({ ...park, setting: 'street' }, p).nudges);
    expect(onStreet).not.toEqual(expect.arrayContaining(['park-propane']));
    expect(onStreet.filter((r) => r.startsWith('park-'))).toEqual([]);
    expect(onStreet).toContain('text-propane');
    expect(rules(run(park, { eventInfo: { notes: 'Reading circle, no amusements' } }).nudges)).toEqual([]);
  });

  it('20 or more people in a park need a special event permit: info at 20, nothing at 19', () => {
    const at20 = run(park, { eventInfo: { attendance: '20' } }).nudges;
    expect(at20.map((n) => [n.ruleId, n.severity])).toEqual([['park-event-permit', 'info']]);
    expect(run(park, { eventInfo: { attendance: '19' } }).nudges).toEqual([]);
    // On a plaza the Parks permit is not asked for; 500 people need the Buildings assembly permit there.
    expect(rules(run({ ...park, setting: 'plaza' }, { eventInfo: { attendance: '500' } }).nudges)).toEqual([
      'dob-place-of-assembly',
    ]);
  });

  it('blockers sort first, then warnings, then info', () => {
    const out = run(park, {
      objects: [obj('g', 'grill'), obj('s', 'speaker', 50)],
      eventInfo: { notes: 'lpg for the grill' },
    }).nudges;
    const order = out.map((n) => n.severity);
    expect(order).toEqual(
      [...order].sort((a, b) => ['blocker', 'warning', 'info'].indexOf(a) - ['blocker', 'warning', 'info'].indexOf(b)),
    );
    expect(order[0]).toBe('blocker');
    expect(out.find((n) => n.ruleId === 'object-speaker')!.message).toMatch(/after the Parks permit/);
    // On a street or plaza the sound permit comes before SAPO's, not after a Parks permit.
    for (const setting of ['street', 'plaza'] as const) {
      const speaker = run({ ...park, setting }, { objects: [obj('s', 'speaker')] }).nudges.find(
        (n) => n.ruleId === 'object-speaker',
      )!;
      expect(speaker.message, setting).not.toMatch(/Parks permit/);
      expect(speaker.message, setting).toMatch(/before SAPO's permit/);
    }
  });

  it('emergency lane: a warning (guidance: no page gives the 15 ft) when barricades leave 14 ft of a full closure, none at 16 ft or for a curb-lane zone', () => {
    const path: Array<[number, number]> = [
      [O.lng, O.lat],
      [offsetFeet(O, 300, 0).lng, O.lat],
    ];
    const street: PreCheckContext = {
      setting: 'street',
      area: null,
      corridor: { path, widthFt: 30, fullClosure: true },
    };
    // Barricades turned across the street (8 ft each): two from the north curb cover v 15 → −1.
    const across = (id: string, north: number) => obj(id, 'barricade', 100, north, { rotationDeg: 90 });
    const blocked = run(street, { objects: [across('a', 11), across('b', 3)] });
    expect(blocked.nudges.map((n) => [n.ruleId, n.severity, n.meta.clearFt])).toEqual([
      ['emergency-lane', 'warning', 14],
    ]);
    expect(blocked.nudges[0]!.citation.guidance).toMatch(/no page found gives the 15 ft width/);
    expect(blocked.narrowPoint!.objectIds).toEqual(['a', 'b']);
    expect(blocked.nudges[0]!.subject.position).toEqual(blocked.narrowPoint!.at);
    const open = run(street, { objects: [across('a', 11), across('b', 5)] });
    expect(open.nudges).toEqual([]);
    expect(open.narrowPoint).toBeNull();
    expect(
      run(
        { ...street, corridor: { ...street.corridor!, fullClosure: false } },
        { objects: [across('a', 11), across('b', 3)] },
      ).nudges,
    ).toEqual([]);
  });

  it('a rule whose layer failed is reported unchecked until the layer arrives', () => {
    const engine = new PreCheckEngine();
    engine.setContext(park);
    engine.engine.setLayerFailed('trees', 'HTTP error! Status: 503, Details: down');
    expect(engine.update(plan({ objects: [obj('g', 'grill')] })).unchecked).toEqual([
      { ruleId: 'grill-tree', layerId: 'trees', message: 'HTTP error! Status: 503, Details: down' },
      { ruleId: 'tree-fastening', layerId: 'trees', message: 'HTTP error! Status: 503, Details: down' },
    ]);
    engine.engine.setInfrastructure('trees', Uint32Array.of(1), Float64Array.of(O.lng, O.lat));
    expect(engine.update(plan({ objects: [obj('g', 'grill')] })).unchecked).toEqual([]);
  });
});

describe('crowd capacity', () => {
  it('standing, chairs, tables and chairs by what is placed', () => {
    expect(seatingUse([])).toBe('standing');
    expect(seatingUse(['grill', 'chair'])).toBe('chairs');
    expect(seatingUse(['chair', 'table'])).toBe('tablesAndChairs');
  });

  it('hand-computed: 101 × 99 ft = 9,999 ft²; 5, 7 and 15 ft² per person less the footprints inside', () => {
    const area = rect(101, 99);
    const standing = computeCapacity({ area, areaSource: 'focus', objects: [], attendance: 3000 })!;
    expect(standing.grossFt2).toBeCloseTo(9999, 1);
    expect([standing.use, standing.factorFt2, standing.capacity, standing.exceeds]).toEqual([
      'standing',
      5,
      1999,
      true,
    ]);
    expect(standing.ft2PerPerson).toBeCloseTo(3.333, 2);
    // One chair inside (2.25 ft²) and one outside: 9,996.75 / 7 = 1,428.1.
    const chairs = computeCapacity({
      area,
      areaSource: 'focus',
      objects: [obj('c', 'chair', 50, 50), obj('x', 'chair', 500, 50)],
      attendance: 1428,
    })!;
    expect([chairs.objectsFt2, chairs.factorFt2, chairs.capacity, chairs.exceeds]).toEqual([2.25, 7, 1428, false]);
    // A table (20 ft²) and the chair: 9,976.75 / 15 = 665.1.
    const tables = computeCapacity({
      area,
      areaSource: 'audience',
      objects: [obj('c', 'chair', 50, 50), obj('t', 'table', 20, 20)],
      attendance: 666,
    })!;
    expect([tables.usableFt2.toFixed(1), tables.capacity, tables.exceeds]).toEqual(['9976.8', 665, true]);
    expect(
      computeCapacity({
        area: { type: 'Point', coordinates: [O.lng, O.lat] },
        areaSource: 'focus',
        objects: [],
        attendance: 10,
      }),
    ).toBeNull();
  });

  it('the capacity warning: attendance over capacity, measured over the audience area when one is drawn', () => {
    const context: PreCheckContext = { setting: 'plaza', area: rect(1000, 1000), corridor: null };
    // 3,000 people also need the Buildings assembly permit: that finding is not the capacity one.
    const capacityOnly = (ns: readonly Nudge[]) => ns.filter((n) => n.ruleId !== 'dob-place-of-assembly');
    expect(capacityOnly(run(context, { eventInfo: { attendance: '3,000' } }).nudges)).toEqual([]);
    const small = run(context, { eventInfo: { attendance: '3000' }, audience: rect(101, 99) });
    expect(capacityOnly(small.nudges).map((n) => [n.ruleId, n.severity])).toEqual([['capacity', 'warning']]);
    expect(capacityOnly(small.nudges)[0]!.message).toBe(
      'Attendance of 3,000 is more than the 1,999 people the usable area holds (5 ft² per person, standing).',
    );
    expect(small.capacity).toMatchObject({ areaSource: 'audience', capacity: 1999 });
  });
});

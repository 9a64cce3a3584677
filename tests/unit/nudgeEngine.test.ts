// The nudge engine: each rule either side of its line, the texts it reads, stable ids and order, and the
// incremental engine against computeAll and the brute-force reference after random edits.
import type { ObjectTypeId } from '../../src/shared/objects/catalogue';
import { prng } from '../lib/prng';
import { describe, expect, it } from 'vitest';
import { bruteForceNudges, computeAll, NudgeEngine, type NudgeState } from '../../src/shared/nudges/engine';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { offsetFeet, type LngLat } from '../../src/shared/objects/footprint';
import { CITATION_LABEL, RULES, type Nudge } from '../../src/shared/nudges/rules';

const O: LngLat = { lng: -73.9681, lat: 40.7812 };
const SIZES: Record<string, { width: number; depth: number }> = {
  grill: { width: 3, depth: 2 },
  tent: { width: 10, depth: 10 },
  chair: { width: 1.5, depth: 1.5 },
  generator: { width: 4, depth: 3 },
  speaker: { width: 1.5, depth: 1.5 },
};
const obj = (id: string, type: ObjectTypeId, extra: Partial<CheckedObject> = {}): CheckedObject => ({
  id,
  type,
  name: type[0]!.toUpperCase() + type.slice(1),
  position: O,
  footprintFt: SIZES[type] ?? { width: 2, depth: 2 },
  rotationDeg: 0,
  ...extra,
});
/** One layer of points, each given in feet east and north of O; ids 100, 101, ... */
const layer = (...feet: Array<[number, number]>) => ({
  ids: Uint32Array.from(feet.map((_, i) => 100 + i)),
  coords: Float64Array.from(
    feet.flatMap(([e, n]) => {
      const p = offsetFeet(O, e, n);
      return [p.lng, p.lat];
    }),
  ),
});
/** A plan in a park, where every one of the spec's ten rules applies. */
const state = (over: Partial<NudgeState>): NudgeState => ({
  objects: [],
  shapes: [],
  eventInfo: {},
  infrastructure: {},
  setting: 'park',
  ...over,
});
const ids = (ns: readonly Nudge[]) => ns.map((n) => n.id);
/** The spec's ten rules (the first ten of RULES): the park's own rules are preCheck.test.ts's. */
const SPEC_RULES = new Set(RULES.slice(0, 10).map((r) => r.id));
/** computeAll, checked against the reference on the way; the spec's rules' nudges. */
function nudgesOf(s: NudgeState): Nudge[] {
  const out = computeAll(s);
  expect(out).toEqual(bruteForceNudges(s));
  return out.filter((n) => SPEC_RULES.has(n.ruleId));
}

describe('proximity rules', () => {
  // The grill is 3 ft wide: its east edge is 1.5 ft east of its centre.
  it('grill to tree: a warning at 9.9 ft, nothing at 10.1 ft', () => {
    const near = nudgesOf(state({ objects: [obj('g', 'grill')], infrastructure: { trees: layer([1.5 + 9.9, 0]) } }));
    expect(ids(near)).toEqual(['grill-tree:object:g']);
    const n = near[0]!;
    expect(n).toMatchObject({
      ruleId: 'grill-tree',
      severity: 'warning',
      type: 'proximity',
      actions: ['zoomToSubject', 'highlight'],
    });
    expect(n.meta).toEqual({ distanceFt: 9.9, targetId: 100, layerId: 'trees', thresholdFt: 10, objectType: 'grill' });
    expect(n.target).toMatchObject({ layerId: 'trees', featureId: 100 });
    expect(n.subject).toEqual({ kind: 'object', id: 'g', name: 'Grill', position: O });
    expect(n.message).toBe(
      'This Grill is 9.9 ft from a tree. Keep grills at least 10 ft from trees: heat and coals damage bark and roots.',
    );
    // The link is the page that gives the 10 ft: the Parks rule as a State Senator's notice quotes it.
    expect(n.citation).toMatchObject({
      label: 'Regulation',
      url: 'https://www.nysenate.gov/newsroom/articles/gustavo-rivera/it%E2%80%99s-barbecue-season',
      secondHand: true,
    });
    expect(
      nudgesOf(state({ objects: [obj('g', 'grill')], infrastructure: { trees: layer([1.5 + 10.1, 0]) } })),
    ).toEqual([]);
  });

  it('grill to tree applies to grills only, and measures from the rotated footprint', () => {
    expect(nudgesOf(state({ objects: [obj('t', 'chair')], infrastructure: { trees: layer([0.75 + 5, 0]) } }))).toEqual(
      [],
    );
    // Turned 90°, the grill's 3 ft width runs north–south: 1.5 + 9.9 ft north is 9.9 ft away, east only 1 + 10.1.
    const turned = obj('g', 'grill', { rotationDeg: 90 });
    expect(ids(nudgesOf(state({ objects: [turned], infrastructure: { trees: layer([0, 1.5 + 9.9]) } })))).toEqual([
      'grill-tree:object:g',
    ]);
    expect(nudgesOf(state({ objects: [turned], infrastructure: { trees: layer([1 + 10.1, 0]) } }))).toEqual([]);
  });

  it('grill to bench: info at 5.9 ft, nothing at 6.1 ft', () => {
    const near = nudgesOf(state({ objects: [obj('g', 'grill')], infrastructure: { benches: layer([0, 1 + 5.9]) } }));
    expect(near.map((n) => [n.id, n.severity, n.meta.distanceFt])).toEqual([['grill-bench:object:g', 'info', 5.9]]);
    expect(nudgesOf(state({ objects: [obj('g', 'grill')], infrastructure: { benches: layer([0, 1 + 6.1]) } }))).toEqual(
      [],
    );
    expect(nudgesOf(state({ objects: [obj('c', 'chair')], infrastructure: { benches: layer([0, 1]) } }))).toEqual([]);
  });

  it('anything to a pedestrian ramp: a warning at 2.9 ft, nothing at 3.1 ft', () => {
    const near = nudgesOf(
      state({ objects: [obj('t', 'tent')], infrastructure: { pedestrianRamps: layer([-5 - 2.9, 0]) } }),
    );
    expect(near.map((n) => [n.id, n.severity, n.meta.layerId])).toEqual([
      ['ramp-clearance:object:t', 'warning', 'pedestrianRamps'],
    ]);
    expect(near[0]!.message).toBe(
      'This Tent is 2.9 ft from a pedestrian ramp. Keep at least 3 ft clear so wheelchairs, strollers and walkers can use the ramp.',
    );
    expect(
      nudgesOf(state({ objects: [obj('t', 'tent')], infrastructure: { pedestrianRamps: layer([-5 - 3.1, 0]) } })),
    ).toEqual([]);
  });

  it('anything to a tree (fastening): a warning at 1.9 ft, nothing at 2.1 ft; a grill that close gets both tree nudges', () => {
    const chair = nudgesOf(state({ objects: [obj('c', 'chair')], infrastructure: { trees: layer([0, -0.75 - 1.9]) } }));
    expect(chair.map((n) => [n.id, n.severity])).toEqual([['tree-fastening:object:c', 'warning']]);
    expect(
      nudgesOf(state({ objects: [obj('c', 'chair')], infrastructure: { trees: layer([0, -0.75 - 2.1]) } })),
    ).toEqual([]);
    expect(ids(nudgesOf(state({ objects: [obj('g', 'grill')], infrastructure: { trees: layer([0, 1.5]) } })))).toEqual([
      'grill-tree:object:g',
      'tree-fastening:object:g',
    ]);
  });

  it('reports the nearest target, 0 ft when it stands inside the footprint', () => {
    const two = nudgesOf(state({ objects: [obj('g', 'grill')], infrastructure: { trees: layer([8, 0], [0, 5]) } }));
    expect(two[0]!.meta).toMatchObject({ targetId: 101, distanceFt: 4 });
    const inside = nudgesOf(state({ objects: [obj('t', 'tent')], infrastructure: { trees: layer([2, 2]) } }));
    expect(inside[0]!.meta.distanceFt).toBe(0);
  });

  it('reads only the target layers, rejects arrays that disagree, and forgets cleared infrastructure', () => {
    const engine = new NudgeEngine();
    engine.upsertObject(obj('t', 'tent'));
    engine.setInfrastructure('busStops', Uint32Array.of(1), Float64Array.of(O.lng, O.lat));
    expect(engine.nudges()).toEqual([]);
    expect(() => engine.setInfrastructure('trees', Uint32Array.of(1, 2), Float64Array.of(O.lng, O.lat))).toThrow(
      /2 ids need 4 coordinates/,
    );
    const trees = layer([0, 0]);
    engine.setInfrastructure('trees', trees.ids, trees.coords);
    expect(ids(engine.nudges())).toEqual(['tree-fastening:object:t']);
    engine.clearInfrastructure();
    expect(engine.nudges()).toEqual([]);
  });
});

describe('text and object rules', () => {
  it('reads shape labels, object notes and event fields, case-insensitively', () => {
    const s = state({
      objects: [obj('a', 'chair', { note: 'Cooler of BEER for the crew' })],
      shapes: [{ id: 's1', label: 'No Glass zone', position: O }],
      eventInfo: { description: 'Music runs off a GENERATOR', equipment: '2 tanks of lpg' },
    });
    const out = nudgesOf(s);
    expect(out.map((n) => [n.id, n.severity])).toEqual([
      ['text-glass:shape:s1', 'warning'],
      ['text-alcohol:object:a', 'warning'],
      ['text-generator:event:description', 'warning'],
      // In a park the Parks finding on propane replaces the FDNY note for the same text: guidance, as no
      // barbecuing is said (Parks refuses propane tanks for barbecuing).
    ]);
    expect(computeAll(s).map((n) => n.id)).toContain('park-propane-guidance:event:equipment');
    expect(computeAll(s).map((n) => n.id)).not.toContain('park-propane:event:equipment');
    const byId = new Map(out.map((n) => [n.id, n]));
    expect(byId.get('text-alcohol:object:a')!.message).toBe(
      '"Cooler of BEER for the crew" mentions alcohol. Drinking alcohol is not allowed in parks unless a permit specifically allows it.',
    );
    expect(byId.get('text-alcohol:object:a')!.meta).toEqual({
      source: 'objectNote',
      match: 'BEER',
      snippet: 'Cooler of BEER for the crew',
    });
    const event = byId.get('text-generator:event:description')!;
    expect(event.subject).toEqual({ kind: 'event', id: 'description', name: 'description', position: null });
    expect(event.actions).toEqual(['editText']);
    expect(byId.get('text-glass:shape:s1')!.actions).toEqual(['zoomToSubject', 'highlight', 'editText']);
  });

  it.each([
    ['glass', ['Glass bottles', 'a GLASS jar', 'no glass.'], ['glassware', 'fiberglass poles', 'glasses']],
    ['alcohol', ['Alcohol-free', 'red WINE', 'Liquor', 'one beer'], ['winery tour', 'root beers', 'swine']],
    ['generator', ['Generator', 'two generators', "the generator's cord"], ['generation', 'regenerator']],
    ['propane', ['PROPANE heater', 'LPG', '(lpg)'], ['propanes', 'lpgas']],
  ])('text-%s matches whole words only', (name, hits, misses) => {
    // Propane is checked on a plaza: in a park the Parks ban replaces the FDNY note.
    const setting = name === 'propane' ? 'plaza' : 'park';
    for (const text of hits)
      expect(ids(nudgesOf(state({ eventInfo: { notes: text }, setting }))), text).toEqual([`text-${name}:event:notes`]);
    for (const text of misses) expect(nudgesOf(state({ eventInfo: { notes: text }, setting })), text).toEqual([]);
  });

  it('quotes a long text around its match', () => {
    const text = `${'Setup and teardown by volunteers, '.repeat(3)}then propane heaters${' are lit at dusk for the guests'.repeat(3)}`;
    const snippet = nudgesOf(state({ eventInfo: { notes: text }, setting: 'plaza' }))[0]!.meta.snippet as string;
    expect(snippet).toMatch(/^….{0,30}propane.{0,30}…$/);
  });

  it('generator and speaker objects: one info nudge each; object names are not read as text', () => {
    const out = nudgesOf(
      state({ objects: [obj('gen', 'generator'), obj('sp1', 'speaker'), obj('sp2', 'speaker'), obj('c', 'chair')] }),
    );
    expect(out.map((n) => [n.id, n.severity])).toEqual([
      ['object-generator:object:gen', 'info'],
      ['object-speaker:object:sp1', 'info'],
      ['object-speaker:object:sp2', 'info'],
    ]);
    expect(out[0]!.message).toBe(
      'A Generator is on the plan. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    );
    expect(out[1]!.citation.url).toBe('https://portal.311.nyc.gov/article/?kanumber=KA-01012');
  });

  it('every rule cites a public page by its title, labelled Regulation; an official one unless marked second-hand', () => {
    for (const r of RULES) {
      expect(r.citation.label).toBe(CITATION_LABEL);
      expect(CITATION_LABEL).toBe('Regulation');
      expect(r.citation.title.length).toBeGreaterThan(10);
      // A second-hand page says how it was read; a first-hand one is the office's own site or the official code.
      if (r.citation.secondHand) expect(r.citation.title).toMatch(/reproduced|quoted|summarized|copy|copies/);
      else
        expect(r.citation.url).toMatch(
          /^https:\/\/(www\.nyc\.gov|portal\.311\.nyc\.gov|www\.nycgovparks\.org|nyceventpermits\.nyc\.gov|rules\.cityofnewyork\.us|codelibrary\.amlegal\.com|www\.nfpa\.org|www\.ada\.gov|regs\.health\.ny\.gov|sla\.ny\.gov)\//,
        );
    }
  });
});

describe('ids and order', () => {
  it('keeps ids when an object moves, so a dismissed nudge stays dismissed', () => {
    const engine = new NudgeEngine();
    const trees = layer([5, 0], [-6, 0]);
    engine.setInfrastructure('trees', trees.ids, trees.coords);
    engine.upsertObject(obj('g', 'grill'));
    const before = engine.nudges()[0]!;
    engine.upsertObject(obj('g', 'grill', { position: offsetFeet(O, -1, 0) }));
    const after = engine.nudges()[0]!;
    expect(after.id).toBe(before.id);
    expect(after.meta.targetId).not.toBe(before.meta.targetId);
  });

  it('lists warnings first, then by rule order, then by subject', () => {
    const out = nudgesOf(
      state({
        objects: [
          obj('b', 'grill'),
          obj('a', 'grill', { position: offsetFeet(O, 0, 30) }),
          obj('s', 'speaker', { note: 'glass', position: offsetFeet(O, 0, -60) }),
        ],
        infrastructure: { trees: layer([5, 0], [0, 35]), benches: layer([0, 4], [0, 34]) },
        shapes: [{ id: 'z', label: 'wine', position: O }],
      }),
    );
    expect(ids(out)).toEqual([
      'grill-tree:object:a',
      'grill-tree:object:b',
      'text-glass:object:s',
      'text-alcohol:shape:z',
      'grill-bench:object:a',
      'grill-bench:object:b',
      'object-speaker:object:s',
    ]);
  });
});

describe('incremental engine', () => {
  it.each([1, 2, 3])('equals computeAll and the brute force after random edits (seed %i)', (seed) => {
    const rnd = prng(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const here = () => offsetFeet(O, (rnd() - 0.5) * 400, (rnd() - 0.5) * 400);
    const points = (n: number) =>
      Array.from({ length: n }, () => {
        const p = here();
        return [
          (p.lng - O.lng) / (offsetFeet(O, 1, 0).lng - O.lng),
          (p.lat - O.lat) / (offsetFeet(O, 0, 1).lat - O.lat),
        ] as [number, number];
      });
    const infrastructure: Record<string, ReturnType<typeof layer>> = {
      trees: layer(...points(600)),
      benches: layer(...points(200)),
      pedestrianRamps: layer(...points(200)),
    };
    const notes = ['', 'glass jars', 'Beer garden', 'spare generator', 'LPG', 'balloons'];
    const objects = new Map<string, CheckedObject>();
    const engine = new NudgeEngine();
    engine.setSetting('park');
    for (const [id, l] of Object.entries(infrastructure)) engine.setInfrastructure(id, l.ids, l.coords);
    const eventInfo = { title: 'Picnic with wine' };
    engine.setEventInfo(eventInfo);
    for (let step = 0; step < 400; step++) {
      const r = rnd();
      if (r < 0.6 || objects.size === 0) {
        const id = objects.size > 0 && rnd() < 0.5 ? pick([...objects.keys()]) : `o${step}`;
        const o = obj(id, pick(['grill', 'grill', 'tent', 'chair', 'generator', 'speaker', 'table']), {
          position: here(),
          rotationDeg: rnd() * 360,
          note: pick(notes),
        });
        objects.set(id, o);
        engine.upsertObject(o);
      } else if (r < 0.85) {
        const id = pick([...objects.keys()]);
        objects.delete(id);
        engine.removeObject(id);
      } else if (r < 0.9) {
        const trees = layer(...points(600));
        infrastructure.trees = trees;
        engine.setInfrastructure('trees', trees.ids, trees.coords);
      }
      if (step % 20 === 19) {
        const s = state({ objects: [...objects.values()], eventInfo, infrastructure });
        const full = computeAll(s);
        expect(engine.nudges()).toEqual(full);
        expect(full).toEqual(bruteForceNudges(s));
      }
    }
    expect(engine.nudges().some((n) => n.type === 'proximity')).toBe(true);
  });
});

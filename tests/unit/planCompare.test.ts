import { describe, expect, it } from 'vitest';
import { changeRows, changeSummary } from '../../src/shared/compare/changeList';
import { changeFeatures } from '../../src/shared/compare/changeFeatures';
import { diffPlans, hasChanges } from '../../src/shared/compare/planDiff';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { objectType } from '../../src/shared/objects/catalogue';
import {
  applyOp,
  createPlacedObject,
  type CreateOptions,
  type Plan,
  type PlanOp,
  type Shape,
} from '../../src/shared/objects/placed';
import { DEFAULT_EXPORT_OPTIONS, EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { createPlanApi } from '../../src/workers/plan/api';
import { HANDOVER_SHAPES } from './helpers/handoverPlan';
import { ticket } from './helpers/tickets';

const NOW = new Date('2025-06-01T12:00:00Z');
const AT = { lng: -73.98345, lat: 40.75375 };
const make = (type: string, id: string, at = AT, extra: Partial<CreateOptions> = {}) =>
  createPlacedObject(objectType(type)!, at, { id, now: NOW, ...extra });

// The helper plan's drawn polygon and line, under ids and labels of their own.
const polygon: Shape = { ...HANDOVER_SHAPES[0]!, id: 's-poly', properties: { label: 'Food court' } };
const line: Shape = { ...HANDOVER_SHAPES[1]!, id: 's-line', properties: { label: 'Fire lane' } };
const gone: Shape = {
  id: 's-gone',
  geometry: { type: 'Point', coordinates: [-73.9835, 40.7538] },
  properties: { label: 'Info' },
};

const earlier: Plan = {
  objects: [
    make('grill', 'g1'),
    make('tent', 't1', offsetFeet(AT, 30, 0)),
    make('chair', 'c1', offsetFeet(AT, -20, 10)),
    make('tent', 't2', offsetFeet(AT, 0, 40), { rotationDeg: 350 }),
    make('cooler', 'k1', offsetFeet(AT, 5, 5), { label: 'Ice', note: 'Refill at 3 pm' }),
  ],
  shapes: [polygon, line, gone],
};

/** The earlier plan edited as a user would: each change one plan op. */
const edits: PlanOp[] = [
  { kind: 'move', id: 'g1', from: AT, to: offsetFeet(AT, 10, 0) },
  { kind: 'rotate', id: 't1', from: 0, to: 15 },
  { kind: 'remove', object: earlier.objects[2]! },
  { kind: 'rotate', id: 't2', from: 350, to: 10 },
  { kind: 'resize', id: 't2', from: null, to: { width: 20, depth: 10 } },
  { kind: 'label', id: 'k1', from: 'Ice', to: 'Ice & drinks' },
  { kind: 'note', id: 'k1', from: 'Refill at 3 pm' },
  { kind: 'place', object: make('stage', 'st1', offsetFeet(AT, 0, -40), { sizeFt: { width: 24, depth: 16 } }) },
  { kind: 'shapeLabel', id: 's-poly', from: 'Food court', to: 'Beer garden' },
  {
    kind: 'shapeEdit',
    id: 's-line',
    from: line.geometry,
    to: {
      type: 'LineString',
      coordinates: [
        [-73.984, 40.7535],
        [-73.9829, 40.7541],
      ],
    },
  },
  { kind: 'shapeRemove', shape: gone },
  {
    kind: 'shapeAdd',
    shape: {
      id: 's-new',
      geometry: { type: 'Point', coordinates: [-73.9836, 40.7537] },
      properties: { label: 'Stage door' },
    },
  },
];
const current: Plan = edits.reduce(applyOp, earlier);

describe('comparing with an earlier plan', () => {
  const diff = diffPlans(earlier, current);

  it('finds what was added, removed, moved, turned, resized and edited', () => {
    expect(diff.added.map((o) => o.id)).toEqual(['st1']);
    expect(diff.removed.map((o) => o.id)).toEqual(['c1']);
    const byId = new Map(diff.changed.map((c) => [c.after.id, c]));
    expect([...byId.keys()].sort()).toEqual(['g1', 'k1', 't1', 't2']);
    expect(byId.get('g1')!.movedFt).toBeCloseTo(10, 6);
    expect(byId.get('g1')!.turnedDeg).toBeNull();
    expect(byId.get('t1')!.turnedDeg).toBeCloseTo(15, 9);
    expect(byId.get('t1')!.movedFt).toBeNull();
    // 350° to 10° is 20° clockwise, not 340° back.
    expect(byId.get('t2')!.turnedDeg).toBeCloseTo(20, 9);
    expect(byId.get('t2')!.resized).toBe(true);
    expect(byId.get('k1')).toMatchObject({ relabelled: true, noteChanged: true, movedFt: null, resized: false });
    expect(diff.shapesAdded.map((s) => s.id)).toEqual(['s-new']);
    expect(diff.shapesRemoved.map((s) => s.id)).toEqual(['s-gone']);
    expect(diff.shapesChanged.map((c) => [c.after.id, c.geometry, c.label])).toEqual([
      ['s-poly', false, true],
      ['s-line', true, false],
    ]);
  });

  it('lists the changes in words and counts them', () => {
    const rows = changeRows(diff, 'ft');
    expect(rows.map((r) => `${r.name}: ${r.detail}`)).toEqual([
      'Stage: added',
      'Grill: moved 10 ft',
      'Tent (10 x 10 ft): turned 15° clockwise',
      'Tent (20 x 10 ft): turned 20° clockwise, resized from 10 × 10 ft to 20 × 10 ft',
      "Ice & drinks: renamed from 'Ice', note removed",
      'Chair: removed',
      'Stage door: shape added',
      "Beer garden: renamed from 'Food court'",
      'Fire lane: shape changed',
      'Info: shape removed',
    ]);
    expect(changeSummary(diff)).toEqual({
      added: 1,
      removed: 1,
      moved: 1,
      turned: 2,
      resized: 1,
      edited: 1,
      shapes: 4,
    });
    expect(
      changeRows(
        diffPlans(earlier, applyOp(earlier, { kind: 'move', id: 'g1', from: AT, to: offsetFeet(AT, 3, 4) })),
        'm',
      )[0]!.detail,
    ).toBe('moved 1.5 m');
  });

  it('draws the added, the removed and the earlier places of what moved or turned', () => {
    const features = changeFeatures(diff).features.map(
      (f) => `${f.properties.change}:${f.properties.id}:${f.geometry.type}`,
    );
    expect(features).toEqual([
      'was:g1:Polygon',
      'path:g1:LineString',
      'changed:g1:Polygon',
      'changed:g1:Point',
      'was:t1:Polygon',
      'changed:t1:Polygon',
      'changed:t1:Point',
      'was:t2:Polygon',
      'changed:t2:Polygon',
      'changed:t2:Point',
      'was:s-line:LineString',
      'changed:s-line:LineString',
      'removed:c1:Polygon',
      'removed:c1:Point',
      'removed:s-gone:Point',
      'added:st1:Polygon',
      'added:st1:Point',
      'added:s-new:Point',
    ]);
    // Objects get a ring at their place; a drawn point is drawn as itself.
    const rings = changeFeatures(diff).features.filter((f) => f.properties.marker);
    expect(rings.map((f) => f.properties.id)).toEqual(['g1', 't1', 't2', 'c1', 'st1']);
  });

  it('sees no change in the same plan, or in rounding noise', () => {
    expect(hasChanges(diffPlans(earlier, earlier))).toBe(false);
    const noise = applyOp(earlier, { kind: 'move', id: 'g1', from: AT, to: { lng: AT.lng + 1e-10, lat: AT.lat } });
    expect(hasChanges(diffPlans(earlier, noise))).toBe(false);
    const reread = JSON.parse(JSON.stringify(earlier)) as Plan;
    expect(hasChanges(diffPlans(earlier, reread))).toBe(false);
  });

  it('compares with a saved file in the plan worker', async () => {
    const saved = serializePlan(
      {
        geography: 'parks',
        focusedArea: null,
        basemap: 'carto',
        view: { center: AT, zoom: 18, bearing: 0, pitch: 0 },
        layers: {},
        plan: earlier,
        eventInfo: EMPTY_EVENT_INFO,
        exportOptions: DEFAULT_EXPORT_OPTIONS,
      },
      { appName: 'T', appVersion: '1', now: NOW },
    );
    const text = planToJson(saved);
    const api = createPlanApi();
    expect(api.compareWith(current, 'ft')).toBeNull();
    const file = {
      name: 'siteplan-2025-06-01.json',
      type: 'application/json',
      size: text.length,
      text: async () => text,
    };
    expect(await api.loadComparison(ticket(), file)).toEqual({
      ok: true,
      fileName: 'siteplan-2025-06-01.json',
      savedAt: NOW.toISOString(),
      objects: 5,
      shapes: 3,
    });
    const result = api.compareWith(current, 'ft')!;
    expect(result.summary).toEqual(changeSummary(diff));
    expect(result.overlay.features).toHaveLength(18);
    const broken = { ...file, text: async () => '{ not json' };
    expect(await api.loadComparison(ticket(), broken)).toMatchObject({ ok: false, reason: 'File is not valid JSON' });
    api.clearComparison();
    expect(api.compareWith(current, 'ft')).toBeNull();
  });
});

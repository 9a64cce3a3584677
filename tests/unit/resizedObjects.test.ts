// One size per object: a resize sets the footprint every check measures, the name the packet and the
// findings print, and what the plan file carries; an older file's stale footprint and name read as the
// size the object was given.
import { describe, expect, it } from 'vitest';
import { equipmentGroups } from '../../src/shared/export/legend';
import { equipmentCsv } from '../../src/shared/handover/equipmentCsv';
import { checkedObject } from '../../src/shared/nudges/checkedObject';
import { OBJECT_TYPES, objectType, type ObjectType } from '../../src/shared/objects/catalogue';
import { sizedTypeName } from '../../src/shared/objects/names';
import {
  applyOp,
  createPlacedObject,
  footprintOf,
  invertOp,
  typeNameOf,
  type Plan,
  type PlanOp,
} from '../../src/shared/objects/placed';
import { parsePlanText } from '../../src/shared/plan/parse';
import { EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { PreCheckEngine } from '../../src/shared/precheck/preCheck';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const type = (id: string): ObjectType => objectType(id)!;
const at = { lng: -73.9835, lat: 40.7536 };
const SIX_M_FT = 6 / 0.3048;

const tent = createPlacedObject(type('tent'), at, { id: 't1', now: NOW });
const resized = (plan: Plan, id: string, to: { width: number; depth: number } | null): Plan =>
  applyOp(plan, { kind: 'resize', id, from: null, to });

describe("a type's name at a size", () => {
  it("is the catalogue's name, word for word, at the catalogue's size", () => {
    for (const t of OBJECT_TYPES) expect(sizedTypeName(t.id, t.footprintFt), t.id).toBe(t.name);
    expect(sizedTypeName('bouncy-castle', { width: 20, depth: 20 })).toBeNull();
  });

  it('says the size a resize gave, to a tenth of a foot', () => {
    expect(sizedTypeName('tent', { width: SIX_M_FT, depth: SIX_M_FT })).toBe('Tent (19.7 x 19.7 ft)');
    expect(sizedTypeName('tent', { width: 20, depth: 15 })).toBe('Tent (20 x 15 ft)');
    expect(sizedTypeName('table', { width: 2.5, depth: 10 })).toBe('Table (10 ft)');
    expect(sizedTypeName('bench', { width: 12, depth: 1.5 })).toBe('Bench (12 ft)');
    expect(sizedTypeName('bleachers', { width: 30, depth: 10 })).toBe('Bleachers (5 rows, 30 ft)');
    expect(sizedTypeName('bleachers', { width: 12, depth: 2 })).toBe('Bleachers (1 row, 12 ft)');
    // A name without a size stays the type's.
    expect(sizedTypeName('stage', { width: 40, depth: 20 })).toBe('Stage');
  });
});

describe('resizing an object', () => {
  const plan: Plan = { objects: [tent], shapes: [] };

  it('sets its footprint, its own size and its name together; its default label follows', () => {
    const o = resized(plan, 't1', { width: SIX_M_FT, depth: SIX_M_FT }).objects[0]!;
    expect(o.properties.footprintFt).toEqual({ width: SIX_M_FT, depth: SIX_M_FT });
    expect([o.properties.widthFt, o.properties.depthFt]).toEqual([SIX_M_FT, SIX_M_FT]);
    expect(footprintOf(o)).toEqual({ width: SIX_M_FT, depth: SIX_M_FT });
    expect(o.name).toBe('Tent (19.7 x 19.7 ft)');
    expect(o.properties.name).toBe('Tent (19.7 x 19.7 ft)');
    expect(o.properties.label).toBe('Tent (19.7 x 19.7 ft)');
    expect(typeNameOf(o)).toBe('Tent (19.7 x 19.7 ft)');
  });

  it("keeps a label the organizer gave, and undo gives back the catalogue's size and name exactly", () => {
    const labelled = applyOp(plan, { kind: 'label', id: 't1', from: tent.properties.label, to: 'Info' });
    const op: PlanOp = { kind: 'resize', id: 't1', from: null, to: { width: 20, depth: 20 } };
    const after = applyOp(labelled, op);
    expect(after.objects[0]!.properties.label).toBe('Info');
    expect(after.objects[0]!.name).toBe('Tent (20 x 20 ft)');
    expect(applyOp(after, invertOp(op))).toEqual(labelled);
    // Resized twice (one undo step, as the log coalesces them), then undone: the first size's name is gone too.
    const twice = applyOp(applyOp(plan, op), { kind: 'resize', id: 't1', from: op.to, to: { width: 12, depth: 8 } });
    expect(twice.objects[0]!.name).toBe('Tent (12 x 8 ft)');
    expect(applyOp(twice, { kind: 'resize', id: 't1', from: { width: 12, depth: 8 }, to: null })).toEqual(plan);
  });

  it("gives a stage its own size as its footprint, under the type's name", () => {
    const stage = createPlacedObject(type('stage'), at, { id: 's', now: NOW, sizeFt: { width: 40, depth: 24 } });
    expect(stage.properties.footprintFt).toEqual({ width: 40, depth: 24 });
    expect(stage.name).toBe('Stage');
  });

  it('puts a resized tent in a row of its own in the legend and the equipment table', () => {
    const two = { objects: [tent, { ...tent, id: 't2' }], shapes: [] };
    const groups = equipmentGroups(resized(two, 't2', { width: SIX_M_FT, depth: SIX_M_FT }).objects);
    expect(groups.map((g) => [g.name, g.count])).toEqual([
      ['Tent (10 x 10 ft)', 1],
      ['Tent (19.7 x 19.7 ft)', 1],
    ]);
  });
});

describe('the plan file', () => {
  const input = (objects: PlanDocumentInput['plan']['objects']): PlanDocumentInput => ({
    geography: 'parks',
    focusedArea: null,
    basemap: 'carto',
    view: { center: at, zoom: 18, bearing: 0, pitch: 0 },
    layers: {},
    plan: { objects, shapes: [] },
    eventInfo: { ...EMPTY_EVENT_INFO },
    exportOptions: {
      includeDimensions: false,
      dimensionUnits: 'm',
      paper: 'letter',
      orientation: 'landscape',
      scale: 500,
      detailSheets: false,
    },
  });
  const save = (objects: PlanDocumentInput['plan']['objects']) =>
    serializePlan(input(objects), { appName: 'x', appVersion: '1', now: NOW });
  const read = (text: string) => {
    const r = parsePlanText(text);
    if (!r.ok) throw new Error(r.reason);
    return r.plan.plan.objects;
  };

  it('saves one size and the name that says it, and reads them back the same', () => {
    const objects = resized({ objects: [tent], shapes: [] }, 't1', { width: SIX_M_FT, depth: SIX_M_FT }).objects;
    const saved = save(objects).droppedObjects[0]!;
    expect(saved.properties.footprintFt).toEqual({ width: SIX_M_FT, depth: SIX_M_FT });
    expect(saved.properties.widthFt).toBe(SIX_M_FT);
    expect(saved.name).toBe('Tent (19.7 x 19.7 ft)');
    expect(read(planToJson(save(objects)))).toEqual(objects);
  });

  it('reads an older file (own width and depth beside the catalogue footprint and name) at the size it was given', () => {
    // As the app wrote it before: the resize in widthFt and depthFt only.
    const file = save([tent]);
    Object.assign(file.droppedObjects[0]!.properties, { widthFt: SIX_M_FT, depthFt: SIX_M_FT });
    expect(file.droppedObjects[0]!.properties.footprintFt).toEqual({ width: 10, depth: 10 });
    const old = JSON.stringify(file);
    const [o] = read(old);
    expect(o!.properties.footprintFt).toEqual({ width: SIX_M_FT, depth: SIX_M_FT });
    expect(o!.name).toBe('Tent (19.7 x 19.7 ft)');
    expect(o!.properties.label).toBe('Tent (19.7 x 19.7 ft)');
    // A name or label of the file's own is kept.
    const named = old
      .replace(/"name":"Tent \(10 x 10 ft\)"/g, '"name":"Big top"')
      .replace('"label":"Tent (10 x 10 ft)"', '"label":"Main tent"');
    const [n] = read(named);
    expect([n!.name, n!.properties.label]).toEqual(['Big top', 'Main tent']);
    expect(footprintOf(n!)).toEqual({ width: SIX_M_FT, depth: SIX_M_FT });
  });
});

describe('the checks', () => {
  const check = (objects: Plan['objects']) => {
    const engine = new PreCheckEngine();
    engine.setContext({ setting: 'plaza', area: null, corridor: null });
    return engine.update({
      objects: objects.map(checkedObject),
      shapes: [],
      eventInfo: {},
      today: '2026-11-25',
    });
  };
  const buildings = (objects: Plan['objects']) =>
    check(objects).permits.find((p) => p.ruleId === 'dob-temporary-structure');

  it('measure a resized tent at its size: over 400 sq ft it needs the Buildings permit, said with its one size', () => {
    expect(buildings([tent])).toBeUndefined();
    const big = resized({ objects: [tent], shapes: [] }, 't1', { width: 21, depth: 21 }).objects;
    const p = buildings(big);
    expect(p?.why).toMatch(/^Tent \(21 x 21 ft\) 21 × 21 ft \(441 sq ft\)/);
    expect(p?.why).not.toContain('10 x 10');
    // 6 × 6 m is 387.5 sq ft: under the threshold.
    expect(
      buildings(resized({ objects: [tent], shapes: [] }, 't1', { width: SIX_M_FT, depth: SIX_M_FT }).objects),
    ).toBe(undefined);
  });

  it('name a resized tent by its size in the CSV', () => {
    const objects = resized({ objects: [tent], shapes: [] }, 't1', { width: SIX_M_FT, depth: SIX_M_FT }).objects;
    const csv = equipmentCsv(objects, 'm');
    expect(csv).toContain('Tent (19.7 x 19.7 ft)');
    expect(csv).not.toContain('10 x 10');
  });
});

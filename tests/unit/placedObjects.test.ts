import { describe, expect, it } from 'vitest';
import { isObjectTypeId, objectType, type ObjectType, typeIdOf } from '../../src/shared/objects/catalogue';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import type { EgressObject } from '../../src/shared/egress/types';
import type { PermitObject } from '../../src/shared/precheck/permitTriggers';
import {
  applyOp,
  createPlacedObject,
  footprintOf,
  invertOp,
  normaliseRotation,
  removeOp,
  removeShapeOp,
  stageFromCorners,
  type Plan,
  type PlanOp,
  type PlacedObject,
  type Shape,
} from '../../src/shared/objects/placed';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const type = (id: string): ObjectType => objectType(id)!;
const at = (lng: number, lat: number) => ({ lng, lat });

// Hand figures at 40.75°N: 1° of latitude ≈ 364,000 ft; a degree of longitude is that times cos(40.75°) ≈ 0.7576.
const FT_PER_DEG_LAT = 364_000;
const FT_PER_DEG_LNG = 364_000 * 0.7576;
/** Within 0.5 %: the hand figure for a degree is itself rounded. */
function expectFeet(actual: number, expected: number): void {
  expect(Math.abs(actual - expected) / expected).toBeLessThan(0.005);
}

/** Frozen all the way down, so any mutation by the code under test throws (ESM is strict). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
}

const grill = createPlacedObject(type('grill'), at(-73.98, 40.75), { id: 'o1', now: NOW });
const chair = createPlacedObject(type('chair'), at(-73.9801, 40.7501), { id: 'o2', now: NOW });
const tent = createPlacedObject(type('tent'), at(-73.9802, 40.7502), { id: 'o3', now: NOW, label: 'Info tent' });
const path: Shape = {
  id: 's1',
  geometry: {
    type: 'LineString',
    coordinates: [
      [-73.98, 40.75],
      [-73.979, 40.751],
    ],
  },
  properties: { label: 'Route' },
};
const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];
const zone: Shape = {
  id: 's2',
  geometry: { type: 'Polygon', coordinates: [ring] },
  properties: { label: 'Stage zone' },
};
const pin: Shape = {
  id: 's3',
  geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
  properties: { label: 'Meet here' },
};
const plan: Plan = deepFreeze({ objects: [grill, chair, tent], shapes: [path, zone] });

describe("an object's type", () => {
  it("is a catalogue id in every shape an object takes: a misspelt one does not compile, a file's unknown one is kept", () => {
    // Each line below fails the type-check if it compiles: 'chiar' and 'tnet' are no catalogue types.
    // @ts-expect-error a misspelt id in the plan's object
    const planned: PlacedObject['type'] = 'chiar';
    // @ts-expect-error a misspelt id in the engines' object
    const checked: CheckedObject['type'] = 'tnet';
    // @ts-expect-error a misspelt id in the permits' object
    const permitted: PermitObject['type'] = 'chiar';
    // @ts-expect-error a misspelt id in the egress check's object
    const egress: EgressObject['type'] = 'chiar';
    expect([planned, checked, permitted, egress].some(isObjectTypeId)).toBe(false);
    // An id read from a file: the catalogue's, or an unknown type kept as the file named it.
    expect(typeIdOf('chair')).toBe('chair');
    expect(isObjectTypeId(typeIdOf('chair'))).toBe(true);
    const unknown: PlacedObject['type'] = typeIdOf('hovercraft');
    expect([unknown, isObjectTypeId(unknown)]).toEqual(['hovercraft', false]);
  });
});

describe('createPlacedObject', () => {
  it('builds the spec object with the catalogue fields under properties', () => {
    expect(grill).toEqual({
      id: 'o1',
      type: 'grill',
      name: 'Grill',
      position: { lng: -73.98, lat: 40.75 },
      properties: {
        id: 'grill',
        name: 'Grill',
        category: 'Equipment',
        size: { width: 36, height: 36 },
        icon: 'grill',
        color: '#b45309',
        footprintFt: { width: 3, depth: 2 },
        label: 'Grill',
        timestamp: '2025-06-01T14:30:00.000Z',
        flipped: false,
        rotationDeg: 0,
      },
    });
    expect(tent.properties.label).toBe('Info tent');
    expect('note' in chair.properties).toBe(false);
    expect(createPlacedObject(type('chair'), at(0, 0), { id: 'n', now: NOW, note: 'Folding' }).properties.note).toBe(
      'Folding',
    );
    expect(grill.properties.footprintFt).not.toBe(type('grill').footprintFt);
  });

  it('normalises rotation clockwise into [0, 360) and keeps the flip', () => {
    const o = (rotationDeg: number) =>
      createPlacedObject(type('chair'), at(0, 0), { id: 'x', now: NOW, rotationDeg, flipped: true });
    expect(o(-90).properties.rotationDeg).toBe(270);
    expect(o(725).properties.rotationDeg).toBe(5);
    expect(o(360).properties.rotationDeg).toBe(0);
    expect(o(Number.NaN).properties.rotationDeg).toBe(0);
    expect(o(0).properties.flipped).toBe(true);
    expect(normaliseRotation(-360)).toBe(0);
    expect(Object.is(normaliseRotation(-360), -0)).toBe(false);
  });

  it('gives the stage its own size (at least 1 ft), and only the stage', () => {
    const stage = createPlacedObject(type('stage'), at(0, 0), { id: 's', now: NOW, sizeFt: { width: 30, depth: 0.2 } });
    expect([stage.properties.widthFt, stage.properties.depthFt]).toEqual([30, 1]);
    const plain = createPlacedObject(type('stage'), at(0, 0), { id: 's', now: NOW });
    expect([plain.properties.widthFt, plain.properties.depthFt]).toEqual([16, 12]);
    const t = createPlacedObject(type('table'), at(0, 0), { id: 't', now: NOW, sizeFt: { width: 30, depth: 30 } });
    expect(t.properties.widthFt).toBeUndefined();
    expect(footprintOf(t)).toEqual({ width: 8, depth: 2.5 });
  });
});

describe('stageFromCorners', () => {
  // A 40 x 24 ft stage drawn south-west to north-east at 40.75°N.
  const sw = at(-73.98, 40.75);
  const ne = at(-73.98 + 40 / FT_PER_DEG_LNG, 40.75 + 24 / FT_PER_DEG_LAT);

  it('measures width east-west and depth north-south at rotation 0', () => {
    const { position, sizeFt } = stageFromCorners(sw, ne);
    expectFeet(sizeFt.width, 40);
    expectFeet(sizeFt.depth, 24);
    expect(position.lng).toBeCloseTo((sw.lng + ne.lng) / 2, 12);
    expect(position.lat).toBeCloseTo((sw.lat + ne.lat) / 2, 12);
    expect(stageFromCorners(ne, sw).sizeFt).toEqual(sizeFt);
  });

  it('reads the diagonal in the turned axes', () => {
    const turned = stageFromCorners(sw, ne, 90).sizeFt;
    expectFeet(turned.width, 24);
    expectFeet(turned.depth, 40);
    // A 30 x 30 ft square's diagonal, turned 45° clockwise, lies along the depth axis: 30√2 deep, no width.
    const square = stageFromCorners(sw, at(sw.lng + 30 / FT_PER_DEG_LNG, sw.lat + 30 / FT_PER_DEG_LAT), 45).sizeFt;
    expect(square.width).toBe(1);
    expectFeet(square.depth, 30 * Math.SQRT2);
  });

  it('never goes below 1 ft', () => {
    expect(stageFromCorners(sw, sw).sizeFt).toEqual({ width: 1, depth: 1 });
  });

  it('feeds createPlacedObject and footprintOf', () => {
    const { position, sizeFt } = stageFromCorners(sw, ne);
    const stage = createPlacedObject(type('stage'), position, { id: 'st', now: NOW, sizeFt });
    expect(footprintOf(stage)).toEqual(sizeFt);
  });
});

describe('footprintOf', () => {
  it('uses the catalogue, then what an unknown imported type carries, then a generic 2 x 2 ft', () => {
    expect(footprintOf(chair)).toEqual({ width: 1.5, depth: 1.5 });
    const unknown: PlacedObject = {
      ...grill,
      type: typeIdOf('bouncy-castle'),
      properties: { ...grill.properties, footprintFt: { width: 15, depth: 15 } },
    };
    expect(footprintOf(unknown)).toEqual({ width: 15, depth: 15 });
    const bare = {
      ...unknown,
      properties: { ...unknown.properties, footprintFt: undefined },
    } as unknown as PlacedObject;
    expect(footprintOf(bare)).toEqual({ width: 2, depth: 2 });
  });
});

const extra = createPlacedObject(type('cooler'), at(-73.9803, 40.7503), { id: 'o4', now: NOW });
/** One op of every kind, each valid against `plan`. */
const EVERY_OP: Record<PlanOp['kind'], PlanOp> = {
  place: { kind: 'place', object: extra },
  remove: removeOp(plan, 'o2')!,
  move: { kind: 'move', id: 'o1', from: grill.position, to: at(-73.97, 40.76) },
  rotate: { kind: 'rotate', id: 'o3', from: 0, to: 450 },
  flip: { kind: 'flip', id: 'o1', from: false, to: true },
  note: { kind: 'note', id: 'o2', to: 'Bring 40 of these' },
  resize: { kind: 'resize', id: 'o3', from: null, to: { width: 20, depth: 20 } },
  label: { kind: 'label', id: 'o1', from: 'Grill', to: 'Grill by the gate' },
  height: { kind: 'height', id: 'o3', from: null, to: 4 },
  clearWidth: { kind: 'clearWidth', id: 'o2', from: null, to: 8 },
  batch: {
    kind: 'batch',
    ops: [
      { kind: 'place', object: extra },
      { kind: 'move', id: 'o4', from: extra.position, to: at(0, 0) },
      removeOp(plan, 'o1')!,
    ],
  },
  shapeAdd: { kind: 'shapeAdd', shape: pin },
  shapeRemove: removeShapeOp(plan, 's1')!,
  shapeLabel: { kind: 'shapeLabel', id: 's2', from: 'Stage zone', to: 'Main stage' },
  shapeEdit: {
    kind: 'shapeEdit',
    id: 's1',
    from: path.geometry,
    to: {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
        [2, 0],
      ],
    },
  },
};

describe('applyOp and invertOp', () => {
  it.each(Object.entries(EVERY_OP))('%s: applying then applying the inverse restores the plan', (_kind, op) => {
    const before = structuredClone(plan);
    const after = applyOp(plan, op);
    expect(after).not.toBe(plan);
    expect(after).not.toEqual(plan);
    expect(applyOp(after, invertOp(op))).toEqual(plan);
    expect(invertOp(invertOp(op))).toEqual(op);
    expect(plan).toEqual(before); // the (frozen) input was not touched
  });

  it('edits what each op names', () => {
    const objectsAfter = (op: PlanOp) => applyOp(plan, op).objects;
    expect(objectsAfter(EVERY_OP.place).map((o) => o.id)).toEqual(['o1', 'o2', 'o3', 'o4']);
    expect(objectsAfter(EVERY_OP.remove).map((o) => o.id)).toEqual(['o1', 'o3']);
    expect(objectsAfter(EVERY_OP.move).map((o) => o.id)).toEqual(['o1', 'o2', 'o3']);
    expect(objectsAfter(EVERY_OP.move)[0]!.position).toEqual({ lng: -73.97, lat: 40.76 });
    expect(objectsAfter(EVERY_OP.rotate)[2]!.properties.rotationDeg).toBe(90);
    expect(objectsAfter(EVERY_OP.flip)[0]!.properties.flipped).toBe(true);
    expect(objectsAfter(EVERY_OP.note)[1]!.properties.note).toBe('Bring 40 of these');
    expect(objectsAfter(EVERY_OP.batch).map((o) => [o.id, o.position])).toEqual([
      ['o2', chair.position],
      ['o3', tent.position],
      ['o4', at(0, 0)],
    ]);
    expect(applyOp(plan, EVERY_OP.shapeAdd).shapes.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(applyOp(plan, EVERY_OP.shapeRemove).shapes.map((s) => s.id)).toEqual(['s2']);
    expect(applyOp(plan, EVERY_OP.shapeLabel).shapes[1]!.properties.label).toBe('Main stage');
    expect(applyOp(plan, EVERY_OP.shapeEdit).shapes[0]!.geometry.coordinates).toHaveLength(3);
  });

  it('leaves untouched items shared and the other list as it was', () => {
    const after = applyOp(plan, EVERY_OP.move);
    expect(after.objects[1]).toBe(plan.objects[1]);
    expect(after.shapes).toBe(plan.shapes);
    expect(applyOp(plan, EVERY_OP.shapeLabel).objects).toBe(plan.objects);
  });

  it('puts a removed object back at its place in the draw order on undo', () => {
    const removed = applyOp(plan, removeOp(plan, 'o2')!);
    expect(applyOp(removed, invertOp(removeOp(plan, 'o2')!)).objects.map((o) => o.id)).toEqual(['o1', 'o2', 'o3']);
    // Without an index the object is appended.
    expect(applyOp(removed, { kind: 'place', object: chair }).objects.map((o) => o.id)).toEqual(['o1', 'o3', 'o2']);
  });

  it('clears a note without leaving an undefined key', () => {
    const noted = applyOp(plan, EVERY_OP.note);
    const cleared = applyOp(noted, { kind: 'note', id: 'o2', from: 'Bring 40 of these' });
    expect('note' in cleared.objects[1]!.properties).toBe(false);
  });

  it('treats ops on missing ids (and duplicate places) as no-ops returning the same plan', () => {
    const missing: PlanOp[] = [
      { kind: 'remove', object: extra },
      { kind: 'move', id: 'nope', from: at(0, 0), to: at(1, 1) },
      { kind: 'rotate', id: 'nope', from: 0, to: 90 },
      { kind: 'flip', id: 'nope', from: false, to: true },
      { kind: 'note', id: 'nope', to: 'x' },
      { kind: 'shapeRemove', shape: pin },
      { kind: 'shapeLabel', id: 'nope', from: '', to: 'x' },
      { kind: 'shapeEdit', id: 'nope', from: pin.geometry, to: pin.geometry },
      { kind: 'place', object: grill },
      { kind: 'shapeAdd', shape: path },
      { kind: 'batch', ops: [] },
    ];
    for (const op of missing) expect(applyOp(plan, op)).toBe(plan);
    expect(removeOp(plan, 'nope')).toBeNull();
    expect(removeShapeOp(plan, 'nope')).toBeNull();
  });

  it('inverts a batch as the reversed inverses', () => {
    const inv = invertOp(EVERY_OP.batch);
    expect(inv.kind === 'batch' && inv.ops.map((o) => o.kind)).toEqual(['place', 'move', 'remove']);
  });
});

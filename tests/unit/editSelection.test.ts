import { describe, expect, it } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import {
  applyOp,
  createPlacedObject,
  footprintOf,
  invertOp,
  type Plan,
  type PlanOp,
  type Shape,
} from '../../src/shared/objects/placed';
import { mergePlanOps, UndoLog } from '../../src/shared/history/undoLog';
import {
  copySelection,
  duplicateOp,
  moveSelectionOp,
  rotateHandle,
  pasteOp,
  pruneSelection,
  removeSelectionOp,
  rotateSelectionOp,
  screenToGround,
  selectionCentre,
  selectType,
  setRotationOp,
  toggleSelection,
  type Selection,
} from '../../src/shared/edit/selection';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import { METRES_PER_DEGREE_LAT, metresPerDegreeLng } from '../../src/shared/geometry/metres';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const chair = (id: string, lng: number, lat: number) =>
  createPlacedObject(objectType('chair')!, { lng, lat }, { id, now: NOW });
const tent = createPlacedObject(objectType('tent')!, { lng: -73.98, lat: 40.75 }, { id: 't1', now: NOW });
const zone: Shape = {
  id: 's1',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-73.98, 40.75],
        [-73.979, 40.75],
        [-73.979, 40.751],
        [-73.98, 40.75],
      ],
    ],
  },
  properties: { label: 'Zone' },
};
const plan: Plan = Object.freeze({
  objects: [chair('c1', -73.9801, 40.7501), tent, chair('c2', -73.9803, 40.7503)],
  shapes: [zone],
});
const both: Selection = { objects: ['c1', 'c2'], shapes: ['s1'] };

/** Applying an op then its inverse gives back an equal plan. */
function expectInverse(op: PlanOp | null): Plan {
  expect(op).not.toBeNull();
  const after = applyOp(plan, op!);
  expect(after).not.toEqual(plan);
  expect(applyOp(after, invertOp(op!))).toEqual(plan);
  return after;
}

const feetBetween = (a: { lng: number; lat: number }, b: { lng: number; lat: number }) => ({
  east: ((b.lng - a.lng) * metresPerDegreeLng(a.lat)) / FEET_TO_METRES,
  north: ((b.lat - a.lat) * METRES_PER_DEGREE_LAT) / FEET_TO_METRES,
});

describe('resize and label ops', () => {
  it('resizes any object to its own size, and back to the catalogue footprint', () => {
    const after = expectInverse({ kind: 'resize', id: 't1', from: null, to: { width: 20, depth: 20 } });
    expect(footprintOf(after.objects[1]!)).toEqual({ width: 20, depth: 20 });
    expect(
      footprintOf(applyOp(after, { kind: 'resize', id: 't1', from: { width: 20, depth: 20 }, to: null }).objects[1]!),
    ).toEqual({ width: 10, depth: 10 });
  });
  it('relabels an object', () => {
    const after = expectInverse({ kind: 'label', id: 'c1', from: 'Chair', to: 'VIP seat' });
    expect(after.objects[0]!.properties.label).toBe('VIP seat');
  });
  it('a drag of the size handle is one undo step', () => {
    const merged = mergePlanOps(
      { kind: 'resize', id: 't1', from: null, to: { width: 12, depth: 10 } },
      { kind: 'resize', id: 't1', from: { width: 12, depth: 10 }, to: { width: 14, depth: 10 } },
    );
    expect(merged).toEqual({ kind: 'resize', id: 't1', from: null, to: { width: 14, depth: 10 } });
  });
});

describe('moving the selection', () => {
  it('moves objects and shapes by feet on the ground, and back', () => {
    const after = expectInverse(moveSelectionOp(plan, both, 10, -1));
    const d = feetBetween(plan.objects[0]!.position, after.objects[0]!.position);
    expect(d.east).toBeCloseTo(10, 6);
    expect(d.north).toBeCloseTo(-1, 6);
    expect(after.objects[1]).toBe(plan.objects[1]);
    const v = (after.shapes[0]!.geometry as { coordinates: number[][][] }).coordinates[0]![0]!;
    expect(feetBetween({ lng: -73.98, lat: 40.75 }, { lng: v[0]!, lat: v[1]! }).east).toBeCloseTo(10, 6);
  });
  it('turns screen arrows into ground moves on a turned map', () => {
    const right = screenToGround(1, 0, 90);
    expect(right.eastFt).toBeCloseTo(0, 9);
    expect(right.northFt).toBeCloseTo(-1, 9);
    const up = screenToGround(0, 10, 0);
    expect(up).toEqual({ eastFt: 0, northFt: 10 });
  });
  it('is nothing for an empty selection', () => {
    expect(moveSelectionOp(plan, { objects: [], shapes: [] }, 1, 1)).toBeNull();
  });
});

describe('turning the selection', () => {
  it('turns one object in place', () => {
    const after = expectInverse(rotateSelectionOp(plan, { objects: ['t1'], shapes: [] }, 30));
    expect(after.objects[1]!.properties.rotationDeg).toBe(30);
    expect(after.objects[1]!.position).toEqual(tent.position);
  });
  it('turns several items about their centre, keeping their distances to it', () => {
    const centre = selectionCentre(plan, both)!;
    const after = expectInverse(rotateSelectionOp(plan, both, 90));
    const before = feetBetween(centre, plan.objects[0]!.position);
    const turned = feetBetween(centre, after.objects[0]!.position);
    // A quarter turn clockwise: east becomes south, north becomes east.
    expect(turned.east).toBeCloseTo(before.north, 3);
    expect(turned.north).toBeCloseTo(-before.east, 3);
    expect(after.objects[0]!.properties.rotationDeg).toBe(90);
  });
  it('puts the turn handle above the selection on screen, clear of its footprints', () => {
    const one = { objects: ['t1'], shapes: [] };
    const north = rotateHandle(plan, one, 0)!;
    const d = feetBetween(tent.position, north.handle);
    // A 10 ft tent's corner is 7.07 ft out; 4 ft beyond it, straight up (north at bearing 0).
    expect(d.east).toBeCloseTo(0, 6);
    expect(d.north).toBeCloseTo(Math.SQRT2 * 5 + 4, 3);
    const turned = feetBetween(tent.position, rotateHandle(plan, one, 90)!.handle);
    expect(turned.east).toBeCloseTo(Math.SQRT2 * 5 + 4, 3);
    expect(rotateHandle(plan, { objects: [], shapes: ['s1'] }, 0)).toBeNull();
  });
  it('turns about a given centre, so a handle drag in steps equals one turn', () => {
    const centre = selectionCentre(plan, both)!;
    let stepped = plan;
    for (let i = 0; i < 9; i++) stepped = applyOp(stepped, rotateSelectionOp(stepped, both, 10, centre)!);
    const once = applyOp(plan, rotateSelectionOp(plan, both, 90, centre)!);
    expect(stepped.objects[0]!.position.lng).toBeCloseTo(once.objects[0]!.position.lng, 9);
    expect(stepped.objects[0]!.position.lat).toBeCloseTo(once.objects[0]!.position.lat, 9);
  });
  it('sets a typed angle on each object', () => {
    const after = expectInverse(setRotationOp(plan, { objects: ['c1', 't1'], shapes: [] }, 405));
    expect(after.objects.map((o) => o.properties.rotationDeg)).toEqual([45, 45, 0]);
  });
});

describe('delete, duplicate, copy and paste', () => {
  let n = 0;
  const options = { newId: () => `new-${++n}`, now: NOW };

  it('deletes the selection and undo puts every item back in its place', () => {
    const after = expectInverse(removeSelectionOp(plan, { objects: ['c2', 'c1'], shapes: ['s1'] }));
    expect(after).toEqual({ objects: [tent], shapes: [] });
    const log = new UndoLog();
    log.record(removeSelectionOp(plan, { objects: ['c1', 'c2'], shapes: [] })!);
    expect(log.undo(applyOp(plan, removeSelectionOp(plan, { objects: ['c1', 'c2'], shapes: [] })!))!.plan).toEqual(
      plan,
    );
  });
  it('duplicates beside the selection with new ids, selecting the copies', () => {
    const dup = duplicateOp(plan, both, 5, 0, options)!;
    const after = expectInverse(dup.op);
    expect(after.objects).toHaveLength(5);
    expect(after.shapes).toHaveLength(2);
    expect(dup.selection.objects).toEqual(after.objects.slice(3).map((o) => o.id));
    const d = feetBetween(plan.objects[0]!.position, after.objects[3]!.position);
    expect(d.east).toBeCloseTo(5, 6);
    expect(d.north).toBeCloseTo(-5, 6);
    expect(after.objects[3]!.properties.label).toBe('Chair');
  });
  it('pastes the clipboard centred on the pointer', () => {
    const clip = copySelection(plan, { objects: ['c1', 'c2'], shapes: [] });
    const at = { lng: -73.97, lat: 40.76 };
    const pasted = pasteOp(clip, at, options)!;
    const after = expectInverse(pasted.op);
    const centre = selectionCentre(after, pasted.selection)!;
    expect(centre.lng).toBeCloseTo(at.lng, 9);
    expect(centre.lat).toBeCloseTo(at.lat, 9);
    expect(pasteOp({ objects: [], shapes: [] }, at, options)).toBeNull();
  });
});

describe('selection sets', () => {
  it('shift adds and takes out', () => {
    expect(toggleSelection({ objects: ['c1'], shapes: [] }, { objects: ['c1', 't1'], shapes: ['s1'] })).toEqual({
      objects: ['t1'],
      shapes: ['s1'],
    });
  });
  it('drops ids the plan lost, and selects all of a type', () => {
    expect(pruneSelection({ objects: [tent], shapes: [] }, both)).toEqual({ objects: [], shapes: [] });
    expect(selectType(plan, 'chair')).toEqual({ objects: ['c1', 'c2'], shapes: [] });
  });
});

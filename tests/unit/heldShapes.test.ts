import { describe, expect, it } from 'vitest';
import { applyOp, invertOp, type Plan, type Shape } from '../../src/shared/objects/placed';
import { HeldShapes, SHAPES_PER_MESSAGE, type HeldPlanInput } from '../../src/shared/shapeFiles/heldShapes';
import type { ImportRead } from '../../src/shared/shapeFiles/importFile';

const shape = (id: string): Shape => ({
  id,
  geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
  properties: { label: id },
});
const shapes = (n: number, prefix = 's') => Array.from({ length: n }, (_, i) => shape(`${prefix}${i}`));
const read = (list: Shape[]): ImportRead => ({
  kind: 'shapes',
  result: { ok: true, read: { fileName: 'a.geojson', shapes: list, notices: [], bbox: [0, 0, 1, 1] } },
});

describe('an import held in the plan worker', () => {
  it('answers a small import whole and holds a large one for slices', () => {
    const held = new HeldShapes();
    const small = read(shapes(3));
    expect(held.hold(small)).toBe(small);
    const list = shapes(SHAPES_PER_MESSAGE + 10);
    const answer = held.hold(read(list));
    expect(answer.held?.count).toBe(list.length);
    expect(answer.kind === 'shapes' && answer.result.ok && answer.result.read.shapes).toEqual([]);
    const token = answer.held!.token;
    const taken = [
      ...held.slice(token, 0, SHAPES_PER_MESSAGE),
      ...held.slice(token, SHAPES_PER_MESSAGE, 2 * SHAPES_PER_MESSAGE),
    ];
    expect(taken).toEqual(list);
  });

  it('resolves references for the autosave, and asks for the shapes again once they are let go', () => {
    const held = new HeldShapes();
    const list = shapes(SHAPES_PER_MESSAGE + 1);
    const token = held.hold(read(list)).held!.token;
    held.slice(token, 0, list.length);
    const drawn = shape('drawn');
    const input = (refs: HeldPlanInput['plan']['shapes']) =>
      ({ plan: { objects: [], shapes: refs } }) as unknown as HeldPlanInput;
    expect(held.resolve(input([{ held: token, index: 1 }, drawn]))?.plan.shapes).toEqual([list[1], drawn]);
    // A plan that no longer holds them (undone) lets the import go; a later reference is then sent whole.
    expect(held.resolve(input([drawn]))?.plan.shapes).toEqual([drawn]);
    expect(held.resolve(input([{ held: token, index: 1 }]))).toBeNull();
  });
});

describe('a batch of shapes added or removed', () => {
  it('gives the same plan as its ops one by one, and undoes to the plan before', () => {
    const before: Plan = { objects: [], shapes: shapes(3) };
    const ops = [...shapes(5, 'n'), shape('s1')].map((s) => ({ kind: 'shapeAdd' as const, shape: s }));
    const batch = { kind: 'batch' as const, ops };
    const after = applyOp(before, batch);
    expect(after).toEqual(ops.reduce(applyOp, before));
    expect(after.shapes.map((s) => s.id)).toEqual(['s0', 's1', 's2', 'n0', 'n1', 'n2', 'n3', 'n4']);
    expect(applyOp(after, invertOp(batch))).toEqual({
      objects: [],
      shapes: before.shapes.filter((s) => s.id !== 's1'),
    });
    expect(applyOp(before, { kind: 'batch', ops: ops.slice(5) })).toBe(before);
  });
});

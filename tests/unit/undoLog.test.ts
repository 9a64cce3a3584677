import { describe, expect, it } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import { applyOp, createPlacedObject, type LngLat, type Plan, type PlanOp } from '../../src/shared/objects/placed';
import { HistoryLog, UndoLog, mergePlanOps } from '../../src/shared/history/undoLog';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const at = (lng: number, lat: number): LngLat => ({ lng, lat });
const make = (id: string, typeId = 'chair', pos = at(-73.98, 40.75)) =>
  createPlacedObject(objectType(typeId)!, pos, { id, now: NOW });
const EMPTY: Plan = { objects: [], shapes: [] };

/** The app's pattern: apply an edit, then record it. */
function edit(log: UndoLog, plan: Plan, op: PlanOp): Plan {
  log.record(op);
  return applyOp(plan, op);
}
const ids = (plan: Plan) => plan.objects.map((o) => o.id);

describe('UndoLog', () => {
  it('undoes and redoes a sequence, handing back the op it applied', () => {
    const log = new UndoLog();
    expect(log.canUndo).toBe(false);
    expect(log.undo(EMPTY)).toBeNull();
    let plan = edit(log, EMPTY, { kind: 'place', object: make('a') });
    plan = edit(log, plan, { kind: 'place', object: make('b') });
    plan = edit(log, plan, { kind: 'move', id: 'a', from: at(-73.98, 40.75), to: at(-73.97, 40.76) });

    const u1 = log.undo(plan)!;
    expect(u1.op).toEqual({ kind: 'move', id: 'a', from: at(-73.97, 40.76), to: at(-73.98, 40.75) });
    expect(u1.plan.objects[0]!.position).toEqual(at(-73.98, 40.75));
    const u2 = log.undo(u1.plan)!;
    expect(ids(u2.plan)).toEqual(['a']);
    expect(log.canRedo).toBe(true);

    const r1 = log.redo(u2.plan)!;
    expect(r1.op.kind).toBe('place');
    expect(ids(r1.plan)).toEqual(['a', 'b']);
    const r2 = log.redo(r1.plan)!;
    expect(r2.plan).toEqual(plan);
    expect(log.canRedo).toBe(false);
    expect(log.redo(r2.plan)).toBeNull();

    let back = r2.plan;
    while (log.canUndo) back = log.undo(back)!.plan;
    expect(back).toEqual(EMPTY);
  });

  it('drops the redo branch when something new is recorded after an undo', () => {
    const log = new UndoLog();
    let plan = edit(log, EMPTY, { kind: 'place', object: make('a') });
    plan = edit(log, plan, { kind: 'place', object: make('b') });
    plan = log.undo(plan)!.plan;
    plan = edit(log, plan, { kind: 'place', object: make('c') });
    expect(log.canRedo).toBe(false);
    expect(log.redo(plan)).toBeNull();
    expect(ids(log.undo(plan)!.plan)).toEqual(['a']);
  });

  it('keeps at most `cap` steps, dropping the oldest', () => {
    const log = new UndoLog(3);
    let plan = EMPTY;
    for (const id of ['a', 'b', 'c', 'd', 'e']) plan = edit(log, plan, { kind: 'place', object: make(id) });
    expect(log.undoDepth).toBe(3);
    while (log.canUndo) plan = log.undo(plan)!.plan;
    expect(ids(plan)).toEqual(['a', 'b']);
    expect(log.redoDepth).toBe(3);
    expect(new UndoLog().cap).toBe(200);
    expect(() => new UndoLog(0)).toThrow(RangeError);
    expect(() => new UndoLog(2.5)).toThrow(RangeError);
  });

  it('makes one undo step of a drag recorded with the same key', () => {
    const log = new UndoLog();
    let plan = edit(log, EMPTY, { kind: 'place', object: make('a') });
    const path = [at(-73.98, 40.75), at(-73.979, 40.75), at(-73.978, 40.751), at(-73.977, 40.752)];
    for (let i = 1; i < path.length; i++) {
      const op: PlanOp = { kind: 'move', id: 'a', from: path[i - 1]!, to: path[i]! };
      plan = applyOp(plan, op);
      log.recordCoalesced(op, 'drag-1');
    }
    expect(log.undoDepth).toBe(2);
    const u = log.undo(plan)!;
    expect(u.op).toEqual({ kind: 'move', id: 'a', from: path[3], to: path[0] });
    expect(u.plan.objects[0]!.position).toEqual(path[0]);
    expect(log.redo(u.plan)!.plan.objects[0]!.position).toEqual(path[3]);
  });

  it('keeps separate drags (new key, or a plain record or undo in between) as separate steps', () => {
    const log = new UndoLog();
    const move = (from: number, to: number): PlanOp => ({ kind: 'move', id: 'a', from: at(from, 0), to: at(to, 0) });
    log.recordCoalesced(move(0, 1), 'k1');
    log.recordCoalesced(move(1, 2), 'k2');
    expect(log.undoDepth).toBe(2);
    log.record({ kind: 'flip', id: 'a', from: false, to: true });
    log.recordCoalesced(move(2, 3), 'k2');
    expect(log.undoDepth).toBe(4);
    log.undo({ objects: [], shapes: [] });
    log.recordCoalesced(move(2, 3), 'k2');
    expect(log.undoDepth).toBe(4);
    expect(log.canRedo).toBe(false);
  });

  it('undoes a batch in one step and in reverse order', () => {
    const log = new UndoLog();
    let plan = edit(log, EMPTY, { kind: 'place', object: make('a') });
    const batch: PlanOp = {
      kind: 'batch',
      ops: [
        { kind: 'place', object: make('b', 'tent') },
        { kind: 'move', id: 'b', from: at(-73.98, 40.75), to: at(-73.97, 40.75) },
        { kind: 'rotate', id: 'a', from: 0, to: 90 },
        {
          kind: 'shapeAdd',
          shape: { id: 's', geometry: { type: 'Point', coordinates: [0, 0] }, properties: { label: 'Here' } },
        },
      ],
    };
    const before = plan;
    plan = edit(log, plan, batch);
    const u = log.undo(plan)!;
    expect(u.plan).toEqual(before);
    expect(u.op.kind === 'batch' && u.op.ops.map((o) => o.kind)).toEqual(['shapeRemove', 'rotate', 'move', 'remove']);
    expect(log.redo(u.plan)!.plan).toEqual(plan);
  });

  it('clears everything', () => {
    const log = new UndoLog();
    const plan = edit(log, EMPTY, { kind: 'place', object: make('a') });
    log.undo(plan);
    log.clear();
    expect([log.canUndo, log.canRedo]).toEqual([false, false]);
  });
});

describe('mergePlanOps', () => {
  it('folds same-target moves, rotations and shape edits, keeping the first from', () => {
    expect(
      mergePlanOps({ kind: 'rotate', id: 'a', from: 10, to: 20 }, { kind: 'rotate', id: 'a', from: 20, to: 35 }),
    ).toEqual({ kind: 'rotate', id: 'a', from: 10, to: 35 });
    const g = (x: number) => ({ type: 'Point' as const, coordinates: [x, 0] as [number, number] });
    expect(
      mergePlanOps(
        { kind: 'shapeEdit', id: 's', from: g(0), to: g(1) },
        { kind: 'shapeEdit', id: 's', from: g(1), to: g(2) },
      ),
    ).toEqual({ kind: 'shapeEdit', id: 's', from: g(0), to: g(2) });
  });

  it('merges a group drag part by part and batches anything else', () => {
    const m = (id: string, a: number, b: number): PlanOp => ({ kind: 'move', id, from: at(a, 0), to: at(b, 0) });
    expect(
      mergePlanOps(
        { kind: 'batch', ops: [m('a', 0, 1), m('b', 5, 6)] },
        { kind: 'batch', ops: [m('a', 1, 2), m('b', 6, 7)] },
      ),
    ).toEqual({ kind: 'batch', ops: [m('a', 0, 2), m('b', 5, 7)] });
    expect(mergePlanOps(m('a', 0, 1), m('b', 0, 1))).toEqual({ kind: 'batch', ops: [m('a', 0, 1), m('b', 0, 1)] });
  });
});

describe('HistoryLog (generic)', () => {
  it('works over any state with apply/invert, and records plainly without a merge', () => {
    const log = new HistoryLog<number, number>({ apply: (s, d) => s + d, invert: (d) => -d }, 2);
    log.recordCoalesced(5, 'k');
    log.recordCoalesced(3, 'k');
    expect(log.undoDepth).toBe(2);
    expect(log.undo(8)).toEqual({ state: 5, op: -3 });
    expect(log.redo(5)).toEqual({ state: 8, op: 3 });
  });
});

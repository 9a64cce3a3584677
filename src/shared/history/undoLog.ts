/**
 * Undo as a capped log of operations (Excalidraw-style) rather than of plan snapshots: a plan with
 * hundreds of objects costs one small op per edit, and an op knows its own inverse. Callers apply an
 * edit to their plan first and then record it; undo/redo hand back the next plan and the op applied.
 */
import { applyOp, invertOp, type Plan, type PlanOp } from '../objects/placed';

export interface HistoryOps<Op, State> {
  apply(state: State, op: Op): State;
  invert(op: Op): Op;
  /** One op with the effect of `prev` then `next`, for coalesced recording; without it nothing coalesces. */
  merge?(prev: Op, next: Op): Op;
}

export const DEFAULT_UNDO_CAP = 200;

/** The generic log: `done` holds applied ops (newest last), `undone` the ones undo took back. */
export class HistoryLog<Op, State> {
  private done: Op[] = [];
  private undone: Op[] = [];
  /** Key of the coalescing session the newest `done` op belongs to; null once anything else happens. */
  private sessionKey: string | null = null;
  readonly cap: number;

  constructor(
    private readonly ops: HistoryOps<Op, State>,
    cap = DEFAULT_UNDO_CAP,
  ) {
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`undo cap must be a positive integer, got ${cap}`);
    this.cap = cap;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }
  get undoDepth(): number {
    return this.done.length;
  }
  get redoDepth(): number {
    return this.undone.length;
  }

  /** Records an applied op as its own undo step; a new edit after an undo drops the redo branch. */
  record(op: Op): void {
    this.done.push(op);
    if (this.done.length > this.cap) this.done.shift();
    this.undone = [];
    this.sessionKey = null;
  }

  /**
   * Records an op that is part of a continuous gesture (a drag): ops with the same `key` in a row
   * become one undo step. Keys should be unique per gesture so two drags in a row stay two steps.
   */
  recordCoalesced(op: Op, key: string): void {
    const last = this.done[this.done.length - 1];
    if (key === this.sessionKey && last !== undefined && this.ops.merge) {
      this.done[this.done.length - 1] = this.ops.merge(last, op);
      this.undone = [];
    } else {
      this.record(op);
    }
    this.sessionKey = key;
  }

  /** Takes back the newest step: the state after its inverse, and that inverse (to mirror elsewhere). */
  undo(state: State): { state: State; op: Op } | null {
    const op = this.done.pop();
    if (op === undefined) return null;
    this.undone.push(op);
    this.sessionKey = null;
    const inverse = this.ops.invert(op);
    return { state: this.ops.apply(state, inverse), op: inverse };
  }

  /** Re-applies the newest undone step: the state after it, and the op itself. */
  redo(state: State): { state: State; op: Op } | null {
    const op = this.undone.pop();
    if (op === undefined) return null;
    this.done.push(op);
    this.sessionKey = null;
    return { state: this.ops.apply(state, op), op };
  }

  clear(): void {
    this.done = [];
    this.undone = [];
    this.sessionKey = null;
  }
}

/** Same-target continuous edits fold into one op keeping the first `from`; anything else is batched. */
export function mergePlanOps(prev: PlanOp, next: PlanOp): PlanOp {
  if (prev.kind === 'move' && next.kind === 'move' && prev.id === next.id) return { ...next, from: prev.from };
  if (prev.kind === 'rotate' && next.kind === 'rotate' && prev.id === next.id) return { ...next, from: prev.from };
  if (prev.kind === 'resize' && next.kind === 'resize' && prev.id === next.id) return { ...next, from: prev.from };
  if (prev.kind === 'shapeEdit' && next.kind === 'shapeEdit' && prev.id === next.id)
    return { ...next, from: prev.from };
  // A group drag sends a batch per pointer event; merge it part by part when the parts line up.
  if (prev.kind === 'batch' && next.kind === 'batch' && prev.ops.length === next.ops.length) {
    const parts = prev.ops.map((p, i) => mergePlanOps(p, next.ops[i]!));
    if (parts.every((m) => m.kind !== 'batch')) return { kind: 'batch', ops: parts };
  }
  return { kind: 'batch', ops: [...(prev.kind === 'batch' ? prev.ops : [prev]), next] };
}

const PLAN_OPS: HistoryOps<PlanOp, Plan> = { apply: applyOp, invert: invertOp, merge: mergePlanOps };

/** The plan's undo log: object placement and shape drawing share it, one step per user action. */
export class UndoLog {
  private readonly log: HistoryLog<PlanOp, Plan>;

  constructor(cap = DEFAULT_UNDO_CAP) {
    this.log = new HistoryLog(PLAN_OPS, cap);
  }

  get cap(): number {
    return this.log.cap;
  }
  get canUndo(): boolean {
    return this.log.canUndo;
  }
  get canRedo(): boolean {
    return this.log.canRedo;
  }
  get undoDepth(): number {
    return this.log.undoDepth;
  }
  get redoDepth(): number {
    return this.log.redoDepth;
  }

  record(op: PlanOp): void {
    this.log.record(op);
  }
  recordCoalesced(op: PlanOp, key: string): void {
    this.log.recordCoalesced(op, key);
  }

  undo(plan: Plan): { plan: Plan; op: PlanOp } | null {
    const r = this.log.undo(plan);
    return r && { plan: r.state, op: r.op };
  }

  redo(plan: Plan): { plan: Plan; op: PlanOp } | null {
    const r = this.log.redo(plan);
    return r && { plan: r.state, op: r.op };
  }

  clear(): void {
    this.log.clear();
  }
}

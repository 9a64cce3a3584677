/**
 * Every change to the plan goes through `commit`: applied to the plan signal and recorded in the
 * capped undo log as an operation whose inverse undoes it. Undo, redo, and a plan replaced whole.
 */
import { applyOp, type Plan, type PlanOp } from '../../../shared/objects/placed';
import { UndoLog } from '../../../shared/history/undoLog';
import { history, placement, plan, selection } from '../../store/plan';
import { EMPTY_SELECTION, pruneSelection } from '../../../shared/edit/selection';
import { placementCorner } from '../../store/edit';
import { planReadOnly } from '../../store/share';

const log = new UndoLog();
let counter = 0;

export function newId(): string {
  return `obj-${Date.now().toString(36)}-${(++counter).toString(36)}`;
}

function syncHistory(): void {
  history.value = { canUndo: log.canUndo, canRedo: log.canRedo };
}

export function commit(op: PlanOp, coalesceKey?: string): void {
  // A shared plan that is only viewed changes through nothing: 'Edit a copy' first.
  if (planReadOnly.peek()) return;
  const next = applyOp(plan.peek(), op);
  if (next === plan.peek()) return;
  plan.value = next;
  if (coalesceKey) log.recordCoalesced(op, coalesceKey);
  else log.record(op);
  syncHistory();
}

/** Undo and redo keep the selection to items that still exist. */
function afterHistory(next: Plan): void {
  plan.value = next;
  const kept = pruneSelection(next, selection.peek());
  if (kept !== selection.peek()) selection.value = kept;
}

export function undo(): void {
  const result = log.undo(plan.peek());
  if (result) afterHistory(result.plan);
  syncHistory();
}

export function redo(): void {
  const result = log.redo(plan.peek());
  if (result) afterHistory(result.plan);
  syncHistory();
}

/** A new plan (geography change, 'New plan'): nothing placed, nothing to undo. */
export function resetPlan(): void {
  replacePlan({ objects: [], shapes: [] });
}

/** Another plan wholesale (an import, the autosaved plan): its edits are not undoable into the old one. */
export function replacePlan(next: Plan): void {
  plan.value = next;
  log.clear();
  // Placement ends with the plan it was placing into.
  placementCorner.value = null;
  placement.value = null;
  selection.value = EMPTY_SELECTION;
  syncHistory();
}

/**
 * Every change to the plan goes through `commit`: applied to the plan signal and recorded in the
 * capped undo log as an operation whose inverse undoes it. Placement mode lives here too.
 */
import { objectType } from '../../shared/objects/catalogue';
import { applyOp, createPlacedObject, removeOp, stageFromCorners, type LngLat, type Plan, type PlanOp } from '../../shared/objects/placed';
import { UndoLog } from '../../shared/history/undoLog';
import { history, noteEditorFor, placement, plan, selectedObjectId } from '../store/plan';
import { drawTool } from '../store/draw';

export const ROTATE_STEP_DEG = 15;

const log = new UndoLog();
let counter = 0;
/** The first corner of a two-click object (a stage) while its second click is awaited. */
let pendingCorner: LngLat | null = null;

function newId(): string {
  return `obj-${Date.now().toString(36)}-${(++counter).toString(36)}`;
}

function syncHistory(): void {
  history.value = { canUndo: log.canUndo, canRedo: log.canRedo };
}

export function commit(op: PlanOp, coalesceKey?: string): void {
  const next = applyOp(plan.peek(), op);
  if (next === plan.peek()) return;
  plan.value = next;
  if (coalesceKey) log.recordCoalesced(op, coalesceKey);
  else log.record(op);
  syncHistory();
}

export function undo(): void {
  const result = log.undo(plan.peek());
  if (result) plan.value = result.plan;
  syncHistory();
}

export function redo(): void {
  const result = log.redo(plan.peek());
  if (result) plan.value = result.plan;
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
  cancelPlacement();
  selectedObjectId.value = null;
  syncHistory();
}

/** Choosing a type enters placement mode; choosing the same type again cancels. */
export function choosePlacementType(typeId: string): void {
  pendingCorner = null;
  placement.value = placement.peek()?.typeId === typeId ? null : { typeId, batch: false, flipped: false, rotationDeg: 0 };
  // Placing and drawing are exclusive: choosing an object ends the drawing tool.
  if (placement.peek()) drawTool.value = null;
}

export function cancelPlacement(): void {
  pendingCorner = null;
  placement.value = null;
}

/** One click adds one object. A shift-click switches to batch mode, which stays active. */
export function placeAt(at: LngLat, shiftKey: boolean): string | null {
  const mode = placement.peek();
  const type = mode ? objectType(mode.typeId) : undefined;
  if (!mode || !type) return null;
  const batch = mode.batch || shiftKey;
  let position = at;
  let sizeFt: { width: number; depth: number } | undefined;
  if (type.sizedByTwoClicks) {
    if (!pendingCorner) {
      pendingCorner = at;
      return null;
    }
    ({ position, sizeFt } = stageFromCorners(pendingCorner, at, mode.rotationDeg));
    pendingCorner = null;
  }
  const object = createPlacedObject(type, position, { id: newId(), now: new Date(), flipped: mode.flipped, rotationDeg: mode.rotationDeg, ...(sizeFt ? { sizeFt } : {}) });
  commit({ kind: 'place', object });
  placement.value = batch ? { ...mode, batch: true } : null;
  return object.id;
}

export function awaitingSecondCorner(): LngLat | null {
  return pendingCorner;
}

/** , . < > flip the preview while placing, else the selected object. */
export function flip(): void {
  const mode = placement.peek();
  if (mode) {
    placement.value = { ...mode, flipped: !mode.flipped };
    return;
  }
  const o = plan.peek().objects.find((x) => x.id === selectedObjectId.peek());
  if (o) commit({ kind: 'flip', id: o.id, from: o.properties.flipped, to: !o.properties.flipped });
}

/** R / Shift+R turn the preview while placing, else the selected object, by 15°. */
export function rotate(deltaDeg: number): void {
  const mode = placement.peek();
  if (mode) {
    placement.value = { ...mode, rotationDeg: (((mode.rotationDeg + deltaDeg) % 360) + 360) % 360 };
    return;
  }
  const o = plan.peek().objects.find((x) => x.id === selectedObjectId.peek());
  if (!o) return;
  const from = o.properties.rotationDeg ?? 0;
  commit({ kind: 'rotate', id: o.id, from, to: (((from + deltaDeg) % 360) + 360) % 360 });
}

export function removeObject(id: string): void {
  const op = removeOp(plan.peek(), id);
  if (op) commit(op);
  if (selectedObjectId.peek() === id) selectedObjectId.value = null;
  if (noteEditorFor.peek() === id) noteEditorFor.value = null;
}

export function removeSelected(): boolean {
  const id = selectedObjectId.peek();
  if (!id) return false;
  removeObject(id);
  return true;
}

export function setNote(id: string, note: string): void {
  const o = plan.peek().objects.find((x) => x.id === id);
  if (!o) return;
  const to = note.trim() === '' ? undefined : note;
  if ((o.properties.note ?? undefined) === to) return;
  commit({ kind: 'note', id, ...(o.properties.note !== undefined ? { from: o.properties.note } : {}), ...(to !== undefined ? { to } : {}) });
}

/** One drag is one undo step: its moves are recorded under the drag's key. */
export function moveObject(id: string, to: LngLat, dragKey: string): void {
  const o = plan.peek().objects.find((x) => x.id === id);
  if (o) commit({ kind: 'move', id, from: o.position, to }, dragKey);
}

/**
 * The selection and what a design tool does to it: select, move by arrows, turn, resize, rename,
 * duplicate, copy, paste, delete, select all of a type. Each gesture commits one plan op (one undo
 * step); none of it talks to the map — the overlay effect draws whatever the signals hold.
 */
import {
  copySelection,
  duplicateOp,
  EMPTY_SELECTION,
  isEmptySelection,
  moveSelectionOp,
  pasteOp,
  removeSelectionOp,
  rotateSelectionOp,
  screenToGround,
  selectType,
  setRotationOp,
  toggleSelection,
  type Clipboard,
} from '../../../shared/edit/selection';
import { clearWidthOp, ownSizeOf, type LngLat, type SizeFt } from '../../../shared/objects/placed';
import { mapView } from '../../store/map';
import { noteEditorFor, plan, selection } from '../../store/plan';
import { pointer } from '../../store/edit';
import { commit, newId } from '../plan/planController';

/** Arrow keys move 1 ft, 10 ft with Shift; Ctrl+D puts the copy this far right and down. */
export const STEP_FT = 1;
export const STEP_BIG_FT = 10;
export const DUPLICATE_OFFSET_FT = 5;

let clipboard: Clipboard = { objects: [], shapes: [] };
let gestures = 0;

export function selectOnly(kind: 'object' | 'shape', id: string): void {
  selection.value = kind === 'object' ? { objects: [id], shapes: [] } : { objects: [], shapes: [id] };
}
export function toggleSelected(kind: 'object' | 'shape', id: string): void {
  selection.value = toggleSelection(
    selection.peek(),
    kind === 'object' ? { objects: [id], shapes: [] } : { objects: [], shapes: [id] },
  );
}
export function clearSelection(): boolean {
  if (isEmptySelection(selection.peek())) return false;
  selection.value = EMPTY_SELECTION;
  return true;
}
export function hasSelection(): boolean {
  return !isEmptySelection(selection.peek());
}

/** A unique key per continuous gesture (drag, handle), so its ops coalesce into one undo step. */
export function gestureKey(kind: string): string {
  return `${kind}-${++gestures}`;
}

/** Moves the selection on screen (right and up, in feet), for the map's bearing. */
export function stepSelection(rightFt: number, upFt: number): boolean {
  const { eastFt, northFt } = screenToGround(rightFt, upFt, mapView.peek().bearing);
  const op = moveSelectionOp(plan.peek(), selection.peek(), eastFt, northFt);
  if (op) commit(op);
  return op !== null;
}

/** Moves the selection by feet east and north as part of a gesture (a drag). */
export function moveSelectionBy(eastFt: number, northFt: number, key: string): void {
  const op = moveSelectionOp(plan.peek(), selection.peek(), eastFt, northFt);
  if (op) commit(op, key);
}

export function rotateSelection(deltaDeg: number, key?: string, about?: LngLat): boolean {
  const op = rotateSelectionOp(plan.peek(), selection.peek(), deltaDeg, about);
  if (op) commit(op, key);
  return op !== null;
}

export function setSelectionAngle(deg: number): void {
  const op = setRotationOp(plan.peek(), selection.peek(), deg);
  if (op) commit(op);
}

/** An object's real size (width × depth in feet); one undo step. */
export function resizeObject(id: string, to: SizeFt): void {
  const o = plan.peek().objects.find((x) => x.id === id);
  if (!o || !(to.width > 0 && to.depth > 0)) return;
  const from = ownSizeOf(o);
  if (from && from.width === to.width && from.depth === to.depth) return;
  commit({ kind: 'resize', id, from, to });
}

/** An object's height in feet (a stage's deck); null clears it. One undo step. */
export function setObjectHeight(id: string, to: number | null): void {
  const o = plan.peek().objects.find((x) => x.id === id);
  if (!o || (to !== null && !(Number.isFinite(to) && to > 0))) return;
  const from = o.properties.heightFt ?? null;
  if (from !== to) commit({ kind: 'height', id, from, to });
}

/** An exit's clear width in feet; null puts back the default. One undo step. */
export function setClearWidth(id: string, to: number | null): void {
  const op = clearWidthOp(plan.peek(), id, to);
  if (op) commit(op);
}

export function renameObject(id: string, label: string): void {
  const o = plan.peek().objects.find((x) => x.id === id);
  const to = label.trim() || (o?.name ?? '');
  if (o && o.properties.label !== to) commit({ kind: 'label', id, from: o.properties.label, to });
}

export function deleteSelection(): boolean {
  const op = removeSelectionOp(plan.peek(), selection.peek());
  if (!op) return false;
  commit(op);
  if (noteEditorFor.peek() && selection.peek().objects.includes(noteEditorFor.peek()!)) noteEditorFor.value = null;
  selection.value = EMPTY_SELECTION;
  return true;
}

const pasteOptions = () => ({ newId, now: new Date() });

export function duplicateSelection(): boolean {
  const made = duplicateOp(plan.peek(), selection.peek(), DUPLICATE_OFFSET_FT, mapView.peek().bearing, pasteOptions());
  if (!made) return false;
  commit(made.op);
  selection.value = made.selection;
  return true;
}

export function copySelected(): boolean {
  if (!hasSelection()) return false;
  clipboard = copySelection(plan.peek(), selection.peek());
  return true;
}

export function canPaste(): boolean {
  return clipboard.objects.length + clipboard.shapes.length > 0;
}

/** Pastes at the pointer, or beside the originals when the pointer is off the map. */
export function paste(): boolean {
  const at =
    pointer.peek() ??
    (() => {
      const c = mapView.peek().center;
      return { lng: c.lng, lat: c.lat };
    })();
  const made = pasteOp(clipboard, at, pasteOptions());
  if (!made) return false;
  commit(made.op);
  selection.value = made.selection;
  return true;
}

export function selectAllOfType(typeId: string): void {
  selection.value = selectType(plan.peek(), typeId);
}

export function selectAll(): void {
  const p = plan.peek();
  selection.value = { objects: p.objects.map((o) => o.id), shapes: p.shapes.map((s) => s.id) };
}

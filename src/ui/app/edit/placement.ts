/**
 * Placing objects and the per-object actions beside it: choosing a type (placement mode), a click that
 * places, flipping and turning the preview or the selection, removing and noting an object. Each change
 * is one undoable operation through the plan's `commit`.
 */
import { batch as signalsBatch } from '@preact/signals-react';
import { objectType, type ObjectTypeId } from '../../../shared/objects/catalogue';
import { createPlacedObject, drawnRectangle, removeOp, type LngLat, type PlanOp } from '../../../shared/objects/placed';
import { rotateSelectionOp } from '../../../shared/edit/selection';
import { noteEditorFor, placement, plan, selection } from '../../store/plan';
import { drawTool } from '../../store/draw';
import { layoutObject, layoutTool, placementCorner } from '../../store/edit';
import { mapView } from '../../store/map';
import { commit, newId } from '../plan/planController';

export const ROTATE_STEP_DEG = 15;

/** Choosing a type enters placement mode; choosing the same type again cancels. */
export function choosePlacementType(typeId: ObjectTypeId): void {
  placementCorner.value = null;
  // The object just picked is the one the Layout tools lay out next (a stage is drawn, not laid out).
  if (!objectType(typeId)?.sizedByTwoClicks) layoutObject.value = typeId;
  placement.value =
    placement.peek()?.typeId === typeId ? null : { typeId, batch: false, flipped: false, rotationDeg: 0 };
  // Placing, drawing and laying out are exclusive: choosing an object ends the others.
  if (placement.peek()) {
    drawTool.value = null;
    layoutTool.value = null;
  }
}

export function cancelPlacement(): void {
  placementCorner.value = null;
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
  let rotationDeg = mode.rotationDeg;
  if (type.sizedByTwoClicks) {
    const corner = placementCorner.peek();
    if (!corner) {
      placementCorner.value = at;
      return null;
    }
    // The rectangle as drawn on the screen: its sides along the screen's axes at the map's bearing.
    ({ position, sizeFt, rotationDeg } = drawnRectangle(corner, at, mapView.peek().bearing, mode.rotationDeg));
    placementCorner.value = null;
  }
  const object = createPlacedObject(type, position, {
    id: newId(),
    now: new Date(),
    flipped: mode.flipped,
    rotationDeg,
    ...(sizeFt ? { sizeFt } : {}),
  });
  // One change of the signals: the list, the map and autosave hear the placed object once. A batch
  // already on stays the same value, so what shows the placement mode does not render again per click.
  signalsBatch(() => {
    commit({ kind: 'place', object });
    if (!batch) placement.value = null;
    else if (!mode.batch) placement.value = { ...mode, batch: true };
  });
  return object.id;
}

/** , . < > flip the preview while placing, else the selected objects (one undo step). */
export function flip(): void {
  const mode = placement.peek();
  if (mode) {
    placement.value = { ...mode, flipped: !mode.flipped };
    return;
  }
  const ids = new Set(selection.peek().objects);
  const ops: PlanOp[] = plan
    .peek()
    .objects.filter((o) => ids.has(o.id))
    .map((o) => ({ kind: 'flip', id: o.id, from: o.properties.flipped, to: !o.properties.flipped }));
  if (ops.length) commit(ops.length === 1 ? ops[0]! : { kind: 'batch', ops });
}

/** R / Shift+R turn the preview while placing, else the selection, by 15°. */
export function rotate(deltaDeg: number): void {
  const mode = placement.peek();
  if (mode) {
    placement.value = { ...mode, rotationDeg: (((mode.rotationDeg + deltaDeg) % 360) + 360) % 360 };
    return;
  }
  const op = rotateSelectionOp(plan.peek(), selection.peek(), deltaDeg);
  if (op) commit(op);
}

export function removeObject(id: string): void {
  const op = removeOp(plan.peek(), id);
  if (op) commit(op);
  const s = selection.peek();
  if (s.objects.includes(id)) selection.value = { ...s, objects: s.objects.filter((x) => x !== id) };
  if (noteEditorFor.peek() === id) noteEditorFor.value = null;
}

export function setNote(id: string, note: string): void {
  const o = plan.peek().objects.find((x) => x.id === id);
  if (!o) return;
  const to = note.trim() === '' ? undefined : note;
  if ((o.properties.note ?? undefined) === to) return;
  commit({
    kind: 'note',
    id,
    ...(o.properties.note !== undefined ? { from: o.properties.note } : {}),
    ...(to !== undefined ? { to } : {}),
  });
}

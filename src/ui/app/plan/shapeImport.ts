/**
 * A GeoJSON or KML file's shapes join the working plan: added beside what is there (nothing the user
 * made is replaced), in one step that one undo takes back, with ids the plan does not use yet. Shapes
 * far from the focused area are added all the same, but the view only goes to them when asked.
 */
import type { BBox } from '../../../shared/geometry/bbox';
import { readableLength } from '../../../shared/geometry/readableLength';
import { dimensionUnits } from '../../store/draw';
import type { ShapeImport } from '../../../shared/shapeFiles/shapeFile';
import {
  isShapeRef,
  SHAPES_PER_MESSAGE,
  type HeldImportRead,
  type HeldPlanInput,
  type ShapeRef,
} from '../../../shared/shapeFiles/heldShapes';
import type { Shape } from '../../../shared/objects/placed';
import type { PlanDocumentInput } from '../../../shared/plan/schema';
import { planEngine } from '../engines/engines';
import { boxGapMetres, FAR_FROM_AREA_M, withFreeIds } from '../../../shared/shapeFiles/placement';
import { focused } from '../../store/focus';
import { mapPort } from '../../store/map';
import { plan, selection } from '../../store/plan';
import { shapesAdded } from '../../store/shapeImport';
import { clearFocus } from '../focus/focusController';
import { commit } from './planController';

const SELECT_AT_MOST = 50;
const FIT = { paddingPx: 60, durationMs: 600, maxZoom: 19 };

/** Each shape taken from an import the plan worker holds, by where it is held (see heldShapes.ts). */
const heldRefs = new WeakMap<Shape, ShapeRef>();

/**
 * The import's shapes: those the plan worker held back are taken a slice per message, so no one
 * message takes long to decode on the page. Null when a newer import superseded this one meanwhile.
 */
export async function takeImportedShapes(read: ShapeImport, held: HeldImportRead['held'], signal: AbortSignal) {
  if (!held) return read;
  const shapes: Shape[] = [];
  try {
    for (let from = 0; from < held.count; from += SHAPES_PER_MESSAGE) {
      const slice = await planEngine().importedShapes(held.token, from, from + SHAPES_PER_MESSAGE);
      if (signal.aborted) break;
      slice.forEach((shape, i) => heldRefs.set(shape, { held: held.token, index: from + i }));
      shapes.push(...slice);
    }
  } finally {
    if (signal.aborted)
      void planEngine()
        .releaseImport(held.token)
        .catch(() => undefined);
  }
  return signal.aborted ? null : { ...read, shapes };
}

/**
 * Autosave's copy of the plan with the shapes the plan worker holds named instead of copied (null
 * when it holds none of them): copying thousands of imported shapes to it was one long task.
 */
export function withHeldShapes(input: PlanDocumentInput): HeldPlanInput | null {
  const shapes = input.plan.shapes.map((s): Shape | ShapeRef => heldRefs.get(s) ?? s);
  return shapes.some(isShapeRef) ? { ...input, plan: { objects: input.plan.objects, shapes } } : null;
}

export function addImportedShapes(read: ShapeImport): void {
  const shapes = withFreeIds(
    read.shapes,
    plan.peek().shapes.map((s) => s.id),
  );
  commit({ kind: 'batch', ops: shapes.map((shape) => ({ kind: 'shapeAdd' as const, shape })) });
  // A few shapes are selected, ready to move or turn; a whole GIS layer is not (its handles and
  // measured labels would be drawn for every one).
  if (shapes.length <= SELECT_AT_MOST) selection.value = { objects: [], shapes: shapes.map((s) => s.id) };
  const area = focused.peek();
  const gap = area ? boxGapMetres(read.bbox, area.bbox) : 0;
  const far =
    area && gap > FAR_FROM_AREA_M
      ? { bbox: read.bbox, distance: readableLength(gap, dimensionUnits.peek()), areaName: area.area.name }
      : null;
  shapesAdded.value = { fileName: read.fileName, count: shapes.length, notices: read.notices, far };
  // With no area focused the view goes to the shapes; near the focused area it stays; far away, it asks.
  if (!area) fitTo(read.bbox);
}

function fitTo(bbox: BBox): void {
  mapPort.peek()?.camera.fitBounds(bbox, FIT);
}

/** 'Show them': the focus (whose fence keeps the view at the area) is left, and the view fits the shapes. */
export function showImportedShapes(): void {
  const added = shapesAdded.peek();
  if (!added?.far) return;
  clearFocus();
  fitTo(added.far.bbox);
  shapesAdded.value = { ...added, far: null };
}

export function dismissShapesAdded(): void {
  shapesAdded.value = null;
}

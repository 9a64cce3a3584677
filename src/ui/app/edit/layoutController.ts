/**
 * Layout in one gesture: 'Fill Area' fills a rectangle (two corners) with rows of one object, 'Along
 * Line' sets a run of them from one click to the next, placed once the user has seen how many. The
 * result is ordinary placed objects in one op (one undo step), selected so arrows move the block at once.
 */
import { arrayFill, lineFill, placeLayoutOp, type LineFillItem } from '../../../shared/edit/layout';
import { lengthMetres } from '../../../shared/geometry/measure';
import { objectType, type ObjectType, type ObjectTypeId } from '../../../shared/objects/catalogue';
import type { LngLat } from '../../../shared/objects/placed';
import { layoutObject, layoutTool, type LayoutTool } from '../../store/edit';
import { focused } from '../../store/focus';
import { mapView } from '../../store/map';
import { placement, selection } from '../../store/plan';
import { drawTool } from '../../store/draw';
import { commit, newId } from '../plan/planController';

/** Chairs 1.5 ft wide at 2 ft centres in rows 3 ft apart, a 4 ft aisle after every 10: a common seated layout. */
export const LAYOUT_DEFAULTS = { gapFt: 0.5, rowGapFt: 1.5, aisleFt: 4, perSection: 10 } as const;

export function chooseLayout(kind: LayoutTool['kind'], typeId: string): void {
  const type = objectType(typeId);
  if (!type) return;
  layoutObject.value = type.id;
  const current = layoutTool.peek();
  if (current?.kind === kind && current.typeId === typeId) {
    layoutTool.value = null;
    return;
  }
  // End to end by default along a line: barricades and fence panels make a closed run.
  layoutTool.value = { kind, typeId: type.id, ...LAYOUT_DEFAULTS, spacingFt: type.footprintFt.width, points: [] };
  placement.value = null;
  drawTool.value = null;
}

/** The Layout panel's 'Object': the object laid out from now on, and by the tool in use (started again). */
export function chooseLayoutObject(typeId: ObjectTypeId): void {
  layoutObject.value = typeId;
  const tool = layoutTool.peek();
  if (tool && tool.typeId !== typeId) chooseLayout(tool.kind, typeId);
}

export function setLayoutOptions(change: Partial<Omit<LayoutTool, 'kind' | 'typeId' | 'points'>>): void {
  const tool = layoutTool.peek();
  if (tool) layoutTool.value = { ...tool, ...change };
}

export function cancelLayout(): boolean {
  if (!layoutTool.peek()) return false;
  layoutTool.value = null;
  return true;
}

/** The items the tool would place with its last point at `to` (the pointer, or the click that ends it). */
export function layoutItems(tool: LayoutTool, to: LngLat): LineFillItem[] {
  const type = objectType(tool.typeId);
  const first = tool.points[0];
  if (!type || !first) return [];
  const clip = focused.peek()?.geometry ?? null;
  if (tool.kind === 'line') return lineFill([...tool.points, to], tool.spacingFt, clip, type.footprintFt);
  const bearing = mapView.peek().bearing;
  const fill = arrayFill({
    a: first,
    b: to,
    rotationDeg: bearing,
    itemFt: type.footprintFt,
    gapFt: tool.gapFt,
    rowGapFt: tool.rowGapFt,
    aisleFt: tool.aisleFt,
    perSection: tool.perSection,
    clip,
  });
  return fill.positions.map((position) => ({ position, rotationDeg: fill.rotationDeg }));
}

/**
 * The first click starts the rectangle or line; the second places the rectangle's rows and ends the
 * tool, or ends the line, whose run waits for `placePendingLayout` (its count is asked first: a run of
 * 1.5 ft chairs along 140 m is 305 of them). Clicks while the run waits do nothing.
 */
export function layoutClick(at: LngLat): number {
  const tool = layoutTool.peek();
  const type = tool ? objectType(tool.typeId) : undefined;
  if (!tool || !type || tool.end) return 0;
  if (tool.points.length === 0) {
    layoutTool.value = { ...tool, points: [at] };
    return 0;
  }
  if (tool.kind === 'line') {
    // A run with nothing in it (all outside the area) has nothing to ask about.
    layoutTool.value = layoutItems(tool, at).length > 0 ? { ...tool, end: at } : null;
    return 0;
  }
  return place(type, layoutItems(tool, at));
}

/** The run waiting for the user's word: how many, and the length of the line it was drawn along. */
export function pendingLayout(tool: LayoutTool | null): { count: number; lengthM: number } | null {
  if (!tool?.end) return null;
  const path = [...tool.points, tool.end].map((p) => [p.lng, p.lat]);
  return { count: layoutItems(tool, tool.end).length, lengthM: lengthMetres(path) };
}

/** 'Place': the run waiting is placed (one undo step, selected) and the tool ends. */
export function placePendingLayout(): number {
  const tool = layoutTool.peek();
  const type = tool ? objectType(tool.typeId) : undefined;
  if (!tool?.end || !type) return 0;
  return place(type, layoutItems(tool, tool.end));
}

/** 'Cancel' on the question: nothing is placed, and the tool waits for a new line. */
export function discardPendingLayout(): void {
  const tool = layoutTool.peek();
  if (!tool) return;
  const { end, ...drawing } = tool;
  if (end) layoutTool.value = { ...drawing, points: [] };
}

function place(type: ObjectType, items: LineFillItem[]): number {
  const made = placeLayoutOp(type, items, { newId, now: new Date() });
  layoutTool.value = null;
  if (!made) return 0;
  commit(made.op);
  selection.value = { objects: made.ids, shapes: [] };
  return made.ids.length;
}

/**
 * The edit selection as data and the edits a design tool makes to it — move, turn, duplicate, paste,
 * delete — each returned as one plan operation, so a gesture is one undo step whose inverse is exact.
 * Distances are in feet on the ground, in the same local frame as the footprints.
 */
import type { Position } from '../geography/geometry';
import { bboxOf } from '../geometry/bbox';
import { localPlane } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { footprint, offsetFeet } from '../objects/footprint';
import {
  footprintOf,
  normaliseRotation,
  type LngLat,
  type PlacedObject,
  type Plan,
  type PlanOp,
  type Shape,
  type ShapeGeometry,
} from '../objects/placed';

/** Selected placed objects and drawn shapes, by id. */
export interface Selection {
  objects: readonly string[];
  shapes: readonly string[];
}
export const EMPTY_SELECTION: Selection = { objects: [], shapes: [] };

/** What Ctrl+C holds: copies of the items, pasted with new ids. */
export interface Clipboard {
  objects: readonly PlacedObject[];
  shapes: readonly Shape[];
}

export function isEmptySelection(s: Selection): boolean {
  return s.objects.length === 0 && s.shapes.length === 0;
}

/** Adds ids not yet selected, and takes out those already selected (shift-click and shift-box). */
export function toggleSelection(current: Selection, add: Selection): Selection {
  const flip = (have: readonly string[], ids: readonly string[]) => {
    const set = new Set(have);
    for (const id of ids) {
      if (set.has(id)) set.delete(id);
      else set.add(id);
    }
    return [...set];
  };
  return { objects: flip(current.objects, add.objects), shapes: flip(current.shapes, add.shapes) };
}

/** The selection without ids the plan no longer holds (after an undo, a delete or a new plan). */
export function pruneSelection(plan: Plan, s: Selection): Selection {
  const objects = s.objects.filter((id) => plan.objects.some((o) => o.id === id));
  const shapes = s.shapes.filter((id) => plan.shapes.some((x) => x.id === id));
  return objects.length === s.objects.length && shapes.length === s.shapes.length ? s : { objects, shapes };
}

/** A move on screen (right and up, in feet) as a move on the ground, for a map turned `bearingDeg`. */
export function screenToGround(rightFt: number, upFt: number, bearingDeg: number): { eastFt: number; northFt: number } {
  const b = (bearingDeg * Math.PI) / 180;
  return { eastFt: upFt * Math.sin(b) + rightFt * Math.cos(b), northFt: upFt * Math.cos(b) - rightFt * Math.sin(b) };
}

function mapPositions(g: ShapeGeometry, f: (p: Position) => Position): ShapeGeometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: f(g.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: g.coordinates.map(f) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: g.coordinates.map((ring) => ring.map(f)) };
  }
}

function positionsOfShape(g: ShapeGeometry): Position[] {
  return g.type === 'Point' ? [g.coordinates] : g.type === 'LineString' ? g.coordinates : g.coordinates.flat();
}

const shift =
  (eastFt: number, northFt: number) =>
  (p: Position): Position => {
    const q = offsetFeet({ lng: p[0], lat: p[1] }, eastFt, northFt);
    return [q.lng, q.lat];
  };

export function translateGeometry(g: ShapeGeometry, eastFt: number, northFt: number): ShapeGeometry {
  return mapPositions(g, shift(eastFt, northFt));
}

/** Turns a point `deltaDeg` clockwise about a centre, in the local frame. */
export function rotateAbout(p: LngLat, centre: LngLat, deltaDeg: number): LngLat {
  const plane = localPlane(centre.lng, centre.lat);
  const [east, north] = plane.toXY(p.lng, p.lat);
  const t = (deltaDeg * Math.PI) / 180;
  // Clockwise on the ground: east turns towards south.
  const [lng, lat] = plane.toLngLat(
    east * Math.cos(t) + north * Math.sin(t),
    -east * Math.sin(t) + north * Math.cos(t),
  );
  return { lng, lat };
}

function selectedItems(plan: Plan, s: Selection): Clipboard {
  const objectIds = new Set(s.objects);
  const shapeIds = new Set(s.shapes);
  return {
    objects: plan.objects.filter((o) => objectIds.has(o.id)),
    shapes: plan.shapes.filter((x) => shapeIds.has(x.id)),
  };
}

/** The centre of the items' bounding box (object positions and shape vertices); null when empty. */
export function itemsCentre(items: Clipboard): LngLat | null {
  const points: Position[] = [
    ...items.objects.map((o): Position => [o.position.lng, o.position.lat]),
    ...items.shapes.flatMap((x) => positionsOfShape(x.geometry)),
  ];
  if (points.length === 0) return null;
  const [west, south, east, north] = bboxOf(points);
  return { lng: (west + east) / 2, lat: (south + north) / 2 };
}

export function selectionCentre(plan: Plan, s: Selection): LngLat | null {
  return itemsCentre(selectedItems(plan, s));
}

/** One op for several parts: the part itself when alone, null when there are none. */
function batchOf(ops: PlanOp[]): PlanOp | null {
  return ops.length === 0 ? null : ops.length === 1 ? ops[0]! : { kind: 'batch', ops };
}

/** Moves every selected item by feet east and north. */
export function moveSelectionOp(plan: Plan, s: Selection, eastFt: number, northFt: number): PlanOp | null {
  const items = selectedItems(plan, s);
  return batchOf([
    ...items.objects.map((o): PlanOp => ({
      kind: 'move',
      id: o.id,
      from: o.position,
      to: offsetFeet(o.position, eastFt, northFt),
    })),
    ...items.shapes.map((x): PlanOp => ({
      kind: 'shapeEdit',
      id: x.id,
      from: x.geometry,
      to: translateGeometry(x.geometry, eastFt, northFt),
    })),
  ]);
}

/**
 * Turns the selection `deltaDeg` clockwise: one object turns in place; several items turn together
 * about the selection's centre, each object also turning its own footprint.
 */
export function rotateSelectionOp(plan: Plan, s: Selection, deltaDeg: number, about?: LngLat): PlanOp | null {
  const items = selectedItems(plan, s);
  // A handle drag passes the centre it started with, so many small turns do not drift.
  const centre = about ?? itemsCentre(items);
  if (!centre || deltaDeg % 360 === 0) return null;
  const alone = items.objects.length === 1 && items.shapes.length === 0;
  const ops: PlanOp[] = [];
  for (const o of items.objects) {
    if (!alone) ops.push({ kind: 'move', id: o.id, from: o.position, to: rotateAbout(o.position, centre, deltaDeg) });
    const from = o.properties.rotationDeg;
    ops.push({ kind: 'rotate', id: o.id, from, to: normaliseRotation(from + deltaDeg) });
  }
  for (const x of items.shapes) {
    const to = mapPositions(x.geometry, (p) => {
      const q = rotateAbout({ lng: p[0], lat: p[1] }, centre, deltaDeg);
      return [q.lng, q.lat];
    });
    ops.push({ kind: 'shapeEdit', id: x.id, from: x.geometry, to });
  }
  return batchOf(ops);
}

/**
 * Where the selection's turn handle sits: above its centre on screen (towards the map's top, for a
 * map turned `bearingDeg`), `marginFt` beyond the farthest footprint corner. Null when no object is selected.
 */
export function rotateHandle(
  plan: Plan,
  s: Selection,
  bearingDeg: number,
  marginFt = 4,
): { centre: LngLat; handle: LngLat } | null {
  const items = selectedItems(plan, s);
  const centre = itemsCentre(items);
  if (!centre || items.objects.length === 0) return null;
  const plane = localPlane(centre.lng, centre.lat);
  let radiusM = 0;
  for (const o of items.objects) {
    for (const [lng, lat] of footprint({
      position: o.position,
      footprintFt: footprintOf(o),
      rotationDeg: o.properties.rotationDeg,
    }).ring) {
      radiusM = Math.max(radiusM, Math.hypot(...plane.toXY(lng, lat)));
    }
  }
  const up = screenToGround(0, radiusM / FEET_TO_METRES + marginFt, bearingDeg);
  return { centre, handle: offsetFeet(centre, up.eastFt, up.northFt) };
}

/** Sets each selected object's own angle (the typed angle), leaving positions alone. */
export function setRotationOp(plan: Plan, s: Selection, toDeg: number): PlanOp | null {
  const to = normaliseRotation(toDeg);
  return batchOf(
    selectedItems(plan, s)
      .objects.filter((o) => o.properties.rotationDeg !== to)
      .map((o): PlanOp => ({ kind: 'rotate', id: o.id, from: o.properties.rotationDeg, to })),
  );
}

/** Removes the selection; removals run from the back of each list so undo restores every draw order. */
export function removeSelectionOp(plan: Plan, s: Selection): PlanOp | null {
  const objectIds = new Set(s.objects);
  const shapeIds = new Set(s.shapes);
  const ops: PlanOp[] = [];
  plan.objects.forEach((object, index) => objectIds.has(object.id) && ops.push({ kind: 'remove', object, index }));
  plan.shapes.forEach((shape, index) => shapeIds.has(shape.id) && ops.push({ kind: 'shapeRemove', shape, index }));
  const at = (op: PlanOp) => ('index' in op ? (op.index ?? 0) : 0);
  return batchOf([
    ...ops.filter((o) => o.kind === 'remove').sort((a, b) => at(b) - at(a)),
    ...ops.filter((o) => o.kind === 'shapeRemove').sort((a, b) => at(b) - at(a)),
  ]);
}

export function copySelection(plan: Plan, s: Selection): Clipboard {
  return selectedItems(plan, s);
}

export interface PasteOptions {
  newId: () => string;
  now: Date;
}

/**
 * Places copies of the clipboard with new ids, shifted so the clipboard's centre lands on `at`: the
 * op and the new selection (the copies).
 */
export function pasteOp(
  clip: Clipboard,
  at: LngLat,
  options: PasteOptions,
): { op: PlanOp; selection: Selection } | null {
  const centre = itemsCentre(clip);
  if (!centre) return null;
  const [eastFt, northFt] = localPlane(centre.lng, centre.lat, FEET_TO_METRES).toXY(at.lng, at.lat);
  const objects = clip.objects.map((o): PlacedObject => ({
    ...o,
    id: options.newId(),
    position: offsetFeet(o.position, eastFt, northFt),
    properties: { ...o.properties, timestamp: options.now.toISOString() },
  }));
  const shapes = clip.shapes.map((x): Shape => ({
    id: options.newId(),
    geometry: translateGeometry(x.geometry, eastFt, northFt),
    properties: { ...x.properties },
  }));
  const op = batchOf([
    ...objects.map((object): PlanOp => ({ kind: 'place', object })),
    ...shapes.map((shape): PlanOp => ({ kind: 'shapeAdd', shape })),
  ]);
  return op && { op, selection: { objects: objects.map((o) => o.id), shapes: shapes.map((x) => x.id) } };
}

/** Ctrl+D: copies of the selection beside it, offset on screen (right and down) by `offsetFt`. */
export function duplicateOp(
  plan: Plan,
  s: Selection,
  offsetFt: number,
  bearingDeg: number,
  options: PasteOptions,
): { op: PlanOp; selection: Selection } | null {
  const clip = selectedItems(plan, s);
  const centre = itemsCentre(clip);
  if (!centre) return null;
  const { eastFt, northFt } = screenToGround(offsetFt, -offsetFt, bearingDeg);
  return pasteOp(clip, offsetFeet(centre, eastFt, northFt), options);
}

/** Every object of a type (select all of a type). */
export function selectType(plan: Plan, typeId: string): Selection {
  return { objects: plan.objects.filter((o) => o.type === typeId).map((o) => o.id), shapes: [] };
}

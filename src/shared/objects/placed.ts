/**
 * The placed-object model (the spec's dropped object, plus rotation and a stage's own size) and the
 * plan's edits as data. Every edit is an operation with an exact inverse, so one log can undo object
 * placement and shape drawing alike, and replaying operations never needs a snapshot of the plan.
 */
import type { Position } from '../geography/geometry';
import { iconSidePx, objectType, type IconSizePx, type ObjectType, type PlacedTypeId } from './catalogue';
import { rectangleFromCorners } from './footprint';
import { sizedTypeName } from './names';

export interface LngLat {
  lng: number;
  lat: number;
}
export interface SizeFt {
  width: number;
  depth: number;
}

export interface PlacedObjectProperties {
  // The type's catalogue fields, copied so an exported plan stands on its own (the spec's format).
  id: string;
  name: string;
  category: string;
  size: IconSizePx;
  color: string;
  /**
   * The object's size on the ground: the catalogue's, or its own after a resize (then `widthFt` and
   * `depthFt` say the same, for readers of older files that look there first).
   */
  footprintFt: SizeFt;
  /** The spec's `icon or imageUrl`: a pictogram key, or an image file's address carried by a saved plan. */
  icon?: string;
  imageUrl?: string;
  /** `timestamp` is the ISO time of placement. */
  label: string;
  timestamp: string;
  flipped: boolean;
  note?: string;
  /** Degrees clockwise from north-up, in [0, 360). Kept under properties, where older-app files carry it. */
  rotationDeg: number;
  /** The object's own size (a stage's, or any resized object's); absent at the catalogue's size. */
  widthFt?: number;
  depthFt?: number;
  /** A stage's deck height in feet (the Buildings rules read it); absent: the pre-check's stated assumption. */
  heightFt?: number;
  /** An exit's clear width in feet (the egress check reads it); absent: the type's default (6 ft). */
  clearWidthFt?: number;
}

export interface PlacedObject {
  /** `id` is the instance's; `type` (and `properties.id`) the catalogue id, as in the spec's format. */
  id: string;
  type: PlacedTypeId;
  name: string;
  position: LngLat;
  properties: PlacedObjectProperties;
}

export type ShapeGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] };

/** A value as JSON holds it: what a shape keeps of the properties another tool wrote. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface Shape {
  id: string;
  geometry: ShapeGeometry;
  /**
   * `kept`: the properties besides the label that the shape came with (Mapbox GL Draw's user
   * properties, a GeoJSON or KML file's attributes), written back on save and in the GeoJSON and KML
   * exports so a round trip through the app loses nothing another tool wrote. Absent when none.
   */
  properties: { label: string; kept?: Readonly<Record<string, JsonValue>> };
}

export interface Plan {
  objects: readonly PlacedObject[];
  shapes: readonly Shape[];
}

/**
 * One edit. `index` on place/remove (and shapeAdd/shapeRemove) is where the item sits in its list,
 * so undoing a removal puts it back at the same draw order; without it a place appends.
 */
export type PlanOp =
  | { kind: 'place'; object: PlacedObject; index?: number }
  | { kind: 'remove'; object: PlacedObject; index?: number }
  | { kind: 'move'; id: string; from: LngLat; to: LngLat }
  | { kind: 'rotate'; id: string; from: number; to: number }
  | { kind: 'flip'; id: string; from: boolean; to: boolean }
  | { kind: 'note'; id: string; from?: string; to?: string }
  /** An object's own size; null is the type's catalogue footprint (no own size stored). */
  | { kind: 'resize'; id: string; from: SizeFt | null; to: SizeFt | null }
  /** An object's label, shown on the map and in the packet. */
  | { kind: 'label'; id: string; from: string; to: string }
  /** An object's height in feet (a stage's deck); null: none set. */
  | { kind: 'height'; id: string; from: number | null; to: number | null }
  /** An exit's clear width in feet; null: the type's default. */
  | { kind: 'clearWidth'; id: string; from: number | null; to: number | null }
  | { kind: 'batch'; ops: PlanOp[] }
  | { kind: 'shapeAdd'; shape: Shape; index?: number }
  | { kind: 'shapeRemove'; shape: Shape; index?: number }
  | { kind: 'shapeLabel'; id: string; from: string; to: string }
  | { kind: 'shapeEdit'; id: string; from: ShapeGeometry; to: ShapeGeometry };

export interface CreateOptions {
  id: string;
  now: Date;
  label?: string;
  flipped?: boolean;
  rotationDeg?: number;
  note?: string;
  /** Only used by two-click types (the stage); fixed-size types keep their catalogue footprint. */
  sizeFt?: SizeFt;
  /** Only used by exits: the clear width in feet (else the type's default). */
  clearWidthFt?: number;
}

const MIN_SIZE_FT = 1;
/** Used when an imported object of an unknown type carries no footprint of its own. */
const GENERIC_FOOTPRINT_FT: SizeFt = { width: 2, depth: 2 };
const GENERIC_ICON_PX = 32;

/** Degrees into [0, 360); anything non-finite is 0 so a bad file cannot poison the plan. */
export function normaliseRotation(deg: number): number {
  if (!Number.isFinite(deg)) return 0;
  return ((deg % 360) + 360) % 360;
}

const validFeet = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

function validSize(s: SizeFt | undefined): s is SizeFt {
  return !!s && Number.isFinite(s.width) && Number.isFinite(s.depth) && s.width > 0 && s.depth > 0;
}

export function createPlacedObject(type: ObjectType, position: LngLat, options: CreateOptions): PlacedObject {
  const { id, name, category, size, icon, imageUrl, color, footprintFt } = type;
  const properties: PlacedObjectProperties = {
    id,
    name,
    category,
    size: { ...size },
    icon,
    color,
    footprintFt: { ...footprintFt },
    label: options.label ?? name,
    timestamp: options.now.toISOString(),
    flipped: options.flipped ?? false,
    rotationDeg: normaliseRotation(options.rotationDeg ?? 0),
  };
  if (imageUrl !== undefined) properties.imageUrl = imageUrl;
  if (options.note !== undefined) properties.note = options.note;
  if (hasClearWidth(id) && validFeet(options.clearWidthFt)) properties.clearWidthFt = options.clearWidthFt;
  const object = { id: options.id, type: id, name, position: { lng: position.lng, lat: position.lat }, properties };
  if (!type.sizedByTwoClicks) return object;
  return withOwnSize(object, validSize(options.sizeFt) ? options.sizeFt : footprintFt);
}

/**
 * A two-click object's centre and size from opposite corners (rectangleFromCorners), in the object's own
 * axes turned `rotationDeg` clockwise, so width runs east-west and depth north-south at rotation 0.
 */
export function stageFromCorners(a: LngLat, b: LngLat, rotationDeg = 0): { position: LngLat; sizeFt: SizeFt } {
  const { centre, widthFt, depthFt } = rectangleFromCorners(a, b, normaliseRotation(rotationDeg));
  return {
    position: centre,
    sizeFt: { width: Math.max(MIN_SIZE_FT, widthFt), depth: Math.max(MIN_SIZE_FT, depthFt) },
  };
}

/**
 * The rectangle a user draws by two opposite corners on a map turned to `bearingDeg` (MapLibre's bearing:
 * the compass direction of the screen's up): its sides run along the screen's axes, so on the ground it is
 * turned by the bearing, which is also the object's rotation (clockwise from north) that draws it upright
 * on that screen. `turnDeg` is a turn the user gave the preview (R) before drawing. Without the bearing the
 * two clicks fix only a diagonal, read square to north: a long thin box, tilted on screen.
 */
export function drawnRectangle(
  a: LngLat,
  b: LngLat,
  bearingDeg: number,
  turnDeg = 0,
): { position: LngLat; sizeFt: SizeFt; rotationDeg: number } {
  const rotationDeg = normaliseRotation(bearingDeg + turnDeg);
  return { ...stageFromCorners(a, b, rotationDeg), rotationDeg };
}

/** The types whose objects carry a clear width (exits): their footprint is that wide. */
export function hasClearWidth(type: string): boolean {
  return type === 'exit';
}

/** An exit's clear width in feet: the width it is drawn and measured with (footprintOf); null for other types. */
export function clearWidthOf(o: PlacedObject): number | null {
  return hasClearWidth(o.type) ? footprintOf(o).width : null;
}

/** Own size (stage) first, then the catalogue, then what an imported object of an unknown type carries. */
export function footprintOf(o: PlacedObject): SizeFt {
  const own = { width: o.properties.widthFt ?? NaN, depth: o.properties.depthFt ?? NaN };
  if (validSize(own)) return own;
  const known = objectType(o.type)?.footprintFt;
  // An exit is drawn and measured as wide as its opening.
  const clear = o.properties.clearWidthFt;
  if (known && hasClearWidth(o.type) && validFeet(clear)) return { width: clear, depth: known.depth };
  if (known) return { ...known };
  const carried = o.properties.footprintFt as SizeFt | undefined;
  return validSize(carried) ? { ...carried } : { ...GENERIC_FOOTPRINT_FT };
}

/** The side (px) of the icon drawn for the object: its own `size`, then its type's, then a generic 32 px. */
export function iconBasePx(o: PlacedObject): number {
  const size = (o.properties.size as IconSizePx | undefined) ?? objectType(o.type)?.size;
  return size ? iconSidePx(size) : GENERIC_ICON_PX;
}

function insertAt<T>(list: readonly T[], item: T, index: number | undefined): T[] {
  const at = index === undefined || !Number.isInteger(index) ? list.length : Math.min(Math.max(index, 0), list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** Replaces the item with `id` through `edit`; the same list back when there is none. */
function editById<T extends { id: string }>(list: readonly T[], id: string, edit: (item: T) => T): readonly T[] {
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) return list;
  const next = [...list];
  next[i] = edit(list[i]!);
  return next;
}

// Unchanged lists keep the plan object itself, so a no-op is visible as `next === plan`.
const withObjects = (plan: Plan, objects: readonly PlacedObject[]): Plan =>
  objects === plan.objects ? plan : { ...plan, objects };
const withShapes = (plan: Plan, shapes: readonly Shape[]): Plan =>
  shapes === plan.shapes ? plan : { ...plan, shapes };
const withProps = (o: PlacedObject, change: Partial<PlacedObjectProperties>): PlacedObject => ({
  ...o,
  properties: { ...o.properties, ...change },
});

/** The name its type gives the object at its size: what the legend, the packet and the CSV print. */
export function typeNameOf(o: PlacedObject): string {
  return sizedTypeName(o.type, footprintOf(o)) ?? (o.properties.name || o.name || o.type);
}

/**
 * The object named for its size: its name, its properties' copy of the type's name and its label each
 * follow the size when they were its type's name (the catalogue's, or the type's name at one of the
 * sizes `before`); a name or label the organizer gave is kept.
 */
function namedForSize(o: PlacedObject, before: readonly (SizeFt | null)[]): PlacedObject {
  const name = sizedTypeName(o.type, footprintOf(o));
  if (name === null) return o;
  const typeNames = new Set([objectType(o.type)?.name, ...before.map((s) => s && sizedTypeName(o.type, s))]);
  const follow = (text: string) => (typeNames.has(text) ? name : text);
  const properties = { ...o.properties, name: follow(o.properties.name), label: follow(o.properties.label) };
  return { ...o, name: follow(o.name), properties };
}

/**
 * The object with its own size, or without one (back to its type's footprint); sizes under 1 ft are
 * 1 ft. Its footprint and its name follow, so the object has one size wherever it is read.
 */
function withOwnSize(o: PlacedObject, size: SizeFt | null): PlacedObject {
  const before = footprintOf(o);
  const properties = { ...o.properties };
  if (size && validSize(size)) {
    properties.widthFt = Math.max(MIN_SIZE_FT, size.width);
    properties.depthFt = Math.max(MIN_SIZE_FT, size.depth);
  } else {
    delete properties.widthFt;
    delete properties.depthFt;
  }
  // An unknown type's carried footprint is its size without an own one: kept, so an undo finds it again.
  const known = objectType(o.type);
  if (known) properties.footprintFt = footprintOf({ ...o, properties });
  return namedForSize({ ...o, properties }, [before]);
}

/**
 * An object as a file or a link gave it, with one size: the footprint it is measured by (its own size
 * first, see footprintOf) is the one it carries, and a name or label that was its type's follows that
 * size. Files written before resizing renamed objects carry the catalogue's footprint and name beside
 * their own `widthFt` and `depthFt`.
 */
export function withSettledSize(o: PlacedObject): PlacedObject {
  const carried = o.properties.footprintFt as SizeFt | undefined;
  const settled = { ...o, properties: { ...o.properties, footprintFt: footprintOf(o) } };
  return namedForSize(settled, [validSize(carried) ? carried : null, ownSizeOf(o)]);
}

/** The object with a height, or without one; only a positive, finite height is kept. */
function withHeight(o: PlacedObject, feet: number | null): PlacedObject {
  const properties = { ...o.properties };
  if (feet !== null && Number.isFinite(feet) && feet > 0) properties.heightFt = feet;
  else delete properties.heightFt;
  return { ...o, properties };
}

/** The exit with a clear width, or without one (back to the default); only a positive, finite width is kept. */
function withClearWidth(o: PlacedObject, feet: number | null): PlacedObject {
  const properties = { ...o.properties };
  if (validFeet(feet)) properties.clearWidthFt = feet;
  else delete properties.clearWidthFt;
  // One size per object: an exit resized by its handles is as wide as its clear width says.
  if (validFeet(feet) && validFeet(properties.widthFt)) properties.widthFt = feet;
  const settled = { ...o, properties };
  return objectType(o.type)
    ? { ...settled, properties: { ...properties, footprintFt: footprintOf(settled) } }
    : settled;
}

/** The object's own size as a resize op reads it: null when it has none. */
export function ownSizeOf(o: PlacedObject): SizeFt | null {
  const { widthFt, depthFt } = o.properties;
  return widthFt !== undefined && depthFt !== undefined ? { width: widthFt, depth: depthFt } : null;
}

/**
 * A batch that only appends shapes (an import) or only removes them (its undo), applied in one pass:
 * op by op, each would scan and copy the whole list, which for thousands of shapes is seconds. The
 * result is the same as applying the ops in turn; null for any other batch.
 */
function applyShapeBatch(plan: Plan, ops: readonly PlanOp[]): Plan | null {
  const { shapes } = plan;
  if (ops.length < 2) return null;
  if (ops.every((o) => o.kind === 'shapeAdd' && o.index === undefined)) {
    const ids = new Set(shapes.map((s) => s.id));
    const added: Shape[] = [];
    for (const o of ops) {
      if (o.kind !== 'shapeAdd' || ids.has(o.shape.id)) continue;
      ids.add(o.shape.id);
      added.push(o.shape);
    }
    return added.length ? withShapes(plan, [...shapes, ...added]) : plan;
  }
  if (ops.every((o) => o.kind === 'shapeRemove')) {
    const gone = new Set(ops.map((o) => o.shape.id));
    const kept = shapes.filter((s) => !gone.has(s.id));
    return kept.length === shapes.length ? plan : withShapes(plan, kept);
  }
  return null;
}

/**
 * The plan after `op`, never mutating its input. An op naming a missing id (or placing an id that is
 * already there) changes nothing and returns the same plan object, so callers can test for a no-op.
 */
export function applyOp(plan: Plan, op: PlanOp): Plan {
  const { objects, shapes } = plan;
  switch (op.kind) {
    case 'place':
      return objects.some((o) => o.id === op.object.id)
        ? plan
        : withObjects(plan, insertAt(objects, op.object, op.index));
    case 'remove':
      return objects.some((o) => o.id === op.object.id)
        ? withObjects(
            plan,
            objects.filter((o) => o.id !== op.object.id),
          )
        : plan;
    case 'move':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => ({ ...o, position: { lng: op.to.lng, lat: op.to.lat } })),
      );
    case 'rotate':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => withProps(o, { rotationDeg: normaliseRotation(op.to) })),
      );
    case 'flip':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => withProps(o, { flipped: op.to })),
      );
    case 'note':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => {
          // Clearing a note drops the key rather than storing undefined, so exported JSON stays clean.
          const properties = { ...o.properties };
          if (op.to === undefined) delete properties.note;
          else properties.note = op.to;
          return { ...o, properties };
        }),
      );
    case 'resize':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => withOwnSize(o, op.to)),
      );
    case 'label':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => withProps(o, { label: op.to })),
      );
    case 'height':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => withHeight(o, op.to)),
      );
    case 'clearWidth':
      return withObjects(
        plan,
        editById(objects, op.id, (o) => withClearWidth(o, op.to)),
      );
    case 'batch':
      return applyShapeBatch(plan, op.ops) ?? op.ops.reduce(applyOp, plan);
    case 'shapeAdd':
      return shapes.some((s) => s.id === op.shape.id) ? plan : withShapes(plan, insertAt(shapes, op.shape, op.index));
    case 'shapeRemove':
      return shapes.some((s) => s.id === op.shape.id)
        ? withShapes(
            plan,
            shapes.filter((s) => s.id !== op.shape.id),
          )
        : plan;
    case 'shapeLabel':
      return withShapes(
        plan,
        editById(shapes, op.id, (s) => ({ ...s, properties: { ...s.properties, label: op.to } })),
      );
    case 'shapeEdit':
      return withShapes(
        plan,
        editById(shapes, op.id, (s) => ({ ...s, geometry: op.to })),
      );
  }
}

/** The op that undoes `op`; a batch undoes its parts in reverse order. */
export function invertOp(op: PlanOp): PlanOp {
  switch (op.kind) {
    case 'place':
      return { ...op, kind: 'remove' };
    case 'remove':
      return { ...op, kind: 'place' };
    case 'shapeAdd':
      return { ...op, kind: 'shapeRemove' };
    case 'shapeRemove':
      return { ...op, kind: 'shapeAdd' };
    case 'batch':
      return { kind: 'batch', ops: op.ops.map(invertOp).reverse() };
    case 'move':
      return { ...op, from: op.to, to: op.from };
    case 'rotate':
      return { ...op, from: op.to, to: op.from };
    case 'flip':
      return { ...op, from: op.to, to: op.from };
    case 'note':
      return { ...op, from: op.to, to: op.from };
    case 'resize':
      return { ...op, from: op.to, to: op.from };
    case 'label':
      return { ...op, from: op.to, to: op.from };
    case 'height':
      return { ...op, from: op.to, to: op.from };
    case 'clearWidth':
      return { ...op, from: op.to, to: op.from };
    case 'shapeLabel':
      return { ...op, from: op.to, to: op.from };
    case 'shapeEdit':
      return { ...op, from: op.to, to: op.from };
  }
}

/**
 * Setting an exit's clear width (null: back to the default), one undo step; null when nothing changes.
 * An exit resized by its handles carries its own width as well, which the clear width sets: the step
 * then resizes it too, so undoing it puts back the width the handles gave (the clear width alone could
 * not, as it does not remember that width).
 */
export function clearWidthOp(plan: Plan, id: string, to: number | null): PlanOp | null {
  const o = plan.objects.find((x) => x.id === id);
  if (!o || !hasClearWidth(o.type) || (to !== null && !validFeet(to))) return null;
  const from = o.properties.clearWidthFt ?? null;
  if (from === to) return null;
  const op: PlanOp = { kind: 'clearWidth', id, from, to };
  const own = ownSizeOf(o);
  if (!own) return op;
  const width = to ?? objectType(o.type)?.footprintFt.width ?? own.width;
  return { kind: 'batch', ops: [op, { kind: 'resize', id, from: own, to: { width, depth: own.depth } }] };
}

/** Remove ops that remember draw order (so undo puts the item back in place); null if `id` is absent. */
export function removeOp(plan: Plan, id: string): PlanOp | null {
  const index = plan.objects.findIndex((o) => o.id === id);
  return index < 0 ? null : { kind: 'remove', object: plan.objects[index]!, index };
}
export function removeShapeOp(plan: Plan, id: string): PlanOp | null {
  const index = plan.shapes.findIndex((s) => s.id === id);
  return index < 0 ? null : { kind: 'shapeRemove', shape: plan.shapes[index]!, index };
}

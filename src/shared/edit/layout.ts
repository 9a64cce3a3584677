/**
 * Layout in one gesture: rows of an object filling a rectangle (seats with aisles) and objects set
 * along a line at a spacing (barricades, fencing, booths). Pure maths in feet on a local ground frame;
 * the caller turns the positions into ordinary placed objects in one operation.
 */
import { containsPoint, type AreaGeometry } from '../geography/geometry';
import { eastNorthMetres } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { footprint, offsetFeet, offsetInOwnAxes, rectangleFromCorners } from '../objects/footprint';
import { createPlacedObject, normaliseRotation, type LngLat, type PlanOp, type SizeFt } from '../objects/placed';
import type { ObjectType } from '../objects/catalogue';

/** More than any real layout needs; stops a slip of the pointer from placing a million chairs. */
export const MAX_LAYOUT_ITEMS = 5000;

export interface RowSpacing {
  /** Clear space between neighbours in a row, and between rows, in feet. */
  gapFt: number;
  rowGapFt: number;
  /** A cross aisle of this width after every `perSection` items in a row (0: no aisles). */
  aisleFt: number;
  perSection: number;
}

/**
 * Centres (from the start of the span) of items `itemFt` wide fitting a span, with gaps and an
 * aisle after every `perSection` items, the whole run centred in the span.
 */
export function offsetsAlong(spanFt: number, itemFt: number, gapFt: number, aisleFt = 0, perSection = 0): number[] {
  if (!(itemFt > 0) || !(spanFt >= itemFt)) return [];
  const gap = Math.max(0, gapFt);
  const aisle = Math.max(0, aisleFt);
  const starts: number[] = [];
  let x = 0;
  while (x + itemFt <= spanFt + 1e-9 && starts.length < MAX_LAYOUT_ITEMS) {
    starts.push(x);
    const sectionEnds = perSection > 0 && starts.length % perSection === 0;
    x += itemFt + (sectionEnds && aisle > 0 ? aisle : gap);
  }
  const used = starts[starts.length - 1]! + itemFt;
  const margin = (spanFt - used) / 2;
  return starts.map((s) => margin + s + itemFt / 2);
}

export interface ArrayFillInput extends RowSpacing {
  /** Opposite corners of the rectangle as drawn. */
  a: LngLat;
  b: LngLat;
  /** The rectangle's (and the items') turn, clockwise from north-up: the map's bearing, so rows run across the screen. */
  rotationDeg: number;
  itemFt: SizeFt;
  /** Only items whose whole footprint lies in this area (the focused area) are kept. */
  clip?: AreaGeometry | null;
}

export interface ArrayFill {
  positions: LngLat[];
  rotationDeg: number;
  rows: number;
  columns: number;
  widthFt: number;
  depthFt: number;
}

/** Rows of items filling the rectangle, front row (top of the screen) first, left to right. */
export function arrayFill(input: ArrayFillInput): ArrayFill {
  const rotationDeg = normaliseRotation(input.rotationDeg);
  const { centre, widthFt, depthFt } = rectangleFromCorners(input.a, input.b, rotationDeg);
  const xs = offsetsAlong(widthFt, input.itemFt.width, input.gapFt, input.aisleFt, input.perSection);
  const ys = offsetsAlong(depthFt, input.itemFt.depth, input.rowGapFt);
  const positions: LngLat[] = [];
  for (const y of ys) {
    for (const x of xs) {
      if (positions.length >= MAX_LAYOUT_ITEMS) break;
      const u = x - widthFt / 2;
      const v = depthFt / 2 - y;
      const p = offsetInOwnAxes(centre, rotationDeg, u, v);
      if (input.clip && !footprintInside(p, input.itemFt, rotationDeg, input.clip)) continue;
      positions.push(p);
    }
  }
  return { positions, rotationDeg, rows: ys.length, columns: xs.length, widthFt, depthFt };
}

function footprintInside(position: LngLat, footprintFt: SizeFt, rotationDeg: number, area: AreaGeometry): boolean {
  if (area.type === 'Point') return true;
  return footprint({ position, footprintFt, rotationDeg }).ring.every(([lng, lat]) => containsPoint(area, lng, lat));
}

export interface LineFillItem {
  position: LngLat;
  rotationDeg: number;
}

/**
 * Items along a path every `spacingFt` (centre to centre), each turned so its width runs along its
 * segment: a run of 8 ft barricades at 8 ft is a closed fence. The run is centred on the path.
 */
export function lineFill(
  path: readonly LngLat[],
  spacingFt: number,
  clip?: AreaGeometry | null,
  itemFt?: SizeFt,
): LineFillItem[] {
  if (path.length === 0 || !(spacingFt > 0)) return [];
  const segments = path
    .slice(1)
    .map((to, i) => {
      const from = path[i]!;
      const [eastM, northM] = eastNorthMetres(from, to, from.lat);
      const eastFt = eastM / FEET_TO_METRES,
        northFt = northM / FEET_TO_METRES;
      return { from, eastFt, northFt, length: Math.hypot(eastFt, northFt) };
    })
    .filter((s) => s.length > 0);
  const total = segments.reduce((sum, s) => sum + s.length, 0);
  if (total === 0) return [{ position: { ...path[0]! }, rotationDeg: 0 }];
  const count = Math.min(MAX_LAYOUT_ITEMS, Math.max(1, Math.floor(total / spacingFt + 1e-9)));
  const first = (total - count * spacingFt) / 2 + spacingFt / 2;
  const items: LineFillItem[] = [];
  let segment = 0;
  let before = 0;
  for (let k = 0; k < count; k++) {
    const d = Math.max(0, Math.min(total, first + k * spacingFt));
    while (segment < segments.length - 1 && before + segments[segment]!.length < d)
      before += segments[segment++]!.length;
    const s = segments[segment]!;
    const f = (d - before) / s.length;
    const position = offsetFeet(s.from, s.eastFt * f, s.northFt * f);
    // The object's x axis points at azimuth 90° + its turn; align it with the segment's azimuth.
    const rotationDeg = normaliseRotation((Math.atan2(s.eastFt, s.northFt) * 180) / Math.PI - 90);
    if (clip && itemFt && !footprintInside(position, itemFt, rotationDeg, clip)) continue;
    items.push({ position, rotationDeg });
  }
  return items;
}

/** The layout's items as ordinary placed objects of one type, in one op (one undo step). */
export function placeLayoutOp(
  type: ObjectType,
  items: readonly LineFillItem[],
  options: { newId: () => string; now: Date },
): { op: PlanOp; ids: string[] } | null {
  if (items.length === 0) return null;
  const objects = items.map((item) =>
    createPlacedObject(type, item.position, { id: options.newId(), now: options.now, rotationDeg: item.rotationDeg }),
  );
  return {
    op: { kind: 'batch', ops: objects.map((object): PlanOp => ({ kind: 'place', object })) },
    ids: objects.map((o) => o.id),
  };
}

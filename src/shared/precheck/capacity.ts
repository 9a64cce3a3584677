/**
 * Crowd capacity: the occupant load of the usable area by the NYC Building Code's factors (Table
 * 1004.1.2: standing space 5 net ft² per person, concentrated chairs 7 net, unconcentrated tables and
 * chairs 15 net; numbers.ts `nycbc.occupantLoadFt2`), the use chosen from what is placed. The usable area is a polygon labelled as the audience area if there is one, else the focused
 * area, less the footprints of the objects standing in it.
 */
import type { PlacedTypeId } from '../objects/catalogue';
import { containsPoint, polygonsOf, type AreaGeometry, type Position } from '../geography/geometry';
import { localPlane } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { RULE_NUMBERS } from '../nudges/numbers';
import { isKind, wordRegExp } from '../nudges/vocabulary';

export const OCCUPANT_LOAD_FT2 = RULE_NUMBERS.nycbc.occupantLoadFt2;
export type SeatingUse = keyof typeof OCCUPANT_LOAD_FT2;
export const USE_TEXT: Record<SeatingUse, string> = {
  standing: 'standing',
  chairs: 'with chairs',
  tablesAndChairs: 'with tables and chairs',
};
/** A drawn polygon whose label names it the audience area is measured instead of the whole area. */
export const AUDIENCE_LABEL = wordRegExp('audience');

export interface CapacityObject {
  type: PlacedTypeId;
  position: { lng: number; lat: number };
  footprintFt: { width: number; depth: number };
}
export interface CapacityInput {
  area: AreaGeometry | null;
  areaSource: 'audience' | 'focus';
  objects: readonly CapacityObject[];
  attendance: number | null;
}
export interface Capacity {
  areaSource: 'audience' | 'focus';
  grossFt2: number;
  objectsFt2: number;
  usableFt2: number;
  use: SeatingUse;
  factorFt2: number;
  /** People the usable area holds: the usable area over the factor, rounded down. */
  capacity: number;
  attendance: number | null;
  /** Usable square feet per person at the given attendance. */
  ft2PerPerson: number | null;
  exceeds: boolean;
}

export function seatingUse(types: Iterable<string>): SeatingUse {
  let chairs = false;
  for (const t of types) {
    if (isKind(t, 'tables')) return 'tablesAndChairs';
    if (isKind(t, 'chairs') || isKind(t, 'benches') || isKind(t, 'bleachers')) chairs = true;
  }
  return chairs ? 'chairs' : 'standing';
}

/** A ring's area in ft² (shoelace in a local plane at its first vertex: exact to well under 0.1% over a site). */
function ringFt2(ring: readonly Position[]): number {
  const [lng0, lat0] = ring[0] ?? [0, 0];
  const plane = localPlane(lng0, lat0, FEET_TO_METRES);
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = plane.toXY(...ring[i]!),
      [x2, y2] = plane.toXY(...ring[i + 1]!);
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

export function areaFt2(g: AreaGeometry): number {
  return polygonsOf(g).reduce(
    (sum, rings) => sum + rings.reduce((s, ring, i) => s + (i === 0 ? 1 : -1) * ringFt2(ring), 0),
    0,
  );
}

/** Null when there is no area to measure (a point area, or none focused). */
export function computeCapacity(input: CapacityInput): Capacity | null {
  if (!input.area) return null;
  const grossFt2 = areaFt2(input.area);
  if (!(grossFt2 > 0)) return null;
  const inside = input.objects.filter((o) => containsPoint(input.area!, o.position.lng, o.position.lat));
  const objectsFt2 = inside.reduce(
    (s, o) => s + Math.max(0, o.footprintFt.width) * Math.max(0, o.footprintFt.depth),
    0,
  );
  const usableFt2 = Math.max(0, grossFt2 - objectsFt2);
  const use = seatingUse(inside.map((o) => o.type));
  const factorFt2 = OCCUPANT_LOAD_FT2[use];
  const capacity = Math.floor(usableFt2 / factorFt2);
  const { attendance } = input;
  return {
    areaSource: input.areaSource,
    grossFt2,
    objectsFt2,
    usableFt2,
    use,
    factorFt2,
    capacity,
    attendance,
    ft2PerPerson: attendance && attendance > 0 ? usableFt2 / attendance : null,
    exceeds: attendance !== null && attendance > capacity,
  };
}

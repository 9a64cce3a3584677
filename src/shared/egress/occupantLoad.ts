/**
 * The occupant load: the enclosure's area less the footprints standing in it, over the NYC Building
 * Code's factor for its use (Table 1004.1.2: standing 5, chairs 7, tables and chairs 15 net ft² per
 * person, the use read from what is placed), rounded down. The enclosure's own pieces and the exits
 * are its edge, not things standing in it.
 */
import { OCCUPANT_LOAD_FT2, seatingUse } from '../precheck/capacity';
import { isKind } from '../nudges/vocabulary';
import { ringAreaFt2, ringIndex, type PlaneRect } from './plane';
import type { EgressObject, OccupantLoad, Pt } from './types';

export interface Placed {
  object: EgressObject;
  rect: PlaneRect;
}

/** Whether an object stands in the crowd's space (not an edge of it). */
export function isObstacle(o: Pick<EgressObject, 'type'>): boolean {
  return !isKind(o.type, 'enclosureSides') && !isKind(o.type, 'exits');
}

/** The objects standing inside the ring (by their centres). */
export function objectsInside(ring: readonly Pt[], placed: readonly Placed[]): Placed[] {
  if (!ring.length) return [];
  const inside = ringIndex(ring);
  return placed.filter((p) => isObstacle(p.object) && inside(p.rect.cx, p.rect.cy));
}

export function occupantLoad(
  ring: readonly Pt[],
  inside: readonly Placed[],
  grossFt2 = ringAreaFt2(ring),
): OccupantLoad | null {
  if (!(grossFt2 > 0)) return null;
  const objectsFt2 = inside.reduce((s, p) => s + p.rect.areaFt2, 0);
  const netFt2 = Math.max(0, grossFt2 - objectsFt2);
  const use = seatingUse(inside.map((p) => p.object.type));
  const factorFt2 = OCCUPANT_LOAD_FT2[use];
  // To a thousandth of a square foot: 2,500 ft² measured as 2,499.9999999 still holds 500 people.
  const load = Math.floor(Math.round(netFt2 * 1000) / 1000 / factorFt2);
  return { grossFt2, objectsFt2, netFt2, use, factorFt2, load };
}

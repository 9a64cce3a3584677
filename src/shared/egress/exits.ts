/**
 * The exits people leave the enclosure by: the Exit objects on its edge or inside it, and the openings
 * between its pieces (an opening an Exit stands in is that exit, not a second one), numbered E1, E2 …
 * round the ring. What is wrong with them is said too: an exit off the enclosure, two on top of each
 * other, one narrower than a door may be.
 */
import { RULE_NUMBERS } from '../nudges/numbers';
import { isKind } from '../nudges/vocabulary';
import { feetToRing, hypot, withinRing, toLngLat, type FeetPlane, type PlaneRect } from './plane';
import type { EgressObject, Enclosure, ExitProvided, Pt } from './types';

const E = RULE_NUMBERS.egress;

export interface PlacedExit {
  object: EgressObject;
  rect: PlaneRect;
  widthFt: number;
}

export interface ExitsResult {
  exits: ExitProvided[];
  outside: string[];
  overlapping: [string, string][];
  narrow: { id: string; widthIn: number }[];
}

export const isExit = (o: Pick<EgressObject, 'type'>): boolean => isKind(o.type, 'exits');

/** Distance along the ring from its first point to the point of the ring nearest `p`. */
function along(ring: readonly Pt[], p: Pt): number {
  let best = Infinity,
    at = 0,
    run = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!,
      b = ring[(i + 1) % ring.length]!;
    const dx = b[0] - a[0],
      dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (len * len)));
    const d = Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
    if (d < best) {
      best = d;
      at = run + t * len;
    }
    run += len;
  }
  return at;
}

export function exitsOf(enclosure: Enclosure, placed: readonly PlacedExit[], plane: FeetPlane): ExitsResult {
  const { ring } = enclosure;
  const outside: string[] = [];
  const overlapping: [string, string][] = [];
  const narrow: { id: string; widthIn: number }[] = [];
  const kept: PlacedExit[] = [];
  for (const e of placed) {
    const centre: Pt = [e.rect.cx, e.rect.cy];
    if (!withinRing(ring, centre) && feetToRing(ring, centre) > Math.max(E.openingMinFt, e.rect.hd)) {
      outside.push(e.object.id);
      continue;
    }
    // Two exits whose openings overlap along their width are one way out, counted once (the wider).
    const on = kept.findIndex((k) => hypot([k.rect.cx, k.rect.cy], centre) < (k.widthFt + e.widthFt) / 2);
    if (on >= 0) {
      overlapping.push([kept[on]!.object.id, e.object.id]);
      if (e.widthFt > kept[on]!.widthFt) kept[on] = e;
      continue;
    }
    kept.push(e);
    if (e.widthFt * 12 < RULE_NUMBERS.nycbc.doorMinWidthIn) narrow.push({ id: e.object.id, widthIn: e.widthFt * 12 });
  }
  const exits: Omit<ExitProvided, 'number'>[] = kept.map((e) => ({
    kind: 'exit',
    id: e.object.id,
    widthFt: e.widthFt,
    at: [e.rect.cx, e.rect.cy],
    atLngLat: toLngLat(plane, [e.rect.cx, e.rect.cy]),
  }));
  for (const o of enclosure.openings) {
    // An Exit standing in the opening is the gate there; the opening is not a second way out.
    if (kept.some((e) => hypot([e.rect.cx, e.rect.cy], o.at) <= o.widthFt / 2 + E.openingMinFt)) continue;
    exits.push({ kind: 'opening', id: o.between.join('|'), widthFt: o.widthFt, at: o.at, atLngLat: o.atLngLat });
  }
  const numbered = exits
    .map((e) => ({ e, s: along(ring, e.at) }))
    .sort((a, b) => a.s - b.s)
    .map(({ e }, i) => ({ ...e, number: `E${i + 1}` }));
  return { exits: numbered, outside, overlapping, narrow };
}

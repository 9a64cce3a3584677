/**
 * The demo street network in grid metres (see ../grid.ts): block-long centre-line segments of the
 * numbered streets, the avenues and Broadway, over the three neighbourhoods the demo permit areas sit
 * in (Midtown 32nd-53rd St from 10th Av to Madison; DeWitt Clinton Park; Central Park South).
 * Streets that parks interrupt are left out, as they are in the city.
 */
import { AVENUES, avenueU, broadwayU, streetV } from '../grid';
import type { GridPoint } from '../shapes';

export type SegmentKind = 'street' | 'avenue' | 'broadway';

export interface Segment {
  kind: SegmentKind;
  /** Full street name as the city's centreline writes it, e.g. 'WEST 42 STREET', '7 AVENUE'. */
  name: string;
  from: string;
  to: string;
  a: GridPoint;
  b: GridPoint;
  /** Streets: the street number. Avenues and Broadway: the lower cross street. */
  street: number;
}

export interface Intersection {
  street: number;
  streetName: string;
  avenue: string;
  u: number;
  v: number;
}

const REGIONS: ReadonlyArray<{ streets: [number, number]; avenues: readonly string[] }> = [
  {
    streets: [32, 53],
    avenues: ['10 AVENUE', '9 AVENUE', '8 AVENUE', '7 AVENUE', '6 AVENUE', '5 AVENUE', 'MADISON AVENUE'],
  },
  { streets: [50, 56], avenues: ['12 AVENUE', '11 AVENUE', '10 AVENUE'] },
  { streets: [53, 63], avenues: ['8 AVENUE', '7 AVENUE', '6 AVENUE', '5 AVENUE', 'MADISON AVENUE'] },
];

/** Broadway meets 8th Avenue near 56th Street on the straight-line model of ../grid.ts: it stops there. */
const BROADWAY_STREETS: [number, number] = [32, 56];

/** Half widths: where the curb is, and where sidewalk furniture stands, from the centre line. */
export const CURB_M: Record<SegmentKind, number> = { street: 5, avenue: 10, broadway: 8 };
export const FURNITURE_M: Record<SegmentKind, number> = { street: 6.5, avenue: 11.5, broadway: 9.5 };

const AV5 = avenueU('5 AVENUE');
const AV8 = avenueU('8 AVENUE');

export function streetName(street: number, u: number): string {
  if (street === 59 && u > AV8 && u < AV5) return 'CENTRAL PARK SOUTH';
  return `${u < AV5 ? 'WEST' : 'EAST'} ${street} STREET`;
}

export function avenueName(avenue: string, street: number): string {
  return avenue === '8 AVENUE' && street >= 59 ? 'CENTRAL PARK WEST' : avenue;
}

function streetExists(street: number, west: string, east: string): boolean {
  const pair = `${west}|${east}`;
  if (street === 41 && pair === '6 AVENUE|5 AVENUE') return false; // Bryant Park
  if (street === 53 && pair === '12 AVENUE|11 AVENUE') return false; // DeWitt Clinton Park
  if ((street === 32 || street === 33) && pair === '8 AVENUE|7 AVENUE') return false; // Penn Station
  return !(street >= 60 && avenueU(west) >= AV8 && avenueU(east) <= AV5); // Central Park
}

function avenueExists(avenue: string, street: number): boolean {
  return !(street >= 59 && (avenue === '7 AVENUE' || avenue === '6 AVENUE'));
}

function build(): Segment[] {
  const byKey = new Map<string, Segment>();
  const add = (s: Segment): void => {
    byKey.set(`${s.kind}|${s.name}|${s.a.join(',')}|${s.b.join(',')}`, s);
  };
  for (const {
    streets: [first, last],
    avenues,
  } of REGIONS) {
    const ordered = AVENUES.filter((a) => avenues.includes(a.name));
    for (let street = first; street <= last; street++) {
      for (let i = 0; i + 1 < ordered.length; i++) {
        const west = ordered[i]!;
        const east = ordered[i + 1]!;
        if (!streetExists(street, west.name, east.name)) continue;
        const v = streetV(street);
        add({
          kind: 'street',
          name: streetName(street, (west.u + east.u) / 2),
          street,
          from: avenueName(west.name, street),
          to: avenueName(east.name, street),
          a: [west.u, v],
          b: [east.u, v],
        });
      }
      if (street === last) continue;
      for (const avenue of ordered) {
        if (!avenueExists(avenue.name, street)) continue;
        add({
          kind: 'avenue',
          name: avenueName(avenue.name, street),
          street,
          from: streetName(street, avenue.u),
          to: streetName(street + 1, avenue.u),
          a: [avenue.u, streetV(street)],
          b: [avenue.u, streetV(street + 1)],
        });
      }
    }
  }
  for (let street = BROADWAY_STREETS[0]; street < BROADWAY_STREETS[1]; street++) {
    const [v1, v2] = [streetV(street), streetV(street + 1)];
    add({
      kind: 'broadway',
      name: 'BROADWAY',
      street,
      from: streetName(street, broadwayU(v1)),
      to: streetName(street + 1, broadwayU(v2)),
      a: [broadwayU(v1), v1],
      b: [broadwayU(v2), v2],
    });
  }
  return [...byKey.values()];
}

let cache: Segment[] | null = null;

/** Every segment, in a fixed order. */
export function segments(): readonly Segment[] {
  cache ??= build();
  return cache;
}

/** Every street/avenue crossing that has at least one street segment ending on it. */
export function intersections(): readonly Intersection[] {
  const out = new Map<string, Intersection>();
  for (const s of segments()) {
    if (s.kind !== 'street') continue;
    for (const end of [s.a, s.b]) {
      const base = AVENUES.find((a) => a.u === end[0])!.name;
      out.set(`${s.street}|${base}`, {
        street: s.street,
        streetName: streetName(s.street, end[0]),
        avenue: avenueName(base, s.street),
        u: end[0],
        v: end[1],
      });
    }
  }
  return [...out.values()];
}

export function length(s: Segment): number {
  return Math.hypot(s.b[0] - s.a[0], s.b[1] - s.a[1]);
}

/**
 * A point `dist` metres from `a` towards `b`, moved `offset` metres sideways: positive to the left
 * of a→b (north of a street, west of an avenue).
 */
export function along(s: Segment, dist: number, offset: number): GridPoint {
  const len = length(s);
  const dx = (s.b[0] - s.a[0]) / len;
  const dy = (s.b[1] - s.a[1]) / len;
  return [s.a[0] + dx * dist - dy * offset, s.a[1] + dy * dist + dx * offset];
}

/** Room to leave at each end of a segment so sidewalk objects stay off the crossing. */
export function endClearance(s: Segment): number {
  return s.kind === 'street' ? CURB_M.avenue + 8 : CURB_M.street + 6;
}

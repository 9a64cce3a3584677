/**
 * Plans for the egress check's tests, measured in feet from the site point O: objects by their centre,
 * drawn enclosures, and rings of barricades laid round a rectangle with gaps where asked.
 */
import type { ObjectTypeId } from '../../../src/shared/objects/catalogue';
import type { Position } from '../../../src/shared/geography/geometry';
import type { EgressObject, EgressShape } from '../../../src/shared/egress/types';
import { offsetFeet } from '../../../src/shared/objects/footprint';
import { O } from './sitePlan';

export const at = (east: number, north: number): Position => {
  const p = offsetFeet(O, east, north);
  return [p.lng, p.lat];
};

/** An object `w` by `d` ft centred `east`, `north` ft from O, turned `rotationDeg` clockwise. */
export function obj(
  id: string,
  type: ObjectTypeId,
  [w, d]: [number, number],
  east: number,
  north: number,
  rotationDeg = 0,
  extra: Partial<EgressObject> = {},
): EgressObject {
  return {
    id,
    type,
    label: `${type} ${id}`,
    position: offsetFeet(O, east, north),
    footprintFt: { width: w, depth: d },
    rotationDeg,
    ...extra,
  };
}

/** An exit `widthFt` wide at a point, turned to lie along a side (0: along x, 90: along y). */
export const exit = (id: string, east: number, north: number, widthFt = 6, rotationDeg = 0): EgressObject =>
  obj(id, 'exit', [widthFt, 1], east, north, rotationDeg, widthFt === 6 ? {} : { clearWidthFt: widthFt });

/** A drawn polygon `w` by `h` ft with its south-west corner at O. */
export function drawnEnclosure(w: number, h: number, label = 'Event area', id = 'fence'): EgressShape {
  return {
    id,
    label,
    geometry: {
      type: 'Polygon',
      coordinates: [[at(0, 0), at(w, 0), at(w, h), at(0, h), at(0, 0)]],
    },
  };
}

export interface Gap {
  /** 0: south (west to east), 1: east (south to north), 2: north (east to west), 3: west (north to south). */
  side: 0 | 1 | 2 | 3;
  /** Where the gap starts along its side, feet from the side's start, and how wide it is. */
  from: number;
  width: number;
}

/**
 * Barricades round a `w` by `h` ft rectangle (south-west corner at O), end to end, none longer than
 * `piece` ft, leaving the gaps asked for.
 */
export function barricadeRing(
  w: number,
  h: number,
  gaps: readonly Gap[] = [],
  piece = 8,
  type: ObjectTypeId = 'barricade',
): EgressObject[] {
  const sides: { start: [number, number]; dir: [number, number]; len: number }[] = [
    { start: [0, 0], dir: [1, 0], len: w },
    { start: [w, 0], dir: [0, 1], len: h },
    { start: [w, h], dir: [-1, 0], len: w },
    { start: [0, h], dir: [0, -1], len: h },
  ];
  const out: EgressObject[] = [];
  sides.forEach((side, k) => {
    const cuts = gaps.filter((g) => g.side === k).sort((a, b) => a.from - b.from);
    const runs: [number, number][] = [];
    let s = 0;
    for (const g of cuts) {
      if (g.from > s) runs.push([s, g.from]);
      s = g.from + g.width;
    }
    if (s < side.len) runs.push([s, side.len]);
    for (const [a, b] of runs) {
      const n = Math.ceil((b - a) / piece - 1e-9);
      const len = (b - a) / n;
      for (let i = 0; i < n; i++) {
        const mid = a + (i + 0.5) * len;
        const east = side.start[0] + side.dir[0] * mid,
          north = side.start[1] + side.dir[1] * mid;
        out.push(obj(`${type}-${k}-${out.length}`, type, [len, 2], east, north, side.dir[0] !== 0 ? 0 : 90));
      }
    }
  });
  return out;
}

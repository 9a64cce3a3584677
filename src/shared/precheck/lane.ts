/**
 * The emergency-lane check over a generated street zone: along the corridor's centre line, the widest
 * continuous run across the street left clear by the placed objects, at its narrowest.
 *
 * Each segment of the centre line is checked in its own frame (u along the street, v across it). An
 * object blocks, over the stretch of street it spans, the band across the street it spans (its extent
 * in that frame): exact for objects square to the street, such as barricades, and on the safe side for
 * turned ones. Between consecutive object ends the blocked bands do not change, so the clear width is
 * measured once per such stretch: the answer is exact, not sampled.
 */
import RBush from 'rbush';
import { bboxOf, padBBox } from '../geometry/bbox';
import { localPlane, type LocalPlane } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { footprint, type FootprintInput, type LngLat } from '../objects/footprint';

export interface Corridor {
  /** The centre line through the picked nodes, [lng, lat] in pick order. */
  path: readonly (readonly [number, number])[];
  widthFt: number;
}
export interface LaneObject extends FootprintInput {
  id: string;
}

export interface NarrowPoint {
  /** The widest continuous clear run across the corridor where that run is narrowest, in feet. */
  clearFt: number;
  /** The middle of that run (the centre line where nothing is clear). */
  at: LngLat;
  /** The corridor's cross-section there, edge to edge: drawn on the map as the narrow point. */
  across: [LngLat, LngLat];
  /** Objects standing across that cross-section. */
  objectIds: string[];
  segment: number;
  stationFt: number;
}

/** An object in the frame: its corners once, and its bounding box for the index. */
interface Placed {
  id: string;
  corners: [number, number][];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
/** An object's extent in one segment's frame, clipped to the street. */
interface Band {
  id: string;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}
interface Segment {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  length: number;
}

function place(objects: readonly LaneObject[], frame: LocalPlane): Placed[] {
  return objects.map((o) => {
    const corners = footprint(o)
      .ring.slice(0, 4)
      .map(([lng, lat]) => frame.toXY(lng, lat));
    const [minX, minY, maxX, maxY] = bboxOf(corners);
    return { id: o.id, corners, minX, minY, maxX, maxY };
  });
}

function band(p: Placed, s: Segment, half: number): Band | null {
  let u0 = Infinity,
    u1 = -Infinity,
    v0 = Infinity,
    v1 = -Infinity;
  for (const [x, y] of p.corners) {
    const u = (x - s.ax) * s.dx + (y - s.ay) * s.dy;
    const v = -(x - s.ax) * s.dy + (y - s.ay) * s.dx;
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
  }
  u0 = Math.max(0, u0);
  u1 = Math.min(s.length, u1);
  v0 = Math.max(-half, v0);
  v1 = Math.min(half, v1);
  return u1 > u0 && v1 > v0 ? { id: p.id, u0, u1, v0, v1 } : null;
}

/** The widest clear run across [-half, half] beside the given bands, and where its middle lies. */
export function widestGap(bands: readonly Band[], half: number): { width: number; mid: number } {
  const sorted = [...bands].sort((a, b) => a.v0 - b.v0);
  let edge = -half,
    best = { width: 0, mid: 0 };
  for (const b of sorted) {
    if (b.v0 - edge > best.width) best = { width: b.v0 - edge, mid: (edge + b.v0) / 2 };
    edge = Math.max(edge, b.v1);
  }
  if (half - edge > best.width) best = { width: half - edge, mid: (edge + half) / 2 };
  return best;
}

function segments(path: Corridor['path'], frame: LocalPlane): Segment[] {
  const pts = path.map(([lng, lat]) => frame.toXY(lng, lat));
  const out: Segment[] = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [ax, ay] = pts[i]!,
      [bx, by] = pts[i + 1]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length > 0) out.push({ ax, ay, dx: (bx - ax) / length, dy: (by - ay) / length, length });
  }
  return out;
}

type Candidates = (s: Segment, half: number) => readonly Placed[];
/** The bands standing across the street at one station: from the segment's bands, or measured afresh. */
type Across = (bands: readonly Band[], station: number, s: Segment, half: number, placed: readonly Placed[]) => Band[];

function check(
  corridor: Corridor,
  objects: readonly LaneObject[],
  candidates: (placed: Placed[]) => Candidates,
  across: Across,
): NarrowPoint | null {
  const first = corridor.path[0];
  if (!first || corridor.path.length < 2) return null;
  // A local plane in feet at the path's start: a corridor spans a few blocks, where it is exact to inches.
  const frame = localPlane(first[0], first[1], FEET_TO_METRES);
  const half = corridor.widthFt / 2;
  const placed = place(objects, frame);
  const near = candidates(placed);
  let best: { clear: number; mid: number; seg: number; station: number; ids: string[] } | null = null;
  for (const [seg, s] of segments(corridor.path, frame).entries()) {
    const bands = near(s, half)
      .map((p) => band(p, s, half))
      .filter((b): b is Band => b !== null);
    const stops = [...new Set([0, s.length, ...bands.flatMap((b) => [b.u0, b.u1])])].sort((a, b) => a - b);
    for (let i = 0; i + 1 < stops.length; i++) {
      const station = (stops[i]! + stops[i + 1]!) / 2;
      const active = across(bands, station, s, half, placed);
      const gap = widestGap(active, half);
      if (!best || gap.width < best.clear)
        best = { clear: gap.width, mid: gap.mid, seg, station, ids: active.map((b) => b.id).sort() };
    }
  }
  if (!best) return null;
  const { clear, mid, seg, station, ids } = best;
  const s = segments(corridor.path, frame)[seg]!;
  const point = (v: number): LngLat => {
    const [lng, lat] = frame.toLngLat(s.ax + s.dx * station - s.dy * v, s.ay + s.dy * station + s.dx * v);
    return { lng, lat };
  };
  return {
    clearFt: clear,
    at: point(mid),
    across: [point(-half), point(half)],
    objectIds: ids,
    segment: seg,
    stationFt: station,
  };
}

/** The narrowest point of the corridor, with objects found through an index of their boxes per segment. */
export function narrowestPoint(corridor: Corridor, objects: readonly LaneObject[]): NarrowPoint | null {
  return check(
    corridor,
    objects,
    (placed) => {
      const tree = new RBush<Placed>().load(placed);
      return (s, half) => {
        // The segment's rectangle, as a box in the frame: every object touching the street lies in it.
        const ends = [
          [s.ax, s.ay],
          [s.ax + s.dx * s.length, s.ay + s.dy * s.length],
        ];
        const [minX, minY, maxX, maxY] = padBBox(bboxOf(ends), Math.abs(s.dy) * half, Math.abs(s.dx) * half);
        return tree.search({ minX, minY, maxX, maxY });
      };
    },
    (bands, station) => bands.filter((b) => b.u0 < station && station < b.u1),
  );
}

/** The reference: at every station every object is measured afresh, no index (tests and the bench). */
export function narrowestPointBruteForce(corridor: Corridor, objects: readonly LaneObject[]): NarrowPoint | null {
  const inSpan = (b: Band | null, station: number): b is Band => b !== null && b.u0 < station && station < b.u1;
  return check(
    corridor,
    objects,
    (placed) => () => placed,
    (_bands, station, s, half, placed) => placed.map((p) => band(p, s, half)).filter((b) => inSpan(b, station)),
  );
}

/**
 * Detail sheets: where objects are too dense for their numbers at the overview's scale (a block drawn
 * as one outline, or numbers that found no room), the packet adds enlarged sheets of those parts at a
 * standard scale large enough for every number, as a drawing set has detail sheets. Each object asks
 * for the smallest enlargement at which it lies at least DETAIL_SPACING_MM from its nearest neighbour;
 * windows of the sheet's map frame at that scale are laid greedily over the objects that need one.
 */
import { project, unproject } from '../../geography/mercator';
import { localPlane } from '../../geometry/metres';
import { nearestDistances } from '../../geometry/nearest';
import type { PlacedObject } from '../../objects/placed';
import type { SizeMm } from '../pageLayout';
import type { GeoFrame } from '../request';
import { frameAtScale, type Sheet } from './sheet';

/** The scales a detail may take (a drafter's standard scales). */
export const DETAIL_SCALES = [50, 100, 200, 500, 1000, 2000] as const;
/** Neighbours at least this far apart on a detail, centre to centre: room for a number beside each. */
export const DETAIL_SPACING_MM = 7;
/** A detail enlarges the overview at least this much. */
const MIN_ENLARGEMENT = 1.5;
/** At most this many detail sheets; objects beyond them are listed in the schedule only. */
export const MAX_DETAIL_SHEETS = 12;
/** The share of a window's width and height along each edge kept free of the objects it is for. */
const WINDOW_MARGIN = 0.08;

export interface DetailWindow {
  letter: string;
  scale: number;
  frame: GeoFrame;
}

/** 'A' … 'Z', then 'AA', 'AB' … */
export function detailLetter(i: number): string {
  const a = 'A'.charCodeAt(0);
  return i < 26 ? String.fromCharCode(a + i) : detailLetter(Math.floor(i / 26) - 1) + String.fromCharCode(a + (i % 26));
}

/** Each object's nearest other object, centre to centre, in metres (Infinity beyond `reachM`). */
function nearestMetres(objects: readonly PlacedObject[], reachM = 10): Map<string, number> {
  if (objects.length === 0) return new Map();
  const plane = localPlane(objects[0]!.position.lng, objects[0]!.position.lat);
  const near = nearestDistances(
    objects.map((o) => plane.toXY(o.position.lng, o.position.lat)),
    reachM,
  );
  return new Map(objects.map((o, i) => [o.id, near[i]!]));
}

/** The least enlargement that spaces an object `spacingM` from its neighbour by DETAIL_SPACING_MM. */
export function detailScaleFor(spacingM: number, overviewScale: number): number {
  const allowed = DETAIL_SCALES.filter((s) => s <= overviewScale / MIN_ENLARGEMENT);
  const enough = allowed.filter((s) => (spacingM * 1000) / s >= DETAIL_SPACING_MM);
  return enough.length > 0 ? Math.max(...enough) : Math.min(...(allowed.length > 0 ? allowed : DETAIL_SCALES));
}

/** The window moved, if it can be, to lie inside the overview's frame (the features drawn come from there). */
function keptInside(frame: GeoFrame, outer: GeoFrame): GeoFrame {
  const [x0, y0] = project(frame.west, frame.south),
    [x1, y1] = project(frame.east, frame.north);
  const [X0, Y0] = project(outer.west, outer.south),
    [X1, Y1] = project(outer.east, outer.north);
  const shift = (lo: number, hi: number, LO: number, HI: number) =>
    hi - lo >= HI - LO ? (LO + HI) / 2 - (lo + hi) / 2 : lo < LO ? LO - lo : hi > HI ? HI - hi : 0;
  const dx = shift(x0, x1, X0, X1),
    dy = shift(y0, y1, Y0, Y1);
  const [west, south] = unproject(x0 + dx, y0 + dy);
  const [east, north] = unproject(x1 + dx, y1 + dy);
  return { west, south, east, north };
}

const insideFrame = (o: PlacedObject, f: GeoFrame, margin: number) => {
  const mx = (f.east - f.west) * margin,
    my = (f.north - f.south) * margin;
  return (
    o.position.lng >= f.west + mx &&
    o.position.lng <= f.east - mx &&
    o.position.lat >= f.south + my &&
    o.position.lat <= f.north - my
  );
};

/**
 * Windows for the objects in `need` (those whose numbers the overview cannot show), over `all` the
 * plan's objects (their spacing sets the scale), each a map frame of `size` mm; lettered from the
 * top left of the overview, as a reader scans it.
 */
export function planDetails(
  need: readonly PlacedObject[],
  all: readonly PlacedObject[],
  overview: Sheet,
  size: SizeMm,
): DetailWindow[] {
  if (need.length === 0) return [];
  const nearest = nearestMetres(all);
  const required = new Map(need.map((o) => [o.id, detailScaleFor(nearest.get(o.id) ?? Infinity, overview.scale)]));
  const plane = localPlane(need[0]!.position.lng, need[0]!.position.lat);
  const xy = new Map(need.map((o) => [o.id, plane.toXY(o.position.lng, o.position.lat)]));
  let remaining = [...need];
  const windows: { scale: number; frame: GeoFrame }[] = [];
  while (remaining.length > 0 && windows.length < MAX_DETAIL_SHEETS) {
    const seed = remaining[0]!;
    const scale = required.get(seed.id)!;
    const usable = {
      width: ((size.width * scale) / 1000) * (1 - 2 * WINDOW_MARGIN),
      height: ((size.height * scale) / 1000) * (1 - 2 * WINDOW_MARGIN),
    };
    const [sx, sy] = xy.get(seed.id)!;
    let box = [sx, sy, sx, sy];
    const byDistance = remaining
      .filter((o) => required.get(o.id)! >= scale)
      .map((o) => ({ o, p: xy.get(o.id)! }))
      .sort((a, b) => Math.hypot(a.p[0] - sx, a.p[1] - sy) - Math.hypot(b.p[0] - sx, b.p[1] - sy));
    for (const { p } of byDistance) {
      const grown = [
        Math.min(box[0]!, p[0]),
        Math.min(box[1]!, p[1]),
        Math.max(box[2]!, p[0]),
        Math.max(box[3]!, p[1]),
      ];
      if (grown[2]! - grown[0]! <= usable.width && grown[3]! - grown[1]! <= usable.height) box = grown;
    }
    const centre = plane.toLngLat((box[0]! + box[2]!) / 2, (box[1]! + box[3]!) / 2);
    const frame = keptInside(frameAtScale(centre, size, scale), overview.frame);
    windows.push({ scale, frame });
    const covered = (o: PlacedObject) =>
      o.id === seed.id || (required.get(o.id)! >= scale && insideFrame(o, frame, WINDOW_MARGIN / 2));
    remaining = remaining.filter((o) => !covered(o));
  }
  return windows
    .sort((a, b) => b.frame.north + b.frame.south - (a.frame.north + a.frame.south) || a.frame.west - b.frame.west)
    .map((w, i) => ({ ...w, letter: detailLetter(i) }));
}

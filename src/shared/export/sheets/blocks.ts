/**
 * Blocks: identical objects placed together (a batch, a row or grid from Layout, or neighbours a few
 * feet apart) are one thing on a drawing, as seating is a block with one label on a CAD plan. A
 * block is a property of the plan, not of a sheet: its members are numbered one after another in
 * reading order (spotNumbers.ts), the schedule lists it as one row with its spot range, and each
 * sheet decides whether it draws the block as one outline or every member (sheets/objectMarks.ts).
 */
import { convexHull } from '../../geometry/convex';
import { localPlane } from '../../geometry/metres';
import { FEET_TO_METRES } from '../../geometry/units';
import { footprintOf, type PlacedObject } from '../../objects/placed';
import { renamedLabel } from '../legend';

/** Identical objects whose footprints are at most this far apart, edge to edge, are neighbours. */
export const BLOCK_GAP_FT = 6;
/** Fewer identical neighbours than this are objects, not a block. */
export const MIN_BLOCK_SIZE = 3;

export interface ObjectBlock {
  typeId: string;
  /** Members in reading order: rows from the back (north at rotation 0) to the front, each left to right. */
  members: PlacedObject[];
  /** Members per row, in the same order; one entry per row. */
  rows: number[];
  /** The block's outline on the ground: the convex hull of its members' footprints, [lng, lat]. */
  outline: [number, number][];
  /** The closest two members' distance, centre to centre, in metres (a row's spacing). */
  spacingM: number;
}

/** What makes two objects identical: type, size, turn, mirror, colour, and no name of their own. */
function identityOf(o: PlacedObject): string | null {
  if (renamedLabel(o) !== '') return null;
  const { width, depth } = footprintOf(o);
  const turn = Math.round(o.properties.rotationDeg) % 360;
  return [o.type, width.toFixed(2), depth.toFixed(2), turn, o.properties.flipped, o.properties.color].join('|');
}

/** An object's position in its own axes (metres): u along its width, v along its depth. */
type Local = { o: PlacedObject; u: number; v: number };

function inOwnAxes(objects: readonly PlacedObject[]): Local[] {
  const first = objects[0]!;
  const plane = localPlane(first.position.lng, first.position.lat);
  const t = (first.properties.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(t),
    sin = Math.sin(t);
  return objects.map((o) => {
    const [east, north] = plane.toXY(o.position.lng, o.position.lat);
    // The object's axes after a clockwise turn: x = (cos, −sin), y = (sin, cos) in (east, north).
    return { o, u: east * cos - north * sin, v: east * sin + north * cos };
  });
}

/** Groups of neighbours (edge-to-edge gap within BLOCK_GAP_FT), found through a grid of cells. */
function neighbourGroups(items: readonly Local[], widthM: number, depthM: number): Local[][] {
  const gapM = BLOCK_GAP_FT * FEET_TO_METRES;
  const cell = Math.max(widthM, depthM) + gapM;
  const cells = new Map<string, number[]>();
  const key = (i: number, j: number) => `${i},${j}`;
  items.forEach((it, n) => {
    const k = key(Math.floor(it.u / cell), Math.floor(it.v / cell));
    const list = cells.get(k);
    if (list) list.push(n);
    else cells.set(k, [n]);
  });
  const parent = items.map((_, n) => n);
  const find = (n: number): number => (parent[n] === n ? n : (parent[n] = find(parent[n]!)));
  items.forEach((a, n) => {
    const ci = Math.floor(a.u / cell),
      cj = Math.floor(a.v / cell);
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++)
        for (const m of cells.get(key(ci + di, cj + dj)) ?? []) {
          if (m <= n) continue;
          const b = items[m]!;
          const gap = Math.max(Math.abs(a.u - b.u) - widthM, Math.abs(a.v - b.v) - depthM);
          if (gap <= gapM + 1e-6) parent[find(m)] = find(n);
        }
  });
  const groups = new Map<number, Local[]>();
  items.forEach((it, n) => {
    const root = find(n);
    const g = groups.get(root);
    if (g) g.push(it);
    else groups.set(root, [it]);
  });
  return [...groups.values()];
}

/** Rows: members whose depth positions lie within half a depth (or 0.3 m) of each other, back row first. */
function rowsOf(members: readonly Local[], depthM: number): Local[][] {
  const tolerance = Math.max(0.3, depthM / 2);
  const sorted = [...members].sort((a, b) => b.v - a.v || a.u - b.u);
  const rows: Local[][] = [];
  for (const m of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.v - m.v) <= tolerance) row.push(m);
    else rows.push([m]);
  }
  for (const row of rows) row.sort((a, b) => a.u - b.u);
  return rows;
}

/** The closest pair's distance (sorted along u, each compared with those near enough along it). */
function closestSpacing(members: readonly Local[]): number {
  const sorted = [...members].sort((a, b) => a.u - b.u);
  let best = Infinity;
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length && sorted[j]!.u - sorted[i]!.u < best; j++)
      best = Math.min(best, Math.hypot(sorted[j]!.u - sorted[i]!.u, sorted[j]!.v - sorted[i]!.v));
  return best;
}

/** The hull of the members' footprint corners, as lng/lat. */
function outlineOf(members: readonly Local[], widthM: number, depthM: number): [number, number][] {
  const first = members[0]!.o;
  const plane = localPlane(first.position.lng, first.position.lat);
  const t = (first.properties.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(t),
    sin = Math.sin(t);
  const corners: [number, number][] = [];
  for (const m of members)
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      const u = m.u + (su * widthM) / 2,
        v = m.v + (sv * depthM) / 2;
      corners.push([u * cos + v * sin, -u * sin + v * cos]);
    }
  return convexHull(corners).map(([east, north]) => plane.toLngLat(east, north));
}

/**
 * The plan's blocks, in the order of their first member in the plan. Objects in no block (renamed,
 * alone, or in a group smaller than MIN_BLOCK_SIZE) are in none.
 */
export function findBlocks(objects: readonly PlacedObject[]): ObjectBlock[] {
  const byIdentity = new Map<string, PlacedObject[]>();
  for (const o of objects) {
    const id = identityOf(o);
    if (id === null) continue;
    const list = byIdentity.get(id);
    if (list) list.push(o);
    else byIdentity.set(id, [o]);
  }
  const order = new Map(objects.map((o, i) => [o.id, i]));
  const blocks: ObjectBlock[] = [];
  for (const same of byIdentity.values()) {
    if (same.length < MIN_BLOCK_SIZE) continue;
    const { width, depth } = footprintOf(same[0]!);
    const widthM = width * FEET_TO_METRES,
      depthM = depth * FEET_TO_METRES;
    for (const group of neighbourGroups(inOwnAxes(same), widthM, depthM)) {
      if (group.length < MIN_BLOCK_SIZE) continue;
      const rows = rowsOf(group, depthM);
      blocks.push({
        typeId: same[0]!.type,
        members: rows.flat().map((m) => m.o),
        rows: rows.map((r) => r.length),
        outline: outlineOf(group, widthM, depthM),
        spacingM: closestSpacing(group),
      });
    }
  }
  const firstIndex = (b: ObjectBlock) => Math.min(...b.members.map((m) => order.get(m.id)!));
  return blocks.sort((a, b) => firstIndex(a) - firstIndex(b));
}

/** '6 rows of 8', 'a row of 12', '3 rows (10, 10, 8)'; '' when the members are in no rows to speak of. */
export function rowsText(rows: readonly number[]): string {
  const count = rows.reduce((s, n) => s + n, 0);
  if (rows.length === 1) return `a row of ${count}`;
  if (rows.every((n) => n === rows[0])) return `${rows.length} rows of ${rows[0]!}`;
  if (rows.length <= 4) return `${rows.length} rows (${rows.join(', ')})`;
  return rows.length * 2 <= count ? `${rows.length} rows` : '';
}

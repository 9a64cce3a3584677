/**
 * The enclosure that holds the crowd: a drawn polygon or closed line labelled as the event area,
 * enclosure or fence (the vocabulary's `enclosure` words), else a ring of barricades or fence panels
 * that closes on itself. Pieces whose ends are less than `openingMinFt` apart join; a gap from that up
 * to `openingMaxFt` is an opening, with its measured width; a wider gap leaves the line open, and the
 * check says between which pieces, unless both its ends meet the focused area's edge, which then closes
 * it (edgeClosure.ts). Where nothing encloses, the area is open on its sides.
 */
import type { Position } from '../geography/geometry';
import { RULE_NUMBERS } from '../nudges/numbers';
import { isKind, wordRegExp } from '../nudges/vocabulary';
import { closeOnEdge } from './edgeClosure';
import { hypot, planeRect, ringAreaFt2, toLngLat, type FeetPlane, type PlaneRect } from './plane';
import type { EgressObject, EgressShape, Enclosure, Opening, Pt } from './types';

const N = RULE_NUMBERS.egress;
const ENCLOSURE_LABEL = wordRegExp('enclosure');

/** Ends closer than the opening width join (to a millionth of a foot: a 3 ft gap is an opening). */
const joins = (gapFt: number) => gapFt < N.openingMinFt - 1e-6;

/** A ring smaller than this is not an enclosure (two pieces linked end to end, a tight corner). */
const MIN_RING_FT2 = 100;

/** The drawn shapes the check reads as enclosures (by their labels), with their geometry. */
export function enclosureShapes(
  shapes: readonly { id: string; geometry: EgressShape['geometry']; properties: { label: string } }[],
): EgressShape[] {
  return shapes
    .filter((s) => s.geometry.type !== 'Point' && ENCLOSURE_LABEL.test(s.properties.label))
    .map((s) => ({ id: s.id, label: s.properties.label, geometry: s.geometry }));
}

export function isEnclosureSide(o: Pick<EgressObject, 'type'>): boolean {
  return isKind(o.type, 'enclosureSides');
}

interface Candidate {
  ring: Pt[];
  areaFt2: number;
  shapeId: string | null;
  pieceIds: string[];
  openings: Opening[];
}

type Unclosed = NonNullable<Enclosure['unclosed']>;

/** Drawn shapes labelled as the enclosure: polygons, and lines whose ends meet. */
function fromShapes(shapes: readonly EgressShape[], plane: FeetPlane): { rings: Candidate[]; unclosed: Unclosed[] } {
  const rings: Candidate[] = [];
  const unclosed: Unclosed[] = [];
  for (const s of shapes) {
    if (!ENCLOSURE_LABEL.test(s.label)) continue;
    const g = s.geometry;
    const coords = g.type === 'Polygon' ? (g.coordinates[0] ?? []) : g.type === 'LineString' ? g.coordinates : [];
    const pts: Pt[] = coords.map(([lng, lat]) => plane.toXY(lng, lat));
    if (pts.length < 3) continue;
    const gap = hypot(pts[0]!, pts[pts.length - 1]!);
    if (g.type === 'LineString' && !joins(gap)) {
      unclosed.push({ from: `the start of '${s.label}'`, to: 'its end', gapFt: gap });
      continue;
    }
    const ring = gap < 1e-9 || g.type === 'LineString' ? pts.slice(0, -1) : pts;
    const areaFt2 = ringAreaFt2(ring);
    if (areaFt2 >= MIN_RING_FT2) rings.push({ ring, areaFt2, shapeId: s.id, pieceIds: [], openings: [] });
  }
  return { rings, unclosed };
}

/** A run of pieces that does not close on itself: its loose ends, and its line in order. */
interface UnclosedRun extends Unclosed {
  ids: [string, string];
  count: number;
  points: Pt[];
  pieceIds: string[];
  openings: Opening[];
}

interface Link {
  to: number;
  gapFt: number;
  opening: boolean;
}

/** Candidate pairs of piece ends (node 2i is piece i's end a, 2i + 1 its end b) within `maxFt`, nearest first. */
function endPairs(ends: readonly Pt[], maxFt: number): [number, number, number][] {
  const cell = Math.max(maxFt, 1);
  // Cells keyed by one number (a site is far less than a million cells across).
  const key = (gx: number, gy: number) => gx * 1_048_576 + gy;
  const grid = new Map<number, number[]>();
  ends.forEach((p, i) => {
    const k = key(Math.floor(p[0] / cell), Math.floor(p[1] / cell));
    const list = grid.get(k);
    if (list) list.push(i);
    else grid.set(k, [i]);
  });
  const pairs: [number, number, number][] = [];
  ends.forEach((p, i) => {
    const gx = Math.floor(p[0] / cell),
      gy = Math.floor(p[1] / cell);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const j of grid.get(key(gx + dx, gy + dy)) ?? []) {
          // Each pair once, and never the two ends of one piece.
          if (j <= i || j >> 1 === i >> 1) continue;
          const d = hypot(p, ends[j]!);
          if (d <= maxFt) pairs.push([d, i, j]);
        }
  });
  return pairs.sort((a, b) => a[0] - b[0]);
}

/** Rings of barricades and fence panels, and the runs that do not close. */
function fromPieces(
  pieces: readonly EgressObject[],
  plane: FeetPlane,
): { rings: Candidate[]; unclosed: UnclosedRun[] } {
  const rects: PlaneRect[] = pieces.map((o) => planeRect(o, plane));
  const ends: Pt[] = rects.flatMap((r) => [r.a, r.b]);
  const links: (Link | undefined)[] = new Array<Link | undefined>(ends.length);
  const pairs = endPairs(ends, N.openingMaxFt);
  // Joins first (the nearest ends), then openings between the ends left.
  for (const opening of [false, true])
    for (const [d, i, j] of pairs) {
      if (links[i] || links[j] || joins(d) === opening) continue;
      links[i] = { to: j, gapFt: d, opening };
      links[j] = { to: i, gapFt: d, opening };
    }
  const seen = new Uint8Array(ends.length);
  const rings: Candidate[] = [];
  const unclosed: UnclosedRun[] = [];
  for (let start = 0; start < ends.length; start++) {
    if (seen[start]) continue;
    // Walk to one end of the run (a loose end), or round the loop back to where it started.
    // A piece is entered at node n and left at n ^ 1; the piece before it left at links[n].to.
    let first = start;
    for (let guard = 0; guard < ends.length; guard++) {
      const back = links[first];
      if (!back) break;
      const previous = back.to ^ 1;
      if (previous === start) break;
      first = previous;
    }
    const order: number[] = [];
    const openings: Opening[] = [];
    let node = first;
    let closed = false;
    for (;;) {
      order.push(node, node ^ 1);
      seen[node] = seen[node ^ 1] = 1;
      const link = links[node ^ 1];
      if (!link) break;
      if (link.opening) {
        const a = ends[node ^ 1]!,
          b = ends[link.to]!;
        const at: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        openings.push({
          between: [pieces[node >> 1]!.id, pieces[link.to >> 1]!.id],
          widthFt: link.gapFt,
          at,
          atLngLat: toLngLat(plane, at),
        });
      }
      if (link.to === first) {
        closed = true;
        break;
      }
      if (seen[link.to]) break;
      node = link.to;
    }
    const ids = [...new Set(order.map((i) => pieces[i >> 1]!.id))];
    if (closed) {
      const ring = order.map((i) => ends[i]!);
      const areaFt2 = ringAreaFt2(ring);
      if (areaFt2 >= MIN_RING_FT2) rings.push({ ring, areaFt2, shapeId: null, pieceIds: ids, openings });
    } else if (ids.length >= 3) {
      const a = pieces[first >> 1]!,
        b = pieces[order[order.length - 1]! >> 1]!;
      unclosed.push({
        from: a.label,
        to: b.label,
        gapFt: hypot(ends[first]!, ends[order[order.length - 1]!]!),
        ids: [a.id, b.id],
        count: ids.length,
        points: order.map((i) => ends[i]!),
        pieceIds: ids,
        openings,
      });
    }
  }
  return { rings, unclosed };
}

export interface EnclosureResult {
  enclosure: Enclosure;
  /** The pieces at the loose ends of a run that does not close. */
  looseEnds: string[];
}

/** The enclosure of the plan; `open` is what to report when nothing closes (the focused area, or none). */
export function findEnclosure(
  objects: readonly EgressObject[],
  shapes: readonly EgressShape[],
  plane: FeetPlane,
  open: { source: 'area' | 'none'; ring: Pt[] },
): EnclosureResult {
  const drawn = fromShapes(shapes, plane);
  const pieces = fromPieces(objects.filter(isEnclosureSide), plane);
  const byArea = (a: Candidate, b: Candidate) => b.areaFt2 - a.areaFt2;
  // A drawn enclosure says what the organizer means; a ring of pieces is read only without one.
  const best = drawn.rings.sort(byArea)[0] ?? pieces.rings.sort(byArea)[0];
  const ringLngLat = (ring: readonly Pt[]): Position[] =>
    ring.length ? [...ring, ring[0]!].map((p) => toLngLat(plane, p)) : [];
  if (best)
    return {
      enclosure: {
        source: best.shapeId !== null ? 'shape' : 'ring',
        closed: true,
        ring: best.ring,
        ringLngLat: ringLngLat(best.ring),
        shapeId: best.shapeId,
        pieceIds: best.pieceIds,
        openings: best.openings,
        unclosed: null,
      },
      looseEnds: [],
    };
  const runs = pieces.unclosed.sort((a, b) => b.count - a.count);
  // A run whose two ends meet the area's edge closes on it (a fence across a plaza's corner).
  for (const r of runs) {
    const ring = closeOnEdge(r.points, open.ring, N.openingMinFt);
    if (ring && ringAreaFt2(ring) >= MIN_RING_FT2)
      return {
        enclosure: {
          source: 'ring',
          closed: true,
          ring,
          ringLngLat: ringLngLat(ring),
          shapeId: null,
          pieceIds: r.pieceIds,
          openings: r.openings,
          unclosed: null,
          closesOnAreaEdge: true,
        },
        looseEnds: [],
      };
  }
  const run = runs[0];
  const unclosed = run ?? drawn.unclosed[0] ?? null;
  return {
    enclosure: {
      source: open.source,
      closed: false,
      ring: open.ring,
      ringLngLat: ringLngLat(open.ring),
      shapeId: null,
      pieceIds: [],
      openings: [],
      unclosed: unclosed && { from: unclosed.from, to: unclosed.to, gapFt: unclosed.gapFt },
    },
    looseEnds: run ? run.ids : [],
  };
}

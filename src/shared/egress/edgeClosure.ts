/**
 * A run of barricades or fence that ends on the focused area's edge (a plaza's building line, a lawn's
 * path) closes there: the crowd is held between the run and that stretch of the edge. Each loose end
 * must lie within the joining distance of the edge, and the run itself must leave the edge (most of it
 * off the edge); of the two ways round the edge between them, the one that holds the smaller area is
 * the pen (a fence across a corner fences the corner, not the rest).
 */
import { hypot, ringAreaFt2 } from './plane';
import type { Pt } from './types';

interface OnEdge {
  /** The edge's segment (from point i to i + 1) and the nearest point on it. */
  segment: number;
  at: Pt;
  distanceFt: number;
}

function nearestOnRing(ring: readonly Pt[], p: Pt): OnEdge {
  let best: OnEdge = { segment: 0, at: ring[0]!, distanceFt: Infinity };
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!,
      b = ring[(i + 1) % ring.length]!;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
    const at: Pt = [a[0] + t * dx, a[1] + t * dy];
    const d = hypot(p, at);
    if (d < best.distanceFt) best = { segment: i, at, distanceFt: d };
  }
  return best;
}

/** The edge's corners walked from the segment after `from` to segment `to`, forward or backward. */
function cornersBetween(ring: readonly Pt[], from: number, to: number, forward: boolean): Pt[] {
  const n = ring.length;
  const out: Pt[] = [];
  if (forward)
    for (let i = (from + 1) % n, k = 0; k < n && from !== to; i = (i + 1) % n, k++) {
      out.push(ring[i]!);
      if (i === to) break;
    }
  else
    for (let i = from, k = 0; k < n && from !== to; i = (i - 1 + n) % n, k++) {
      out.push(ring[i]!);
      if (i === (to + 1) % n) break;
    }
  return out;
}

/**
 * The ring a run makes with the edge: the run from its first to its last end, then the edge back from
 * the last end to the first, the smaller way round. Null where either end is off the edge.
 */
export function closeOnEdge(run: readonly Pt[], edge: readonly Pt[], withinFt: number): Pt[] | null {
  if (run.length < 2 || edge.length < 3) return null;
  const first = nearestOnRing(edge, run[0]!);
  const last = nearestOnRing(edge, run[run.length - 1]!);
  if (first.distanceFt > withinFt || last.distanceFt > withinFt) return null;
  // A run laid along the edge itself (a ring on the area's outline with a gap in it) is not closed by
  // that edge: the gap is where people walk out. Only a run that leaves the edge pens a part of it.
  const inner = run.slice(1, -1);
  const alongEdge = inner.filter((p) => nearestOnRing(edge, p).distanceFt <= withinFt).length;
  if (inner.length === 0 || alongEdge > inner.length / 2) return null;
  const ways = [true, false].map((forward) => [
    ...run,
    last.at,
    ...cornersBetween(edge, last.segment, first.segment, forward),
    first.at,
  ]);
  const sized = ways.map((ring) => ({ ring, area: ringAreaFt2(ring) })).filter((w) => w.area > 0);
  sized.sort((a, b) => a.area - b.area);
  return sized[0]?.ring ?? null;
}

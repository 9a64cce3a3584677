/**
 * The zone creator's path along the real streets: between each pair of picked nodes, the shortest way
 * along the city's street centreline (a curving Broadway, a bent avenue), so the corridor is buffered
 * around the street itself rather than a straight chord. Where the centreline does not join two nodes
 * (no data there, or a way far longer than the straight line), that block stays straight.
 */
import type { Position } from '../geography/geometry';
import { localPlane, type LocalPlane } from '../geometry/metres';
import type { CentreLine } from './streetWidths';

/** A picked node this close (metres) to a centreline vertex stands on it. */
const SNAP_M = 15;
/** A way along the streets longer than this many times the straight line is not the block meant. */
const MAX_DETOUR = 3;

export interface StreetPath {
  path: Position[];
  /** Per block (consecutive pair of nodes): whether it follows the centreline. */
  followed: boolean[];
}

interface Graph {
  positions: Position[];
  edges: Array<Array<{ to: number; m: number }>>;
}

/** Vertices shared by segments (rounded to about 0.1 m) are one vertex: that is where streets join. */
function buildGraph(lines: readonly CentreLine[], plane: LocalPlane): Graph {
  const ids = new Map<string, number>();
  const graph: Graph = { positions: [], edges: [] };
  const vertex = (p: Position): number => {
    const key = `${Math.round(p[0] * 1e6)},${Math.round(p[1] * 1e6)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = graph.positions.length;
      ids.set(key, id);
      graph.positions.push([p[0], p[1]]);
      graph.edges.push([]);
    }
    return id;
  };
  for (const line of lines)
    for (const part of line.parts)
      for (let i = 1; i < part.length; i++) {
        const a = vertex(part[i - 1]!);
        const b = vertex(part[i]!);
        if (a === b) continue;
        const m = distance(graph.positions[a]!, graph.positions[b]!, plane);
        graph.edges[a]!.push({ to: b, m });
        graph.edges[b]!.push({ to: a, m });
      }
  return graph;
}

function distance(a: Position, b: Position, plane: LocalPlane): number {
  return Math.hypot((a[0] - b[0]) * plane.kx, (a[1] - b[1]) * plane.ky);
}

function nearest(graph: Graph, p: Position, plane: LocalPlane): number | null {
  let best: number | null = null;
  let bestM = SNAP_M;
  graph.positions.forEach((q, i) => {
    const m = distance(p, q, plane);
    if (m <= bestM) {
      bestM = m;
      best = i;
    }
  });
  return best;
}

/** Dijkstra from a to b, giving up beyond `limitM`; the vertices of the way, or null. */
function shortestWay(graph: Graph, a: number, b: number, limitM: number): number[] | null {
  const dist = new Map<number, number>([[a, 0]]);
  const prev = new Map<number, number>();
  // A binary heap of [distance, vertex].
  const heap: Array<[number, number]> = [[0, a]];
  const push = (item: [number, number]) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (heap[parent]![0] <= heap[i]![0]) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  while (heap.length) {
    const [d, v] = pop();
    if (d > (dist.get(v) ?? Infinity)) continue;
    if (d > limitM) return null;
    if (v === b) {
      const way = [b];
      for (let at = b; at !== a;) {
        at = prev.get(at)!;
        way.push(at);
      }
      return way.reverse();
    }
    for (const e of graph.edges[v]!) {
      const nd = d + e.m;
      if (nd < (dist.get(e.to) ?? Infinity)) {
        dist.set(e.to, nd);
        prev.set(e.to, v);
        push([nd, e.to]);
      }
    }
  }
  return null;
}

/** The path through the picked nodes, in pick order, along the centreline where it joins them. */
export function pathAlongCentreline(nodes: readonly Position[], lines: readonly CentreLine[]): StreetPath {
  if (nodes.length < 2) return { path: [...nodes], followed: [] };
  const lat0 = nodes.reduce((sum, p) => sum + p[1], 0) / nodes.length;
  const plane = localPlane(nodes[0]![0], lat0);
  const graph = buildGraph(lines, plane);
  const path: Position[] = [nodes[0]!];
  const followed: boolean[] = [];
  for (let i = 1; i < nodes.length; i++) {
    const from = nodes[i - 1]!;
    const to = nodes[i]!;
    const a = nearest(graph, from, plane);
    const b = nearest(graph, to, plane);
    const straight = distance(from, to, plane);
    const way = a !== null && b !== null && a !== b ? shortestWay(graph, a, b, MAX_DETOUR * straight + 50) : null;
    if (way) {
      // The node itself first and last: the corridor ends where the user picked, not at a vertex near it.
      for (const v of way.slice(1, -1)) path.push(graph.positions[v]!);
      path.push(to);
      followed.push(true);
    } else {
      path.push(to);
      followed.push(false);
    }
  }
  return { path, followed };
}

/** What the whole corridor was built along, for the panel. */
export function pathBasisText(followed: readonly boolean[], dataNote: string | null): string {
  const along = followed.filter(Boolean).length;
  if (along === followed.length) return 'Along the street centreline between the picked nodes.';
  if (along === 0)
    return `Straight between the picked nodes: ${dataNote ?? 'the street centreline does not join them here'}.`;
  const straight = followed.length - along;
  return `Along the street centreline, straight across ${straight} of ${followed.length} blocks where it does not join the picked nodes.`;
}

/**
 * Each point's distance to its nearest other point in a plane, through a grid of `cell`-sized cells:
 * a neighbour farther than one cell may be missed (Infinity when none is that near), so `cell` is the
 * farthest distance that matters to the caller.
 */
import type { Pt } from './convex';

export function nearestDistances(points: readonly Pt[], cell: number): number[] {
  const cells = new Map<string, number[]>();
  const key = (i: number, j: number) => `${i},${j}`;
  points.forEach(([x, y], n) => {
    const k = key(Math.floor(x / cell), Math.floor(y / cell));
    const list = cells.get(k);
    if (list) list.push(n);
    else cells.set(k, [n]);
  });
  return points.map(([x, y], n) => {
    let best = Infinity;
    const ci = Math.floor(x / cell),
      cj = Math.floor(y / cell);
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++)
        for (const m of cells.get(key(ci + di, cj + dj)) ?? [])
          if (m !== n) best = Math.min(best, Math.hypot(points[m]![0] - x, points[m]![1] - y));
    return best;
  });
}

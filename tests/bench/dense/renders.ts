/** The map's frames between two moments of the page's clock, from the page's own count (`data-map-renders`). */

/** The page's count at `t`: the last value it showed by then (0 before the first frame was counted). */
function countAt(renders: ReadonlyArray<{ n: number; t: number }>, t: number): number {
  let n = 0;
  for (const r of renders) {
    if (r.t > t) break;
    n = r.n;
  }
  return n;
}

/** Frames drawn after `from` up to and including `to`. */
export function rendersBetween(renders: ReadonlyArray<{ n: number; t: number }>, from: number, to: number): number {
  return countAt(renders, to) - countAt(renders, from);
}

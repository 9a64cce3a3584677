/**
 * Where imported shapes sit against the plan: their ids made unique beside the plan's own, and how
 * far they lie from the focused area, so the page asks before it moves the view to a file's shapes
 * across the city (a file for another site, or one whose coordinates are not what it says).
 */
import { bboxContainsPoint, type BBox } from '../geometry/bbox';
import { groundMetres } from '../geometry/metres';
import type { Shape } from '../objects/placed';

/** Beyond this from the focused area's box, the shapes are for somewhere else: the view asks first. */
export const FAR_FROM_AREA_M = 1000;

/** The ground distance between two boxes [west, south, east, north]: 0 when they touch or overlap. */
export function boxGapMetres(a: BBox, b: BBox): number {
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  // The point of `a` nearest `b`, and the point of `b` nearest that.
  const ax = clamp((b[0] + b[2]) / 2, a[0], a[2]);
  const ay = clamp((b[1] + b[3]) / 2, a[1], a[3]);
  const bx = clamp(ax, b[0], b[2]);
  const by = clamp(ay, b[1], b[3]);
  if (bboxContainsPoint(b, ax, ay)) return 0;
  return groundMetres({ lng: ax, lat: ay }, { lng: bx, lat: by });
}

/** The imported shapes with ids the plan does not use yet (`-2`, `-3`… after a taken one). */
export function withFreeIds(shapes: readonly Shape[], taken: Iterable<string>): Shape[] {
  const used = new Set(taken);
  return shapes.map((s) => {
    let id = s.id;
    for (let n = 2; used.has(id); n++) id = `${s.id}-${n}`;
    used.add(id);
    return id === s.id ? s : { ...s, id };
  });
}

/**
 * Axis-aligned bounding boxes, [minX, minY, maxX, maxY] (for lng/lat: [west, south, east, north]):
 * the one place that takes the bounds of a set of points, joins, grows and tests boxes.
 */
import type { XY } from './planar';

export type BBox = [number, number, number, number];

/** The box of nothing: every union leaves the other box as it is; not finite. */
export function emptyBBox(): BBox {
  return [Infinity, Infinity, -Infinity, -Infinity];
}

/** The box of the points; the empty box (not finite) when there are none. */
export function bboxOf(points: Iterable<XY>): BBox {
  const box = emptyBBox();
  for (const p of points) {
    const x = p[0],
      y = p[1];
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

/** The box of `count` points of an interleaved [x0, y0, x1, y1, …] array, from point index `start`. */
export function bboxOfFlat(coords: ArrayLike<number>, start: number, count: number): BBox {
  const box = emptyBBox();
  for (let o = start * 2, end = (start + count) * 2; o < end; o += 2) {
    const x = coords[o]!,
      y = coords[o + 1]!;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

export function unionBBox(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** Grows a box by a ratio of its span on every side (the spec's 25% focus constraint). */
export function expandBBox(b: BBox, ratio: number): BBox {
  const dx = (b[2] - b[0]) * ratio;
  const dy = (b[3] - b[1]) * ratio;
  return [b[0] - dx, b[1] - dy, b[2] + dx, b[3] + dy];
}

/** Grows a box by fixed amounts: `dx` left and right, `dy` below and above. */
export function padBBox(b: BBox, dx: number, dy = dx): BBox {
  return [b[0] - dx, b[1] - dy, b[2] + dx, b[3] + dy];
}

/** Whether the point lies in the box, edges included. */
export function bboxContainsPoint(b: BBox, x: number, y: number): boolean {
  return x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];
}

/** Whether `inner` lies wholly in `outer`, edges included. */
export function bboxContainsBBox(outer: BBox, inner: BBox): boolean {
  return inner[0] >= outer[0] && inner[2] <= outer[2] && inner[1] >= outer[1] && inner[3] <= outer[3];
}

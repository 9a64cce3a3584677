/** Which drawn shape is under a screen point: measured on screen, so the tolerance is in pixels. */
import { bboxContainsPoint, bboxOf, type BBox } from '../../../shared/geometry/bbox';
import { pointInRing, polylineDistance } from '../../../shared/geometry/planar';
import type { Shape } from '../../../shared/objects/placed';
import type { ModeMap } from './types';

type ScreenBox = { x0: number; y0: number; x1: number; y1: number };

/** The box a drag spans, whichever way it was dragged. */
export const dragBox = (box: ScreenBox): BBox =>
  bboxOf([
    [box.x0, box.y0],
    [box.x1, box.y1],
  ]);

/** The topmost (last drawn) shape within `tolerancePx` of the point, or containing it. */
export function shapeAt(
  shapes: readonly Shape[],
  x: number,
  y: number,
  map: Pick<ModeMap, 'project'>,
  tolerancePx = 6,
): string | null {
  const px = (c: readonly number[]): [number, number] => {
    const q = map.project(c[0]!, c[1]!);
    return q ? [q.x, q.y] : [NaN, NaN];
  };
  for (let i = shapes.length - 1; i >= 0; i--) {
    const s = shapes[i]!;
    const g = s.geometry;
    if (g.type === 'Point') {
      const [qx, qy] = px(g.coordinates);
      if (Math.hypot(qx - x, qy - y) <= tolerancePx) return s.id;
      continue;
    }
    const rings = g.type === 'LineString' ? [g.coordinates.map(px)] : g.coordinates.map((r) => r.map(px));
    const near = rings.some((r) => polylineDistance(x, y, r) <= tolerancePx);
    if (near || (g.type === 'Polygon' && rings[0] && pointInRing(x, y, rings[0]))) return s.id;
  }
  return null;
}

/** Shapes with any vertex in a screen box. */
export function shapesInBox(shapes: readonly Shape[], box: ScreenBox, map: Pick<ModeMap, 'project'>): string[] {
  const bounds = dragBox(box);
  const inBox = (c: readonly number[]) => {
    const q = map.project(c[0]!, c[1]!);
    return !!q && bboxContainsPoint(bounds, q.x, q.y);
  };
  return shapes
    .filter((s) => {
      const g = s.geometry;
      return g.type === 'Point'
        ? inBox(g.coordinates)
        : g.type === 'LineString'
          ? g.coordinates.some(inBox)
          : g.coordinates.some((r) => r.some(inBox));
    })
    .map((s) => s.id);
}

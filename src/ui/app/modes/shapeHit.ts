/** Which drawn shape is under a screen point: measured on screen, so the tolerance is in pixels. */
import type { Shape } from '../../../shared/objects/placed';
import type { ModeMap } from './types';

type Px = { x: number; y: number };

function toSegment(p: Px, a: Px, b: Px): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function inside(p: Px, ring: Px[]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) result = !result;
  }
  return result;
}

/** The topmost (last drawn) shape within `tolerancePx` of the point, or containing it. */
export function shapeAt(
  shapes: readonly Shape[],
  x: number,
  y: number,
  map: Pick<ModeMap, 'project'>,
  tolerancePx = 6,
): string | null {
  const p = { x, y };
  const px = (c: readonly number[]) => map.project(c[0]!, c[1]!) ?? { x: NaN, y: NaN };
  for (let i = shapes.length - 1; i >= 0; i--) {
    const s = shapes[i]!;
    const g = s.geometry;
    if (g.type === 'Point') {
      const q = px(g.coordinates);
      if (Math.hypot(q.x - x, q.y - y) <= tolerancePx) return s.id;
      continue;
    }
    const rings = g.type === 'LineString' ? [g.coordinates.map(px)] : g.coordinates.map((r) => r.map(px));
    const near = rings.some((r) => r.some((q, k) => k > 0 && toSegment(p, r[k - 1]!, q) <= tolerancePx));
    if (near || (g.type === 'Polygon' && rings[0] && inside(p, rings[0]))) return s.id;
  }
  return null;
}

/** Shapes with any vertex in a screen box. */
export function shapesInBox(
  shapes: readonly Shape[],
  box: { x0: number; y0: number; x1: number; y1: number },
  map: Pick<ModeMap, 'project'>,
): string[] {
  const [minX, maxX] = [Math.min(box.x0, box.x1), Math.max(box.x0, box.x1)];
  const [minY, maxY] = [Math.min(box.y0, box.y1), Math.max(box.y0, box.y1)];
  const inBox = (c: readonly number[]) => {
    const q = map.project(c[0]!, c[1]!);
    return !!q && q.x >= minX && q.x <= maxX && q.y >= minY && q.y <= maxY;
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

/**
 * SoQL's simplify(geom, tolerance) and simplify_preserve_topology(geom, tolerance): Ramer–Douglas–
 * Peucker in the geometry's own units (degrees here, as PostGIS's ST_Simplify works in them). The
 * topology-preserving form never lets a ring collapse below a triangle or a line below two points;
 * plain simplify drops a ring that collapses, as PostGIS does.
 */
import type { Pos } from './geometry.ts';

function distanceToSegment(p: Pos, a: Pos, b: Pos): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** The kept vertices of an open polyline (first and last always kept). */
function douglasPeucker(points: readonly Pos[], tolerance: number): Pos[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstAt = -1;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > worst) {
        worst = d;
        worstAt = i;
      }
    }
    if (worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([first, worstAt], [worstAt, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** A closed ring, simplified; null when it collapses (plain simplify only). */
function simplifyRing(ring: readonly Pos[], tolerance: number, preserve: boolean): Pos[] | null {
  if (ring.length < 4) return [...ring];
  // Split at the vertex farthest from the start so a ring is never reduced to its closing segment.
  let far = 1;
  let farD = -1;
  for (let i = 1; i < ring.length - 1; i++) {
    const d = Math.hypot(ring[i]![0] - ring[0]![0], ring[i]![1] - ring[0]![1]);
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const a = douglasPeucker(ring.slice(0, far + 1), tolerance);
  const b = douglasPeucker(ring.slice(far), tolerance);
  const out = [...a, ...b.slice(1)];
  if (out.length >= 4) return out;
  return preserve ? [...ring] : null;
}

export function simplifyGeometry(
  geometry: { type: string; coordinates: unknown },
  tolerance: number,
  preserve: boolean,
): { type: string; coordinates: unknown } | null {
  const line = (c: unknown) => douglasPeucker(c as Pos[], tolerance);
  const polygon = (rings: unknown): Pos[][] | null => {
    const out: Pos[][] = [];
    for (const [i, ring] of (rings as Pos[][]).entries()) {
      const simple = simplifyRing(ring, tolerance, preserve);
      if (simple) out.push(simple);
      else if (i === 0) return null; // the outer ring collapsed: so does the polygon
    }
    return out;
  };
  switch (geometry.type) {
    case 'LineString':
      return { type: geometry.type, coordinates: line(geometry.coordinates) };
    case 'MultiLineString':
      return { type: geometry.type, coordinates: (geometry.coordinates as unknown[]).map(line) };
    case 'Polygon': {
      const rings = polygon(geometry.coordinates);
      return rings ? { type: geometry.type, coordinates: rings } : null;
    }
    case 'MultiPolygon': {
      const polygons = (geometry.coordinates as unknown[]).map(polygon).filter((p): p is Pos[][] => p !== null);
      return polygons.length ? { type: geometry.type, coordinates: polygons } : null;
    }
    default:
      return geometry;
  }
}

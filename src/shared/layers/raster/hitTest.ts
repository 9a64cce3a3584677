/**
 * The nearest feature to a screen point among rastered layers, answered from the worker's indexes:
 * what a popup or the hover cursor asks about features MapLibre never saw as vectors. Distances are
 * in CSS pixels at the map's zoom; a point counts as hit anywhere on its icon.
 */
import type { FeatureIndex, IndexEntry } from './featureIndex';
import { mercatorX, mercatorY, worldPx } from './mercator';

export interface HitLayer { tilesKey: string; index: FeatureIndex; /** Half the drawn icon or line width, CSS px. */ reachPx: number }
export interface HitQuery { lng: number; lat: number; zoom: number; radiusPx: number }
export interface Hit { tilesKey: string; featureId: number; distancePx: number }

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance in world units from a point to an entry (a point, or a polyline's segments). */
function entryDistance(coords: Float64Array, e: IndexEntry, x: number, y: number): number {
  const first = e.start * 2;
  if (e.length === 1) return Math.hypot(x - coords[first]!, y - coords[first + 1]!);
  let best = Infinity;
  for (let i = 0; i < e.length - 1; i++) {
    const o = first + i * 2;
    best = Math.min(best, segmentDistance(x, y, coords[o]!, coords[o + 1]!, coords[o + 2]!, coords[o + 3]!));
  }
  return best;
}

/**
 * The feature whose centre line or point is nearest, among those drawn within the radius (an icon
 * counts anywhere on it): where icons overlap, the one the pointer is closest to. Top layer wins ties.
 */
export function nearestFeature(layers: readonly HitLayer[], q: HitQuery): Hit | null {
  const scale = worldPx(q.zoom);
  const x = mercatorX(q.lng), y = mercatorY(q.lat);
  let best: Hit | null = null;
  // Top layer last in the list: walk it first so it wins ties.
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    const reach = (q.radiusPx + layer.reachPx) / scale;
    for (const e of layer.index.search(x - reach, y - reach, x + reach, y + reach)) {
      const d = entryDistance(layer.index.coords, e, x, y) * scale;
      if (d - layer.reachPx <= q.radiusPx && (!best || d < best.distancePx)) best = { tilesKey: layer.tilesKey, featureId: e.feature, distancePx: d };
    }
  }
  return best;
}

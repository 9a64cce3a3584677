/**
 * The nearest feature to a screen point among rastered layers, answered from the worker's indexes:
 * what a popup or the hover cursor asks about features MapLibre never saw as vectors. Distances are
 * in CSS pixels at the map's zoom; a point counts as hit anywhere on its icon.
 */
import { pointInRingFlat, polylineDistanceFlat } from '../../geometry/planar';
import type { FeatureIndex } from './featureIndex';
import { mercatorX, mercatorY, worldPx } from '../../geography/mercator';

export interface HitLayer {
  tilesKey: string;
  index: FeatureIndex;
  /** Half the drawn icon or line width, CSS px. */
  reachPx: number;
  /** An area layer: a point inside a feature (even-odd over its rings) hits it at distance 0. */
  filled?: boolean;
}
export interface HitQuery {
  lng: number;
  lat: number;
  zoom: number;
  radiusPx: number;
}
export interface Hit {
  tilesKey: string;
  featureId: number;
  distancePx: number;
}

/** Features of an area layer containing the point: an odd count of their rings around it. */
function containing(layer: HitLayer, x: number, y: number): number[] {
  const parity = new Map<number, boolean>();
  for (const e of layer.index.search(x, y, x, y)) {
    if (pointInRingFlat(layer.index.coords, e.start, e.length, x, y)) parity.set(e.feature, !parity.get(e.feature));
  }
  return [...parity].filter(([, odd]) => odd).map(([id]) => id);
}

/**
 * The feature whose centre line or point is nearest, among those drawn within the radius (an icon
 * counts anywhere on it): where icons overlap, the one the pointer is closest to. Top layer wins ties.
 */
export function nearestFeature(layers: readonly HitLayer[], q: HitQuery): Hit | null {
  const scale = worldPx(q.zoom);
  const x = mercatorX(q.lng),
    y = mercatorY(q.lat);
  let best: Hit | null = null;
  // Top layer last in the list: walk it first so it wins ties.
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    if (layer.filled) {
      const inside = containing(layer, x, y)[0];
      if (inside !== undefined && (!best || best.distancePx > 0))
        best = { tilesKey: layer.tilesKey, featureId: inside, distancePx: 0 };
    }
    const reach = (q.radiusPx + layer.reachPx) / scale;
    for (const e of layer.index.search(x - reach, y - reach, x + reach, y + reach)) {
      const d = polylineDistanceFlat(layer.index.coords, e.start, e.length, x, y) * scale;
      if (d - layer.reachPx <= q.radiusPx && (!best || d < best.distancePx))
        best = { tilesKey: layer.tilesKey, featureId: e.feature, distancePx: d };
    }
  }
  return best;
}

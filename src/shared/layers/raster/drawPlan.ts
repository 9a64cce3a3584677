/**
 * Which loaded layers are drawn from the layers worker's raster tiles instead of vectors.
 *
 * Measured on SwiftShader (software WebGL, 1440 × 900, 2 cores): a frame costs about 70 ms for the
 * background alone, and every drawn point or line feature adds about 8.5 µs (500 ms for 58,000),
 * whatever its size on screen. Raster tiles cost pixels, not features. A map whose visible layers
 * together hold at most VECTOR_FEATURE_BUDGET features stays all vectors (MapLibre's crisp drawing adds
 * about 4 ms to a frame); a denser map draws every visible layer in the one composite raster, the
 * small layers with the dense ones. Each vector layer on a dense map would be a source of its own whose
 * tiles arrive one by one, each asking MapLibre for a software frame (100–300 ms here) while the
 * layers load (issue 30's trace: 12 small layers reloading 6 tiles each among 51 frames), where the
 * composite costs one frame per batch of arrivals, whatever the number of layers; and on a real GPU a
 * composite tile is one textured quad. Polygon layers count too: MapLibre draws each one's
 * fill and outline per feature (3,000 parking lots and station envelopes cost about 25 ms a frame
 * there). Hidden layers are never rastered (nothing to draw).
 */
import type { GeometryClass } from '../catalogue';

/** In point-equivalents (an area counts twice). */
export const VECTOR_FEATURE_BUDGET = 500;

/** An area costs about twice a point or line: MapLibre draws its fill and its outline. */
const COST: Record<GeometryClass, number> = { point: 1, line: 1, polygon: 2 };

export interface DrawCandidate<Id extends string> {
  id: Id;
  geometry: GeometryClass;
  count: number;
  visible: boolean;
}

/** The ids to raster: none while the visible layers fit the budget, else every visible layer with features. */
export function rasteredLayers<Id extends string>(
  layers: readonly DrawCandidate<Id>[],
  budget = VECTOR_FEATURE_BUDGET,
): Set<Id> {
  const drawable = layers.filter((l) => l.visible && l.count > 0);
  const cost = drawable.reduce((sum, l) => sum + l.count * COST[l.geometry], 0);
  return new Set(cost > budget ? drawable.map((l) => l.id) : []);
}

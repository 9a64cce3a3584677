/**
 * Which loaded layers are drawn from the layers worker's raster tiles instead of vectors.
 *
 * Measured on SwiftShader (software WebGL, 1440 × 900, 2 cores): a frame costs about 70 ms for the
 * background alone, and every drawn point or line feature adds about 8.5 µs (500 ms for 58,000),
 * whatever its size on screen. Raster tiles cost pixels, not features. With at most
 * VECTOR_FEATURE_BUDGET features left as vectors, the vectors add about 4 ms to a frame; the
 * densest point and line layers are rastered first until what stays vector fits the budget, so a
 * sparse layer (a few hydrants, a bus stop) keeps MapLibre's crisp vector drawing. Polygon layers
 * count too: MapLibre draws each one's fill and outline per feature (3,000 parking lots and station
 * envelopes cost about 25 ms a frame there). Hidden layers are never rastered (nothing to draw).
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

/** The ids to raster: the costliest visible layers until what stays vector fits the budget. */
export function rasteredLayers<Id extends string>(
  layers: readonly DrawCandidate<Id>[],
  budget = VECTOR_FEATURE_BUDGET,
): Set<Id> {
  const cost = (l: DrawCandidate<Id>) => l.count * COST[l.geometry];
  const drawable = layers
    .filter((l) => l.visible && l.count > 0)
    .sort((a, b) => cost(b) - cost(a) || (a.id < b.id ? -1 : 1));
  let vectorCost = drawable.reduce((sum, l) => sum + cost(l), 0);
  const rastered = new Set<Id>();
  for (const layer of drawable) {
    if (vectorCost <= budget) break;
    rastered.add(layer.id);
    vectorCost -= cost(layer);
  }
  return rastered;
}

/**
 * One loaded layer's features in Web Mercator world units, indexed with rbush: what the raster tiles
 * are drawn from and what the worker's hit test searches. Built once per load, in the layers worker.
 * Points are stored flat (a MultiPoint gives one entry per point); lines and polygon rings as
 * polylines. Every entry keeps its feature's id, the key the popup and the map share.
 */
import RBush from 'rbush';
import { bboxOfFlat } from '../../geometry/bbox';
import type { LayerFeature, LayerGeometry } from '../features';
import { mercatorX, mercatorY } from '../../geography/mercator';

export interface IndexEntry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  feature: number;
  /** Offset and length in `coords` (pairs). */ start: number;
  length: number;
}

export interface FeatureIndex {
  /** x0, y0, x1, y1, … of every entry, world units. */
  coords: Float64Array;
  /** Entries intersecting a world-unit box. */
  search(minX: number, minY: number, maxX: number, maxY: number): IndexEntry[];
  /** A per-feature style value (the curb-cut type), by feature id. */
  styleKey(feature: number): string | undefined;
}

function polylines(g: LayerGeometry): number[][][] {
  switch (g.type) {
    case 'Point':
      return [[g.coordinates]];
    case 'MultiPoint':
      return g.coordinates.map((p) => [p]);
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
      return g.coordinates;
    case 'Polygon':
      return g.coordinates;
    case 'MultiPolygon':
      return g.coordinates.flat();
  }
}

export function buildFeatureIndex(features: readonly LayerFeature[], styleProperty?: string): FeatureIndex {
  // Two passes: count the vertices, then project them straight into one typed array (a growing
  // number[] of 300,000 coordinates cost the worker more than the projection itself).
  let vertices = 0;
  for (const f of features) for (const line of polylines(f.geometry)) vertices += line.length;
  const coords = new Float64Array(vertices * 2);
  const entries: IndexEntry[] = [];
  const styleKeys = new Map<number, string>();
  let at = 0;
  for (const f of features) {
    if (styleProperty) {
      const v = f.properties[styleProperty];
      if (typeof v === 'string') styleKeys.set(f.id, v);
    }
    for (const line of polylines(f.geometry)) {
      if (!line.length) continue;
      const start = at;
      for (const p of line) {
        coords[at * 2] = mercatorX(p[0]!);
        coords[at * 2 + 1] = mercatorY(p[1]!);
        at++;
      }
      const [minX, minY, maxX, maxY] = bboxOfFlat(coords, start, line.length);
      entries.push({ minX, minY, maxX, maxY, feature: f.id, start, length: line.length });
    }
  }
  const tree = new RBush<IndexEntry>();
  tree.load(entries);
  return {
    coords,
    search: (minX, minY, maxX, maxY) => tree.search({ minX, minY, maxX, maxY }),
    styleKey: (feature) => styleKeys.get(feature),
  };
}

const built = new WeakMap<readonly LayerFeature[], FeatureIndex>();

/**
 * A load's index, built on first use and kept as long as the load's features are: the raster tiles,
 * the hit tests and the export's frame features all search the same one.
 */
export function featureIndexOf(layerId: string, features: readonly LayerFeature[]): FeatureIndex {
  let index = built.get(features);
  if (!index) {
    index = buildFeatureIndex(features, layerId === 'curbCuts' ? 'curbcut_type' : undefined);
    built.set(features, index);
  }
  return index;
}

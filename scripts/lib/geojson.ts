/**
 * The few GeoJSON shapes the data scripts read and write, and the one serialiser they share, so the
 * committed demo files and the fetched files look the same (stable key order, 6-decimal coordinates).
 */
import { BUNDLED_META_KEY, type BundledMeta } from '../../src/shared/data/bundledMeta';

import type { GeoCollection, GeoFeature } from '../../src/shared/data/geoFeature';

export type { GeoCollection, GeoFeature };

/** 6 decimals is ~0.1 m in NYC: far below what the map can show, and it keeps files small and diffs quiet. */
export const COORDINATE_DECIMALS = 6;
const SCALE = 10 ** COORDINATE_DECIMALS;

export function roundCoordinate(value: number): number {
  // `+ 0` turns -0 into 0 so identical inputs always serialise identically.
  return Math.round(value * SCALE) / SCALE + 0;
}

/** Rounds every number nested in a coordinates array; leaves everything else as it is. */
function roundNested(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? roundCoordinate(value) : value;
  if (Array.isArray(value)) return value.map(roundNested);
  return value;
}

export function roundGeometry(geometry: unknown): unknown {
  if (!geometry || typeof geometry !== 'object') return geometry;
  const g = geometry as Record<string, unknown>;
  if (Array.isArray(g.geometries)) return { ...g, geometries: g.geometries.map(roundGeometry) };
  return 'coordinates' in g ? { ...g, coordinates: roundNested(g.coordinates) } : g;
}

export interface SerializeOptions {
  /** The file's description of itself (see src/shared/data/bundledMeta.ts), written before the features. */
  meta?: BundledMeta;
  /**
   * For the app's bundled files: one line, and null properties left out (the app reads a missing
   * property and a null one alike). Without it, one feature per line, for small diffs.
   */
  minify?: boolean;
}

function withoutNulls(properties: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!properties) return properties;
  return Object.fromEntries(Object.entries(properties).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * One feature per line (small enough to commit, and a changed area shows up as one changed line in a
 * diff), or minified. Foreign members such as `crs` are dropped on purpose: the app only reads
 * `features` and the optional `dataset` description.
 */
export function serializeCollection(collection: GeoCollection, options: SerializeOptions = {}): string {
  const features = collection.features.map((f) =>
    JSON.stringify({
      ...f,
      geometry: roundGeometry(f.geometry),
      ...(options.minify ? { properties: withoutNulls(f.properties) } : {}),
    }),
  );
  const meta = options.meta ? `"${BUNDLED_META_KEY}":${JSON.stringify(options.meta)},` : '';
  if (options.minify) return `{"type":"FeatureCollection",${meta}"features":[${features.join(',')}]}\n`;
  return `{"type":"FeatureCollection",${meta}"features":[\n${features.join(',\n')}\n]}\n`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The few GeoJSON shapes the data scripts read and write, and the one serialiser they share, so the
 * committed demo files and the fetched files look the same (stable key order, 6-decimal coordinates).
 */
export interface GeoFeature {
  type: 'Feature';
  id?: string | number;
  geometry: unknown;
  properties: Record<string, unknown> | null;
}

export interface GeoCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

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

/**
 * One feature per line: small enough to commit, and a changed area shows up as one changed line in a diff.
 * Foreign members such as `crs` are dropped on purpose: the app only reads `features`.
 */
export function serializeCollection(collection: GeoCollection): string {
  const lines = collection.features.map((f) => JSON.stringify({ ...f, geometry: roundGeometry(f.geometry) }));
  return `{"type":"FeatureCollection","features":[\n${lines.join(',\n')}\n]}\n`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

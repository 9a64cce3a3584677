/** The worker's normalised features, and the geometry checks every layer shares. */
import type { GeometryClass } from './catalogue';

export type Properties = Record<string, unknown>;

/** A drawable GeoJSON geometry (collections are not accepted from open data). */
export type LayerGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'MultiPoint'; coordinates: number[][] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'MultiLineString'; coordinates: number[][][] }
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

export interface LayerFeature {
  type: 'Feature';
  /** Index within its layer load: the key the map, the popup and the nudge engine share. */
  id: number;
  geometry: LayerGeometry;
  properties: Properties;
}

/** A malformed answer (not JSON, not features or rows): a permanent failure, not retried. */
export class LayerDataError extends Error {
  override name = 'LayerDataError';
}

const TYPES_BY_CLASS: Record<GeometryClass, readonly string[]> = {
  point: ['Point', 'MultiPoint'],
  line: ['LineString', 'MultiLineString'],
  polygon: ['Polygon', 'MultiPolygon'],
};

export function isValidLngLat(lng: unknown, lat: unknown): boolean {
  return (
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90
  );
}

/** Every position valid, and at least one: empty geometries (a polygon without rings) are dropped. */
function positionsValid(coords: unknown, depth: number): boolean {
  if (!Array.isArray(coords)) return false;
  if (depth === 0) return coords.length >= 2 && isValidLngLat(coords[0], coords[1]);
  if (coords.length === 0) return false;
  return coords.every((c) => positionsValid(c, depth - 1));
}

const DEPTH: Record<string, number> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

export function asLayerGeometry(value: unknown, cls: GeometryClass): LayerGeometry | null {
  if (!value || typeof value !== 'object') return null;
  const g = value as { type?: unknown; coordinates?: unknown };
  if (typeof g.type !== 'string' || !TYPES_BY_CLASS[cls].includes(g.type)) return null;
  const depth = DEPTH[g.type];
  if (depth === undefined || !positionsValid(g.coordinates, depth)) return null;
  if (g.type === 'LineString' && (g.coordinates as unknown[]).length < 2) return null;
  return g as LayerGeometry;
}

export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A point from two row fields, or null when either is missing or out of range. */
export function pointFromFields(row: Properties, latField: string, lngField: string): LayerGeometry | null {
  const lat = toNumber(row[latField]);
  const lng = toNumber(row[lngField]);
  return lat !== null && lng !== null && isValidLngLat(lng, lat) ? { type: 'Point', coordinates: [lng, lat] } : null;
}

/**
 * A point from a legacy Socrata Location value, `{latitude: "40.7", longitude: "-73.9", human_address}`
 * (dev.socrata.com/docs/datatypes/location: both coordinates strings, either may be null); null for
 * anything else.
 */
export function pointFromLocation(value: unknown): LayerGeometry | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as { latitude?: unknown; longitude?: unknown };
  if (v.latitude === undefined || v.longitude === undefined) return null;
  return pointFromFields({ lat: v.latitude, lng: v.longitude }, 'lat', 'lng');
}

/** The first non-empty value among several field names: datasets rename columns over the years. */
export function firstOf(props: Properties, keys: readonly string[]): string {
  for (const k of keys) {
    const v = props[k];
    if (typeof v === 'string' ? v !== '' : typeof v === 'number' || typeof v === 'boolean') return String(v);
  }
  return '';
}

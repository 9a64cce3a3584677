/**
 * A stand-in dataset's columns and their Socrata types (`dataTypeName`, as `/api/views/{id}.json`
 * publishes them). A dataset file may declare them (`"columns": {"location": "point", ...}`, taken from
 * the recorded real answers in tests/fixtures/open-data); a column it does not declare is typed from its
 * values: a GeoJSON geometry by its type, a `{latitude, longitude, human_address}` object as a legacy
 * location, a boolean as a checkbox, anything else as text.
 */
import { GEOMETRY_TYPES, LOCATION_TYPE } from '../../src/shared/layers/schema.ts';
import { asGeometry } from './geometry.ts';
import type { Row, SodaDataset } from './types.ts';

export { GEOMETRY_TYPES, LOCATION_TYPE };

const BY_GEOJSON_TYPE: Readonly<Record<string, string>> = {
  Point: 'point',
  MultiPoint: 'multipoint',
  LineString: 'line',
  MultiLineString: 'multiline',
  Polygon: 'polygon',
  MultiPolygon: 'multipolygon',
};

export function isNumericType(type: string): boolean {
  return type === 'number' || type === 'double' || type === 'money';
}

/** A legacy location value: `{latitude?, longitude?, human_address?}` with at least one of them. */
export function isLocationValue(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k === 'latitude' || k === 'longitude' || k === 'human_address');
}

/** A location value's point as GeoJSON, for the spatial clauses; null without both coordinates. */
export function locationPoint(value: unknown): { type: string; coordinates: unknown } | null {
  if (!isLocationValue(value)) return null;
  const lat = Number(value.latitude);
  const lng = Number(value.longitude);
  if (value.latitude == null || value.longitude == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return asGeometry({ type: 'Point', coordinates: [lng, lat] });
}

function inferType(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const g = asGeometry(value);
  if (g) return BY_GEOJSON_TYPE[g.type] ?? null;
  if (isLocationValue(value)) return LOCATION_TYPE;
  if (typeof value === 'boolean') return 'checkbox';
  return 'text';
}

/** fieldName → type, in the published order (declared columns first, then any others as first seen). */
export function columnTypes(dataset: SodaDataset): Map<string, string> {
  const types = new Map<string, string>(Object.entries(dataset.columns ?? {}));
  const undecided = new Set<string>();
  const note = (name: string) => {
    if (!types.has(name)) {
      types.set(name, 'text');
      undecided.add(name);
    }
  };
  if (dataset.geoField) note(dataset.geoField);
  const seen = (row: Row) => {
    for (const [name, value] of Object.entries(row)) {
      note(name);
      const inferred = undecided.has(name) ? inferType(value) : null;
      if (inferred) {
        types.set(name, inferred);
        undecided.delete(name);
      }
    }
  };
  for (const row of dataset.rows) seen(row);
  // A geometry column whose every value is null is still the geometry column it is declared as.
  if (dataset.geoField && undecided.has(dataset.geoField)) types.set(dataset.geoField, 'point');
  return types;
}

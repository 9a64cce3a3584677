/**
 * A dataset's published columns, and a layer's query fitted to them. Socrata publishes every column's
 * API name and type at `/api/views/{id}.json` (`columns[].fieldName`, `dataTypeName`; a real NYC answer is
 * recorded in tests/fixtures/open-data/views). Where public answers disagree on a name the app reads (the
 * restrooms' geometry), or no independent source confirms it (the centreline's fire-lane flag), the
 * layer's query is fitted to those columns before it is sent: the geometry column that exists, a
 * checkbox flag compared as a boolean, and a column that does not exist named in the layer's row instead
 * of a failed query or an empty layer.
 */
import { LayerDataError } from './features';
import type { SodaSource } from './sources';

/** fieldName → dataTypeName (as published, lower case), without Socrata's hidden meta_data columns. */
export type DatasetColumns = ReadonlyMap<string, string>;

/** Socrata's geometry types: a `.geojson` answer takes its features' geometry from one of these. */
export const GEOMETRY_TYPES: ReadonlySet<string> = new Set([
  'point',
  'multipoint',
  'line',
  'multiline',
  'polygon',
  'multipolygon',
]);
/** The legacy Location type: within_box works on it, intersects does not, and GeoJSON carries it as a property. */
export const LOCATION_TYPE = 'location';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The columns of a views answer, or null when the answer has none (an error, another shape). */
export function readViewColumns(view: unknown): DatasetColumns | null {
  if (!isRecord(view) || !Array.isArray(view.columns)) return null;
  const columns = new Map<string, string>();
  for (const c of view.columns) {
    if (!isRecord(c) || typeof c.fieldName !== 'string' || typeof c.dataTypeName !== 'string') continue;
    const type = c.dataTypeName.toLowerCase();
    if (type === 'meta_data') continue;
    columns.set(c.fieldName, type);
  }
  return columns.size > 0 ? columns : null;
}

/** A field the layer reads that the dataset does not publish: the layer's row names it. */
export class MissingFieldError extends LayerDataError {
  override name = 'MissingFieldError';
  constructor(
    readonly dataset: string,
    readonly fields: readonly string[],
  ) {
    super(
      `The city's dataset ${dataset} has no ${fields.length > 1 ? `field ${fields.join(' or ')}` : `field ${fields[0] ?? ''}`}, which this layer reads`,
    );
  }
}

/** Whether a layer's query depends on the published columns (a disputed name or an unconfirmed filter). */
export function needsColumns(source: SodaSource): boolean {
  return (source.geoFieldAlternatives?.length ?? 0) > 0 || source.filter?.unconfirmed === true;
}

/**
 * The query fitted to the published columns; unchanged when they are unknown (the service could not
 * be asked: the first name is tried). Throws MissingFieldError for a geometry or filter column the
 * dataset lacks. Selected fields it lacks are left out of `$select` (a missing one fails the request).
 */
export function fitToColumns(source: SodaSource, columns: DatasetColumns | null): SodaSource {
  if (!columns) return source;
  const candidates = [source.geoField, ...(source.geoFieldAlternatives ?? [])];
  const geoField = candidates.find((c) => columns.has(c));
  if (!geoField) throw new MissingFieldError(source.dataset, candidates);
  const fitted: SodaSource = { ...source, geoField };
  delete fitted.geoFieldAlternatives;
  // intersects() takes geometry types only; a legacy Location column is asked with within_box.
  if (columns.get(geoField) === LOCATION_TYPE) fitted.spatial = 'within_box';
  if (source.filter) {
    const type = columns.get(source.filter.field);
    if (type === undefined) throw new MissingFieldError(source.dataset, [source.filter.field]);
    fitted.filter = { ...source.filter, asBoolean: type === 'checkbox' };
  }
  if (source.select) fitted.select = source.select.filter((f) => columns.has(f));
  return fitted;
}

/**
 * A Socrata resource request, `/resource/{id}.{ext}`, answered from a dataset in the format content
 * negotiation picks (negotiate.ts): JSON rows or GeoJSON features, as soda-fountain's exporters write
 * them (soda-fountain-lib/.../export/JsonExporter.scala, GeoJsonExporter.scala).
 */
import { columnTypes } from './columns.ts';
import { asGeometry } from './geometry.ts';
import { negotiate } from './negotiate.ts';
import { GEOJSON_TYPE, jsonResponse, notAcceptable, sodaError } from './responses.ts';
import { parseSodaParams, runSodaQuery, type WithinBoxMode } from './soqlQuery.ts';
import { QueryError, type Row, type SodaDataset, type StandInResponse } from './types.ts';

/** What Socrata puts in every `.geojson` answer. */
export const SOCRATA_CRS = { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } } as const;

/** A JSON row: null cells are left out (JsonExporter writes a column only when its value is not null). */
function jsonRow(row: Row, columns: readonly string[]): Row {
  const out: Row = {};
  for (const c of columns) if (row[c] !== null && row[c] !== undefined) out[c] = row[c];
  return out;
}

/**
 * A GeoJSON feature: the geometry column's value as the geometry (null when the answer has no
 * geometry-typed column: a legacy location is a property), every other column a property, nulls
 * included (GeoJsonProcessor writes each column's value, JNull too).
 */
function toFeature(row: Row, columns: readonly string[], geoColumn: string | null): Record<string, unknown> {
  const properties: Row = {};
  for (const c of columns) if (c !== geoColumn) properties[c] = row[c] ?? null;
  return { type: 'Feature', geometry: geoColumn ? asGeometry(row[geoColumn]) : null, properties };
}

export function answerSoda(
  dataset: SodaDataset,
  extension: string,
  accept: string | null | undefined,
  params: URLSearchParams,
  mode: WithinBoxMode,
): StandInResponse {
  const exporter = negotiate(extension, accept);
  if (!exporter) return notAcceptable();
  try {
    const query = parseSodaParams(params);
    if (exporter.format !== 'json' && exporter.format !== 'geojson') {
      throw new QueryError(`The stand-in writes JSON and GeoJSON answers only, not ${exporter.mime}`, 400);
    }
    const { rows, columns, geoColumn } = runSodaQuery(dataset, query, mode);
    if (exporter.format === 'json')
      return jsonResponse(
        200,
        rows.map((r) => jsonRow(r, columns)),
      );
    const features = rows.map((r) => toFeature(r, columns, geoColumn));
    return jsonResponse(200, { type: 'FeatureCollection', features, crs: SOCRATA_CRS }, GEOJSON_TYPE);
  } catch (error) {
    if (error instanceof QueryError)
      return sodaError(error.status, error.code, error.message, { query: Object.fromEntries(params) });
    throw error;
  }
}

/** `/resource/{id}.{ext}`, or null for any other path. */
export function parseResourcePath(pathname: string): { id: string; format: string } | null {
  const m = /^\/resource\/([^/.]+)\.([A-Za-z]+)$/.exec(pathname);
  return m ? { id: m[1]!, format: m[2]!.toLowerCase() } : null;
}

/** `/api/views/{id}.json`, or null for any other path. */
export function parseViewPath(pathname: string): string | null {
  const m = /^\/api\/views\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(pathname);
  return m ? m[1]! : null;
}

/**
 * Socrata's views metadata, the fields of it the app and `check:live` read: `name`, `rowsUpdatedAt`
 * (Unix seconds: when the dataset's rows last changed) and `columns` with each one's `fieldName` and
 * `dataTypeName` (a real NYC answer is recorded in tests/fixtures/open-data/views). A dataset without a
 * recorded view answers without the date.
 */
export function answerView(id: string, dataset: SodaDataset): StandInResponse {
  const columns = [...columnTypes(dataset)].map(([fieldName, dataTypeName], i) => ({
    id: i + 1,
    name: fieldName,
    dataTypeName,
    fieldName,
    position: i + 1,
  }));
  return jsonResponse(200, {
    id,
    name: dataset.view?.name ?? id,
    ...(dataset.view ? { rowsUpdatedAt: dataset.view.rowsUpdatedAt } : {}),
    columns,
  });
}

/** A Socrata resource request, `/resource/{id}.json` or `.geojson`, answered from a dataset. */
import { asGeometry } from './geometry.ts';
import { GEOJSON_TYPE, jsonResponse, sodaError } from './responses.ts';
import { parseSodaParams, runSodaQuery, type WithinBoxMode } from './soqlQuery.ts';
import { QueryError, type Row, type SodaDataset, type StandInResponse } from './types.ts';

/** What Socrata puts in every `.geojson` answer. */
export const SOCRATA_CRS = { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } } as const;

function project(row: Row, columns: readonly string[]): Row {
  const out: Row = {};
  // Socrata leaves null cells out of its answers.
  for (const c of columns) if (row[c] !== null && row[c] !== undefined) out[c] = row[c];
  return out;
}

function toFeature(row: Row, columns: readonly string[], geoField: string | null): Record<string, unknown> {
  const geometry = geoField && columns.includes(geoField) ? asGeometry(row[geoField]) : null;
  return {
    type: 'Feature',
    geometry,
    properties: project(
      row,
      columns.filter((c) => c !== geoField),
    ),
  };
}

export function answerSoda(
  dataset: SodaDataset,
  format: 'json' | 'geojson',
  params: URLSearchParams,
  mode: WithinBoxMode,
): StandInResponse {
  try {
    const { rows, columns, geoColumn } = runSodaQuery(dataset, parseSodaParams(params), mode);
    if (format === 'json')
      return jsonResponse(
        200,
        rows.map((r) => project(r, columns)),
      );
    const features = rows.map((r) => toFeature(r, columns, geoColumn));
    return jsonResponse(200, { type: 'FeatureCollection', features, crs: SOCRATA_CRS }, GEOJSON_TYPE);
  } catch (error) {
    if (error instanceof QueryError) return sodaError(error.status, error.code, error.message);
    throw error;
  }
}

/** `/resource/{id}.{json|geojson}`, or null for any other path. */
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
 * Socrata's views metadata, the few fields of it the app reads: `rowsUpdatedAt` (Unix seconds) says
 * when the dataset's rows last changed. A dataset without a recorded view answers without the date.
 */
export function answerView(id: string, dataset: SodaDataset): StandInResponse {
  return jsonResponse(200, {
    id,
    name: dataset.view?.name ?? id,
    ...(dataset.view ? { rowsUpdatedAt: dataset.view.rowsUpdatedAt } : {}),
  });
}

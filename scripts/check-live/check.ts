/**
 * `npm run check:live`: asks every real dataset the app reads for its published columns and one row,
 * and checks every field the app reads (src/shared/layers/fieldsRead.ts) against them. Pure but for the
 * `fetch` it is handed, so it is tested against the recorded answers (tests/unit/checkLive.test.ts).
 *
 * Socrata: `/api/views/{id}.json` gives each column's API name and type and `rowsUpdatedAt`; one row is
 * asked the way the app asks (`.geojson` with the app's Accept header where the app reads GeoJSON, to see
 * that features come back with a geometry). ArcGIS: the layer's `?f=json` gives its fields; one feature
 * is asked with `f=geojson`.
 */
import { datasetsRead, type DatasetRead, type FieldRead } from '../../src/shared/layers/fieldsRead';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { readViewColumns } from '../../src/shared/layers/schema';
import { sodaResourceUrl, sodaViewUrl } from '../../src/shared/layers/sources';
import { acceptFor, JSON_ACCEPT, withAppToken } from '../../src/shared/net/openDataRequest';

export type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

export type FieldStatus =
  | { kind: 'found'; name: string; type: string }
  | { kind: 'wrong-type'; name: string; type: string; expected: readonly string[] }
  | { kind: 'missing' };

export interface FieldCheck {
  field: FieldRead;
  status: FieldStatus;
}

export interface DatasetCheck {
  read: DatasetRead;
  /** A short name: the 4x4 id, or 'Curb_Cut_2022/5' for the ArcGIS layer. */
  name: string;
  /** Why the service could not be asked (network, HTTP status, an answer of another shape); null when it was. */
  unreachable: string | null;
  fields: FieldCheck[];
  /** When the rows last changed (YYYY-MM-DD), where the service says. */
  updated: string | null;
  /** What one row asked the app's way showed, when it is worth saying (GeoJSON without a geometry). */
  note: string | null;
}

export interface CheckReport {
  datasets: DatasetCheck[];
  /** 0 every required field found with a usable type; 1 a mismatch; 2 a dataset could not be asked. */
  exitCode: 0 | 1 | 2;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function getJson(fetch: Fetch, url: string, accept: string): Promise<unknown> {
  const res = await fetch(url, { headers: { Accept: accept } });
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}${text ? `: ${text.slice(0, 160)}` : ''}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('the answer is not JSON');
  }
}

export function checkField(field: FieldRead, columns: ReadonlyMap<string, string>): FieldStatus {
  const expected = field.types;
  const candidates =
    field.names.length > 0
      ? field.names.filter((n) => columns.has(n))
      : [...columns.keys()].filter((n) => expected?.includes(columns.get(n)!));
  const name = candidates[0];
  if (name === undefined) return { kind: 'missing' };
  const type = columns.get(name)!;
  if (expected && !expected.includes(type)) return { kind: 'wrong-type', name, type, expected };
  return { kind: 'found', name, type };
}

const day = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString().slice(0, 10) : null;

function geojsonDataset(read: DatasetRead): boolean {
  return Object.values(LAYER_CATALOGUE).some(
    (d) => d.source.kind === 'soda' && d.source.dataset === read.dataset && d.source.format === 'geojson',
  );
}

async function checkSocrata(
  read: DatasetRead & { host: 'nyc' | 'nys' },
  fetch: Fetch,
  token?: string,
): Promise<DatasetCheck> {
  const base: DatasetCheck = { read, name: read.dataset, unreachable: null, fields: [], updated: null, note: null };
  let view: unknown;
  try {
    view = await getJson(fetch, withAppToken(sodaViewUrl(read.host, read.dataset), token), JSON_ACCEPT);
  } catch (error) {
    return { ...base, unreachable: `views metadata: ${error instanceof Error ? error.message : String(error)}` };
  }
  const columns = readViewColumns(view);
  if (!columns) return { ...base, unreachable: 'views metadata: no columns in the answer' };
  const fields = read.fields.map((field) => ({ field, status: checkField(field, columns) }));
  const updated = isRecord(view) ? day(view.rowsUpdatedAt) : null;
  let note: string | null = null;
  try {
    const format = geojsonDataset(read) ? 'geojson' : 'json';
    const url = withAppToken(`${sodaResourceUrl(read.host, read.dataset, format)}?$limit=1`, token);
    const answer = await getJson(fetch, url, acceptFor(url));
    if (format === 'geojson') {
      const features = isRecord(answer) && Array.isArray(answer.features) ? answer.features : null;
      if (!features) note = 'the .geojson request came back as rows, not features';
      else if (features.length > 0 && isRecord(features[0]) && features[0].geometry == null)
        note = 'GeoJSON carries no geometry (a legacy Location column): the app places rows by their coordinates';
    } else if (!Array.isArray(answer) || answer.length === 0) note = 'no row came back';
  } catch (error) {
    note = `one row: ${error instanceof Error ? error.message : String(error)}`;
  }
  return { ...base, fields, updated, note };
}

/** esriFieldType… → the lower-case names the field reads use (OID counts as an integer). */
function esriColumns(layer: unknown): Map<string, string> | null {
  if (!isRecord(layer) || !Array.isArray(layer.fields)) return null;
  const columns = new Map<string, string>();
  for (const f of layer.fields)
    if (isRecord(f) && typeof f.name === 'string' && typeof f.type === 'string') columns.set(f.name, f.type);
  return columns;
}

async function checkArcGis(read: DatasetRead, fetch: Fetch): Promise<DatasetCheck> {
  const layerUrl = read.dataset.replace(/\/query$/, '');
  const name = layerUrl.split('/services/')[1]?.replace('/FeatureServer/', '/') ?? layerUrl;
  const base: DatasetCheck = { read, name, unreachable: null, fields: [], updated: null, note: null };
  let layer: unknown;
  try {
    layer = await getJson(fetch, `${layerUrl}?f=json`, JSON_ACCEPT);
  } catch (error) {
    return { ...base, unreachable: `layer description: ${error instanceof Error ? error.message : String(error)}` };
  }
  const columns = esriColumns(layer);
  if (!columns) return { ...base, unreachable: 'layer description: no fields in the answer' };
  const edited = isRecord(layer) && isRecord(layer.editingInfo) ? layer.editingInfo.lastEditDate : undefined;
  return {
    ...base,
    fields: read.fields.map((field) => ({ field, status: checkField(field, columns) })),
    updated: typeof edited === 'number' ? new Date(edited).toISOString().slice(0, 10) : null,
  };
}

export async function checkLive(fetch: Fetch, options: { appToken?: string } = {}): Promise<CheckReport> {
  const datasets = await Promise.all(
    datasetsRead().map((read) =>
      read.host === 'arcgis'
        ? checkArcGis(read, fetch)
        : checkSocrata(read as DatasetRead & { host: 'nyc' | 'nys' }, fetch, options.appToken),
    ),
  );
  const mismatch = datasets.some((d) => d.fields.some((f) => f.field.required && f.status.kind !== 'found'));
  const exitCode = datasets.some((d) => d.unreachable) ? 2 : mismatch ? 1 : 0;
  return { datasets, exitCode };
}

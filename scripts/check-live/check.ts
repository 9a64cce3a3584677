/**
 * `npm run check:live`, a gate before each release: every outside service the app reads, held to what
 * is recorded of it (expectations.ts). Pure but for the `fetch` it is handed, so it is tested against
 * the recorded answers and against each kind of break (tests/unit/checkLive.test.ts).
 *
 * Columns: Socrata's `/api/views/{id}.json` gives each column's API name and type and `rowsUpdatedAt`;
 * every field the app reads (src/shared/layers/fieldsRead.ts) must be there with a type the app can
 * use, required or not (a renamed popup field empties its row), but for the columns recorded as
 * unpublished, which must stay missing. ArcGIS: the layer's `?f=json` gives its fields. Then the
 * app's real requests are asked once each (probes.ts): each layer's query on a small box, the permit
 * areas' simplified page, a centreline cell, the curb cuts' two pages, the place search, the basemap's
 * style and one tile, and each imagery tile.
 *
 * Exit: 0 all as recorded; 1 a difference (each named); 2 no difference found, but a service could not
 * be asked (a network failure, a 429 or a 5xx): try again.
 */
import { datasetsRead, type DatasetRead, type FieldRead } from '../../src/shared/layers/fieldsRead';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { readViewColumns } from '../../src/shared/layers/schema';
import { sodaResourceUrl, sodaViewUrl } from '../../src/shared/layers/sources';
import { acceptFor, JSON_ACCEPT, withAppToken } from '../../src/shared/net/openDataRequest';
import { expectedAbsence } from './expectations';
import { runProbes, type ProbeResult } from './probes';
import { errorMessage } from '../../src/shared/errors/errorMessage';

export type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

export type FieldStatus =
  | { kind: 'found'; name: string; type: string }
  | { kind: 'wrong-type'; name: string; type: string; expected: readonly string[] }
  | { kind: 'missing' }
  /** Missing as recorded: a column the city does not publish (expectations.ts), with the evidence. */
  | { kind: 'expected-missing'; evidence: string }
  /** A column recorded as unpublished that the service now publishes: the record is out of date. */
  | { kind: 'now-published'; name: string; type: string };

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
  /** The published columns and their types, as the service gave them (null when not asked). */
  columns: ReadonlyMap<string, string> | null;
}

export interface CheckReport {
  datasets: DatasetCheck[];
  /** The app's real requests, asked once each around the fixed place (probes.ts). */
  probes: ProbeResult[];
  /** Each way the services differ from what is recorded, in words naming the service. */
  differences: string[];
  /** Each service that could not be asked, and why. */
  unreachable: string[];
  /** 0 all as recorded; 1 a difference (named in `differences`); 2 none found, but a service could not be asked. */
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

export function checkField(field: FieldRead, columns: ReadonlyMap<string, string>, dataset = ''): FieldStatus {
  const absent = expectedAbsence(dataset, field.names);
  if (absent) {
    const name = field.names.find((n) => columns.has(n));
    return name === undefined
      ? { kind: 'expected-missing', evidence: absent.evidence }
      : { kind: 'now-published', name, type: columns.get(name)! };
  }
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
  const base: DatasetCheck = {
    read,
    name: read.dataset,
    unreachable: null,
    fields: [],
    updated: null,
    note: null,
    columns: null,
  };
  let view: unknown;
  try {
    view = await getJson(fetch, withAppToken(sodaViewUrl(read.host, read.dataset), token), JSON_ACCEPT);
  } catch (error) {
    return { ...base, unreachable: `views metadata: ${errorMessage(error)}` };
  }
  const columns = readViewColumns(view);
  if (!columns) return { ...base, unreachable: 'views metadata: no columns in the answer' };
  const fields = read.fields.map((field) => ({ field, status: checkField(field, columns, read.dataset) }));
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
    note = `one row: ${errorMessage(error)}`;
  }
  return { ...base, fields, updated, note, columns };
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
  const base: DatasetCheck = { read, name, unreachable: null, fields: [], updated: null, note: null, columns: null };
  let layer: unknown;
  try {
    layer = await getJson(fetch, `${layerUrl}?f=json`, JSON_ACCEPT);
  } catch (error) {
    return { ...base, unreachable: `layer description: ${errorMessage(error)}` };
  }
  const columns = esriColumns(layer);
  if (!columns) return { ...base, unreachable: 'layer description: no fields in the answer' };
  const edited = isRecord(layer) && isRecord(layer.editingInfo) ? layer.editingInfo.lastEditDate : undefined;
  return {
    ...base,
    fields: read.fields.map((field) => ({ field, status: checkField(field, columns, read.dataset) })),
    columns,
    updated: typeof edited === 'number' ? new Date(edited).toISOString().slice(0, 10) : null,
  };
}

/** A field's difference from the record, in words, or null when it is as recorded. */
function fieldDifference(f: FieldCheck): string | null {
  const need = f.field.required ? 'required' : 'optional';
  const name = f.field.names.join('/') || 'a geometry column';
  switch (f.status.kind) {
    case 'found':
    case 'expected-missing':
      return null;
    case 'missing':
      return `${name} is missing (${need}: ${f.field.use})`;
    case 'wrong-type':
      return `${f.status.name} is ${f.status.type}, not ${f.status.expected.join(' or ')} (${need}: ${f.field.use})`;
    case 'now-published':
      return `${f.status.name} (${f.status.type}) is now published, recorded as unpublished: update expectations.ts`;
  }
}

export async function checkLive(fetch: Fetch, options: { appToken?: string } = {}): Promise<CheckReport> {
  const datasets = await Promise.all(
    datasetsRead().map((read) =>
      read.host === 'arcgis'
        ? checkArcGis(read, fetch)
        : checkSocrata(read as DatasetRead & { host: 'nyc' | 'nys' }, fetch, options.appToken),
    ),
  );
  const columnsOf = (dataset: string) => datasets.find((d) => d.read.dataset === dataset)?.columns ?? null;
  const probes = await runProbes(fetch, columnsOf, options.appToken);
  const differences = [
    ...datasets.flatMap((d) =>
      d.fields.flatMap((f) => {
        const difference = fieldDifference(f);
        return difference ? [`${d.name}: ${difference}`] : [];
      }),
    ),
    ...probes
      .filter((p) => p.outcome === 'difference')
      .map((p) => `${p.name}: ${p.detail}${p.url ? ` (${p.url})` : ''}`),
  ];
  const unreachable = [
    ...datasets.flatMap((d) => (d.unreachable ? [`${d.name}: ${d.unreachable}`] : [])),
    ...probes.filter((p) => p.outcome === 'unreachable').map((p) => `${p.name}: ${p.detail} (${p.url})`),
  ];
  // A difference found is known, whatever else could not be asked: 1 says the app must change.
  const exitCode = differences.length > 0 ? 1 : unreachable.length > 0 ? 2 : 0;
  return { datasets, probes, differences, unreachable, exitCode };
}

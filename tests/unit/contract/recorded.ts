/**
 * The recorded real answers (tests/fixtures/open-data), read for the contract tests, and the stand-in
 * datasets built from them. A test may place a row only in the recorded columns: `shapedRow` refuses a
 * column the recording does not list, so no test can invent one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Row, SodaDataset } from '../../../scripts/open-data-standin/index';
import type { GeometryClass } from '../../../src/shared/layers/catalogue';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/open-data/', import.meta.url));

export interface RecordedSource {
  kind: 'repository' | 'code-index';
  repository?: string;
  commit?: string;
  path?: string;
  what?: string;
  where?: string;
  gives: string;
}

export interface Recorded {
  dataset: string;
  host: string;
  title: string;
  complete: boolean;
  sources: RecordedSource[];
  columns: Array<{ fieldName: string; dataTypeName: string | null }>;
  rows?: Row[] | null;
  unconfirmed?: Record<string, string>;
}

export interface RecordedArcGis {
  dataset: string;
  host: string;
  title: string;
  sources: RecordedSource[];
  fields: Array<{ name: string; type: string | null }>;
  unconfirmed?: Record<string, string>;
}

function read(path: string): unknown {
  return JSON.parse(readFileSync(`${FIXTURES}${path}`, 'utf8'));
}

/** Every recorded Socrata dataset, by `host/id`. */
export function recordedDatasets(): Map<string, Recorded> {
  const all = new Map<string, Recorded>();
  for (const host of ['data.cityofnewyork.us', 'data.ny.gov'])
    for (const file of readdirSync(`${FIXTURES}${host}`).filter((f) => f.endsWith('.json')))
      all.set(`${host}/${file.slice(0, -5)}`, read(`${host}/${file}`) as Recorded);
  return all;
}

export const recordedCurbCuts = (): RecordedArcGis => read('services6.arcgis.com/Curb_Cut_2022.json') as RecordedArcGis;
export const recordedView = () =>
  read('views/7yq2-hq9c.json') as { view: Record<string, unknown> } & Omit<Recorded, 'columns'>;

/** The source line a test names: repository@commit:path, or the index's file. */
export function sourceLabel(sources: readonly RecordedSource[]): string {
  return sources
    .map((s) =>
      s.kind === 'repository' ? `${s.repository!}@${s.commit!.slice(0, 7)}:${s.path!}` : (s.where ?? 'code index'),
    )
    .join('; ');
}

/** Where the shaped rows stand: inside the tests' BOX around Bryant Park. */
const AT: [number, number] = [-73.9835, 40.754];

function placeholder(type: string | null, name: string, i: number, geometry: GeometryClass | null): unknown {
  const [x, y] = [AT[0] + i * 1e-4, AT[1] + i * 1e-4];
  const shape = type ?? (geometry ? { point: 'point', line: 'multiline', polygon: 'multipolygon' }[geometry] : null);
  switch (shape) {
    case 'point':
      return { type: 'Point', coordinates: [x, y] };
    case 'line':
    case 'multiline': {
      const line = [
        [x - 5e-4, y],
        [x + 5e-4, y],
      ];
      return shape === 'line'
        ? { type: 'LineString', coordinates: line }
        : { type: 'MultiLineString', coordinates: [line] };
    }
    case 'polygon':
    case 'multipolygon': {
      const ring = [
        [x, y],
        [x + 2e-4, y],
        [x + 2e-4, y + 2e-4],
        [x, y + 2e-4],
        [x, y],
      ];
      return shape === 'polygon'
        ? { type: 'Polygon', coordinates: [ring] }
        : { type: 'MultiPolygon', coordinates: [[ring]] };
    }
    case 'location':
      return { latitude: String(y), longitude: String(x), human_address: '{"address": ""}' };
    case 'number':
      return String(i + 1);
    case 'checkbox':
      return true;
    case 'calendar_date':
      return '2024-01-01T00:00:00.000';
    default:
      return `${name} ${i + 1}`;
  }
}

/**
 * A row in the recorded columns only: `values` where given (refused for a column the recording does
 * not list), else a placeholder of the column's type; `geometry` names the columns the app reads as a
 * geometry and the class to shape them as when the recording does not give their type.
 */
export function shapedRow(
  recorded: Recorded,
  values: Row = {},
  i = 0,
  geometry: { columns: readonly string[]; cls: GeometryClass } | null = null,
): Row {
  const names = new Set(recorded.columns.map((c) => c.fieldName));
  const invented = Object.keys(values).filter((k) => !names.has(k));
  if (invented.length) throw new Error(`${recorded.dataset} has no column ${invented.join(', ')}`);
  const row: Row = {};
  for (const c of recorded.columns) {
    if (c.fieldName.startsWith(':')) continue;
    const cls = geometry?.columns.includes(c.fieldName) ? geometry.cls : null;
    row[c.fieldName] = c.fieldName in values ? values[c.fieldName] : placeholder(c.dataTypeName, c.fieldName, i, cls);
  }
  return row;
}

/**
 * A stand-in dataset speaking the recording's columns: their recorded types declared (a geometry
 * column the recording leaves untyped is declared by the class the app reads it as), the rows given.
 */
export function standInDataset(
  recorded: Recorded,
  rows: Row[],
  geometry: { columns: readonly string[]; cls: GeometryClass } | null = null,
): SodaDataset {
  const columns: Record<string, string> = {};
  for (const c of recorded.columns) {
    const cls = geometry?.columns.includes(c.fieldName) ? geometry.cls : null;
    const type = c.dataTypeName ?? (cls ? { point: 'point', line: 'multiline', polygon: 'multipolygon' }[cls] : null);
    if (type) columns[c.fieldName] = type;
  }
  const geoField =
    recorded.columns.find((c) => geometry?.columns.includes(c.fieldName))?.fieldName ??
    recorded.columns.find((c) => c.dataTypeName === 'point' || c.dataTypeName === 'location')?.fieldName ??
    null;
  return { geoField, columns, rows };
}

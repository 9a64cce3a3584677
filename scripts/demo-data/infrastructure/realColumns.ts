/**
 * The demo store speaks only in real columns: each dataset's rows may use only the columns its
 * recorded real answer lists (tests/fixtures/open-data/{host}/{id}.json, each citing its source), and
 * the dataset file declares those columns with their published types, so the stand-in answers the
 * views metadata, types its clauses and writes GeoJSON as Socrata would. A type the recording does not
 * have is taken from the demo's own values only where their shape says it (a GeoJSON geometry, a
 * legacy Location object: the demo's choice, and the recording says the type is unconfirmed); other
 * columns are left undeclared, and the stand-in does not hold them to a type.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { columnTypes, GEOMETRY_TYPES, LOCATION_TYPE } from '../../open-data-standin/columns';
import type { SodaDataset } from '../../open-data-standin/types';

const FIXTURES = fileURLToPath(new URL('../../../tests/fixtures/open-data/', import.meta.url));

export interface RecordedColumn {
  fieldName: string;
  dataTypeName: string | null;
}

/** The columns a recorded real answer lists, in its order. */
export function recordedColumns(host: string, dataset: string): RecordedColumn[] {
  const file = `${FIXTURES}${host}/${dataset}.json`;
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as { columns?: RecordedColumn[] };
  if (!Array.isArray(recorded.columns)) throw new Error(`${file}: no recorded columns`);
  return recorded.columns;
}

/**
 * The dataset with its real columns declared. Throws when a row uses a column the recording does not
 * list: the demo must not invent one.
 */
export function withRealColumns(host: string, id: string, dataset: SodaDataset): SodaDataset {
  const recorded = recordedColumns(host, id);
  const names = new Set(recorded.map((c) => c.fieldName));
  const invented = new Set<string>();
  for (const row of dataset.rows) for (const key of Object.keys(row)) if (!names.has(key)) invented.add(key);
  if (invented.size > 0)
    throw new Error(`demo ${host}/${id} uses columns no real answer has: ${[...invented].sort().join(', ')}`);
  const fromValues = columnTypes({ geoField: dataset.geoField, rows: dataset.rows });
  const columns: Record<string, string> = {};
  const structural = (name: string): string | undefined => {
    const type = dataset.rows.some((r) => r[name] != null) ? fromValues.get(name) : undefined;
    return type && (GEOMETRY_TYPES.has(type) || type === LOCATION_TYPE) ? type : undefined;
  };
  for (const c of recorded) {
    const type = c.dataTypeName ?? structural(c.fieldName);
    if (type) columns[c.fieldName] = type;
  }
  return { ...dataset, columns };
}

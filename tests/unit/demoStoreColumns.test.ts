/**
 * The demo store behind ?demo (demo/open-data) speaks only in real columns: every column of every
 * committed dataset file is one its recorded real answer lists (tests/fixtures/open-data), and every type
 * it declares is the recorded one where the recording has it. (The generator refuses an invented column
 * too: scripts/demo-data/infrastructure/realColumns.ts.)
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDemoStore } from '../../scripts/open-data-standin/index';
import { columnTypes } from '../../scripts/open-data-standin/columns';
import { recordedDatasets } from './contract/recorded';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the demo store', async () => {
  const store = await loadDemoStore(`${ROOT}demo/open-data`);
  const recorded = recordedDatasets();
  const datasets = Object.entries(store.soda).flatMap(([host, byId]) =>
    Object.entries(byId).map(([id, dataset]) => ({ key: `${host}/${id}`, dataset })),
  );

  it('has a recorded real answer for every dataset it serves', () => {
    expect(datasets.length).toBeGreaterThan(20);
    for (const { key } of datasets) expect(recorded.has(key), key).toBe(true);
  });

  it.each(datasets.map((d) => [d.key, d] as const))(
    '%s uses only recorded columns, typed as recorded',
    (key, { dataset }) => {
      const real = recorded.get(key)!;
      const names = new Map(real.columns.map((c) => [c.fieldName, c.dataTypeName]));
      for (const [column, type] of columnTypes(dataset)) {
        expect(names.has(column), `${key}: ${column} is in no real answer`).toBe(true);
        const recordedType = names.get(column);
        if (recordedType && dataset.columns?.[column])
          expect(dataset.columns[column], `${key}: ${column}`).toBe(recordedType);
        if (recordedType && dataset.rows.some((r) => r[column] != null))
          expect(type, `${key}: ${column}`).toBe(recordedType);
      }
    },
  );
});

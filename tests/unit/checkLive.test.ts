/**
 * `npm run check:live` (scripts/check-live) against the recorded real answers, served by a fake fetch as
 * the services answer them: each dataset's views metadata (its recorded columns and types), one row,
 * and the curb-cut layer's description. The recordings give no type for some columns; for those the
 * fake answers the first type the app can use (the live services always give one), so what is tested
 * is the check, over the real names.
 */
import { describe, expect, it } from 'vitest';
import { checkLive, type Fetch } from '../../scripts/check-live/check';
import { formatReport } from '../../scripts/check-live/table';
import { datasetsRead } from '../../src/shared/layers/fieldsRead';
import { recordedCurbCuts, recordedDatasets, type Recorded } from './contract/recorded';

const RECORDED = recordedDatasets();
const READS = datasetsRead();

/** Each recorded column with its type, or the first type the app could use it as when unrecorded. */
function viewOf(key: string, recorded: Recorded, rowsUpdatedAt: number) {
  const [, dataset] = key.split('/');
  const wanted = new Map<string, string>();
  for (const read of READS.filter((r) => r.dataset === dataset))
    for (const f of read.fields) for (const n of f.names) if (f.types?.[0] && !wanted.has(n)) wanted.set(n, f.types[0]);
  return {
    id: dataset,
    name: recorded.title,
    rowsUpdatedAt,
    columns: recorded.columns.map((c) => ({
      fieldName: c.fieldName,
      dataTypeName: c.dataTypeName ?? wanted.get(c.fieldName) ?? 'text',
    })),
  };
}

interface Options {
  change?: (key: string, view: ReturnType<typeof viewOf>) => void;
  down?: RegExp;
  geometry?: (key: string) => unknown;
}

function services(options: Options = {}): { fetch: Fetch; asked: Array<{ url: string; accept: string }> } {
  const asked: Array<{ url: string; accept: string }> = [];
  const fetch: Fetch = async (url, init) => {
    asked.push({ url, accept: init.headers.Accept ?? '' });
    if (options.down?.test(url)) throw new TypeError('fetch failed');
    const u = new URL(url);
    const json = (value: unknown) => new Response(JSON.stringify(value));
    if (u.host === 'services6.arcgis.com')
      return json({
        fields: recordedCurbCuts().fields.map((f) => ({ name: f.name, type: f.type ?? 'esriFieldTypeString' })),
      });
    const view = /^\/api\/views\/(.+)\.json$/.exec(u.pathname);
    const resource = /^\/resource\/(.+)\.(geojson|json)$/.exec(u.pathname);
    const key = `${u.host}/${(view ?? resource)![1]!}`;
    const recorded = RECORDED.get(key);
    if (!recorded)
      return new Response(JSON.stringify({ code: 'not_found', error: true, message: 'no' }), { status: 404 });
    if (view) {
      const answer = viewOf(key, recorded, 1_780_920_956);
      options.change?.(key, answer);
      return json(answer);
    }
    const row = recorded.rows?.[0] ?? { [recorded.columns[0]!.fieldName]: 'x' };
    const geometry = options.geometry ? options.geometry(key) : undefined;
    return resource![2] === 'geojson'
      ? json({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: geometry === undefined ? { type: 'Point', coordinates: [-73.98, 40.75] } : geometry,
              properties: row,
            },
          ],
        })
      : json([row]);
  };
  return { fetch, asked };
}

/** A dataset's cell in the printed table, its wrapped lines joined again. */
function cell(table: string, dataset: string, column: number): string {
  const blocks = table.split(/\n-[-+]+\n/);
  const block = blocks.find((b) => b.trimStart().startsWith(dataset));
  if (!block) throw new Error(`${dataset} is not in the table`);
  return block
    .split('\n')
    .map((line) => (line.replace(/\s*\|$/, '').split(' | ')[column] ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

describe('check:live', () => {
  it('checks every dataset the app reads, and over the recorded answers finds only the unconfirmed flags missing', async () => {
    const report = await checkLive(services().fetch);
    expect(report.datasets.map((d) => d.name).sort()).toEqual(
      [...READS.map((r) => (r.host === 'arcgis' ? 'Curb_Cut_2022/5' : r.dataset))].sort(),
    );
    const requiredMissing = report.datasets.flatMap((d) =>
      d.fields
        .filter((f) => f.field.required && f.status.kind !== 'found')
        .map((f) => `${d.name}: ${f.field.names.join('/')}`),
    );
    // The two flags no independent source names (tests/fixtures/open-data/.../inkn-q76z.json, "unconfirmed").
    expect(requiredMissing.sort()).toEqual(['inkn-q76z: fire_lane', 'inkn-q76z: special_disaster']);
    expect(report.exitCode).toBe(1);
    const optionalMissing = report.datasets.flatMap((d) =>
      d.fields
        .filter((f) => !f.field.required && f.status.kind === 'missing')
        .map((f) => `${d.name}: ${f.field.names.join('/')}`),
    );
    expect(optionalMissing).toContain('5bgh-vtsn: status');
    expect(report.datasets.find((d) => d.name === '693u-uax6')!.updated).toBe('2026-06-08');
  });

  it('prints the table: every dataset, what was found, what is missing, and when it last changed', async () => {
    const text = formatReport(await checkLive(services().fetch));
    expect(text).toMatch(/^Dataset\s+\| Read by\s+\| Fields found\s+\| Missing or wrong type\s+\| Updated/);
    expect(cell(text, 'inkn-q76z', 3)).toContain('fire_lane: missing (required)');
    expect(cell(text, 'inkn-q76z', 2)).toContain('streetwidth (');
    expect(cell(text, '5bgh-vtsn', 3)).toBe('status: missing (optional); rj_type: missing (optional)');
    expect(cell(text, '693u-uax6', 4)).toBe('2026-06-08');
    expect(text).toMatch(/MISMATCH: a field the app needs is missing/);
  });

  it('fails on a field renamed or retyped upstream, naming the dataset', async () => {
    const { fetch } = services({
      change: (key, view) => {
        if (key.endsWith('/inkn-q76z')) view.columns = view.columns.filter((c) => c.fieldName !== 'full_street_name');
        if (key.endsWith('/hn5i-inap'))
          view.columns = view.columns.map((c) => (c.fieldName === 'location' ? { ...c, dataTypeName: 'text' } : c));
      },
    });
    const report = await checkLive(fetch);
    const text = formatReport(report);
    expect(report.exitCode).toBe(1);
    expect(cell(text, 'inkn-q76z', 3)).toContain('full_street_name: missing (required)');
    expect(cell(text, 'hn5i-inap', 3)).toBe('location: text, not a geometry (required)');
  });

  it('asks the way the app asks: the GeoJSON Accept for .geojson rows, and says when features carry no geometry', async () => {
    const { fetch, asked } = services({ geometry: (key) => (key.endsWith('/i7jb-7jku') ? null : undefined) });
    const report = await checkLive(fetch);
    const trees = asked.find((a) => a.url.includes('/resource/hn5i-inap.geojson'))!;
    expect(trees.accept).toMatch(/^application\/vnd\.geo\+json/);
    expect(asked.find((a) => a.url.includes('/resource/s4kf-3yrf.json'))!.accept).toBe('application/json');
    expect(report.datasets.find((d) => d.name === 'i7jb-7jku')!.note).toMatch(/no geometry/);
  });

  it('says which services could not be asked, and exits 2', async () => {
    const report = await checkLive(services({ down: /data\.ny\.gov/ }).fetch);
    expect(report.exitCode).toBe(2);
    const text = formatReport(report);
    expect(cell(text, 'i9wp-a4ja', 3)).toBe('NOT CHECKED: views metadata: fetch failed');
    expect(
      report.datasets
        .filter((d) => d.unreachable)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['i9wp-a4ja', 'vkng-7ivg']);
  });

  it('sends the app token as $$app_token to the open-data portals only', async () => {
    const { fetch, asked } = services();
    await checkLive(fetch, { appToken: 'T0KEN' });
    for (const a of asked) {
      const token = new URL(a.url).searchParams.get('$$app_token');
      expect(token, a.url).toBe(new URL(a.url).host === 'services6.arcgis.com' ? null : 'T0KEN');
    }
  });
});

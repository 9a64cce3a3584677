/**
 * `npm run check:live` (scripts/check-live) as a gate, against the recorded real answers served by a
 * fake fetch as the services answer them: each dataset's views metadata (its recorded columns and
 * types) and the curb-cut layer's description from tests/fixtures/open-data; the app's real queries
 * answered by the project's open-data stand-in over the demo store (whose datasets speak only the
 * recorded columns, tests/unit/demoStoreColumns.test.ts), which refuses a column a dataset lacks as
 * Socrata does; the place search, the basemap's style, TileJSON and tiles, and the imagery in their
 * services' shapes. The recordings give no type for some columns; for those the fake answers the first
 * type the app can use (the live services always give one). Then each kind of break, one at a time.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLive, type Fetch } from '../../scripts/check-live/check';
import { EXPECTED_ABSENT } from '../../scripts/check-live/expectations';
import { formatReport } from '../../scripts/check-live/table';
import { createOpenDataStandIn, loadDemoStore, type OpenDataStandIn } from '../../scripts/open-data-standin/index';
import { datasetsRead } from '../../src/shared/layers/fieldsRead';
import { recordedCurbCuts, recordedDatasets, type Recorded } from './contract/recorded';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RECORDED = recordedDatasets();
const READS = datasetsRead();
let standIn: OpenDataStandIn;

beforeAll(async () => {
  standIn = createOpenDataStandIn(await loadDemoStore(`${ROOT}demo/open-data`));
});

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

/** A 1 x 1 PNG's bytes: what a tile host answers. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

interface Options {
  /** Changes a dataset's views metadata (`host/id`). */
  view?: (key: string, view: ReturnType<typeof viewOf>) => void;
  /** Answers a request itself (a break), or undefined to answer it as recorded. */
  answer?: (url: URL, accept: string) => Response | undefined;
  /** Requests that cannot be sent at all (a network failure). */
  down?: RegExp;
}

const json = (value: unknown, contentType = 'application/json') =>
  new Response(JSON.stringify(value), { headers: { 'content-type': contentType } });

function services(options: Options = {}): { fetch: Fetch; asked: Array<{ url: string; accept: string }> } {
  const asked: Array<{ url: string; accept: string }> = [];
  const fetch: Fetch = async (text, init) => {
    const accept = init.headers.Accept ?? '';
    asked.push({ url: text, accept });
    if (options.down?.test(text)) throw new TypeError('fetch failed');
    const url = new URL(text);
    const own = options.answer?.(url, accept);
    if (own) return own;
    if (url.host === 'services6.arcgis.com' && url.searchParams.get('f') === 'json')
      return json({
        fields: recordedCurbCuts().fields.map((f) => ({ name: f.name, type: f.type ?? 'esriFieldTypeString' })),
      });
    const view = /^\/api\/views\/(.+)\.json$/.exec(url.pathname);
    if (view) {
      const key = `${url.host}/${view[1]!}`;
      const recorded = RECORDED.get(key);
      if (!recorded) return new Response(JSON.stringify({ code: 'not_found', error: true }), { status: 404 });
      const answer = viewOf(key, recorded, 1_780_920_956);
      options.view?.(key, answer);
      return json(answer);
    }
    if (url.host === 'geosearch.planninglabs.nyc')
      return json({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-73.9836, 40.7536] },
            properties: { gid: 'whosonfirst:venue:1', label: 'Bryant Park, Manhattan, New York, NY, USA' },
          },
        ],
      });
    if (url.host === 'basemaps.cartocdn.com')
      return json({
        version: 8,
        sources: {
          carto: { type: 'vector', url: 'https://tiles.basemaps.cartocdn.com/vector/carto.streets/v1/tiles.json' },
        },
        layers: [],
      });
    if (url.pathname.endsWith('/tiles.json'))
      return json({ tiles: ['https://tiles-a.basemaps.cartocdn.com/vectortiles/carto.streets/v1/{z}/{x}/{y}.mvt'] });
    if (/\.(mvt|png8)$/.test(url.pathname) || url.pathname.includes('/MapServer/tile/'))
      return new Response(PNG, {
        headers: { 'content-type': url.pathname.endsWith('.mvt') ? 'image/mvt' : 'image/png' },
      });
    const answer = standIn(text.replace(/&\$\$app_token=[^&]*/, ''), { accept });
    if (!answer) throw new Error(`the fake services do not answer ${text}`);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
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
  it('over the recorded answers: every service as recorded, the unpublished columns expected, exit 0', async () => {
    const { fetch, asked } = services();
    const report = await checkLive(fetch);
    expect(report.differences).toEqual([]);
    expect(report.unreachable).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.datasets.map((d) => d.name).sort()).toEqual(
      [...READS.map((r) => (r.host === 'arcgis' ? 'Curb_Cut_2022/5' : r.dataset))].sort(),
    );
    // The columns the city does not publish are an expected state, with their evidence.
    const expected = report.datasets.flatMap((d) =>
      d.fields.filter((f) => f.status.kind === 'expected-missing').map((f) => `${d.name}: ${f.field.names.join('/')}`),
    );
    expect(expected.sort()).toEqual(EXPECTED_ABSENT.map((a) => `${a.dataset}: ${a.field}`).sort());
    const outcome = (name: string) => report.probes.find((p) => p.name === name)?.outcome;
    expect(outcome('Fire Lanes')).toBe('expected');
    expect(outcome('Special Disaster Routes')).toBe('expected');
    expect(report.probes.filter((p) => p.outcome !== 'ok' && p.outcome !== 'expected')).toEqual([]);
    // The real query shapes went out: within_box and intersects on the layers' geometry columns, the
    // parks' simplified geometry under its own name, the garages' filter, ArcGIS paging, the other hosts.
    const sent = asked.map((a) => decodeURIComponent(a.url));
    expect(sent.some((u) => /\/resource\/hn5i-inap\.geojson\?\$where=within_box\(/.test(u))).toBe(true);
    expect(sent.some((u) => /\$where=intersects\(the_geom, 'POLYGON/.test(u))).toBe(true);
    expect(sent.some((u) => /simplify_preserve_topology\(multipolygon, [\d.]+\) AS multipolygon/.test(u))).toBe(true);
    expect(sent.some((u) => /w7w3-xahh\.json\?\$where=business_category in\('Garage & Parking Lot'/.test(u))).toBe(
      true,
    );
    expect(sent.filter((u) => u.includes('Curb_Cut_2022') && u.includes('f=geojson')).length).toBe(2);
    expect(sent.some((u) => u.includes('resultOffset=5'))).toBe(true);
    expect(sent.some((u) => u.startsWith('https://geosearch.planninglabs.nyc/v2/autocomplete?'))).toBe(true);
    expect(sent.some((u) => /\/vectortiles\/carto\.streets\/v1\/14\/\d+\/\d+\.mvt$/.test(u))).toBe(true);
    expect(sent.some((u) => /NYC_Orthos_2024\/MapServer\/tile\/16\/24630\/19299$/.test(u))).toBe(true);
    expect(sent.some((u) => u.includes('/photo/2018/16/19299/24630.png8'))).toBe(true);
  });

  it('prints the columns, the requests and the verdict', async () => {
    const text = formatReport(await checkLive(services().fetch));
    expect(text).toMatch(/^Dataset\s+\| Read by\s+\| Fields found\s+\| Missing or wrong type\s+\| Updated/);
    expect(cell(text, 'inkn-q76z', 3)).toContain('fire_lane: unpublished, as recorded');
    expect(cell(text, 'inkn-q76z', 2)).toContain('streetwidth (');
    expect(cell(text, '693u-uax6', 4)).toBe('2026-06-08');
    expect(text).toMatch(/Request the app sends\s+\| Answer\s+\| What came back/);
    expect(cell(text, 'Satellite 2024 tile', 1)).toBe('as recorded');
    expect(text).toMatch(/All as recorded: every service answers as the app expects\.$/);
  });

  it('a renamed column, even a popup row, is a difference named with its dataset: exit 1', async () => {
    const { fetch } = services({
      view: (key, view) => {
        if (key.endsWith('/hn5i-inap'))
          view.columns = view.columns.map((c) =>
            c.fieldName === 'tpcondition' ? { ...c, fieldName: 'condition' } : c,
          );
      },
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences).toEqual([expect.stringMatching(/^hn5i-inap: tpcondition is missing \(optional: /)]);
    expect(cell(formatReport(report), 'hn5i-inap', 3)).toBe('tpcondition: missing (optional)');
  });

  it('a changed type is a difference: exit 1', async () => {
    const { fetch } = services({
      view: (key, view) => {
        if (key.endsWith('/hn5i-inap'))
          view.columns = view.columns.map((c) => (c.fieldName === 'location' ? { ...c, dataTypeName: 'text' } : c));
      },
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences).toContainEqual(expect.stringMatching(/^hn5i-inap: location is text, not /));
  });

  it('rows where the app asks GeoJSON are a difference named with the layer: exit 1', async () => {
    const { fetch } = services({
      answer: (url) => (url.pathname === '/resource/hn5i-inap.geojson' ? json([{ tree_id: '1' }]) : undefined),
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences).toEqual([
      expect.stringMatching(/^Street Trees: JSON rows came back, not GeoJSON features \(https:\/\/data/),
    ]);
  });

  it('an HTTP error on a query is a difference, not only printed: exit 1', async () => {
    const { fetch } = services({
      answer: (url) =>
        url.pathname === '/resource/c5vm-g2dk.geojson' && url.searchParams.has('$select')
          ? new Response(JSON.stringify({ code: 'query.compiler.malformed', error: true, message: 'No such column' }), {
              status: 400,
            })
          : undefined,
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences).toEqual([
      expect.stringMatching(
        /^Permit areas \(simplify_preserve_topology … AS multipolygon\): HTTP 400: .*No such column/,
      ),
    ]);
  });

  it('features with an empty geometry are a difference: exit 1', async () => {
    const { fetch } = services({
      answer: (url) =>
        url.pathname === '/resource/inkn-q76z.geojson'
          ? json({
              type: 'FeatureCollection',
              features: [{ type: 'Feature', geometry: null, properties: { full_street_name: 'BROADWAY' } }],
            })
          : undefined,
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences.length).toBeGreaterThan(0);
    expect(report.differences.every((d) => / 1 of 1 features have no geometry/.test(d))).toBe(true);
    expect(report.differences).toContainEqual(expect.stringMatching(/^Intersections \(inkn-q76z/));
  });

  it('an imagery tile that does not answer, and ArcGIS pages that repeat, are differences', async () => {
    const { fetch } = services({
      answer: (url) => {
        if (url.pathname.includes('NYC_Orthos_2024')) return new Response('Not found', { status: 404 });
        if (url.host === 'services6.arcgis.com' && url.searchParams.has('resultOffset'))
          return standInAnswer(url.href.replace(/&resultOffset=\d+/, ''));
        return undefined;
      },
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences).toEqual([
      expect.stringMatching(/^Curb Cuts paging .*: the second page repeats \d+/),
      expect.stringMatching(/^Satellite 2024 tile: HTTP 404/),
    ]);
  });

  it('a column recorded as unpublished that appears is said (the record is out of date): exit 1', async () => {
    const { fetch } = services({
      view: (key, view) => {
        if (key.endsWith('/inkn-q76z')) view.columns.push({ fieldName: 'fire_lane', dataTypeName: 'checkbox' });
      },
    });
    const report = await checkLive(fetch);
    expect(report.exitCode).toBe(1);
    expect(report.differences).toContainEqual(
      'inkn-q76z: fire_lane (checkbox) is now published, recorded as unpublished: update expectations.ts',
    );
    // The layer is asked then, as the app would ask it.
    expect(decodeURIComponent(report.probes.find((p) => p.name === 'Fire Lanes')!.url)).toContain('fire_lane = true');
  });

  it('a service that cannot be reached, or answers 5xx, is named and exits 2', async () => {
    const { fetch } = services({
      down: /data\.ny\.gov/,
      answer: (url) => (url.host === 'geosearch.planninglabs.nyc' ? new Response('', { status: 503 }) : undefined),
    });
    const report = await checkLive(fetch);
    expect(report.differences).toEqual([]);
    expect(report.exitCode).toBe(2);
    expect(cell(formatReport(report), 'i9wp-a4ja', 3)).toBe('NOT CHECKED: views metadata: fetch failed');
    expect(report.unreachable).toContainEqual(expect.stringMatching(/^Place search \(NYC GeoSearch\): HTTP 503/));
    expect(report.unreachable).toContainEqual(expect.stringMatching(/^vkng-7ivg: views metadata: fetch failed/));
    expect(formatReport(report)).toMatch(/NOT CHECKED: .*exit 2\.$/);
  });

  it('sends the app token as $$app_token to the open-data portals only', async () => {
    const { fetch, asked } = services();
    await checkLive(fetch, { appToken: 'T0KEN' });
    for (const a of asked) {
      const url = new URL(a.url);
      const portal = url.host === 'data.cityofnewyork.us' || url.host === 'data.ny.gov';
      expect(url.searchParams.get('$$app_token'), a.url).toBe(portal ? 'T0KEN' : null);
    }
  });
});

/** The stand-in's answer to a URL, as a Response. */
function standInAnswer(url: string): Response {
  const answer = standIn(url, { accept: 'application/geo+json' })!;
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
}

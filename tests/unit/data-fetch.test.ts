/**
 * data:fetch against a local SODA stand-in (node:http on 127.0.0.1, port 0) and local files.
 * Everything is written into temp directories, never into public/.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAreaCollection } from '../../src/shared/geography/parseAreas';
import { fetchJson, FetchError } from '../../scripts/data-fetch/http';
import { deriveIntersections } from '../../scripts/data-fetch/intersections';
import { parseFetchArgs, UsageError, type FetchOptions } from '../../scripts/data-fetch/options';
import { fetchAllPages } from '../../scripts/data-fetch/paging';
import { mapPlazaFeatures, mapPlazaProperties } from '../../scripts/data-fetch/plazas';
import { dateOfCollection } from '../../scripts/data-fetch/local';
import { readBundledMeta } from '../../src/shared/data/bundledMeta';
import { runDataFetch, type RunIo } from '../../scripts/data-fetch/run';
import { buildSodaUrl } from '../../scripts/data-fetch/sodaUrl';
import type { GeoFeature } from '../../scripts/lib/geojson';

// ---- fixtures -------------------------------------------------------------------------------------

function square(x: number, y: number, size = 0.0005): number[][][] {
  return [
    [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ],
  ];
}

function line(name: string, coords: number[][], multi = false): GeoFeature {
  return {
    type: 'Feature',
    geometry: multi ? { type: 'MultiLineString', coordinates: [coords] } : { type: 'LineString', coordinates: coords },
    properties: { full_street_name: name },
  };
}

const PARKS: GeoFeature[] = Array.from({ length: 5 }, (_, i) => ({
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates: square(-73.99 + i * 0.001, 40.75) },
  properties: { name: `Park ${i} - Lawn`, propertyname: `Park ${i}`, subpropertyname: 'Lawn', system: `M90${i}-LW` },
}));

const PLAZAS: GeoFeature[] = [
  {
    type: 'Feature',
    geometry: { type: 'MultiPolygon', coordinates: [square(-73.986, 40.757)] },
    properties: {
      objectid: '7',
      plazaname: 'Times Square',
      onstreet: 'BROADWAY',
      fromstreet: 'W 42 ST',
      tostreet: 'W 43 ST',
    },
  },
  {
    type: 'Feature',
    geometry: { type: 'MultiPolygon', coordinates: [square(-73.95, 40.7)] },
    properties: { objectid: '8', plazaname: 'Nameless Streets Plaza' },
  },
  // No geometry, as some real rows have: dropped, not fatal.
  { type: 'Feature', geometry: null, properties: { objectid: '9', plazaname: 'Broken' } },
];

/** Two avenues x two streets; W 42 ST is also split mid-block (same name: not an intersection). */
const X = [-73.99, -73.987];
const Y = [40.756, 40.757];
const CENTERLINE: GeoFeature[] = [
  line('W 42 ST', [
    [X[0]! - 0.002, Y[0]!],
    [X[0]!, Y[0]!],
  ]),
  line('W 42 ST', [
    [X[0]!, Y[0]!],
    [-73.9885, Y[0]!],
  ]),
  line(
    'W  42 ST',
    [
      [-73.9885, Y[0]!],
      [X[1]!, Y[0]!],
    ],
    true,
  ),
  line('W 43 ST', [
    [X[0]!, Y[1]!],
    [-73.9885, 40.7571],
    [X[1]!, Y[1]!],
  ]),
  line('8 AV', [
    [X[0]!, Y[0]! - 0.001],
    [X[0]!, Y[0]!],
  ]),
  line('8 AV', [
    [X[0]!, Y[0]!],
    [X[0]!, Y[1]!],
  ]),
  line(
    '7 AV',
    [
      [X[1]!, Y[0]!],
      [X[1]!, Y[1]!],
    ],
    true,
  ),
  {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [X[1]!, Y[1]!],
        [X[1]!, 40.758],
      ],
    },
    properties: {},
  },
];

// ---- local SODA stand-in ----------------------------------------------------------------------------

interface Seen {
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** Per dataset id: how the next requests should fail before answering normally. */
let failures: Record<string, Array<'500' | 'malformed'>> = {};
const ROWS: Record<string, GeoFeature[]> = { 'c5vm-g2dk': PARKS, 'k5k6-6jex': PLAZAS, 'inkn-q76z': CENTERLINE };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({ path: url.pathname, params: url.searchParams, headers: req.headers });
    const id = /^\/resource\/([\w-]+)\.geojson$/.exec(url.pathname)?.[1] ?? '';
    const rows = ROWS[id];
    if (!rows) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":true,"message":"dataset not found"}');
      return;
    }
    const failure = failures[id]?.shift();
    if (failure === '500') return void res.writeHead(500).end('upstream hiccup');
    if (failure === 'malformed') {
      failures[id]!.unshift('malformed');
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"type":"FeatureCollection","features":[{');
    }
    // SODA semantics: $offset rows skipped, at most $limit returned (default 1000).
    const offset = Number(url.searchParams.get('$offset') ?? 0);
    const limit = Number(url.searchParams.get('$limit') ?? 1000);
    res.writeHead(200, { 'content-type': 'application/geo+json' });
    res.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: rows.slice(offset, offset + limit),
        crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let outDir: string;
let logs: string[];
let errors: string[];
let io: RunIo;

beforeEach(async () => {
  seen = [];
  failures = {};
  outDir = await mkdtemp(join(tmpdir(), 'data-fetch-out-'));
  logs = [];
  errors = [];
  io = {
    log: (l) => logs.push(l),
    error: (l) => errors.push(l),
    http: { fetch: (input, init) => fetch(input, init), sleep: async () => {} },
  };
});

afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

function options(extra: string[] = [], env: Record<string, string> = {}): FetchOptions {
  const parsed = parseFetchArgs(
    ['--base-url', baseUrl, '--out', outDir, '--page-size', '2', '--retries', '2', '--retry-delay-ms', '1', ...extra],
    env,
  );
  if (!parsed) throw new Error('unexpected --help');
  return parsed;
}

async function written(mode: string): Promise<unknown> {
  return JSON.parse(await readFile(join(outDir, `${mode}.geojson`), 'utf8'));
}

// ---- pure parts ---------------------------------------------------------------------------------------

describe('buildSodaUrl', () => {
  it('pages with $limit/$offset in a stable $order, keeping a base path', () => {
    const url = new URL(
      buildSodaUrl('https://example.org/socrata/', 'abcd-1234', {
        limit: 500,
        offset: 1000,
        select: 'the_geom,full_street_name',
        where: "rw_type = '1'",
      }),
    );
    expect(url.pathname).toBe('/socrata/resource/abcd-1234.geojson');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      $select: 'the_geom,full_street_name',
      $where: "rw_type = '1'",
      $order: ':id',
      $limit: '500',
      $offset: '1000',
    });
  });
});

describe('fetchAllPages', () => {
  const pager = (total: number, maxPages?: number) => {
    const requests: number[] = [];
    const rows: number[] = [];
    const run = fetchAllPages<number>({
      limit: 3,
      ...(maxPages ? { maxPages } : {}),
      fetchPage: async ({ offset, limit }) => (
        requests.push(offset),
        Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i)
      ),
      onPage: (page) => rows.push(...page),
    });
    return { run, requests, rows };
  };

  it('stops at the first short page', async () => {
    const p = pager(7);
    expect(await p.run).toEqual({ pages: 3, rows: 7, complete: true });
    expect(p.requests).toEqual([0, 3, 6]);
    expect(p.rows).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('asks once more after an exactly full last page, and honours maxPages', async () => {
    const exact = pager(6);
    expect(await exact.run).toEqual({ pages: 3, rows: 6, complete: true });
    const capped = pager(100, 2);
    expect(await capped.run).toEqual({ pages: 2, rows: 6, complete: false });
  });
});

describe('deriveIntersections', () => {
  it('emits shared endpoints of differently named streets, with sorted names and stable ids', () => {
    const result = deriveIntersections(CENTERLINE);
    const byPlace = result.features.map((f) => [(f.geometry as { coordinates: number[] }).coordinates, f.properties]);
    expect(byPlace).toEqual([
      [[-73.987, 40.756], { id: 'x-73987000y40756000', FSN_1: '7 AV', FSN_2: 'W 42 ST' }],
      [[-73.987, 40.757], { id: 'x-73987000y40757000', FSN_1: '7 AV', FSN_2: 'W 43 ST' }],
      [[-73.99, 40.756], { id: 'x-73990000y40756000', FSN_1: '8 AV', FSN_2: 'W 42 ST' }],
      [[-73.99, 40.757], { id: 'x-73990000y40757000', FSN_1: '8 AV', FSN_2: 'W 43 ST' }],
    ]);
    expect(parseAreaCollection(result, 'intersections').skipped).toBe(0);
  });

  it('does not depend on segment order', () => {
    expect(deriveIntersections([...CENTERLINE].reverse())).toEqual(deriveIntersections(CENTERLINE));
  });
});

describe('mapPlazaProperties', () => {
  it('maps DOT plaza streets to FSN_1..FSN_4 and keeps the plaza name', () => {
    expect(
      mapPlazaProperties({
        plazaname: ' Times  Square ',
        onstreet: 'BROADWAY',
        fromstreet: 'W 42 ST',
        tostreet: 'W 43 ST',
        partner: 'Alliance',
      }),
    ).toEqual({
      plazaname: ' Times  Square ',
      onstreet: 'BROADWAY',
      fromstreet: 'W 42 ST',
      tostreet: 'W 43 ST',
      partner: 'Alliance',
      FSN_1: 'BROADWAY',
      FSN_2: 'W 42 ST',
      FSN_3: 'W 43 ST',
      FSN_4: null,
      name: 'Times Square',
    });
  });

  it('leaves already-enriched features alone, but for padded street names', () => {
    const enriched = { FSN_1: 'AMSTERDAM AVE', FSN_2: null, FSN_3: null, FSN_4: null, source_id: '0.0' };
    expect(mapPlazaProperties(enriched)).toEqual(enriched);
    expect(mapPlazaProperties({ ...enriched, FSN_1: 'W  42 ST', FSN_2: ' BROADWAY' })).toMatchObject({
      FSN_1: 'W 42 ST',
      FSN_2: 'BROADWAY',
    });
  });

  it('names plazas without an objectid by their outline: stable across files, unique within one', () => {
    const plaza = (x: number): GeoFeature => ({
      type: 'Feature',
      geometry: { type: 'MultiPolygon', coordinates: [square(x, 40.757)] },
      properties: { source_id: '0.0', FSN_1: 'BROADWAY' },
    });
    const first = mapPlazaFeatures([plaza(-73.98), plaza(-73.97), plaza(-73.98)]);
    expect(first.map((f) => f.id)).toEqual([first[0]!.id, first[1]!.id, `${String(first[0]!.id)}-2`]);
    expect(first[0]!.id).toMatch(/^plaza-[0-9a-z]+$/);
    expect(first[0]!.id).not.toBe(first[1]!.id);
    // The same outline in another file (another order) keeps its id.
    expect(mapPlazaFeatures([plaza(-73.97)])[0]!.id).toBe(first[1]!.id);
  });
});

describe('dateOfCollection', () => {
  it("reads a file's own date, or a YYYYMMDD stamp in its name", () => {
    expect(dateOfCollection({ name: 'nyc_public_plazas_20250813.cleaned_enriched', features: [] })).toBe('2025-08-13');
    expect(dateOfCollection({ dataset: { sample: false, asOf: '2024-01-02' }, name: 'x_20250813' })).toBe('2024-01-02');
    expect(dateOfCollection({ name: 'bus_stops_nyc' })).toBeNull();
    expect(dateOfCollection({ name: 'x_20251340' })).toBeNull();
  });
});

describe('parseFetchArgs', () => {
  it('reads flags and the app token, and rejects bad values', () => {
    const o = parseFetchArgs(['--only', 'intersections,parks', '--max-pages', '3', '--plazas-id', 'zzzz-0000'], {
      NYC_OPEN_DATA_APP_TOKEN: 'tok',
    })!;
    expect(o).toMatchObject({
      only: ['parks', 'intersections'],
      maxPages: 3,
      appToken: 'tok',
      outDir: 'public/data/permit-areas',
      baseUrl: 'https://data.cityofnewyork.us',
    });
    expect(o.ids).toEqual({ parks: 'c5vm-g2dk', plazas: 'zzzz-0000', centerline: 'inkn-q76z' });
    expect(parseFetchArgs(['--help'], {})).toBeNull();
    expect(() => parseFetchArgs(['--page-size', '0'], {})).toThrow(UsageError);
    expect(() => parseFetchArgs(['--only', 'streets'], {})).toThrow(UsageError);
    expect(() => parseFetchArgs(['--nope'], {})).toThrow(UsageError);
  });
});

// ---- against the local server -------------------------------------------------------------------------

describe('fetchJson', () => {
  it('does not retry a 404', async () => {
    const policy = { retries: 3, retryDelayMs: 1, timeoutMs: 2000 };
    await expect(fetchJson(`${baseUrl}/resource/none-0000.geojson`, {}, policy, io.http)).rejects.toThrow(FetchError);
    expect(seen).toHaveLength(1);
  });
});

describe('runDataFetch over HTTP', () => {
  it('pages every dataset, retries a 500, sends the app token and writes valid files', async () => {
    failures['k5k6-6jex'] = ['500'];
    const result = await runDataFetch(options([], { NYC_OPEN_DATA_APP_TOKEN: 'secret-token' }), io);
    expect(errors).toEqual([]);
    expect(result.exitCode).toBe(0);

    const parksOffsets = seen
      .filter((s) => s.path.includes('c5vm-g2dk'))
      .map((s) => [s.params.get('$offset'), s.params.get('$limit'), s.params.get('$order')]);
    expect(parksOffsets).toEqual([
      ['0', '2', ':id'],
      ['2', '2', ':id'],
      ['4', '2', ':id'],
    ]);
    expect(seen.filter((s) => s.path.includes('k5k6-6jex') && s.params.get('$offset') === '0')).toHaveLength(2);
    expect(seen.every((s) => s.headers['x-app-token'] === 'secret-token')).toBe(true);
    expect(logs).toContain('parks (c5vm-g2dk): page 3 (offset 4): 1 rows');

    const parks = parseAreaCollection(await written('parks'), 'parks');
    expect([parks.records.length, parks.skipped]).toEqual([5, 0]);
    const plazas = parseAreaCollection(await written('plazas'), 'plazas');
    expect(plazas.skipped).toBe(0);
    expect(plazas.records.map((r) => [r.name, r.label, r.id])).toEqual([
      ['BROADWAY & W 42 ST & W 43 ST', 'Times Square', 'plaza-7'],
      ['Nameless Streets Plaza', 'Nameless Streets Plaza', 'plaza-8'],
    ]);
    const intersections = parseAreaCollection(await written('intersections'), 'intersections');
    expect(intersections.records.map((r) => r.name)).toEqual([
      '7 AV & W 42 ST',
      '7 AV & W 43 ST',
      '8 AV & W 42 ST',
      '8 AV & W 43 ST',
    ]);
  });

  it('never replaces a file whose dataset answers malformed JSON, and fails the run', async () => {
    failures['k5k6-6jex'] = ['malformed'];
    const sentinel = '{"type":"FeatureCollection","features":[]} old plazas\n';
    await writeFile(join(outDir, 'plazas.geojson'), sentinel);
    const result = await runDataFetch(options(), io);
    expect(result.exitCode).toBe(1);
    expect(result.outcomes.find((o) => o.mode === 'plazas')).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('malformed JSON'),
    });
    expect(await readFile(join(outDir, 'plazas.geojson'), 'utf8')).toBe(sentinel);
    expect(errors.join('\n')).toMatch(/plazas: FAILED: malformed JSON[\s\S]*data:fetch failed for plazas/);
    // Malformed JSON is not retried, and the healthy datasets still land.
    expect(seen.filter((s) => s.path.includes('k5k6-6jex'))).toHaveLength(1);
    expect(parseAreaCollection(await written('parks'), 'parks').records).toHaveLength(5);
  });

  it('gives up after the configured retries', async () => {
    failures['c5vm-g2dk'] = ['500', '500', '500'];
    const result = await runDataFetch(options(['--only', 'parks']), io);
    expect(result.exitCode).toBe(1);
    expect(errors[0]).toMatch(/HTTP 500 .*after 3 attempts/);
    await expect(readFile(join(outDir, 'parks.geojson'))).rejects.toThrow();
  });

  it('stops after --max-pages', async () => {
    const result = await runDataFetch(options(['--only', 'parks', '--max-pages', '1']), io);
    expect(result.outcomes).toEqual([
      { mode: 'parks', status: 'written', path: join(outDir, 'parks.geojson'), areas: 2 },
    ]);
    expect(logs.join('\n')).toContain('stopped by --max-pages');
  });
});

describe('runDataFetch --from DIR', () => {
  let fromDir: string;
  beforeEach(async () => {
    fromDir = await mkdtemp(join(tmpdir(), 'data-fetch-from-'));
  });
  afterEach(async () => {
    await rm(fromDir, { recursive: true, force: true });
  });

  it('validates and writes the files present, deriving intersections from centerline.geojson', async () => {
    await writeFile(join(fromDir, 'parks.geojson'), JSON.stringify({ type: 'FeatureCollection', features: PARKS }));
    await writeFile(
      join(fromDir, 'centerline.geojson'),
      JSON.stringify({ type: 'FeatureCollection', features: CENTERLINE }),
    );
    const result = await runDataFetch(options(['--from', fromDir]), io);
    expect(result.exitCode).toBe(0);
    expect(result.outcomes.map((o) => [o.mode, o.status])).toEqual([
      ['plazas', 'absent'],
      ['parks', 'written'],
      ['intersections', 'written'],
    ]);
    expect(parseAreaCollection(await written('intersections'), 'intersections').records).toHaveLength(4);
    expect(seen).toEqual([]);
  });

  it("reads the shared data directory's plaza file and writes it minified, with its date", async () => {
    await writeFile(
      join(fromDir, 'nyc_public_plazas_enriched.geojson'),
      JSON.stringify({
        type: 'FeatureCollection',
        name: 'nyc_public_plazas_20250813.cleaned_enriched',
        features: PLAZAS.map((f) => ({ ...f, properties: { FSN_1: 'W  42 ST', FSN_2: null, source_id: '0.0' } })),
      }),
    );
    const result = await runDataFetch(options(['--from', fromDir, '--only', 'plazas']), io);
    expect(result.exitCode).toBe(0);
    const text = await readFile(join(outDir, 'plazas.geojson'), 'utf8');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    const file = JSON.parse(text) as { features: Array<{ id: string; properties: object }> };
    expect(readBundledMeta(file)).toEqual({
      sample: false,
      title: 'NYC DOT pedestrian plazas',
      source: 'local file nyc_public_plazas_enriched.geojson',
      asOf: '2025-08-13',
    });
    expect(file.features[0]!.properties).toEqual({ FSN_1: 'W 42 ST', source_id: '0.0' });
    expect(file.features[0]!.id).toMatch(/^plaza-/);
  });

  it('fails on an invalid local file without writing it', async () => {
    await writeFile(
      join(fromDir, 'parks.geojson'),
      JSON.stringify({ type: 'FeatureCollection', features: CENTERLINE }),
    );
    const result = await runDataFetch(options(['--from', fromDir, '--only', 'parks']), io);
    expect(result.exitCode).toBe(1);
    expect(errors[0]).toMatch(/parks: FAILED: none of the 8 parks features has a usable polygon geometry/);
    await expect(readFile(join(outDir, 'parks.geojson'))).rejects.toThrow();
  });
});

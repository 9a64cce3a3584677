/**
 * data:fetch for the app's static point layers (Citi Bike stations, bus stops): GBFS conversion, GTFS
 * stops.txt parsing, --from files, --only, and failure handling. HTTP goes to a local stand-in
 * (node:http on 127.0.0.1, port 0); everything is written into temp directories, never into public/.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from '../../scripts/data-fetch/csv';
import { parseFetchArgs, UsageError, type FetchOptions } from '../../scripts/data-fetch/options';
import { runDataFetch, type RunIo } from '../../scripts/data-fetch/run';
import {
  busStopsFromFeatures,
  busStopsFromGtfs,
  citibikeFromGbfs,
  preparePointLayer,
} from '../../scripts/data-fetch/staticLayers';
import type { GeoFeature } from '../../scripts/lib/geojson';
import { readBundledMeta } from '../../src/shared/data/bundledMeta';

// ---- fixtures -------------------------------------------------------------------------------------

const GOOD_STATIONS = [
  {
    station_id: 'b-2',
    name: 'W 32 St & 6 Av',
    short_name: '6320.08',
    lat: 40.748399,
    lon: -73.988622,
    capacity: 33,
    region_id: '71',
    rental_methods: ['KEY'],
  },
  {
    station_id: 'a-1',
    name: ' E 33 St  & 5 Av ',
    short_name: '6332.12',
    lat: 40.747822,
    lon: -73.985282,
    capacity: 39,
  },
];
const BAD_STATIONS = [
  { station_id: 'x-1', name: 'Null Island test station', short_name: '0', lat: 0, lon: 0, capacity: 1 },
  { station_id: 'x-2', name: 'No position', short_name: '1' },
  { station_id: 'x-3', name: 'Swapped', short_name: '2', lat: -73.99, lon: 40.75 },
  { station_id: 'x-4', name: 'Text position', short_name: '3', lat: '40.75', lon: '-73.99' },
  'not a station',
];
const GBFS = {
  last_updated: 1_700_000_000,
  ttl: 5,
  version: '2.3',
  data: { stations: [...GOOD_STATIONS, ...BAD_STATIONS] },
};

/** A quoted name with commas and a doubled quote, a station (location_type 1), a row outside NYC, CRLF line ends, a BOM. */
const STOPS_TXT = [
  '\ufeffstop_id,stop_code,stop_name,stop_desc,stop_lat,stop_lon,location_type,wheelchair_boarding',
  '401004,401004,"5 AV/E 33 ST, NE corner","the ""Empire"" stop",40.747938,-73.985807,0,1',
  '"401012",,5 AV/E 36 ST,,40.74984,-73.984418,,',
  'S1,,Some Station,,40.75,-73.98,1,',
  '999,,"Newark, NJ",,40.73,-74.35,0,2',
  ',,No id,,40.75,-73.98,,',
  '402000,,No position,,,,0,',
].join('\r\n');

function point(lon: number, lat: number): { type: 'Point'; coordinates: [number, number] } {
  return { type: 'Point', coordinates: [lon, lat] };
}

/** Shaped like the real bus stop export: numeric stop_id, stop_lat/stop_lon properties, route_id arrays. */
const BUS_GEOJSON = {
  type: 'FeatureCollection',
  name: 'bus_stops_nyc',
  features: [
    {
      type: 'Feature',
      properties: {
        stop_id: 100017,
        stop_name: 'PAUL AV/W 205 ST',
        stop_lat: 40.876836,
        stop_lon: -73.88971,
        route_id: ['BX10', 'BX28'],
      },
      geometry: point(-73.88971, 40.876836),
    },
    {
      type: 'Feature',
      properties: {
        stop_id: '100014',
        stop_name: 'BEDFORD PK BLVD',
        route_ids: 'BX26',
        wheelchair_boarding: '1',
        extra: 'x',
      },
      geometry: point(-73.888156, 40.872562),
    },
    {
      type: 'Feature',
      properties: { stop_id: 5, stop_name: 'Line, not a point' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-73.9, 40.8],
          [-73.91, 40.81],
        ],
      },
    },
    { type: 'Feature', properties: { stop_name: 'No id' }, geometry: point(-73.9, 40.8) },
  ],
};

const CITIBIKE_GEOJSON = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { short_name: '3359.01' }, geometry: point(-73.94986, 40.65074) },
    { type: 'Feature', properties: { short_name: '9999.99' }, geometry: point(-75.1, 39.95) },
  ],
};

const PARKS: GeoFeature[] = Array.from({ length: 3 }, (_, i) => {
  const [x, y, s] = [-73.99 + i * 0.001, 40.75, 0.0005];
  return {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [x, y],
          [x + s, y],
          [x + s, y + s],
          [x, y + s],
          [x, y],
        ],
      ],
    },
    properties: { name: `Park ${i} - Lawn`, propertyname: `Park ${i}`, subpropertyname: 'Lawn', system: `M90${i}-LW` },
  };
});

// ---- local GBFS + SODA stand-in -------------------------------------------------------------------------

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let baseUrl: string;
let gbfsUrl: string;
let seen: Seen[] = [];
/** The next answer of the GBFS endpoint; the default is the fixture feed. */
let gbfsBody: string | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({ path: url.pathname, headers: req.headers });
    if (url.pathname === '/gbfs/en/station_information.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(gbfsBody ?? JSON.stringify(GBFS));
      return;
    }
    if (url.pathname === '/resource/c5vm-g2dk.geojson') {
      const offset = Number(url.searchParams.get('$offset') ?? 0);
      const limit = Number(url.searchParams.get('$limit') ?? 1000);
      res
        .writeHead(200, { 'content-type': 'application/geo+json' })
        .end(JSON.stringify({ type: 'FeatureCollection', features: PARKS.slice(offset, offset + limit) }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":true,"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gbfsUrl = `${baseUrl}/gbfs/en/station_information.json`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let outDir: string;
let staticDir: string;
let fromDir: string;
let logs: string[];
let errors: string[];
let io: RunIo;

beforeEach(async () => {
  seen = [];
  gbfsBody = null;
  outDir = await mkdtemp(join(tmpdir(), 'data-fetch-out-'));
  staticDir = await mkdtemp(join(tmpdir(), 'data-fetch-static-'));
  fromDir = await mkdtemp(join(tmpdir(), 'data-fetch-from-'));
  logs = [];
  errors = [];
  io = {
    log: (l) => logs.push(l),
    error: (l) => errors.push(l),
    http: { fetch: (input, init) => fetch(input, init), sleep: async () => {} },
  };
});

afterEach(async () => {
  await Promise.all([outDir, staticDir, fromDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

function options(extra: string[] = [], env: Record<string, string> = {}): FetchOptions {
  const parsed = parseFetchArgs(
    [
      '--base-url',
      baseUrl,
      '--citibike-url',
      gbfsUrl,
      '--out',
      outDir,
      '--static-out',
      staticDir,
      '--retries',
      '1',
      '--retry-delay-ms',
      '1',
      ...extra,
    ],
    env,
  );
  if (!parsed) throw new Error('unexpected --help');
  return parsed;
}

interface WrittenPoints {
  type: string;
  features: Array<{
    type: string;
    geometry: { type: string; coordinates: number[] };
    properties: Record<string, unknown>;
  }>;
}

async function writtenStatic(file: string): Promise<WrittenPoints> {
  return JSON.parse(await readFile(join(staticDir, file), 'utf8')) as WrittenPoints;
}

const SENTINEL = '{"type":"FeatureCollection","features":[]} old sample\n';

// ---- pure parts ---------------------------------------------------------------------------------------

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes, line breaks in quotes, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3\n"",z,\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
      ['', 'z', ''],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  });

  it('rejects broken quoting', () => {
    expect(() => parseCsv('a,"unclosed\n1,2\n')).toThrow(CsvError);
    expect(() => parseCsv('"a"b,c\n')).toThrow(/line 1: text after a closing quote/);
  });
});

describe('citibikeFromGbfs', () => {
  it('converts stations to points with station_id, short_name, name, capacity, and drops unusable positions', () => {
    const rows = citibikeFromGbfs(GBFS, 'feed');
    expect(rows.total).toBe(7);
    expect(rows.dropped).toEqual({ 'without a finite position inside NYC': 5 });
    // Sorted by short_name, then station_id: the same feed always gives the same file.
    expect(rows.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-73.988622, 40.748399] },
        properties: { station_id: 'b-2', short_name: '6320.08', name: 'W 32 St & 6 Av', capacity: 33 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-73.985282, 40.747822] },
        properties: { station_id: 'a-1', short_name: '6332.12', name: 'E 33 St & 5 Av', capacity: 39 },
      },
    ]);
  });

  it('reads GBFS v3 localised names', () => {
    const v3 = {
      last_updated: '2025-01-01T00:00:00Z',
      data: {
        stations: [
          {
            station_id: 's',
            name: [
              { text: 'Nom', language: 'fr' },
              { text: 'Name', language: 'en' },
            ],
            lat: 40.7,
            lon: -73.9,
          },
        ],
      },
    };
    expect(citibikeFromGbfs(v3, 'feed').features[0]!.properties).toEqual({
      station_id: 's',
      short_name: null,
      name: 'Name',
      capacity: null,
    });
  });

  it('rejects an answer that is not a station list', () => {
    expect(() => citibikeFromGbfs({ data: { en: { feeds: [] } } }, 'feed')).toThrow(
      /not a GBFS station_information answer.*gbfs\.json discovery file/,
    );
    expect(() => citibikeFromGbfs([], 'feed')).toThrow(/no data\.stations array/);
  });
});

describe('busStopsFromGtfs', () => {
  it('parses stops.txt with quoted commas, keeps stops only, and drops rows outside NYC or without an id', () => {
    const rows = busStopsFromGtfs(STOPS_TXT, 'stops.txt');
    expect(rows.total).toBe(6);
    expect(rows.features.map((f) => [f.geometry, f.properties])).toEqual([
      [
        point(-73.985807, 40.747938),
        { stop_id: '401004', stop_name: '5 AV/E 33 ST, NE corner', stop_code: '401004', wheelchair_boarding: 1 },
      ],
      [point(-73.984418, 40.74984), { stop_id: '401012', stop_name: '5 AV/E 36 ST' }],
    ]);
    expect(rows.dropped).toEqual({
      'not stops (GTFS location_type 1-4: stations, entrances, nodes, boarding areas)': 1,
      'without a finite position inside NYC': 2,
      'without a stop_id': 1,
    });
  });

  it('rejects a file without the GTFS columns', () => {
    expect(() => busStopsFromGtfs('id,name,lat,lon\n1,a,40.7,-73.9\n', 'x/stops.txt')).toThrow(
      /x\/stops\.txt is not a GTFS stops\.txt: no stop_id, stop_lat, stop_lon columns/,
    );
    expect(() => busStopsFromGtfs('stop_id,stop_lat,stop_lon\n"1,40.7,-73.9\n', 'x/stops.txt')).toThrow(
      /x\/stops\.txt: line \d+: a quoted field is never closed/,
    );
  });
});

describe('busStopsFromFeatures and preparePointLayer', () => {
  it('keeps stop_id (as text), stop_name and the route fields, and drops non-points and stops without an id', () => {
    const rows = busStopsFromFeatures(BUS_GEOJSON.features as GeoFeature[]);
    expect(rows.features.map((f) => f.properties)).toEqual([
      { stop_id: '100014', stop_name: 'BEDFORD PK BLVD', route_ids: 'BX26', wheelchair_boarding: 1 },
      { stop_id: '100017', stop_name: 'PAUL AV/W 205 ST', route_id: ['BX10', 'BX28'] },
    ]);
    expect(rows.dropped).toEqual({ 'without a finite position inside NYC': 1, 'without a stop_id': 1 });
  });

  it('refuses an empty result and any point outside NYC', () => {
    expect(() => preparePointLayer('busStops', { features: [], total: 0, dropped: {} })).toThrow(
      /busStops: nothing to write: the source has no points/,
    );
    expect(() =>
      preparePointLayer('citibike', { features: [], total: 3, dropped: { 'without a finite position inside NYC': 3 } }),
    ).toThrow(/none of the 3 source rows is usable \(3 without a finite position inside NYC\)/);
    const outside: GeoFeature = { type: 'Feature', geometry: point(2.35, 48.85), properties: {} };
    expect(() => preparePointLayer('citibike', { features: [outside], total: 1, dropped: {} })).toThrow(
      /point 0 is not a finite position inside NYC/,
    );
  });
});

describe('parseFetchArgs for the static layers', () => {
  it('accepts citibike and busStops in --only, in canonical order', () => {
    const o = parseFetchArgs(['--only', 'busStops,parks,citibike'], {})!;
    expect(o.only).toEqual(['parks', 'citibike', 'busStops']);
    expect(o).toMatchObject({
      staticOutDir: 'public/data/static',
      citibikeUrl: 'https://gbfs.citibikenyc.com/gbfs/en/station_information.json',
      heldBack: [],
    });
  });

  it('runs everything by default, but holds the static layers back when only --out is redirected', () => {
    expect(parseFetchArgs([], {})!.only).toEqual(['parks', 'plazas', 'intersections', 'citibike', 'busStops']);
    expect(parseFetchArgs(['--out', '/tmp/x'], {})).toMatchObject({
      only: ['parks', 'plazas', 'intersections'],
      heldBack: ['citibike', 'busStops'],
    });
    expect(parseFetchArgs(['--out', '/tmp/x', '--static-out', '/tmp/y'], {})).toMatchObject({
      only: ['parks', 'plazas', 'intersections', 'citibike', 'busStops'],
      heldBack: [],
      staticOutDir: '/tmp/y',
    });
    expect(parseFetchArgs(['--out', '/tmp/x', '--only', 'citibike'], {})).toMatchObject({
      only: ['citibike'],
      heldBack: [],
      staticOutDir: 'public/data/static',
    });
  });

  it('rejects unknown names and a non-http --citibike-url', () => {
    expect(() => parseFetchArgs(['--only', 'citibike,subway'], {})).toThrow(
      /--only takes parks, plazas, intersections, citibike, busStops/,
    );
    expect(() => parseFetchArgs(['--citibike-url', 'ftp://example.org/x.json'], {})).toThrow(UsageError);
  });
});

// ---- whole runs ---------------------------------------------------------------------------------------

describe('runDataFetch: Citi Bike over HTTP', () => {
  it('fetches the GBFS feed, writes the stations, and sends no Socrata token to it', async () => {
    const result = await runDataFetch(options(['--only', 'citibike'], { NYC_OPEN_DATA_APP_TOKEN: 'secret-token' }), io);
    expect(errors).toEqual([]);
    expect(result).toEqual({
      exitCode: 0,
      outcomes: [
        { mode: 'citibike', status: 'written', path: join(staticDir, 'citibike_stations.geojson'), points: 2 },
      ],
    });
    expect(seen.map((s) => s.path)).toEqual(['/gbfs/en/station_information.json']);
    expect(seen[0]!.headers['x-app-token']).toBeUndefined();
    const file = await writtenStatic('citibike_stations.geojson');
    expect(file.features.map((f) => [f.geometry.type, f.properties.short_name, f.properties.capacity])).toEqual([
      ['Point', '6320.08', 33],
      ['Point', '6332.12', 39],
    ]);
    expect(logs).toContain(`citibike: 7 stations from ${gbfsUrl} (feed updated 2023-11-14T22:13:20.000Z)`);
    expect(logs).toContain('citibike: 2 points valid (dropped: 5 without a finite position inside NYC)');
  });

  it.each([
    [
      'valid JSON without data.stations',
      '{"last_updated":1,"data":{"feeds":[]}}',
      /not a GBFS station_information answer/,
    ],
    ['truncated JSON', '{"data":{"stations":[{', /malformed JSON/],
    [
      'stations that are all unusable',
      JSON.stringify({ data: { stations: BAD_STATIONS } }),
      /none of the 5 source rows is usable/,
    ],
  ])('fails on %s, leaving the file unchanged, while other datasets still land', async (_label, body, error) => {
    gbfsBody = body;
    await writeFile(join(staticDir, 'citibike_stations.geojson'), SENTINEL);
    const result = await runDataFetch(options(['--only', 'parks,citibike']), io);
    expect(result.exitCode).toBe(1);
    expect(result.outcomes.find((o) => o.mode === 'citibike')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(error),
    });
    expect(await readFile(join(staticDir, 'citibike_stations.geojson'), 'utf8')).toBe(SENTINEL);
    expect(errors.at(-1)).toBe('data:fetch failed for citibike; its file was left unchanged.');
    expect(result.outcomes.find((o) => o.mode === 'parks')).toMatchObject({ status: 'written', areas: 3 });
  });
});

describe('runDataFetch: bus stops without --from', () => {
  it('says bus stops need --from, leaves their file alone, and does not fail the run', async () => {
    await writeFile(join(staticDir, 'bus_stops_nyc.geojson'), SENTINEL);
    const result = await runDataFetch(options(['--only', 'parks,citibike,busStops']), io);
    expect(errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outcomes.map((o) => [o.mode, o.status])).toEqual([
      ['busStops', 'absent'],
      ['parks', 'written'],
      ['citibike', 'written'],
    ]);
    expect(logs.find((l) => l.startsWith('busStops:'))).toBe(
      `busStops: skipped: bus stops have no public feed to fetch; run with --from DIR holding DIR/bus_stops_nyc.geojson or a GTFS DIR/stops.txt. ${join(staticDir, 'bus_stops_nyc.geojson')} left unchanged`,
    );
    expect(await readFile(join(staticDir, 'bus_stops_nyc.geojson'), 'utf8')).toBe(SENTINEL);
    expect(logs.at(-1)).toBe(`data:fetch done: 2 files written to ${outDir} and ${staticDir}`);
  });

  it('notes the static layers left out when --out is redirected without --static-out', async () => {
    const parsed = parseFetchArgs(['--from', fromDir, '--out', outDir], {})!;
    await runDataFetch(parsed, io);
    expect(logs[0]).toBe(
      'citibike, busStops: not run: --out was given without --static-out, and these layers are written to public/data/static; give --static-out DIR or name them in --only to include them',
    );
    expect(seen).toEqual([]);
  });
});

describe('runDataFetch --from DIR for the static layers', () => {
  it('reads GeoJSON files for both layers', async () => {
    await writeFile(join(fromDir, 'citibike_stations.geojson'), JSON.stringify(CITIBIKE_GEOJSON));
    await writeFile(join(fromDir, 'bus_stops_nyc.geojson'), JSON.stringify(BUS_GEOJSON));
    const result = await runDataFetch(
      options(['--from', fromDir, '--only', 'citibike,busStops', '--as-of', '2025-08-15']),
      io,
    );
    expect(errors).toEqual([]);
    expect(result.outcomes).toEqual([
      { mode: 'citibike', status: 'written', path: join(staticDir, 'citibike_stations.geojson'), points: 1 },
      { mode: 'busStops', status: 'written', path: join(staticDir, 'bus_stops_nyc.geojson'), points: 2 },
    ]);
    expect(seen).toEqual([]);
    // Minified: one line, null properties left out; and the file says what it is and its date.
    const text = await readFile(join(staticDir, 'citibike_stations.geojson'), 'utf8');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    const bikes = await writtenStatic('citibike_stations.geojson');
    expect(bikes.features[0]!.properties).toEqual({ short_name: '3359.01' });
    expect(readBundledMeta(bikes)).toEqual({
      sample: false,
      title: 'Citi Bike stations',
      source: 'local file citibike_stations.geojson',
      asOf: '2025-08-15',
    });
    const stops = await writtenStatic('bus_stops_nyc.geojson');
    expect(stops.features.map((f) => f.properties.stop_id)).toEqual(['100014', '100017']);
    expect(logs).toContain('busStops: read 4 features from ' + join(fromDir, 'bus_stops_nyc.geojson'));
    expect(logs).toContain(
      'busStops: 2 points valid (dropped: 1 without a finite position inside NYC, 1 without a stop_id)',
    );
  });

  it('reads a GTFS stops.txt and a saved GBFS station_information.json', async () => {
    await writeFile(join(fromDir, 'stops.txt'), STOPS_TXT);
    await writeFile(join(fromDir, 'station_information.json'), JSON.stringify(GBFS));
    const result = await runDataFetch(options(['--from', fromDir, '--only', 'citibike,busStops']), io);
    expect(result.exitCode).toBe(0);
    expect(result.outcomes.map((o) => [o.mode, o.status, 'points' in o ? o.points : null])).toEqual([
      ['citibike', 'written', 2],
      ['busStops', 'written', 2],
    ]);
    const stops = await writtenStatic('bus_stops_nyc.geojson');
    expect(stops.features[0]!.properties.stop_name).toBe('5 AV/E 33 ST, NE corner');
    // GBFS gives its own date; stops.txt none (and no --as-of was given).
    expect(readBundledMeta(await writtenStatic('citibike_stations.geojson'))?.asOf).toBe(
      new Date(GBFS.last_updated * 1000).toISOString().slice(0, 10),
    );
    expect(readBundledMeta(stops)?.asOf).toBeNull();
    expect(seen).toEqual([]);
  });

  it('leaves a layer alone when DIR has no file for it, and fails on a broken one', async () => {
    await writeFile(join(fromDir, 'stops.txt'), 'stop_id,stop_name,stop_lat,stop_lon\n1,"broken,40.7,-73.9\n');
    await writeFile(join(staticDir, 'bus_stops_nyc.geojson'), SENTINEL);
    const result = await runDataFetch(options(['--from', fromDir, '--only', 'citibike,busStops']), io);
    expect(result.exitCode).toBe(1);
    expect(result.outcomes.map((o) => [o.mode, o.status])).toEqual([
      ['citibike', 'absent'],
      ['busStops', 'failed'],
    ]);
    expect(logs).toContain(
      `citibike: no citibike_stations.geojson or station_information.json in ${fromDir}; left unchanged`,
    );
    expect(errors[0]).toMatch(/^busStops: FAILED: .*stops\.txt: line 2: a quoted field is never closed$/);
    expect(await readFile(join(staticDir, 'bus_stops_nyc.geojson'), 'utf8')).toBe(SENTINEL);
  });
});

describe('runDataFetch --only', () => {
  it('runs only the named datasets', async () => {
    const result = await runDataFetch(options(['--only', 'citibike']), io);
    expect(result.outcomes.map((o) => o.mode)).toEqual(['citibike']);
    expect(seen.every((s) => s.path.startsWith('/gbfs/'))).toBe(true);

    seen = [];
    const parksOnly = await runDataFetch(options(['--only', 'parks']), io);
    expect(parksOnly.outcomes.map((o) => o.mode)).toEqual(['parks']);
    expect(seen.some((s) => s.path.startsWith('/gbfs/'))).toBe(false);
  });
});

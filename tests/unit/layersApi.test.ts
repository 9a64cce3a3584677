// The layers engine behind its API: loads, retries, paging, de-duplication, cancellation, tiles and popups.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BBox } from '../../src/shared/geometry/bbox';
import { jobHost } from '../../src/shared/async/jobs';
import { isJobCancelled } from '../support/jobCancelled';
import { createLayersApi } from '../../src/workers/layers/api';
import type { FetchDeps } from '../../src/workers/net/fetchAnswer';
import { forgetLocalFiles } from '../../src/workers/layers/loadLayer';
import { tileOf } from './helpers/areas';
import { ticket } from './helpers/tickets';
import {
  arcgisGeojson,
  BOX,
  deferred,
  fakeFetch,
  feature,
  flush,
  hydrantFeatures,
  json,
  manyPoints,
  PADDED,
  point,
  recordingSleep,
  rectRing,
  socrataGeojson,
  type Responder,
} from './helpers/layersFixtures';

/** A second focus a few blocks north. */
const BOX2: BBox = [-73.982, 40.758, -73.978, 40.761];

const HYDRANTS = /5bgh-vtsn/;
const TREES = /hn5i-inap/;
const never: Responder = () => new Promise<Response>(() => {});

function engine(
  routes: Array<[RegExp | string, Responder]>,
  options: { ignoreAbort?: boolean; sleep?: FetchDeps['sleep'] } = {},
) {
  const fake = fakeFetch(routes, options);
  const rec = recordingSleep();
  const transferred: ArrayBuffer[] = [];
  const api = createLayersApi(
    { fetch: fake.fetch, sleep: options.sleep ?? rec.sleep },
    {
      transfer: (b) => {
        transferred.push(b);
        return b;
      },
    },
  );
  api.configure({ appBase: 'http://localhost/' });
  return { api, calls: fake.calls, waits: rec.waits, transferred, urls: () => fake.calls.map((c) => c.url) };
}

/** The focus part of a tile key ('trees.3' → '.3'). */
const focusOfKey = (tilesKey: string) => tilesKey.slice(tilesKey.indexOf('.'));

/** The tile key of a layer loaded under the current focus (asked again, it answers with the load it has). */
async function loadedKey(api: ReturnType<typeof engine>['api'], layerId: string): Promise<string> {
  const outcome = await api.load(ticket(), layerId);
  if (outcome.status !== 'loaded') throw new Error(`${layerId} not loaded`);
  return outcome.tilesKey;
}

/** A load of one layer under a new focus. */
function loadAt(api: ReturnType<typeof engine>['api'], box: BBox, layerId: string) {
  api.setFocus(box);
  return api.load(ticket(), layerId);
}

const hydrantsOk: Responder = () => json(socrataGeojson(hydrantFeatures()));
const treesOk: Responder = () =>
  json(
    socrataGeojson([
      feature(point(-73.9843, 40.7541), {
        genusspecies: 'Platanus x acerifolia - London planetree',
        dbh: '14',
        tpstructure: 'Full',
      }),
      feature(point(-73.9839, 40.7544), { genusspecies: 'Ginkgo biloba - maidenhair tree', dbh: '6' }),
    ]),
  );

function decodeTile(buffer: ArrayBuffer) {
  const layer = new VectorTile(new PbfReader(new Uint8Array(buffer))).layers.features!;
  return Array.from({ length: layer.length }, (_, i) => layer.feature(i));
}

beforeEach(() => forgetLocalFiles());

describe('a load', () => {
  it('reports the loaded count, the dropped rows, its tiles key and padded bounds', async () => {
    const { api, calls } = engine([[HYDRANTS, hydrantsOk]]);
    api.setFocus(BOX);
    const outcome = await api.load(ticket(), 'hydrants');
    expect(outcome).toMatchObject({
      status: 'loaded',
      layerId: 'hydrants',
      tilesKey: expect.stringMatching(/^hydrants\./),
      count: 3,
      dropped: 2,
      truncated: false,
    });
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    outcome.bounds.forEach((v, i) => expect(v).toBeCloseTo(PADDED[i]!, 10));
    expect(calls).toHaveLength(1);
    expect(api.summary()).toEqual([{ layerId: 'hydrants', count: 3 }]);
  });

  it('fails an unknown layer with the spec text, without a request', async () => {
    const { api, calls } = engine([]);
    api.setFocus(BOX);
    expect(await api.load(ticket(), 'nope')).toEqual({
      status: 'failed',
      layerId: 'nope',
      message: 'Unknown layer: nope',
    });
    expect(calls).toHaveLength(0);
  });

  it('fails an invalid focus box with the spec text, without a request', async () => {
    const { api, calls } = engine([[HYDRANTS, hydrantsOk]]);
    api.setFocus([NaN, 40.752, -73.981, 40.756]);
    expect(await api.load(ticket(), 'hydrants')).toEqual({
      status: 'failed',
      layerId: 'hydrants',
      message: 'Invalid geometry bounds',
    });
    expect(calls).toHaveLength(0);
  });

  it('is superseded without a focus', async () => {
    const { api, calls } = engine([[HYDRANTS, hydrantsOk]]);
    expect(await api.load(ticket(), 'hydrants')).toEqual({ status: 'superseded', layerId: 'hydrants' });
    api.setFocus(BOX);
    api.setFocus(null);
    expect(await api.load(ticket(), 'hydrants')).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(calls).toHaveLength(0);
  });
});

describe('failures and retries', () => {
  it('HTTP 404: the spec text with the body, after one request and no wait', async () => {
    const body = '{"code":"not_found","error":true,"message":"Not found"}';
    const { api, calls, waits } = engine([[HYDRANTS, () => json(body, 404)]]);
    const outcome = await loadAt(api, BOX, 'hydrants');
    expect(outcome).toEqual({
      status: 'failed',
      layerId: 'hydrants',
      message: `HTTP error! Status: 404, Details: ${body}`,
    });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('HTTP 400 is not retried either', async () => {
    const { api, calls } = engine([[HYDRANTS, () => new Response('bad query', { status: 400 })]]);
    expect(await loadAt(api, BOX, 'hydrants')).toMatchObject({
      status: 'failed',
      message: 'HTTP error! Status: 400, Details: bad query',
    });
    expect(calls).toHaveLength(1);
  });

  it('429 then 200: loaded after one retry, having waited 500 ms', async () => {
    const { api, calls, waits } = engine([
      [HYDRANTS, (_u, n) => (n === 0 ? new Response('Too Many Requests', { status: 429 }) : hydrantsOk('', n))],
    ]);
    expect(await loadAt(api, BOX, 'hydrants')).toMatchObject({ status: 'loaded', count: 3 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(calls[0]!.url);
    expect(waits).toEqual([500]);
  });

  it('503 four times: failed with the 503 text after waits of 500, 1000 and 2000 ms', async () => {
    const { api, calls, waits } = engine([[HYDRANTS, () => new Response('Service Unavailable', { status: 503 })]]);
    const outcome = await loadAt(api, BOX, 'hydrants');
    expect(outcome).toEqual({
      status: 'failed',
      layerId: 'hydrants',
      message: 'HTTP error! Status: 503, Details: Service Unavailable',
    });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('retries a network failure (TypeError)', async () => {
    const { api, calls, waits } = engine([
      [
        HYDRANTS,
        (_u, n) => {
          if (n === 0) throw new TypeError('Failed to fetch');
          return hydrantsOk('', n);
        },
      ],
    ]);
    expect(await loadAt(api, BOX, 'hydrants')).toMatchObject({ status: 'loaded', count: 3 });
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('a malformed answer fails at once: not JSON, or a Socrata error object sent with 200', async () => {
    const { api, calls, waits } = engine([
      [HYDRANTS, () => new Response('<html><body>Maintenance</body></html>', { status: 200 })],
      [TREES, () => json('{"code":"query.soql.no-such-column","error":true,"message":"No such column: locaton"}')],
    ]);
    api.setFocus(BOX);
    expect(await api.load(ticket(), 'hydrants')).toEqual({
      status: 'failed',
      layerId: 'hydrants',
      message: 'The open-data answer is not valid JSON',
    });
    expect(await api.load(ticket(), 'trees')).toEqual({
      status: 'failed',
      layerId: 'trees',
      message: 'The open-data service answered with an error: No such column: locaton',
    });
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([]);
  });

  it('a failed layer is requested again by the next load', async () => {
    const { api, calls } = engine([
      [HYDRANTS, (_u, n) => (n === 0 ? new Response('gone', { status: 404 }) : hydrantsOk('', n))],
    ]);
    api.setFocus(BOX);
    expect(await api.load(ticket(), 'hydrants')).toMatchObject({ status: 'failed' });
    expect(await api.load(ticket(), 'hydrants')).toMatchObject({ status: 'loaded', count: 3 });
    expect(calls).toHaveLength(2);
  });

  it('one failing layer does not disturb another loaded alongside it', async () => {
    const { api } = engine([
      [HYDRANTS, () => new Response('nope', { status: 404 })],
      [TREES, treesOk],
    ]);
    api.setFocus(BOX);
    const [h, t] = await Promise.all([api.load(ticket(), 'hydrants'), api.load(ticket(), 'trees')]);
    expect(h).toEqual({ status: 'failed', layerId: 'hydrants', message: 'HTTP error! Status: 404, Details: nope' });
    expect(t).toMatchObject({ status: 'loaded', layerId: 'trees', count: 2 });
    expect(api.summary()).toEqual([{ layerId: 'trees', count: 2 }]);
    if (t.status !== 'loaded') throw new Error('not loaded');
    expect(api.describe(t.tilesKey, 0)).not.toBeNull();
  });
});

describe('paging', () => {
  it('asks for the next page with $offset while a page is full: 5000 + 1200 rows', async () => {
    const { api, urls } = engine([
      [HYDRANTS, (_u, n) => json(socrataGeojson(n === 0 ? manyPoints(5000) : manyPoints(1200, 5000)))],
    ]);
    api.setFocus(BOX);
    expect(await api.load(ticket(), 'hydrants')).toMatchObject({
      status: 'loaded',
      count: 6200,
      dropped: 0,
      truncated: false,
    });
    expect(urls()).toHaveLength(2);
    expect(urls()[0]).not.toContain('$offset');
    expect(urls()[1]).toBe(`${urls()[0]!}&$offset=5000`);
    // Ids continue across pages: the last feature of page 2 is feature 6199.
    expect(api.describe(await loadedKey(api, 'hydrants'), 6199)!.rows).toEqual([
      { label: 'Hydrant ID', value: 'H6199' },
    ]);
  });

  it('stops after an empty page that follows a full one', async () => {
    const { api, urls } = engine([[HYDRANTS, (_u, n) => json(socrataGeojson(n === 0 ? manyPoints(5000) : []))]]);
    expect(await loadAt(api, BOX, 'hydrants')).toMatchObject({ status: 'loaded', count: 5000 });
    expect(urls()).toHaveLength(2);
  });

  it('pages curb cuts with resultOffset while ArcGIS flags the page as cut', async () => {
    const cut = (x: number) => ({
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [x, 40.754],
          [x + 0.00005, 40.7541],
        ],
      },
      properties: { SUB_FEATURE_CODE: 222700 },
    });
    const { api, urls } = engine([
      ['Curb_Cut_2022', (_u, n) => json(arcgisGeojson([cut(-73.985 + n * 0.0005), cut(-73.9848 + n * 0.0005)], n < 2))],
    ]);
    expect(await loadAt(api, BOX, 'curbCuts')).toMatchObject({
      status: 'loaded',
      count: 6,
      truncated: false,
    });
    expect(urls().map((u) => new URL(u).searchParams.get('resultOffset'))).toEqual([null, '2', '4']);
  });

  it('stops at 40 pages and reports the load truncated', async () => {
    const { api, calls } = engine([
      [
        'Curb_Cut_2022',
        () =>
          json(
            arcgisGeojson(
              [
                {
                  type: 'Feature',
                  geometry: {
                    type: 'LineString',
                    coordinates: [
                      [-73.984, 40.754],
                      [-73.9839, 40.7541],
                    ],
                  },
                  properties: {},
                },
              ],
              true,
            ),
          ),
      ],
    ]);
    expect(await loadAt(api, BOX, 'curbCuts')).toMatchObject({
      status: 'loaded',
      count: 40,
      truncated: true,
    });
    expect(calls).toHaveLength(40);
  });
});

describe('one request per layer', () => {
  it('does not request a layer already loading; every caller gets the same outcome', async () => {
    const answer = deferred<Response>();
    const { api, calls } = engine([[HYDRANTS, () => answer.promise]]);
    api.setFocus(BOX);
    const first = api.load(ticket(), 'hydrants');
    const second = api.load(ticket(), 'hydrants');
    await flush();
    expect(calls).toHaveLength(1);
    answer.resolve(json(socrataGeojson(hydrantFeatures())));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ status: 'loaded', count: 3 });
    expect(b).toBe(a);
    // Once loaded, it is answered from memory.
    expect(await api.load(ticket(), 'hydrants')).toBe(a);
    expect(calls).toHaveLength(1);
  });
});

describe('a new focus', () => {
  it('cancels loads in flight and forgets loaded layers; a load asked after it runs under it', async () => {
    const { api, calls } = engine([
      [TREES, treesOk],
      [HYDRANTS, (u, n) => (n === 0 ? never(u, n) : hydrantsOk(u, n))],
    ]);
    api.setFocus(BOX);
    const trees = await api.load(ticket(), 'trees');
    if (trees.status !== 'loaded') throw new Error('trees not loaded');
    const [x, y] = tileOf(-73.9843, 40.7541, 16);
    expect(api.tile(trees.tilesKey, 16, x, y)).toBeInstanceOf(ArrayBuffer);

    const pending = api.load(ticket(), 'hydrants');
    await flush();
    const hydrantCall = calls.find((c) => HYDRANTS.test(c.url))!;
    expect(hydrantCall.init.signal!.aborted).toBe(false);

    api.setFocus(BOX2);
    expect(await pending).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(hydrantCall.init.signal!.aborted).toBe(true);
    expect(api.tile(trees.tilesKey, 16, x, y)).toBeNull();
    expect(api.describe(trees.tilesKey, 0)).toBeNull();
    expect(api.summary()).toEqual([]);

    // The new focus requests afresh, for its own box, under a tile key of its own.
    const again = await api.load(ticket(), 'hydrants');
    if (again.status !== 'loaded') throw new Error('hydrants not loaded');
    expect(focusOfKey(again.tilesKey)).not.toBe(focusOfKey(trees.tilesKey));
    const last = calls[calls.length - 1]!;
    expect(decodeURIComponent(last.url)).toContain('within_box(the_geom, 40.762, -73.983, 40.757, -73.977)');
    expect(last.init.signal!.aborted).toBe(false);
  });

  it("a load job's cancel reaches its fetch once no other job waits for the load", async () => {
    const fake = fakeFetch([[HYDRANTS, never]]);
    const jobs = jobHost();
    const api = createLayersApi({ fetch: fake.fetch, sleep: recordingSleep().sleep }, { transfer: (b) => b }, jobs);
    api.configure({ appBase: 'http://localhost/' });
    api.setFocus(BOX);
    const first = ticket();
    const second = ticket();
    const answers = [first, second].map((t) => api.load(t, 'hydrants').catch((e: unknown) => e));
    await flush();
    const call = fake.calls.find((c) => HYDRANTS.test(c.url))!;
    // One load for both jobs: the first job leaving does not end it.
    expect(fake.calls.filter((c) => HYDRANTS.test(c.url))).toHaveLength(1);
    jobs.hear({ stagerJob: first.job, cancel: 'switched off' });
    await flush();
    expect(call.init.signal!.aborted).toBe(false);
    jobs.hear({ stagerJob: second.job, cancel: 'switched off' });
    await flush();
    expect(call.init.signal!.aborted).toBe(true);
    for (const answer of await Promise.all(answers)) expect(isJobCancelled(answer)).toBe(true);
    expect(jobs.running()).toEqual([]);
  });

  it('never applies an answer that arrives after the focus moved on', async () => {
    const late = deferred<Response>();
    const { api } = engine([[HYDRANTS, () => late.promise]], { ignoreAbort: true });
    api.setFocus(BOX);
    const pending = api.load(ticket(), 'hydrants');
    await flush();
    api.setFocus(BOX2);
    late.resolve(json(socrataGeojson(hydrantFeatures())));
    expect(await pending).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(api.summary()).toEqual([]);
  });

  it('stops retrying a load waiting in back-off', async () => {
    const wake = deferred<undefined>();
    const waits: number[] = [];
    const { api, calls } = engine([[HYDRANTS, () => new Response('busy', { status: 503 })]], {
      sleep: (ms) => {
        waits.push(ms);
        return wake.promise;
      },
    });
    const pending = loadAt(api, BOX, 'hydrants');
    await flush();
    expect(waits).toEqual([500]);
    api.setFocus(BOX2);
    wake.resolve(undefined);
    expect(await pending).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(calls).toHaveLength(1);
  });
});

describe('licensed garages', () => {
  const bins = Array.from({ length: 250 }, (_, i) => String(1000000 + i));
  const business = JSON.stringify(
    bins.map((bin, i) => ({
      business_category: 'Garage & Parking Lot',
      license_status: 'Active',
      bin,
      business_name: `GARAGE ${i}`,
      latitude: '40.754',
      longitude: '-73.984',
    })),
  );
  /** Footprints of every BIN a chunk URL names; the chunk naming 1000100 always answers 500. */
  const footprints: Responder = (url) => {
    const where = decodeURIComponent(/\$where=([^&]*)/.exec(url)![1]!);
    const asked = [...where.matchAll(/'(\d+)'/g)].map((m) => m[1]!);
    if (asked.includes('1000100')) return new Response('Internal Server Error', { status: 500 });
    return json(
      socrataGeojson(
        asked.map((bin) => {
          const k = Number(bin) - 1000000;
          const w = -73.986 + (k % 50) * 0.0001;
          const s = 40.752 + Math.floor(k / 50) * 0.0005;
          return feature(
            { type: 'MultiPolygon', coordinates: [rectRing(w, s, w + 0.00005, s + 0.00005)] },
            { bin, heightroof: '80' },
          );
        }),
      ),
    );
  };

  it('skips a footprint chunk that keeps failing; the other chunks still load', async () => {
    const { api, urls, waits } = engine([
      [/w7w3-xahh/, () => json(business)],
      [/5zhs-2jue/, footprints],
    ]);
    api.setFocus(BOX);
    const outcome = await api.load(ticket(), 'dcwpParkingGarages');
    expect(outcome).toMatchObject({ status: 'loaded', layerId: 'dcwpParkingGarages', count: 150 });
    const footprintUrls = urls().filter((u) => u.includes('5zhs-2jue'));
    // 3 chunks; the failing one tried 4 times.
    expect(footprintUrls).toHaveLength(6);
    expect(new Set(footprintUrls).size).toBe(3);
    expect(waits).toEqual([500, 1000, 2000]);
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    const popup = api.describe(outcome.tilesKey, 0)!;
    expect(popup.title).toBe('Licensed Garages');
    expect(popup.rows).toContainEqual({ label: 'Business Name', value: 'GARAGE 0' });
    const names = Array.from(
      { length: 150 },
      (_, i) => api.describe(outcome.tilesKey, i)!.rows.find((r) => r.label === 'Bin')!.value,
    );
    expect(names).toEqual([...bins.slice(0, 100), ...bins.slice(200)]);
  });

  it('fails when the business query fails', async () => {
    const { api, urls } = engine([
      [/w7w3-xahh/, () => new Response('forbidden', { status: 403 })],
      [/5zhs-2jue/, footprints],
    ]);
    expect(await loadAt(api, BOX, 'dcwpParkingGarages')).toEqual({
      status: 'failed',
      layerId: 'dcwpParkingGarages',
      message: 'HTTP error! Status: 403, Details: forbidden',
    });
    expect(urls()).toHaveLength(1);
  });
});

describe('local files', () => {
  const stops = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      feature(point(-73.9842, 40.7545), { stop_id: '401234', stop_name: '5 AV/W 42 ST', route_ids: 'M1,M2' }),
      feature(point(-73.98, 40.7595), { stop_id: '401300', stop_name: '6 AV/W 47 ST', route_ids: 'M5' }),
      feature(point(-73.95, 40.8), { stop_id: '409999', stop_name: 'FAR AWAY' }),
    ],
  });

  it('fetches the file once and clips it to each focus', async () => {
    const { api, calls } = engine([['/data/static/bus_stops_nyc.geojson', () => json(stops)]]);
    api.setFocus(BOX);
    expect(await api.load(ticket(), 'busStops')).toMatchObject({ status: 'loaded', count: 1 });
    expect(api.describe(await loadedKey(api, 'busStops'), 0)!.rows[0]).toEqual({
      label: 'Stop Name',
      value: '5 AV/W 42 ST',
    });
    api.setFocus(BOX2);
    expect(await api.load(ticket(), 'busStops')).toMatchObject({ status: 'loaded', count: 1 });
    expect(api.describe(await loadedKey(api, 'busStops'), 0)!.rows[0]).toEqual({
      label: 'Stop Name',
      value: '6 AV/W 47 ST',
    });
    expect(calls.map((c) => c.url)).toEqual(['http://localhost/data/static/bus_stops_nyc.geojson']);
  });

  it('a focus change while the file is still coming does not fail the next focus', async () => {
    const file = deferred<Response>();
    const { api, calls } = engine([['/data/static/bus_stops_nyc.geojson', () => file.promise]]);
    const first = loadAt(api, BOX, 'busStops');
    api.setFocus(BOX2);
    const second = api.load(ticket(), 'busStops');
    file.resolve(json(stops));
    expect(await first).toMatchObject({ status: 'superseded' });
    expect(await second).toMatchObject({ status: 'loaded', count: 1 });
    expect(calls).toHaveLength(1);
  });

  it('asks again after a failed fetch of the file', async () => {
    const { api, calls } = engine([
      [
        '/data/static/bus_stops_nyc.geojson',
        (_u, n) => (n === 0 ? new Response('missing', { status: 404 }) : json(stops)),
      ],
    ]);
    api.setFocus(BOX);
    expect(await api.load(ticket(), 'busStops')).toMatchObject({
      status: 'failed',
      message: 'HTTP error! Status: 404, Details: missing',
    });
    expect(await api.load(ticket(), 'busStops')).toMatchObject({ status: 'loaded', count: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe('where requests go', () => {
  const routes: Array<[RegExp | string, Responder]> = [
    [HYDRANTS, hydrantsOk],
    [/i9wp-a4ja/, () => json(socrataGeojson([]))],
    ['Curb_Cut_2022', () => json(arcgisGeojson([]))],
    [
      /\/data\/(static|demo)\/bus_stops_nyc\.geojson/,
      () => json(JSON.stringify({ type: 'FeatureCollection', features: [] })),
    ],
  ];
  const loadAll = async (api: ReturnType<typeof createLayersApi>) => {
    api.setFocus(BOX);
    for (const id of ['hydrants', 'subwayEntrances', 'curbCuts', 'busStops'])
      expect(await api.load(ticket(), id)).toMatchObject({ status: 'loaded' });
  };
  const token = (url: string) => new URL(url).searchParams.get('$$app_token');

  it('sends the app token as $$app_token to the city and state open-data portals only, never as a header', async () => {
    const { api, calls } = engine(routes);
    api.configure({ appBase: 'http://localhost/', appToken: 'T0KEN' });
    await loadAll(api);
    const byHost = Object.fromEntries(calls.map((c) => [new URL(c.url).host, token(c.url)]));
    expect(byHost).toEqual({
      'data.cityofnewyork.us': 'T0KEN',
      'data.ny.gov': 'T0KEN',
      'services6.arcgis.com': null,
      localhost: null,
    });
    // A non-safelisted header would force a CORS preflight in the browser.
    for (const c of calls) expect(new Headers(c.init.headers).get('X-App-Token')).toBeNull();
  });

  it('sends no token when none is configured', async () => {
    const { api, calls } = engine(routes);
    await loadAll(api);
    expect(calls).toHaveLength(4);
    for (const c of calls) expect(token(c.url)).toBeNull();
  });

  it('asks each format with an Accept that admits it: GeoJSON types for .geojson and f=geojson, JSON otherwise', async () => {
    const { api, calls } = engine(routes);
    await loadAll(api);
    const accept = Object.fromEntries(
      calls.map((c) => [new URL(c.url).host, new Headers(c.init.headers).get('Accept')]),
    );
    expect(accept['data.cityofnewyork.us']).toMatch(/^application\/vnd\.geo\+json\b/);
    expect(accept['services6.arcgis.com']).toMatch(/^application\/vnd\.geo\+json\b/);
  });

  for (const demoBase of ['http://127.0.0.1:4173/demo-open-data', 'http://127.0.0.1:4173/demo-open-data/']) {
    it(`routes open data to the demo stand-in (${demoBase}); local layers take their ?demo sample copy`, async () => {
      const { api, urls } = engine(routes);
      api.configure({ appBase: 'http://127.0.0.1:4173/', demoBase });
      await loadAll(api);
      expect(urls()).toEqual([
        'http://127.0.0.1:4173/demo-open-data/data.cityofnewyork.us/resource/5bgh-vtsn.geojson' +
          '?$where=within_box(the_geom%2C%2040.757%2C%20-73.987%2C%2040.751%2C%20-73.98)&$order=%3Aid&$limit=5000',
        expect.stringMatching(
          /^http:\/\/127\.0\.0\.1:4173\/demo-open-data\/data\.ny\.gov\/resource\/i9wp-a4ja\.geojson\?\$where=within_box\(entrance_georeference/,
        ),
        expect.stringMatching(
          /^http:\/\/127\.0\.0\.1:4173\/demo-open-data\/services6\.arcgis\.com\/yG5s3afENB5iO9fj\/ArcGIS\/rest\/services\/Curb_Cut_2022\/FeatureServer\/5\/query\?geometry=/,
        ),
        'http://127.0.0.1:4173/data/demo/bus_stops_nyc.geojson',
      ]);
    });
  }
});

describe('popups and tiles of a loaded layer', () => {
  it('describe() gives the popup rows of a feature by id', async () => {
    const { api } = engine([[HYDRANTS, hydrantsOk]]);
    api.setFocus(BOX);
    const key = await loadedKey(api, 'hydrants');
    expect(api.describe(key, 0)).toEqual({
      layerId: 'hydrants',
      title: 'Fire Hydrants',
      // 5bgh-vtsn publishes no status or type column: the spec's two other rows stay out.
      rows: [{ label: 'Hydrant ID', value: 'H341234' }],
    });
    expect(api.describe(key, 2)!.rows).toEqual([{ label: 'Hydrant ID', value: 'H341236' }]);
    expect(api.describe(key, 3)).toBeNull();
    expect(api.describe(`${key}9`, 0)).toBeNull();
    expect(api.describe(`trees${focusOfKey(key)}`, 0)).toBeNull();
    expect(api.describe('nope.1', 0)).toBeNull();
  });

  it('tile() gives an ArrayBuffer tile of the features, and null for a wrong key or an empty place', async () => {
    const { api, transferred } = engine([[HYDRANTS, hydrantsOk]]);
    api.setFocus(BOX);
    const outcome = await api.load(ticket(), 'hydrants');
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    // Hydrants 0 and 1 lie in one z16 tile, hydrant 2 in its eastern neighbour.
    const [x, y] = tileOf(-73.9845, 40.7541, 16);
    expect(tileOf(-73.9818, 40.7528, 16)).toEqual([x + 1, y]);
    const buffer = api.tile(outcome.tilesKey, 16, x, y);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(transferred).toEqual([buffer]);
    const features = decodeTile(buffer!);
    expect(features.map((f) => f.properties._id).sort()).toEqual([0, 1]);
    expect(features.every((f) => f.type === 1)).toBe(true);
    const [lng, lat] = (features.find((f) => f.properties._id === 0)!.toGeoJSON(x, y, 16).geometry as GeoJSON.Point)
      .coordinates;
    expect(lng).toBeCloseTo(-73.9845, 5);
    expect(lat).toBeCloseTo(40.7541, 5);
    expect(decodeTile(api.tile(outcome.tilesKey, 16, x + 1, y)!).map((f) => f.properties._id)).toEqual([2]);
    // The whole block in one z14 tile.
    const [x14, y14] = tileOf(-73.9845, 40.7541, 14);
    expect(
      decodeTile(api.tile(outcome.tilesKey, 14, x14, y14)!)
        .map((f) => f.properties._id)
        .sort(),
    ).toEqual([0, 1, 2]);
    expect(api.tile(`${outcome.tilesKey}9`, 16, x, y)).toBeNull();
    expect(api.tile(`trees${focusOfKey(outcome.tilesKey)}`, 16, x, y)).toBeNull();
    expect(api.tile('nope', 16, x, y)).toBeNull();
    const [fx, fy] = tileOf(-74.2, 40.6, 16);
    expect(api.tile(outcome.tilesKey, 16, fx, fy)).toBeNull();
  });
});

describe('raster tiles and hit tests of a loaded layer', () => {
  /** The z18 tile holding the first hydrant, by the textbook Web Mercator formula. */
  function firstHydrantTile() {
    const first = (hydrantFeatures()[0] as { geometry: { coordinates: number[] } }).geometry.coordinates;
    const z = 18,
      n = 2 ** z,
      rad = (first[1]! * Math.PI) / 180;
    const tx = Math.floor(((first[0]! + 180) / 360) * n),
      ty = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
    return { first, z, tx, ty };
  }

  function rasterEngine() {
    const fake = fakeFetch([[HYDRANTS, hydrantsOk]]);
    const sizes: number[] = [];
    const layerSizes: number[] = [];
    const drawn: string[] = [];
    const released: string[] = [];
    const noop = () => undefined;
    const recording = () => ({
      globalAlpha: 1,
      fillStyle: '',
      strokeStyle: '',
      lineWidth: 1,
      lineCap: 'butt' as const,
      lineJoin: 'round' as const,
      setLineDash: noop,
      beginPath: noop,
      moveTo: noop,
      lineTo: noop,
      arc: () => void drawn.push('dot'),
      fill: noop,
      closePath: noop,
      stroke: noop,
      setTransform: noop,
      drawImage: (icon: string) => void drawn.push(icon),
    });
    const jobs = jobHost();
    const api = createLayersApi<string, string>(
      { fetch: fake.fetch, sleep: recordingSleep().sleep },
      {
        transfer: (b) => b,
        raster: {
          surface: {
            begin: (size) => {
              sizes.push(size);
              return recording();
            },
            finish: () => `tile#${sizes.length}`,
            icon: async (p) => `icon ${p.width}x${p.height}`,
            beginLayer: (size) => {
              layerSizes.push(size);
              return recording();
            },
            keepLayer: () => `layer#${layerSizes.length}`,
            release: (image) => void released.push(image),
            sizedIcon: (icon, sizePx, px) => `${icon} at ${sizePx} on ${px}`,
          },
          transfer: (image) => image,
        },
      },
      jobs,
    );
    api.configure({ appBase: 'http://localhost/' });
    return { api, jobs, sizes, layerSizes, drawn, released };
  }

  /** The raster engine with the hydrants loaded for BOX and the page's icons in. */
  async function withHydrants() {
    const engine = rasterEngine();
    engine.api.setFocus(BOX);
    const outcome = await engine.api.load(ticket(), 'hydrants');
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    await engine.api.setIcons({ hydrants: { width: 96, height: 96, data: new Uint8ClampedArray(96 * 96 * 4) } });
    return { ...engine, outcome };
  }

  it('draws a current load with the page icons, a superseded one as a blank tile, and hit-tests by coordinates', async () => {
    const { api, sizes, layerSizes, drawn, outcome } = await withHydrants();
    const { first, z, tx, ty } = firstHydrantTile();
    expect(await api.rasterTile(ticket(), `raster~2~0~${outcome.tilesKey}`, z, tx, ty)).toBe('tile#1');
    expect(sizes[0]).toBe(512);
    expect(layerSizes).toEqual([512]);
    // The page's icon, drawn once at the tile's icon size and stamped from that copy.
    expect(drawn.find((d) => d.startsWith('icon 96x96'))).toMatch(/^icon 96x96 at [\d.]+ on \d+$/);
    // The composite is drawn from the layer's own tile, which stays in the worker.
    expect(drawn[drawn.length - 1]).toBe('layer#1');
    // The same tile again: composited from the kept layer tile, the layer is not drawn again.
    expect(await api.rasterTile(ticket(), `raster~2~0~${outcome.tilesKey}`, z, tx, ty)).toBe('tile#2');
    expect(layerSizes).toHaveLength(1);
    // A tile with nothing on it, or of an older load, gives no image at all.
    expect(await api.rasterTile(ticket(), 'raster~2~0~hydrants.999', z, tx, ty)).toBeNull();
    expect(sizes).toHaveLength(2);
    expect(await api.rasterTile(ticket(), `raster~2~0~${outcome.tilesKey}`, z, tx + 3, ty)).toBeNull();
    expect(sizes).toHaveLength(2);
    const hit = api.hitTest([outcome.tilesKey], { lng: first[0]!, lat: first[1]!, zoom: 19, radiusPx: 3 });
    expect(hit?.tilesKey).toBe(outcome.tilesKey);
    expect(api.describe(outcome.tilesKey, hit!.featureId)?.title).toBe('Fire Hydrants');
    expect(api.hitTest(['hydrants.999'], { lng: first[0]!, lat: first[1]!, zoom: 19, radiusPx: 3 })).toBeNull();
  });

  it('refuses unrendered a tile the page cancelled while it waited (the page no longer wants its set)', async () => {
    const { api, jobs, sizes, layerSizes, outcome } = await withHydrants();
    const { z, tx, ty } = firstHydrantTile();
    const key = `raster~2~0~${outcome.tilesKey}`;
    const left = ticket();
    const leftTile = api.rasterTile(left, key, z, tx, ty).catch((error: unknown) => error);
    const wanted = api.rasterTile(ticket(), key, z, tx, ty);
    expect(jobs.hear({ stagerJob: left.job, cancel: 'set left' })).toBe(true);
    expect(isJobCancelled(await leftTile)).toBe(true);
    expect(await wanted).toBe('tile#1');
    // Only the wanted tile was drawn.
    expect(sizes).toHaveLength(1);
    expect(layerSizes).toHaveLength(1);
  });
});

describe('input first', () => {
  it("reads an arrived answer only when the user's input rests, and the page's press notice reaches the hold", async () => {
    const fake = fakeFetch([[HYDRANTS, hydrantsOk]]);
    const rests: Array<() => void> = [];
    let presses = 0;
    const api = createLayersApi(
      { fetch: fake.fetch, sleep: recordingSleep().sleep },
      {
        transfer: (b) => b,
        hold: {
          pressed: () => void presses++,
          rest: () => new Promise<void>((resolve) => rests.push(resolve)),
        },
      },
    );
    api.configure({ appBase: 'http://localhost/' });
    api.inputPressed();
    expect(presses).toBe(1);
    api.setFocus(BOX);
    let outcome: Awaited<ReturnType<typeof api.load>> | null = null;
    void api.load(ticket(), 'hydrants').then((o) => (outcome = o));
    // Held before the answer is parsed, then before normalising, then before indexing.
    for (let step = 0; step < 3; step++) {
      await flush();
      expect(fake.calls).toHaveLength(1);
      expect(outcome).toBeNull();
      expect(rests).toHaveLength(step + 1);
      rests[step]!();
    }
    await flush();
    expect(outcome).toMatchObject({ status: 'loaded', layerId: 'hydrants', count: 3, dropped: 2 });
  });

  it('a focus changed while a load waits for input to rest ends the load there: superseded, its answer never read', async () => {
    const fake = fakeFetch([[HYDRANTS, hydrantsOk]]);
    const rests: Array<() => void> = [];
    const api = createLayersApi(
      { fetch: fake.fetch, sleep: recordingSleep().sleep },
      {
        transfer: (b) => b,
        hold: { pressed: () => undefined, rest: () => new Promise<void>((resolve) => rests.push(resolve)) },
      },
    );
    api.configure({ appBase: 'http://localhost/' });
    api.setFocus(BOX);
    const outcome = api.load(ticket(), 'hydrants');
    await flush();
    expect(rests).toHaveLength(1);
    api.setFocus(BOX2);
    rests[0]!();
    expect(await outcome).toEqual({ status: 'superseded', layerId: 'hydrants' });
    // Not parsed, normalised or indexed: no later step asked to rest.
    expect(rests).toHaveLength(1);
  });
});

/**
 * The local open-data stand-in (scripts/open-data-standin): the SoQL subset and the ArcGIS envelope
 * query the app uses, answered exactly and strictly; the committed demo store answering every URL the
 * app's query builders produce over the demo parks; and the demo generator being reproducible.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPoint, positionsOf, readAreaGeometry } from '../../src/shared/geography/geometry';
import { unionBBox, bboxOf, type BBox } from '../../src/shared/geometry/bbox';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from '../../src/shared/layers/ids';
import { readAnswer } from '../../src/shared/layers/normalise/answer';
import { curbCutsUrl, garageBusinessUrl, paddedBox } from '../../src/shared/layers/query';
import { CURB_CUTS_URL } from '../../src/shared/layers/sources';
import type { FetchFn } from '../../src/workers/net/fetchAnswer';
import { forgetLocalFiles, loadLayer } from '../../src/workers/layers/loadLayer';
import { infrastructureDemoFiles } from '../../scripts/demo-data/infrastructure/index';
import { generateParks } from '../../scripts/demo-data/parks';
import {
  createOpenDataStandIn,
  loadDemoStore,
  type DatasetStore,
  type OpenDataStandIn,
} from '../../scripts/open-data-standin/index';
import { standInMiddleware, upstreamUrl } from '../../scripts/open-data-standin/vitePlugin';
import { UNPUBLISHED_COLUMNS } from '../../src/shared/layers/unpublished';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NYC = 'https://data.cityofnewyork.us/resource';

function call(standIn: OpenDataStandIn, url: string): { status: number; json: unknown; contentType: string } {
  const answer = standIn(url);
  if (!answer) throw new Error(`not served: ${url}`);
  return { status: answer.status, json: JSON.parse(answer.body) as unknown, contentType: answer.contentType };
}

const q = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

interface Fc {
  type: string;
  features: Array<{ geometry: unknown; properties: Record<string, unknown>; id?: unknown }>;
  properties?: Record<string, unknown>;
  crs?: unknown;
}

const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const line = (...coords: number[][]) => ({ type: 'LineString', coordinates: coords });

/** A box around Times Square: north 40.76, west -73.99, south 40.75, east -73.98. */
const BOX = { n: 40.76, w: -73.99, s: 40.75, e: -73.98 };
const RING = `POLYGON((${BOX.w} ${BOX.s}, ${BOX.e} ${BOX.s}, ${BOX.e} ${BOX.n}, ${BOX.w} ${BOX.n}, ${BOX.w} ${BOX.s}))`;

function testStore(): DatasetStore {
  return {
    soda: {
      'data.cityofnewyork.us': {
        pts: {
          geoField: 'the_geom',
          rows: [
            {
              the_geom: point(BOX.w + 0.0001, BOX.n - 0.0001),
              name: 'just inside north-west',
              kind: 'a',
              x: '100',
              flag: 'True',
            },
            {
              the_geom: point(BOX.w + 0.0001, BOX.n + 0.0001),
              name: 'just north of the box',
              kind: 'b',
              x: '200',
              flag: 'False',
            },
            { the_geom: point(-73.985, 40.755), name: 'centre', kind: 'c', x: '300.5', flag: 'True' },
            { the_geom: null, name: 'no geometry', kind: 'a', x: 'n/a', flag: 'True' },
            { the_geom: point(-73.95, 40.7), name: 'far away', kind: 'b', x: '1000', flag: null },
          ],
        },
        lines: {
          geoField: 'shape',
          rows: [
            // Crosses the box from west to east: no vertex inside it.
            {
              shape: {
                type: 'MultiLineString',
                coordinates: [
                  [
                    [-74.0, 40.755],
                    [-73.97, 40.755],
                  ],
                ],
              },
              street: 'crossing',
              fire_lane: 'True',
            },
            { shape: line([-73.985, 40.755], [-73.97, 40.77]), street: 'starts inside', fire_lane: 'False' },
            // Its bbox meets the box, the line itself does not.
            { shape: line([-73.995, 40.759], [-73.989, 40.765]), street: 'bbox only', fire_lane: 'True' },
            { shape: line([-74.1, 40.6], [-74.0, 40.6]), street: 'outside', fire_lane: 'True' },
            // A polygon that contains the whole query ring.
            {
              shape: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-74.1, 40.7],
                    [-73.9, 40.7],
                    [-73.9, 40.8],
                    [-74.1, 40.8],
                    [-74.1, 40.7],
                  ],
                ],
              },
              street: 'around',
              fire_lane: 'False',
            },
            // A multipolygon whose one part has a hole the query ring sits in: no shared point.
            {
              shape: {
                type: 'MultiPolygon',
                coordinates: [
                  [
                    [
                      [-74.2, 40.6],
                      [-73.8, 40.6],
                      [-73.8, 40.9],
                      [-74.2, 40.9],
                      [-74.2, 40.6],
                    ],
                    [
                      [-74.0, 40.74],
                      [-73.97, 40.74],
                      [-73.97, 40.77],
                      [-74.0, 40.77],
                      [-74.0, 40.74],
                    ],
                  ],
                  [
                    [
                      [-73.5, 40.5],
                      [-73.4, 40.5],
                      [-73.4, 40.6],
                      [-73.5, 40.5],
                    ],
                  ],
                ],
              },
              street: 'hole',
              fire_lane: 'False',
            },
          ],
        },
      },
    },
    arcgis: {},
  };
}

describe('SoQL subset', () => {
  const standIn = createOpenDataStandIn(testStore());
  const names = (url: string): string[] => {
    const { status, json } = call(standIn, url);
    expect(status).toBe(200);
    return (json as Array<Record<string, unknown>>).map((r) => String(r.name ?? r.street));
  };

  it('reads within_box as north, west, south, east (NW corner then SE corner)', () => {
    const right = call(
      standIn,
      `${NYC}/pts.geojson?${q({ $where: `within_box(the_geom, ${BOX.n}, ${BOX.w}, ${BOX.s}, ${BOX.e})` })}`,
    );
    expect(right.status).toBe(200);
    expect(right.contentType).toMatch(/^application\/vnd\.geo\+json/);
    const fc = right.json as Fc;
    expect(fc.features.map((f) => f.properties.name)).toEqual(['just inside north-west', 'centre']);
    expect(fc.crs).toEqual({ type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } });
    // The same numbers in other orders must not find the north-west point.
    for (const swapped of [
      `${BOX.w}, ${BOX.n}, ${BOX.e}, ${BOX.s}`,
      `${BOX.s}, ${BOX.w}, ${BOX.n}, ${BOX.e}`,
      `${BOX.n}, ${BOX.e}, ${BOX.s}, ${BOX.w}`,
    ]) {
      const wrong = call(standIn, `${NYC}/pts.geojson?${q({ $where: `within_box(the_geom, ${swapped})` })}`);
      expect(wrong.status).toBe(400);
      expect(wrong.json).toMatchObject({ error: true, message: expect.stringContaining('within_box') });
    }
  });

  it('tests lines against the polygon itself, not its bbox, for intersects', () => {
    expect(names(`${NYC}/lines.json?${q({ $where: `intersects(shape, '${RING}')` })}`)).toEqual([
      'crossing',
      'starts inside',
      'around',
    ]);
  });

  it('tests points and polygons with holes for intersects', () => {
    expect(names(`${NYC}/pts.json?${q({ $where: `intersects(the_geom, '${RING}')` })}`)).toEqual([
      'just inside north-west',
      'centre',
    ]);
    const cornerOfHole = 'POLYGON((-74.01 40.73, -73.99 40.73, -73.99 40.75, -74.01 40.75, -74.01 40.73))';
    expect(
      names(`${NYC}/lines.json?${q({ $where: `intersects(shape, '${cornerOfHole}') AND street='hole'` })}`),
    ).toEqual(['hole']);
  });

  it('within_box on lines needs the whole line inside (as Socrata), or bbox overlap in the loose mode', () => {
    const where = `within_box(shape, ${BOX.n}, ${BOX.w}, ${BOX.s}, ${BOX.e})`;
    expect(call(standIn, `${NYC}/lines.json?${q({ $where: where })}`).json as unknown[]).toHaveLength(0);
    const loose = createOpenDataStandIn(testStore(), { withinBox: 'intersects' });
    expect(
      (call(loose, `${NYC}/lines.json?${q({ $where: where })}`).json as unknown[]).map(
        (r) => (r as { street: string }).street,
      ),
    ).toEqual(['crossing', 'starts inside', 'bbox only', 'around', 'hole']);
  });

  it('applies a flag filter with AND', () => {
    expect(names(`${NYC}/lines.json?${q({ $where: `intersects(shape, '${RING}') AND fire_lane='True'` })}`)).toEqual([
      'crossing',
    ]);
    expect(names(`${NYC}/pts.json?${q({ $where: "flag='True'" })}`)).toEqual([
      'just inside north-west',
      'centre',
      'no geometry',
    ]);
  });

  it('compares between numerically, bounds included, skipping non-numbers', () => {
    expect(names(`${NYC}/pts.json?${q({ $where: 'x between 100 and 300.5' })}`)).toEqual([
      'just inside north-west',
      'just north of the box',
      'centre',
    ]);
    expect(names(`${NYC}/pts.json?${q({ $where: "x between 150 and 999 AND kind in('b')" })}`)).toEqual([
      'just north of the box',
    ]);
  });

  it('matches in() against the text of the value', () => {
    expect(names(`${NYC}/pts.json?${q({ $where: "kind in('a','c')" })}`)).toEqual([
      'just inside north-west',
      'centre',
      'no geometry',
    ]);
    expect(names(`${NYC}/pts.json?${q({ $where: "name in('it''s not there')" })}`)).toEqual([]);
  });

  it('projects $select, taking .geojson geometry from the geo field', () => {
    const rows = call(standIn, `${NYC}/pts.json?${q({ $select: 'name,x', $where: "kind='c'" })}`).json;
    expect(rows).toEqual([{ name: 'centre', x: '300.5' }]);
    const fc = call(standIn, `${NYC}/pts.geojson?${q({ $select: 'the_geom,name', $where: "kind='c'" })}`).json as Fc;
    expect(fc.features).toEqual([
      { type: 'Feature', geometry: point(-73.985, 40.755), properties: { name: 'centre' } },
    ]);
    const noGeo = call(standIn, `${NYC}/pts.geojson?${q({ $select: 'name', $where: "kind='c'" })}`).json as Fc;
    expect(noGeo.features[0]!.geometry).toBeNull();
    // Null cells are left out, as Socrata leaves them out.
    const far = call(standIn, `${NYC}/pts.json?${q({ $where: "name='far away'" })}`).json as Array<
      Record<string, unknown>
    >;
    expect(Object.keys(far[0]!)).toEqual(['the_geom', 'name', 'kind', 'x']);
  });

  it('pages with $limit/$offset under $order=:id without overlap or gaps', () => {
    const all = names(`${NYC}/pts.json?${q({ $order: ':id' })}`);
    expect(all).toHaveLength(5);
    const pages = [0, 2, 4, 6].map((offset) =>
      names(`${NYC}/pts.json?${q({ $order: ':id', $limit: '2', $offset: String(offset) })}`),
    );
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flat()).toEqual(all);
  });

  it.each([
    ['NOT', { $where: "NOT kind='a'" }],
    ['parentheses', { $where: "(kind='a')" }],
    ['another operator', { $where: 'x > 5' }],
    ['ILIKE', { $where: "name ilike '%centre%'" }],
    ['a function other than upper() before LIKE', { $where: "lower(name) like '%centre%'" }],
    ['another function', { $where: 'within_circle(the_geom, 40.75, -73.98, 100)' }],
    ['a number for =', { $where: 'x=100' }],
    ['text for between', { $where: "x between '1' and '2'" }],
    ['an unknown column', { $where: "colour='red'" }],
    ['a spatial test on a non-geometry column', { $where: `within_box(name, ${BOX.n}, ${BOX.w}, ${BOX.s}, ${BOX.e})` }],
    ['an unclosed WKT ring', { $where: "intersects(the_geom, 'POLYGON((-74 40, -73 40, -73 41, -74 41))')" }],
    ['a trailing clause', { $where: "kind='a' AND" }],
    ['$group', { $group: 'kind' }],
    ['$q', { $q: 'centre' }],
    ['a simple filter', { kind: 'a' }],
    ['an order by an expression', { $order: 'upper(name)' }],
    ['an order by an unknown column', { $order: 'colour' }],
    ['an expression in $select', { $select: 'count(*)' }],
    ['simplify without an alias', { $select: 'simplify_preserve_topology(the_geom, 0.001)' }],
    ['simplify of a non-geometry column', { $select: 'simplify(name, 0.001) AS name' }],
    ['an unknown column in $select', { $select: 'name,colour' }],
    ['a negative $limit', { $limit: '-1' }],
  ])('refuses %s with a Socrata-like 400', (_label, params) => {
    const { status, json } = call(standIn, `${NYC}/pts.json?${q(params)}`);
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: true, message: expect.any(String) });
  });

  it('matches LIKE and upper(column) LIKE as SQL does (% any run, _ one character)', () => {
    expect(names(`${NYC}/pts.json?${q({ $where: "name like '%north%'" })}`)).toEqual([
      'just inside north-west',
      'just north of the box',
    ]);
    expect(names(`${NYC}/pts.json?${q({ $where: "name like '%NORTH%'" })}`)).toEqual([]);
    expect(names(`${NYC}/pts.json?${q({ $where: "upper(name) like '%NORTH%' AND kind='a'" })}`)).toEqual([
      'just inside north-west',
    ]);
    expect(names(`${NYC}/pts.json?${q({ $where: "name like 'c_ntre'" })}`)).toEqual(['centre']);
  });

  it('orders by columns (nulls last, then the row id), ascending or descending', () => {
    const byName = names(`${NYC}/pts.json?${q({ $order: 'name' })}`);
    expect(byName).toEqual([...byName].sort());
    expect(names(`${NYC}/pts.json?${q({ $order: 'name desc' })}`)).toEqual([...byName].reverse());
    expect(names(`${NYC}/pts.json?${q({ $order: 'kind, :id desc', $limit: '2' })}`)).toHaveLength(2);
  });

  it('simplifies a geometry under an alias, which a .geojson answer takes as its geometry', () => {
    // A ring with a vertex 1e-7 degrees off a straight edge: gone at a tolerance of 1e-6, kept below.
    const square = [
      [-73.99, 40.75],
      [-73.985, 40.7500001],
      [-73.98, 40.75],
      [-73.98, 40.76],
      [-73.99, 40.76],
      [-73.99, 40.75],
    ];
    const store: DatasetStore = {
      soda: {
        'data.cityofnewyork.us': {
          'abcd-0001': {
            geoField: 'multipolygon',
            rows: [{ multipolygon: { type: 'MultiPolygon', coordinates: [[square]] }, name: 'Lawn' }],
          },
        },
      },
      arcgis: {},
    };
    const own = createOpenDataStandIn(store);
    const ask = (tolerance: string) =>
      call(
        own,
        `${NYC}/abcd-0001.geojson?${q({ $select: `name,simplify_preserve_topology(multipolygon, ${tolerance}) AS multipolygon` })}`,
      ).json as Fc;
    const simple = ask('0.000001').features[0]!;
    expect(simple.properties).toEqual({ name: 'Lawn' });
    expect((simple.geometry as { coordinates: number[][][][] }).coordinates[0]![0]).toHaveLength(5);
    expect(
      (ask('0.00000001').features[0]!.geometry as { coordinates: number[][][][] }).coordinates[0]![0],
    ).toHaveLength(6);
    // A tolerance larger than the polygon: preserve topology keeps it whole rather than dropping it.
    expect(ask('1').features[0]!.geometry).not.toBeNull();
  });

  it("answers a dataset's views metadata with rowsUpdatedAt when the store records it", () => {
    const store: DatasetStore = {
      soda: {
        'data.cityofnewyork.us': {
          'abcd-0002': { geoField: null, rows: [], view: { name: 'Things', rowsUpdatedAt: 1_700_000_000 } },
          'abcd-0003': { geoField: null, rows: [] },
        },
      },
      arcgis: {},
    };
    const own = createOpenDataStandIn(store);
    expect(call(own, 'https://data.cityofnewyork.us/api/views/abcd-0002.json').json).toEqual({
      id: 'abcd-0002',
      name: 'Things',
      rowsUpdatedAt: 1_700_000_000,
      columns: [],
    });
    expect(call(own, 'https://data.cityofnewyork.us/api/views/abcd-0003.json').json).toEqual({
      id: 'abcd-0003',
      name: 'abcd-0003',
      columns: [],
    });
  });

  it('answers 404 for an unknown dataset, and null for URLs it does not serve', () => {
    const { status, json } = call(standIn, `${NYC}/zzzz-zzzz.json`);
    expect(status).toBe(404);
    expect(json).toMatchObject({ error: true });
    expect(call(standIn, 'https://data.ny.gov/resource/abcd-1234.geojson').status).toBe(404);
    expect(standIn('https://example.com/resource/pts.json')).toBeNull();
    expect(standIn('https://data.cityofnewyork.us/api/views/zzzz-zzzz.json')?.status).toBe(404);
    expect(standIn('https://data.cityofnewyork.us/api/views/pts/rows.json')).toBeNull();
    expect(standIn('not a url')).toBeNull();
  });
});

describe('ArcGIS envelope query', () => {
  // 2,500 short curb cuts on a diagonal through the box, stored out of OBJECTID order, and one far away.
  const features = Array.from({ length: 2500 }, (_, i) => {
    const id = 2500 - i;
    const lng = -73.99 + (id / 2501) * 0.01;
    const lat = 40.75 + (id / 2501) * 0.01;
    return {
      type: 'Feature' as const,
      geometry: line([lng, lat], [lng + 0.00003, lat]),
      properties: { OBJECTID: id, SUB_FEATURE_CODE: id % 2 ? 222600 : 222700, STATUS: 'Unchanged' },
    };
  });
  features.push({
    type: 'Feature',
    geometry: line([-73.9, 40.6], [-73.9001, 40.6]),
    properties: { OBJECTID: 9999, SUB_FEATURE_CODE: 222600, STATUS: 'New' },
  });
  const standIn = createOpenDataStandIn({ soda: {}, arcgis: { [CURB_CUTS_URL]: { features } } });
  const box: BBox = [-73.995, 40.745, -73.975, 40.765];

  it('pages in OBJECTID order and flags a truncated page with exceededTransferLimit', () => {
    const first = call(standIn, curbCutsUrl(box));
    expect(first.status).toBe(200);
    const page1 = first.json as Fc;
    expect(page1.features).toHaveLength(2000);
    expect(page1.properties).toEqual({ exceededTransferLimit: true });
    expect(readAnswer(page1).exceeded).toBe(true);
    const page2 = call(standIn, curbCutsUrl(box, 2000)).json as Fc;
    expect(page2.features).toHaveLength(500);
    expect(page2.properties).toBeUndefined();
    const ids = [...page1.features, ...page2.features].map((f) => f.id);
    expect(ids).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    expect(page1.features[0]!.properties).toEqual({ OBJECTID: 1, SUB_FEATURE_CODE: 222600, STATUS: 'Unchanged' });
  });

  it('intersects the envelope with the real geometry', () => {
    const small: BBox = [-73.99, 40.75, -73.989, 40.751];
    const fc = call(standIn, curbCutsUrl(small)).json as Fc;
    expect(fc.features.length).toBeGreaterThan(0);
    expect(fc.features.length).toBeLessThan(300);
    expect(fc.properties).toBeUndefined();
  });

  it.each([
    ['f=json', (u: string) => u.replace('f=geojson', 'f=json')],
    ['f=pbf', (u: string) => u.replace('f=geojson', 'f=pbf')],
    ['inSR=3857', (u: string) => u.replace('inSR=4326', 'inSR=3857')],
    ['no inSR', (u: string) => u.replace('&inSR=4326', '')],
    ['a where clause', (u: string) => `${u}&where=${encodeURIComponent('1=1')}`],
    ['a bad envelope', (u: string) => u.replace(/geometry=[^&]+/, 'geometry=1%2C2%2C3')],
  ])('refuses %s with a 400 ArcGIS error', (_label, change) => {
    const { status, json } = call(standIn, change(curbCutsUrl(box)));
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { code: 400, message: expect.any(String) } });
  });
});

describe('the demo store answers every layer the app loads over the demo parks', async () => {
  const store = await loadDemoStore(`${ROOT}demo/open-data`);
  const standIn = createOpenDataStandIn(store);
  const parks = (JSON.parse(readFileSync(`${ROOT}public/data/permit-areas/parks.geojson`, 'utf8')) as Fc).features;
  const parksBox = parks.map((f) => bboxOf(positionsOf(readAreaGeometry(f.geometry)!))).reduce(unionBBox);
  // The app's own loader, its requests answered by the stand-in with the app's own Accept header.
  const fetch: FetchFn = async (url, init) => {
    if (url.startsWith('http://localhost/')) return new Response(readFileSync(`${ROOT}public${new URL(url).pathname}`));
    const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') });
    if (!answer) throw new TypeError(`not served: ${url}`);
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
  };
  const load = (id: InfrastructureLayerId) =>
    loadLayer(LAYER_CATALOGUE[id], parksBox, {
      signal: new AbortController().signal,
      deps: { fetch, sleep: async () => undefined },
      config: {},
      appBase: 'http://localhost/',
    });

  it('has a dataset for every remote source in the catalogue', () => {
    for (const def of Object.values(LAYER_CATALOGUE)) {
      const s = def.source;
      if (s.kind === 'arcgis') expect(store.arcgis[s.url], def.id).toBeDefined();
      if (s.kind === 'soda' || s.kind === 'statePlane' || s.kind === 'garages') {
        const host = s.host === 'nyc' ? 'data.cityofnewyork.us' : 'data.ny.gov';
        expect(store.soda[host]?.[s.dataset], def.id).toBeDefined();
        if (s.kind === 'garages') expect(store.soda[host]?.[s.footprints.dataset], def.id).toBeDefined();
      }
    }
  });

  // No real answer names the centreline's fire-lane and disaster-route flags, so the demo has neither:
  // the layers say so, as they would against a real answer without them.
  it.each(['fireLanes', 'specialDisasterRoutes'] as const)('%s says the city publishes no such data', async (id) => {
    forgetLocalFiles();
    await expect(load(id)).rejects.toThrow(UNPUBLISHED_COLUMNS[id]!.text);
  });

  it.each(INFRASTRUCTURE_LAYER_IDS.filter((id) => id !== 'fireLanes' && id !== 'specialDisasterRoutes'))(
    '%s',
    async (id) => {
      forgetLocalFiles();
      const loaded = await load(id);
      expect(loaded.features.length).toBeGreaterThan(0);
      expect(loaded.dropped).toBe(0);
      if (id === 'dcwpParkingGarages') {
        const s = LAYER_CATALOGUE[id].source;
        if (s.kind !== 'garages') throw new Error('not garages');
        const rows = (
          JSON.parse(standIn(garageBusinessUrl(s, paddedBox(id, parksBox)))!.body) as Array<Record<string, unknown>>
        ).map((r) => String(r.business_category));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((c) => s.categories.includes(c))).toBe(true);
        expect(new Set(loaded.features.map((f) => f.properties.bin)).size).toBe(loaded.features.length);
      }
    },
  );
});

describe('demo infrastructure generator', () => {
  it('is deterministic, matches the committed files, and stays small', () => {
    const first = infrastructureDemoFiles();
    const second = infrastructureDemoFiles();
    expect(second).toEqual(first);
    for (const file of first) {
      // Fails when the generator changed but scripts/make-infrastructure-demo.ts was not re-run.
      expect(file.text, file.path).toBe(readFileSync(`${ROOT}${file.path}`, 'utf8'));
      expect(file.count, file.path).toBeGreaterThan(0);
      expect(file.count, file.path).toBeLessThanOrEqual(500);
    }
    expect(first.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0)).toBeLessThan(3 * 1024 * 1024);
  });

  it('puts park features inside the demo parks', async () => {
    const store = await loadDemoStore(`${ROOT}demo/open-data`);
    const parkGeoms = generateParks().features.map((f) => readAreaGeometry(f.geometry)!);
    for (const id of ['qnv7-p7a2', 'ckaz-6gaa', 'eubv-y6cr', 'hv9n-xgy4']) {
      const dataset = store.soda['data.cityofnewyork.us']![id]!;
      for (const row of dataset.rows) {
        const [x, y] = (row[dataset.geoField!] as { coordinates: [number, number] }).coordinates;
        expect(
          parkGeoms.some((g) => containsPoint(g, x, y)),
          `${id} ${String(row.propertyname)} ${x},${y}`,
        ).toBe(true);
      }
    }
  });
});

describe('vite plugin middleware', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const standIn = createOpenDataStandIn(testStore());
    const middleware = standInMiddleware(() => Promise.resolve(standIn));
    server = createServer((req, res) => middleware(req, res, () => undefined));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('maps /demo-open-data/{host}/{rest} to https://{host}/{rest}', () => {
    expect(upstreamUrl('/demo-open-data/data.ny.gov/resource/i9wp-a4ja.geojson?$limit=1')).toBe(
      'https://data.ny.gov/resource/i9wp-a4ja.geojson?$limit=1',
    );
    expect(upstreamUrl('/data.cityofnewyork.us/resource/x.json')).toBe('https://data.cityofnewyork.us/resource/x.json');
    expect(upstreamUrl('/nohost')).toBeNull();
  });

  it('answers with the stand-in and CORS headers', async () => {
    const res = await fetch(
      `${base}/demo-open-data/data.cityofnewyork.us/resource/pts.json?${q({ $where: "kind='c'" })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject([{ name: 'centre' }]);
    const bad = await fetch(`${base}/demo-open-data/data.cityofnewyork.us/resource/pts.json?$where=nonsense`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await fetch(`${base}/demo-open-data/example.com/anything`);
    expect(missing.status).toBe(404);
    const preflight = await fetch(`${base}/demo-open-data/data.ny.gov/resource/x.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });
});

/**
 * What the stand-in answers besides the query: the format Socrata's content negotiation picks from the
 * path and the Accept header, columns typed as Socrata types them (a legacy Location is no geometry), and
 * Socrata's error bodies.
 */
describe('speaking like Socrata', () => {
  const store: DatasetStore = {
    soda: {
      'data.cityofnewyork.us': {
        pts: testStore().soda['data.cityofnewyork.us']!.pts!,
        legacy: {
          geoField: 'location_1',
          columns: { name: 'text', location_1: 'location', latitude: 'number', longitude: 'number' },
          rows: [
            {
              name: 'inside',
              location_1: { latitude: '40.755', longitude: '-73.985', human_address: '{"address": ""}' },
              latitude: '40.755',
              longitude: '-73.985',
            },
            { name: 'outside', location_1: { latitude: '40.70', longitude: '-73.90' } },
            { name: 'no location', location_1: null },
          ],
        },
        flags: {
          geoField: 'the_geom',
          columns: { the_geom: 'line', street: 'text', fire_lane: 'checkbox' },
          rows: [
            { the_geom: line([-73.99, 40.755], [-73.98, 40.755]), street: 'W 42 ST', fire_lane: true },
            { the_geom: line([-73.99, 40.756], [-73.98, 40.756]), street: '7 AVENUE', fire_lane: false },
          ],
        },
      },
    },
    arcgis: {},
  };
  const standIn = createOpenDataStandIn(store);
  const withinBox = q({ $where: `within_box(the_geom, ${BOX.n}, ${BOX.w}, ${BOX.s}, ${BOX.e})` });
  const ask = (path: string, accept?: string | null) => {
    const answer = standIn(`${NYC}/${path}`, { accept: accept ?? null });
    if (!answer) throw new Error(`not served: ${path}`);
    return answer;
  };

  it.each([
    ['no Accept header', null],
    ['*/*', '*/*'],
    ['the GeoJSON type', 'application/vnd.geo+json'],
    ['application/*', 'application/*'],
    ['the app own GeoJSON Accept', 'application/vnd.geo+json, application/geo+json, application/json;q=0.9'],
  ])('answers .geojson with features for %s', (_label, accept) => {
    const answer = ask(`pts.geojson?${withinBox}`, accept);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/vnd\.geo\+json/);
    expect((JSON.parse(answer.body) as Fc).type).toBe('FeatureCollection');
  });

  it.each([
    ['application/json', 'application/json'],
    ['application/geo+json (not the type Socrata serves)', 'application/geo+json, application/json'],
    ['GeoJSON refused with q=0', 'application/vnd.geo+json;q=0, */*'],
  ])('answers .geojson with JSON rows when the Accept header is %s', (_label, accept) => {
    const answer = ask(`pts.geojson?${withinBox}`, accept);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    const rows = JSON.parse(answer.body) as Array<Record<string, unknown>>;
    expect(Array.isArray(rows)).toBe(true);
    // Rows carry the geometry column as a field, GeoJSON in JSON.
    expect(rows[0]).toMatchObject({ name: 'just inside north-west', the_geom: { type: 'Point' } });
  });

  it('answers .json with features when the Accept header admits only GeoJSON, and 406 when it admits nothing served', () => {
    expect(ask(`pts.json?${withinBox}`, 'application/vnd.geo+json').contentType).toMatch(
      /^application\/vnd\.geo\+json/,
    );
    const refused = ask(`pts.json?${withinBox}`, 'text/html');
    expect(refused.status).toBe(406);
    expect(refused.body).toBe('');
  });

  it('writes nulls into GeoJSON properties and leaves them out of JSON rows, as the exporters do', () => {
    const far = q({ $where: `within_box(the_geom, 40.71, -73.96, 40.69, -73.94)` });
    const feature = (JSON.parse(ask(`pts.geojson?${far}`).body) as Fc).features[0]!;
    expect(feature.properties).toEqual({ name: 'far away', kind: 'b', x: '1000', flag: null });
    expect(JSON.parse(ask(`pts.json?${far}`, 'application/json').body)).toEqual([
      { the_geom: { type: 'Point', coordinates: [-73.95, 40.7] }, name: 'far away', kind: 'b', x: '1000' },
    ]);
  });

  it('keeps a legacy Location out of the geometry: within_box finds it, GeoJSON carries it as a property, intersects refuses it', () => {
    const where = q({ $where: `within_box(location_1, ${BOX.n}, ${BOX.w}, ${BOX.s}, ${BOX.e})` });
    const fc = JSON.parse(ask(`legacy.geojson?${where}`).body) as Fc;
    expect(fc.features).toHaveLength(1);
    expect(fc.features[0]!.geometry).toBeNull();
    expect(fc.features[0]!.properties.location_1).toEqual({
      latitude: '40.755',
      longitude: '-73.985',
      human_address: '{"address": ""}',
    });
    const intersects = ask(`legacy.geojson?${q({ $where: `intersects(location_1, '${RING}')` })}`);
    expect(intersects.status).toBe(400);
    expect(JSON.parse(intersects.body)).toMatchObject({ code: 'query.soql.type-mismatch', error: true });
  });

  it('compares a checkbox with true or false, and refuses text for it (and a boolean for text)', () => {
    const where = (flag: string) => q({ $where: `intersects(the_geom, '${RING}') AND ${flag}` });
    expect(JSON.parse(ask(`flags.json?${where('fire_lane = true')}`, 'application/json').body)).toEqual([
      expect.objectContaining({ street: 'W 42 ST', fire_lane: true }),
    ]);
    for (const wrong of ["fire_lane='True'", 'street = true']) {
      const answer = ask(`flags.json?${where(wrong)}`, 'application/json');
      expect(answer.status, wrong).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'query.soql.type-mismatch', error: true });
    }
  });

  it('reads OR between AND-groups, and upper(column) = text, as the street search sends them', () => {
    const where = q({ $where: "upper(street)='7 AVENUE' OR upper(street) like 'W %' AND fire_lane = true" });
    const streets = (JSON.parse(ask(`flags.json?${where}`, 'application/json').body) as Array<{ street: string }>).map(
      (r) => r.street,
    );
    expect(streets).toEqual(['W 42 ST', '7 AVENUE']);
  });

  it('answers an error as Socrata documents it: code, error, message and what was asked', () => {
    const answer = ask(`pts.json?${q({ $where: "colour='red'" })}`, 'application/json');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'query.soql.no-such-column',
      error: true,
      message: 'No such column: colour',
      data: { query: { $where: "colour='red'" } },
    });
  });

  it('publishes each column with its type in the views metadata', () => {
    const own = createOpenDataStandIn({
      soda: { 'data.cityofnewyork.us': { 'lega-cy00': store.soda['data.cityofnewyork.us']!.legacy! } },
      arcgis: {},
    });
    const columns = (
      JSON.parse(own('https://data.cityofnewyork.us/api/views/lega-cy00.json')!.body) as {
        columns: Array<{ fieldName: string; dataTypeName: string }>;
      }
    ).columns;
    expect(columns.map((c) => [c.fieldName, c.dataTypeName])).toEqual([
      ['name', 'text'],
      ['location_1', 'location'],
      ['latitude', 'number'],
      ['longitude', 'number'],
    ]);
  });
});

/**
 * Intersections anywhere in the city, in the geography engine: outside ?demo, with a sample bundled
 * file, the nodes come from the street centreline (inkn-q76z) where the user looks, derived where
 * differently named segments meet and named by the crossing streets; a two-street search finds them
 * city-wide; the sample nodes stand in when the centreline cannot be reached. The service is the
 * project's stand-in, in Socrata's shapes.
 */
import { describe, expect, it } from 'vitest';
import { createOpenDataStandIn, type DatasetStore } from '../../scripts/open-data-standin/index';
import { BUNDLED_META_KEY } from '../../src/shared/data/bundledMeta';
import {
  cellsCovering,
  CELL_DEG,
  CENTRELINE_PAGE_SIZE,
  inCell,
  nameHasWord,
  NYC_BOX,
} from '../../src/shared/intersections/centrelineQuery';
import { canonicalWords, namesStreet, parseStreetPair, spellingsOf } from '../../src/shared/intersections/streetSearch';
import { parkSlopeRows } from '../lib/parkSlope';
import { sleep } from '../../src/shared/async/sleep';
import { createGeographyApi } from '../../src/workers/geography/api';
import { memoryAreaCache } from '../../src/workers/geography/areaCache';
import type { FetchFn } from '../../src/workers/geography/loadAreas';
import { centrelineStore } from './helpers/centreline';
import { tileOf } from './helpers/areas';
import { ticket } from './helpers/tickets';
import { jobHost } from '../../src/shared/async/jobs';
import { isJobCancelled } from '../support/jobCancelled';
import { waitFor } from '../../src/shared/async/waitFor';

const BUNDLED = 'http://app.test/data/permit-areas/intersections.geojson';
/** The sample: two Midtown nodes. */
const SAMPLE = {
  type: 'FeatureCollection',
  [BUNDLED_META_KEY]: { sample: true, title: 'Sample intersections', source: 'test', asOf: null },
  features: [
    {
      type: 'Feature',
      id: 's1',
      geometry: { type: 'Point', coordinates: [-73.987, 40.7565] },
      properties: { FSN_1: 'WEST 42 STREET', FSN_2: '7 AVENUE' },
    },
    {
      type: 'Feature',
      id: 's2',
      geometry: { type: 'Point', coordinates: [-73.985, 40.757] },
      properties: { FSN_1: 'WEST 43 STREET', FSN_2: '7 AVENUE' },
    },
  ],
};
const PARK_SLOPE: [number, number, number, number] = [-73.99, 40.67, -73.97, 40.68];

function engine(store: DatasetStore, fail = false) {
  const calls: string[] = [];
  const standIn = createOpenDataStandIn(store);
  const fetch: FetchFn = async (url, init) => {
    calls.push(url);
    if (url.startsWith(BUNDLED)) return new Response(JSON.stringify(SAMPLE));
    if (fail) throw new TypeError('Failed to fetch');
    // The app's own Accept header decides the format, as Socrata's content negotiation does.
    const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') });
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(answer.body, { status: answer.status });
  };
  const api = createGeographyApi({ fetch, sleep: async () => {}, now: () => 1, cache: memoryAreaCache() });
  return { api, calls };
}

const resources = (calls: string[]) => calls.filter((u) => u.includes('/resource/inkn-q76z'));

describe('intersections from the street centreline', () => {
  it("a view's 16 cells keep at most six requests in flight to the city's host, the rest queued", async () => {
    const store = centrelineStore();
    const standIn = createOpenDataStandIn(store);
    let inFlight = 0;
    let most = 0;
    let cells = 0;
    const fetch: FetchFn = async (url, init) => {
      if (url.startsWith(BUNDLED)) return new Response(JSON.stringify(SAMPLE));
      const cell = url.includes('/resource/inkn-q76z');
      if (cell) {
        cells++;
        most = Math.max(most, ++inFlight);
        // Answers come a turn later, so requests sent together are in flight together.
        await sleep(0);
      }
      const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') })!;
      if (cell) inFlight--;
      return new Response(answer.body, { status: answer.status });
    };
    const api = createGeographyApi({ fetch, sleep: async () => {}, now: () => 1, cache: memoryAreaCache() });
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    // A view over four by four cells.
    const wide: [number, number, number, number] = [-73.99, 40.65, -73.93, 40.71];
    expect(cellsCovering(wide)).toHaveLength(16);
    await api.nodesInView(ticket(), outcome.tilesKey, wide);
    expect(cells).toBe(16);
    expect(most).toBe(6);
  });

  it('start empty, then come where the user looks, named by the crossing streets', async () => {
    const { api, calls } = engine(centrelineStore());
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    expect(outcome).toMatchObject({
      status: 'loaded',
      count: 0,
      bbox: NYC_BOX,
      source: { kind: 'centreline', dataset: 'inkn-q76z' },
    });
    if (outcome.status !== 'loaded') return;
    const view = await api.nodesInView(ticket(), outcome.tilesKey, PARK_SLOPE);
    expect(view).toEqual({ status: 'nodes', count: 9, added: 9, updatedAt: '2025-05-20' });
    // Only the geometry and the name, for the view's cells.
    const asked = resources(calls).map((u) => new URL(u).searchParams);
    expect(asked.length).toBe(cellsCovering(PARK_SLOPE).length);
    expect(asked[0]!.get('$select')).toBe('the_geom,full_street_name');
    expect(asked[0]!.get('$where')).toMatch(/^intersects\(the_geom, 'POLYGON\(\(/);

    const hits = api.hitTest('intersections', -73.978, 40.674);
    expect(hits.map((h) => h.name)).toEqual(['7 AV & PRESIDENT ST']);
    const target = api.focusTarget('intersections', hits[0]!.idx, { canonical: false });
    expect(target?.point).toEqual([-73.978, 40.674]);
    expect(api.search('intersections', 'president').length).toBe(3);

    // The same view again: every cell was asked once; the nodes and their idx stay.
    expect(await api.nodesInView(ticket(), outcome.tilesKey, PARK_SLOPE)).toMatchObject({ count: 9, added: 0 });
    expect(resources(calls)).toHaveLength(asked.length);
    expect(api.hitTest('intersections', -73.978, 40.674)[0]!.idx).toBe(hits[0]!.idx);
    // And the tiles of the load now hold them.
    const [x, y] = tileOf(-73.978, 40.674, 14);
    expect(api.tile(outcome.tilesKey, 14, x, y)).not.toBeNull();
  });

  it('are found by two street names anywhere in the city', async () => {
    const { api, calls } = engine(centrelineStore());
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    const hits = await api.searchStreets(ticket(), outcome.tilesKey, 'Seventh Avenue & Union Street');
    expect(hits).toEqual([
      {
        idx: expect.any(Number),
        label: '7 AV & UNION ST',
        labelMatch: [0, 4],
        secondary: '',
        secondaryMatch: null,
        detail: "Intersection · the city's street centreline",
        isPoint: true,
      },
    ]);
    expect(api.focusTarget('intersections', hits[0]!.idx, { canonical: false })?.point).toEqual([-73.978, 40.675]);
    const wheres = resources(calls).map((u) => new URL(u).searchParams.get('$where'));
    expect(wheres).toEqual([nameHasWord('7'), nameHasWord('UNION')]);
    // One street alone is not a city search.
    expect(await api.searchStreets(ticket(), outcome.tilesKey, 'union st')).toEqual([]);
  });

  it('search a number as a whole word in every spelling, never inside another number', () => {
    expect(spellingsOf('7')).toEqual(['7', '7TH', 'SEVENTH']);
    expect(spellingsOf('42')).toEqual(['42', '42ND']);
    expect(spellingsOf('13')).toEqual(['13', '13TH']);
    expect(spellingsOf('AV')).toEqual(['AV', 'AVENUE', 'AVE']);
    const where = nameHasWord('7');
    expect(where).toContain("upper(full_street_name) like '% 7 %'");
    expect(where).not.toContain('%7%');
  });

  it('cannot miss a street: a numbered street is found past 25,000 other segments whose names hold the digit', async () => {
    // 21,000 '17 STREET' and 5,100 'WEST 7 STREET' segments before Park Slope's 7 AV in :id order: the old
    // '%7%' search read the first 20,000 rows and stopped; a whole-word search skips the 17s and pages on.
    const far = (name: string, i: number) => ({
      the_geom: {
        type: 'MultiLineString',
        coordinates: [
          [
            [-73.9 + i * 1e-6, 40.8],
            [-73.9 + i * 1e-6, 40.801],
          ],
        ],
      },
      full_street_name: name,
    });
    const filler = [
      ...Array.from({ length: 21_000 }, (_, i) => far('17 STREET', i)),
      ...Array.from({ length: CENTRELINE_PAGE_SIZE + 100 }, (_, i) => far('WEST 7 STREET', i)),
    ];
    const { api, calls } = engine(centrelineStore([...filler, ...parkSlopeRows()]));
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    const hits = await api.searchStreets(ticket(), outcome.tilesKey, '7 Av & Union St');
    expect(hits.map((h) => h.label)).toEqual(['7 AV & UNION ST']);
    // The 7s came in two pages; the 17s were never asked for.
    const sevens = resources(calls).filter((u) => new URL(u).searchParams.get('$where') === nameHasWord('7'));
    expect(sevens).toHaveLength(2);
  });

  it("a street search is a job: the page's cancel aborts its requests, and it fails as cancelled", async () => {
    const store = centrelineStore();
    const standIn = createOpenDataStandIn(store);
    const searching: AbortSignal[] = [];
    const fetch: FetchFn = async (url, init) => {
      if (url.startsWith(BUNDLED)) return new Response(JSON.stringify(SAMPLE));
      const named = new URL(url).searchParams.get('$where')?.includes('full_street_name') ?? false;
      if (named) {
        // The city's answer is held until the job is cancelled.
        const signal = init.signal!;
        searching.push(signal);
        await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      }
      const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') })!;
      return new Response(answer.body, { status: answer.status });
    };
    const jobs = jobHost();
    const api = createGeographyApi(
      { fetch, sleep: async () => {}, now: () => 1, cache: memoryAreaCache() },
      undefined,
      jobs,
    );
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    const search = ticket();
    const answer = api.searchStreets(search, outcome.tilesKey, '7 Av & Union St').catch((e: unknown) => e);
    await waitFor(() => searching.length === 2, 5000, 5, 'the two streets were not asked for');
    expect(searching.every((signal) => !signal.aborted)).toBe(true);
    jobs.hear({ stagerJob: search.job, cancel: 'a newer query' });
    expect(isJobCancelled(await answer)).toBe(true);
    expect(searching.every((signal) => signal.aborted)).toBe(true);
  });

  it('the sample nodes stand in when the centreline cannot be reached, and say why', async () => {
    const { api } = engine(centrelineStore(), true);
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    if (outcome.status !== 'loaded') throw new Error('not loaded');
    expect(await api.nodesInView(ticket(), outcome.tilesKey, PARK_SLOPE)).toEqual({
      status: 'fallback',
      count: 2,
      detail: 'data.cityofnewyork.us could not be reached (Failed to fetch)',
      title: 'Sample intersections',
      updatedAt: null,
    });
    expect(api.search('intersections', '42').map((h) => h.label)).toEqual(['WEST 42 STREET']);
  });

  it('under ?demo the bundled nodes are the data and the centreline is not asked', async () => {
    const { api, calls } = engine(centrelineStore());
    api.configure({ demo: true });
    const outcome = await api.loadAreas(ticket(), 'intersections', BUNDLED);
    expect(outcome).toMatchObject({ count: 2, source: { kind: 'sample', reason: 'demo' } });
    if (outcome.status !== 'loaded') return;
    expect(await api.nodesInView(ticket(), outcome.tilesKey, PARK_SLOPE)).toEqual({ status: 'superseded' });
    expect(resources(calls)).toEqual([]);
  });
});

describe('street names and view cells', () => {
  it('reads a typed street the way the city writes it', () => {
    expect(canonicalWords('West 42nd Street')).toEqual(['W', '42', 'ST']);
    expect(canonicalWords('Fifth Ave.')).toEqual(['5', 'AV']);
    const pair = parseStreetPair('broadway and w 42nd st')!;
    expect(pair.map((p) => p.key)).toEqual(['BROADWAY', '42']);
    expect(namesStreet(pair[1], 'W 42 ST')).toBe(true);
    expect(namesStreet(pair[1], 'WEST 42 STREET')).toBe(true);
    expect(namesStreet(pair[1], 'E 42 ST')).toBe(false);
    expect(namesStreet(pair[1], 'W 142 ST')).toBe(false);
    expect(parseStreetPair('Union St / 7 Av')?.map((p) => p.key)).toEqual(['UNION', '7']);
    expect(parseStreetPair('broadway')).toBeNull();
    expect(parseStreetPair('w & st')).toBeNull();
  });

  it('cuts a view into fixed cells, nearest first, none outside the city; a node is in one cell only', () => {
    const cells = cellsCovering(PARK_SLOPE);
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) expect(c.box[2] - c.box[0]).toBeCloseTo(CELL_DEG, 10);
    expect(cellsCovering([0, 0, 1, 1])).toEqual([]);
    const edge = cells[0]!.box[0];
    expect(cells.filter((c) => inCell(c, edge, (c.box[1] + c.box[3]) / 2)).length).toBeLessThanOrEqual(1);
  });
});

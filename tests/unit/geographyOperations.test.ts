// The geography worker's operations over its explicit state (src/workers/geography/state.ts), each on
// its own: the load, the area tiles, the city check, live intersections, the queries and the
// configuration, over a state made by hand (a load set as current, a job with its own signal).
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src/shared/async/jobs';
import { AreaIndex } from '../../src/shared/geography/areaIndex';
import { buildAreaTiles } from '../../src/shared/geography/areaTiles';
import type { GeographyType } from '../../src/shared/geography/modes';
import { parseAreaCollection, type ParsedAreas } from '../../src/shared/geography/parseAreas';
import { memoryAreaCache } from '../../src/workers/geography/areaCache';
import { refreshCityAreas } from '../../src/workers/geography/cityCheck';
import type { CityAreas } from '../../src/workers/geography/cityParks';
import { CityNodes } from '../../src/workers/geography/cityNodes';
import { configure } from '../../src/workers/geography/configure';
import type { FetchFn, LoadDeps } from '../../src/workers/geography/loadAreas';
import { loadJob } from '../../src/workers/geography/loadJob';
import { nodesInView } from '../../src/workers/geography/nodesInView';
import { findArea, geometries, hitTest, search } from '../../src/workers/geography/queries';
import { searchStreets } from '../../src/workers/geography/searchStreets';
import { geographyState, type CurrentLoad, type GeographyState } from '../../src/workers/geography/state';
import { areaTile } from '../../src/workers/geography/tiles';
import { overlappingParks, tileOf } from './helpers/areas';

let lastJob = 0;
/** A job as the worker's host hands it to an operation, with the page's cancel at hand. */
function job(): Job & { cancel(): void } {
  const page = new AbortController();
  return { id: ++lastJob, signal: page.signal, progress: () => undefined, cancel: () => page.abort() };
}

/** A fetch that never answers: every request it was asked waits until its signal aborts, and is recorded then. */
function hangingFetch() {
  const asked: string[] = [];
  const aborted: string[] = [];
  const fetch: FetchFn = (url, init) =>
    new Promise((_, reject) => {
      asked.push(url);
      init.signal?.addEventListener('abort', () => {
        aborted.push(url);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  return { fetch, asked, aborted };
}

function deps(fetch: FetchFn): LoadDeps {
  return { fetch, sleep: async () => undefined, now: () => 1, cache: memoryAreaCache() };
}

/** A parks load as `loadJob` makes it current, keyed `key`. */
function parksLoad(key: string, extra: Partial<CurrentLoad> = {}): CurrentLoad {
  const parsed = parseAreaCollection(overlappingParks(), 'parks');
  return {
    index: new AreaIndex('parks', parsed),
    tiles: buildAreaTiles(parsed.records),
    city: null,
    liveNodes: null,
    key,
    nodes: null,
    ...extra,
  };
}

const noAreas = (): ParsedAreas => ({ records: [], skipped: 0, bbox: [-74.3, 40.4, -73.7, 40.95] });

/** An intersections load with live nodes from the centreline, tied to `life` as loadJob ties them. */
function liveNodesLoad(state: GeographyState, key: string, life: AbortSignal): CurrentLoad {
  const index = new AreaIndex('intersections', noAreas());
  return {
    index,
    tiles: buildAreaTiles([]),
    city: null,
    liveNodes: null,
    key,
    nodes: new CityNodes(
      index,
      { parsed: noAreas(), title: 'Sample intersections' },
      {
        deps: { ...state.deps, slots: state.slots },
        signal: life,
        onAppended: () => undefined,
      },
    ),
  };
}

const PARKS_URL = 'http://app.test/data/permit-areas/parks.geojson';

describe('the geography worker operations', () => {
  it('load: a newer load supersedes the older, aborts its requests, and alone becomes current', async () => {
    const requests = hangingFetch();
    const state = geographyState(deps(requests.fetch));
    const older = loadJob(state, job(), 'plazas', 'http://app.test/plazas.geojson');
    expect(requests.asked).toHaveLength(1);

    const newer = job();
    const file = JSON.stringify(overlappingParks());
    state.deps = { ...state.deps, fetch: async () => new Response(file) };
    const loaded = await loadJob(state, newer, 'parks', PARKS_URL);

    expect(await older).toEqual({ status: 'superseded' });
    expect(requests.aborted).toHaveLength(1);
    expect(loaded).toMatchObject({ status: 'loaded', mode: 'parks', count: 4, tilesKey: `parks-${newer.id}` });
    expect(state.current?.key).toBe(`parks-${newer.id}`);
    expect(state.current?.index.mode).toBe('parks');
  });

  it("load: the page's cancel ends it as superseded and leaves no load current", async () => {
    const requests = hangingFetch();
    const state = geographyState(deps(requests.fetch));
    state.current = parksLoad('parks-1');
    const asked = job();
    const load = loadJob(state, asked, 'parks', PARKS_URL);
    expect(state.current).toBeNull();
    asked.cancel();
    expect(await load).toEqual({ status: 'superseded' });
    expect(requests.aborted).toHaveLength(1);
    expect(state.current).toBeNull();
  });

  it('tiles: the current load serves its tile, handed over; a tile asked with an old key answers null', () => {
    const state = geographyState(deps(hangingFetch().fetch));
    state.current = parksLoad('parks-7');
    const handed: ArrayBuffer[] = [];
    const hooks = { transfer: (buffer: ArrayBuffer) => (handed.push(buffer), buffer) };
    const [x, y] = tileOf(-73.985, 40.755, 14);

    const tile = areaTile(state, hooks, 'parks-7', 14, x, y);
    expect(tile).toBeInstanceOf(ArrayBuffer);
    expect(tile!.byteLength).toBeGreaterThan(100);
    expect(handed).toEqual([tile]);
    expect(areaTile(state, hooks, 'parks-7', 14, 0, 0)).toBeNull();
    expect(areaTile(state, hooks, 'parks-6', 14, x, y)).toBeNull();
    state.current = null;
    expect(areaTile(state, hooks, 'parks-7', 14, x, y)).toBeNull();
    expect(handed).toHaveLength(1);
  });

  it('city check: it runs only for a saved copy of the load named, and ends when the next load starts', async () => {
    const requests = hangingFetch();
    const state = geographyState(deps(requests.fetch));
    const city: CityAreas = {
      collection: { type: 'FeatureCollection', features: [] },
      updatedAt: '2026-11-01T00:00:00.000Z',
      savedAt: '2026-11-02T00:00:00.000Z',
      cacheError: null,
    };
    state.current = parksLoad('parks-3', { city: { ...city, savedAt: null } });
    expect(await refreshCityAreas(state, job(), 'parks-3')).toEqual({ status: 'current' });
    state.current = parksLoad('parks-3', { city });
    expect(await refreshCityAreas(state, job(), 'parks-2')).toEqual({ status: 'current' });
    expect(requests.asked).toEqual([]);

    const check = refreshCityAreas(state, job(), 'parks-3');
    await expect.poll(() => requests.asked.length).toBe(1);
    const next = loadJob(state, job(), 'parks', PARKS_URL);
    expect(await check).toEqual({ status: 'unchecked' });
    expect(requests.aborted).toEqual([requests.asked[0]]);
    state.loadLives.next();
    await next;
  });

  it('nodes in view: a load without live nodes or an old key answers superseded; a load ended during the wait too', async () => {
    const requests = hangingFetch();
    const state = geographyState(deps(requests.fetch));
    const box: [number, number, number, number] = [-73.9865, 40.7575, -73.9845, 40.7585];
    state.current = parksLoad('parks-4');
    expect(await nodesInView(state, job(), 'parks-4', box)).toEqual({ status: 'superseded' });

    state.current = liveNodesLoad(state, 'intersections-5', state.loadLives.next().signal);
    expect(await nodesInView(state, job(), 'intersections-4', box)).toEqual({ status: 'superseded' });
    expect(requests.asked).toHaveLength(1); // the centreline's date, asked once per load

    const view = nodesInView(state, job(), 'intersections-5', box);
    await expect.poll(() => requests.asked.length).toBeGreaterThan(1);
    state.current = null;
    state.loadLives.next();
    expect(await view).toEqual({ status: 'superseded' });
  });

  it("search streets: empty without live nodes; the load's end answers empty, the page's cancel fails it", async () => {
    const requests = hangingFetch();
    const state = geographyState(deps(requests.fetch));
    state.current = parksLoad('parks-8');
    expect(await searchStreets(state, job(), 'parks-8', 'Broadway & W 42 St')).toEqual([]);

    state.current = liveNodesLoad(state, 'intersections-9', state.loadLives.next().signal);
    expect(await searchStreets(state, job(), 'intersections-8', 'Broadway & W 42 St')).toEqual([]);
    const ended = searchStreets(state, job(), 'intersections-9', 'Broadway & W 42 St');
    await expect.poll(() => requests.asked.length).toBeGreaterThan(1);
    state.loadLives.next();
    expect(await ended).toEqual([]);

    state.current = liveNodesLoad(state, 'intersections-10', state.loadLives.next().signal);
    const asked = requests.asked.length;
    const page = job();
    const cancelled = searchStreets(state, page, 'intersections-10', 'Broadway & W 42 St').catch((e: unknown) => e);
    await expect.poll(() => requests.asked.length).toBeGreaterThan(asked + 1);
    page.cancel();
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
    state.loadLives.next();
  });

  it('queries: they answer from the current load of their geography only', () => {
    const state = geographyState(deps(hangingFetch().fetch));
    const ask = (mode: GeographyType) => ({
      search: search(state, mode, 'lawn').map((h) => h.idx),
      hits: hitTest(state, mode, -73.985, 40.755).length,
      found: findArea(state, mode, 'P-LAWN', 'P-LAWN')?.area.name ?? null,
      geometries: geometries(state, mode, [0, 2]).features.map((f) => f.id),
    });
    expect(ask('parks')).toEqual({ search: [], hits: 0, found: null, geometries: [] });
    state.current = parksLoad('parks-11');
    expect(ask('parks')).toEqual({
      search: [1],
      hits: 3,
      found: 'Test Park - Lawn',
      geometries: [0, 2],
    });
    expect(ask('plazas')).toEqual({ search: [], hits: 0, found: null, geometries: [] });
  });

  it('configure: the time limit goes to the requests, not the configuration, and is dropped when not given again', () => {
    const base = deps(hangingFetch().fetch);
    const state = geographyState(base);
    configure(state, { demo: true, appToken: 'token', timeoutMs: 250 });
    expect(state.config).toEqual({ demo: true, appToken: 'token' });
    expect(state.deps).toEqual({ ...base, timeoutMs: 250 });
    configure(state, { demo: false });
    expect(state.config).toEqual({ demo: false });
    expect(state.deps).toBe(base);
  });
});

import { describe, expect, it } from 'vitest';
import { jobHost } from '../../src/shared/async/jobs';
import { isJobCancelled } from '../support/jobCancelled';
import { createGeographyApi } from '../../src/workers/geography/api';
import type { FetchFn } from '../../src/workers/geography/loadAreas';
import { memoryAreaCache } from '../../src/workers/geography/areaCache';
import { overlappingParks, tileOf } from './helpers/areas';
import { ticket } from './helpers/tickets';

type Reply = { status: number; body: string } | Error;

/** A fetch that answers from a script of replies and records the URLs and headers asked for. */
function scriptedFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFn = async (url, init) => {
    calls.push({ url, init });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body, { status: reply.status });
  };
  return { fetch, calls };
}

function engine(replies: Reply[]) {
  const waits: number[] = [];
  const { fetch, calls } = scriptedFetch(replies);
  const api = createGeographyApi({
    fetch,
    sleep: async (ms) => void waits.push(ms),
    now: () => 1234,
    cache: memoryAreaCache(),
  });
  return { api, calls, waits };
}

const ok = (data: unknown): Reply => ({ status: 200, body: JSON.stringify(data) });
const URL_PARKS = 'http://app.test/data/permit-areas/parks.geojson';

describe('geography engine: loading', () => {
  it('fetches with _ts and no-cache, validates, and serves vector tiles of that load only', async () => {
    const { api, calls } = engine([ok(overlappingParks())]);
    const outcome = await api.loadAreas(ticket(), 'parks', URL_PARKS);
    expect(outcome.status).toBe('loaded');
    if (outcome.status !== 'loaded') return;
    expect(outcome.count).toBe(4);
    expect(calls[0]!.url).toBe(`${URL_PARKS}?_ts=1234`);
    expect(calls[0]!.init.cache).toBe('no-store');
    expect((calls[0]!.init.headers as Record<string, string>)['Cache-Control']).toBe('no-cache');
    const [x, y] = tileOf(-73.985, 40.755, 14);
    const tile = api.tile(outcome.tilesKey, 14, x, y);
    expect(tile).toBeInstanceOf(ArrayBuffer);
    expect(tile!.byteLength).toBeGreaterThan(100);
    expect(api.tile(outcome.tilesKey, 14, 0, 0)).toBeNull();
    expect(api.tile('parks-999', 14, x, y)).toBeNull();
  });

  it('retries HTTP failures 5 times with the spec back-off, then reports the spec text', async () => {
    const { api, calls, waits } = engine([{ status: 500, body: 'boom' }]);
    const outcome = await api.loadAreas(ticket(), 'parks', URL_PARKS);
    expect(outcome).toEqual({
      status: 'failed',
      mode: 'parks',
      message: 'Failed to load polygon areas',
      detail: 'HTTP 500',
    });
    expect(calls).toHaveLength(5);
    expect(waits).toEqual([500, 1000, 2000, 4000]);
  });

  it('says point areas for intersections, and recovers when a retry succeeds', async () => {
    const failing = engine([new TypeError('Failed to fetch')]);
    expect(await failing.api.loadAreas(ticket(), 'intersections', URL_PARKS)).toMatchObject({
      message: 'Failed to load point areas',
      detail: 'Failed to fetch',
    });
    const flaky = engine([{ status: 503, body: '' }, ok(overlappingParks())]);
    expect((await flaky.api.loadAreas(ticket(), 'parks', URL_PARKS)).status).toBe('loaded');
    expect(flaky.calls).toHaveLength(2);
  });

  it('does not retry a malformed or empty file, and says what is wrong', async () => {
    const broken = engine([{ status: 200, body: '{"type":"FeatureCol' }]);
    expect(await broken.api.loadAreas(ticket(), 'parks', URL_PARKS)).toMatchObject({
      status: 'failed',
      message: 'The area file is not valid JSON',
    });
    expect(broken.calls).toHaveLength(1);
    const empty = engine([ok({ type: 'FeatureCollection', features: [] })]);
    expect(await empty.api.loadAreas(ticket(), 'parks', URL_PARKS)).toMatchObject({
      status: 'failed',
      message: 'The area file contains no areas',
    });
  });

  it('abandons a superseded load: only the newest geography is applied', async () => {
    let release: (r: Response) => void = () => {};
    const calls: string[] = [];
    const fetch: FetchFn = (url, init) => {
      calls.push(url);
      if (calls.length === 1) {
        return new Promise((resolve, reject) => {
          release = resolve;
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      }
      return Promise.resolve(new Response(JSON.stringify(overlappingParks())));
    };
    const api = createGeographyApi({ fetch, sleep: async () => {}, now: () => 1, cache: memoryAreaCache() });
    const first = api.loadAreas(ticket(), 'plazas', 'http://app.test/plazas.geojson');
    const second = api.loadAreas(ticket(), 'parks', URL_PARKS);
    release(new Response('{}'));
    expect(await first).toEqual({ status: 'superseded' });
    expect((await second).status).toBe('loaded');
    expect(calls).toHaveLength(2);
    expect(api.search('plazas', 'test')).toEqual([]);
    expect(api.search('parks', 'test').length).toBeGreaterThan(0);
  });
});

describe('geography engine: queries', () => {
  it('hit-tests smallest first and resolves the canonical area by system in parks mode', async () => {
    const fc = overlappingParks();
    // A second feature sharing the lawn's system value, listed later: the lawn stays canonical.
    fc.features.push({
      ...fc.features[1]!,
      id: 'P-LAWN-COPY',
      properties: { ...fc.features[1]!.properties, name: 'Lawn copy' },
    });
    const { api } = engine([ok(fc)]);
    await api.loadAreas(ticket(), 'parks', URL_PARKS);
    const hits = api.hitTest('parks', -73.985, 40.755);
    expect(hits.map((h) => h.name)).toEqual([
      'Test Park - Fountain',
      'Test Park - Lawn',
      'Lawn copy',
      'Test Park - Whole',
    ]);
    expect(api.hitTest('parks', -73.95, 40.7)).toEqual([]);
    expect(api.focusTarget('parks', 4, { canonical: true })!.area.name).toBe('Test Park - Lawn');
    expect(api.focusTarget('parks', 4, { canonical: false })!.area.name).toBe('Lawn copy');
  });

  it('gives a focus target with its rotated box and bounds', async () => {
    const { api } = engine([ok(overlappingParks())]);
    await api.loadAreas(ticket(), 'parks', URL_PARKS);
    const target = api.focusTarget('parks', 0, { canonical: false })!;
    expect(target.bbox).toEqual([-73.99, 40.75, -73.98, 40.76]);
    expect(target.rect!.center[0]).toBeCloseTo(-73.985, 6);
    expect(target.point).toBeNull();
    expect(api.geometries('parks', [0, 2]).features.map((f) => f.id)).toEqual([0, 2]);
  });

  it('answers nothing about another geography, nor once a newer load has begun', async () => {
    const { api } = engine([ok(overlappingParks())]);
    await api.loadAreas(ticket(), 'parks', URL_PARKS);
    expect(api.hitTest('plazas', -73.985, 40.755)).toEqual([]);
    expect(api.focusTarget('plazas', 0, { canonical: false })).toBeNull();
    const newer = api.loadAreas(ticket(), 'parks', URL_PARKS);
    expect(api.search('parks', 'test')).toEqual([]);
    await newer;
  });

  it("is cancelled by the page's cancel (a job): its request is aborted and the load ends as cancelled", async () => {
    const aborted: string[] = [];
    const fetch: FetchFn = (url, init) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted.push(url);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    const jobs = jobHost();
    const api = createGeographyApi(
      { fetch, sleep: async () => {}, now: () => 1, cache: memoryAreaCache() },
      undefined,
      jobs,
    );
    const asked = ticket();
    const load = api.loadAreas(asked, 'parks', URL_PARKS);
    expect(jobs.hear({ stagerJob: asked.job, cancel: 'a newer geography' })).toBe(true);
    const error: unknown = await load.catch((e: unknown) => e);
    expect(isJobCancelled(error)).toBe(true);
    expect(aborted).toHaveLength(1);
    expect(api.search('parks', 'test')).toEqual([]);
  });
});

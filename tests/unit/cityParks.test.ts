/**
 * The city's permit areas in the geography engine: when the bundled parks file says it is a sample
 * (and not under ?demo), c5vm-g2dk is asked (only the fields the app reads, simplified by the service,
 * paged), parsed and indexed as a bundled file is, kept for the next visit, and checked for newer rows
 * in the background. A failing or hanging service ends in the sample, saying why. The service is the
 * project's stand-in, in Socrata's published shapes.
 */
import { describe, expect, it } from 'vitest';
import { createOpenDataStandIn, type DatasetStore, type Row } from '../../scripts/open-data-standin/index';
import { BUNDLED_META_KEY } from '../../src/shared/data/bundledMeta';
import { describeAreaSource } from '../../src/shared/cityData/areaSource';
import { PARKS_PAGE_SIZE, SIMPLIFY_TOLERANCE_DEG } from '../../src/shared/cityData/parksQuery';
import { createGeographyApi } from '../../src/workers/geography/api';
import { memoryAreaCache, type AreaCache } from '../../src/workers/geography/areaCache';
import { PARKS_CACHE_KEY } from '../../src/workers/geography/cityParks';
import type { FetchFn } from '../../src/workers/geography/loadAreas';
import { overlappingParks, rect } from './helpers/areas';
import { ticket } from './helpers/tickets';

const BUNDLED = 'http://app.test/data/permit-areas/parks.geojson';
const JUNE_2 = Date.UTC(2025, 5, 2) / 1000;

function sampleFile(sample = true) {
  return {
    ...overlappingParks(),
    [BUNDLED_META_KEY]: { sample, title: 'Sample parks', source: 'test', asOf: null },
  };
}

/** A permit-area row as c5vm-g2dk publishes it. */
function cityRow(system: string, name: string, x: number): Row {
  return {
    multipolygon: { type: 'MultiPolygon', coordinates: [rect(x, 40.66, x + 0.002, 40.662)] },
    name,
    propertyname: name.split(' - ')[0],
    subpropertyname: name.split(' - ')[1] ?? '',
    system,
    borough: 'B',
    acres: '12.5',
    gispropnum: system.split('-')[0],
    // A column the app does not read: it must not be asked for.
    councildistrict: '39',
  };
}

function cityStore(rows: Row[], rowsUpdatedAt = JUNE_2): DatasetStore {
  return {
    soda: {
      'data.cityofnewyork.us': {
        'c5vm-g2dk': { geoField: 'multipolygon', rows, view: { name: 'Parks Permit Areas', rowsUpdatedAt } },
      },
    },
    arcgis: {},
  };
}

type Service = (url: string, init: RequestInit) => Promise<Response> | null;

/** The app's bundled file, and the city answered by the stand-in unless `service` answers first. */
function engine(store: DatasetStore, options: { bundled?: unknown; service?: Service; cache?: AreaCache } = {}) {
  const calls: string[] = [];
  const waits: number[] = [];
  let standIn = createOpenDataStandIn(store);
  const fetch: FetchFn = async (url, init) => {
    calls.push(url);
    if (url.startsWith(BUNDLED)) return new Response(JSON.stringify(options.bundled ?? sampleFile()));
    const own = options.service?.(url, init);
    if (own) return own;
    // The app's own Accept header decides the format, as Socrata's content negotiation does.
    const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') });
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(answer.body, { status: answer.status });
  };
  const cache = options.cache ?? memoryAreaCache();
  const api = createGeographyApi({
    fetch,
    sleep: async (ms) => void waits.push(ms),
    now: () => Date.UTC(2025, 5, 3),
    cache,
  });
  return { api, calls, waits, cache, setStore: (next: DatasetStore) => (standIn = createOpenDataStandIn(next)) };
}

const city = (url: string) => url.startsWith('https://data.cityofnewyork.us/resource/c5vm-g2dk');

describe("the city's permit areas", () => {
  it('are asked for when the bundled file is a sample: only the fields read, simplified, paged, then indexed', async () => {
    const rows = Array.from({ length: PARKS_PAGE_SIZE + 5 }, (_, i) =>
      cityRow(`B${i}-ZN01`, `Park ${i} - Lawn`, -74 + i * 0.0001),
    );
    rows.push(cityRow('B073-ZN05', 'Prospect Park - Long Meadow', -73.972));
    const { api, calls } = engine(cityStore(rows));
    const outcome = await api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(outcome).toMatchObject({ status: 'loaded', count: rows.length, skipped: 0 });
    if (outcome.status !== 'loaded') return;
    expect(outcome.source).toEqual({
      kind: 'city',
      dataset: 'c5vm-g2dk',
      title: 'NYC Parks Permit Areas',
      updatedAt: '2025-06-02',
      savedAt: null,
      cacheError: null,
    });
    expect(describeAreaSource(outcome.source)).toBe(
      "The city's data: NYC Parks Permit Areas (NYC Open Data c5vm-g2dk), updated Jun 2, 2025",
    );
    const pages = calls.filter(city).map((u) => new URL(u).searchParams);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.get('$select')).toBe(
      `name,propertyname,subpropertyname,system,borough,acres,gispropnum,simplify_preserve_topology(multipolygon, ${SIMPLIFY_TOLERANCE_DEG.toFixed(7)}) AS multipolygon`,
    );
    expect(pages.map((p) => [p.get('$order'), p.get('$limit'), p.get('$offset')])).toEqual([
      [':id', String(PARKS_PAGE_SIZE), null],
      [':id', String(PARKS_PAGE_SIZE), String(PARKS_PAGE_SIZE)],
    ]);
    expect(calls).toContain('https://data.cityofnewyork.us/api/views/c5vm-g2dk.json');
    // An area only the city has: found, focused by its permit-area code, the overlap order as today.
    const [hit] = api.search('parks', 'long meadow');
    expect(hit).toMatchObject({ label: 'Prospect Park - Long Meadow' });
    expect(api.focusTarget('parks', hit!.idx, { canonical: true })?.area).toMatchObject({
      id: 'B073-ZN05',
      system: 'B073-ZN05',
      property: 'Prospect Park',
    });
    expect(api.findArea('parks', 'B073-ZN05', 'B073-ZN05')?.area.name).toBe('Prospect Park - Long Meadow');
  });

  it('are kept: a second visit shows the saved copy without asking, then checks the date in the background', async () => {
    const cache = memoryAreaCache();
    const first = engine(cityStore([cityRow('B073-ZN05', 'Prospect Park - Long Meadow', -73.972)]), { cache });
    await first.api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(await cache.get(PARKS_CACHE_KEY)).toMatchObject({ updatedAt: '2025-06-02' });

    const second = engine(cityStore([]), { cache });
    const outcome = await second.api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(outcome).toMatchObject({
      status: 'loaded',
      count: 1,
      source: { kind: 'city', savedAt: '2025-06-03T00:00:00.000Z' },
    });
    expect(second.calls.filter((u) => !u.startsWith(BUNDLED))).toEqual([]);
    if (outcome.status !== 'loaded') return;
    expect(describeAreaSource(outcome.source)).toMatch(/updated Jun 2, 2025 \(the copy saved on Jun 3, 2025\)$/);

    // Unchanged rows: nothing is fetched but the date.
    expect(await second.api.refreshCityAreas(ticket(), outcome.tilesKey)).toEqual({ status: 'current' });
    expect(second.calls.filter(city)).toEqual([]);
    // Newer rows: fetched and saved for the next load; the areas on screen are untouched until then.
    second.setStore(
      cityStore([cityRow('B073-ZN06', 'Prospect Park - Nethermead', -73.97)], Date.UTC(2025, 6, 1) / 1000),
    );
    expect(await second.api.refreshCityAreas(ticket(), outcome.tilesKey)).toEqual({ status: 'updated' });
    expect(second.api.search('parks', 'nethermead')).toEqual([]);
    const third = await second.api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(third).toMatchObject({ status: 'loaded', source: { updatedAt: '2025-07-01' } });
    expect(second.api.search('parks', 'nethermead')).toHaveLength(1);
  });

  it('offline with no copy kept, or the service failing: the sample, saying why, after the layers retries', async () => {
    const { api, waits } = engine(cityStore([]), {
      service: (url) => (city(url) ? Promise.resolve(new Response('Service Unavailable', { status: 503 })) : null),
    });
    const outcome = await api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(outcome).toMatchObject({
      status: 'loaded',
      count: 4,
      source: {
        kind: 'sample',
        reason: 'unreachable',
        detail: 'HTTP error! Status: 503, Details: Service Unavailable',
      },
    });
    expect(waits).toEqual([500, 1000, 2000]);
    expect(api.search('parks', 'lawn').map((h) => h.label)).toEqual(['Test Park - Lawn']);
  });

  it('a hanging service: each attempt cut at the time limit, then the sample', async () => {
    const hang: Service = (url, init) =>
      city(url)
        ? new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : null;
    const { api } = engine(cityStore([]), { service: hang });
    api.configure({ demo: false, timeoutMs: 20 });
    const outcome = await api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(outcome).toMatchObject({
      status: 'loaded',
      source: { kind: 'sample', detail: 'Timed out: no answer from data.cityofnewyork.us within 20 ms' },
    });
  });

  it('are never asked for under ?demo, or when the bundled file is real', async () => {
    const demo = engine(cityStore([cityRow('B073-ZN05', 'Prospect Park - Long Meadow', -73.972)]));
    demo.api.configure({ demo: true });
    expect(await demo.api.loadAreas(ticket(), 'parks', BUNDLED)).toMatchObject({
      count: 4,
      source: { kind: 'sample', reason: 'demo' },
    });
    const real = engine(cityStore([]), { bundled: sampleFile(false) });
    expect(await real.api.loadAreas(ticket(), 'parks', BUNDLED)).toMatchObject({
      count: 4,
      source: { kind: 'bundled' },
    });
    expect([...demo.calls, ...real.calls].filter((u) => !u.startsWith(BUNDLED))).toEqual([]);
  });

  it('a storage that cannot keep them: the areas still show, and the page is told they are not kept', async () => {
    const full: AreaCache = {
      get: () => Promise.resolve(undefined),
      set: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    };
    const { api } = engine(cityStore([cityRow('B073-ZN05', 'Prospect Park - Long Meadow', -73.972)]), { cache: full });
    const outcome = await api.loadAreas(ticket(), 'parks', BUNDLED);
    expect(outcome).toMatchObject({ count: 1, source: { kind: 'city', cacheError: 'The quota has been exceeded.' } });
  });
});

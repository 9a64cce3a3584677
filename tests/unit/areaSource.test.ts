/** What the page says about the data on screen: the city's (and its date), a bundled file, or samples and why. */
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_AREAS_TITLES,
  describeAreaSource,
  describeBundledFile,
  formatDay,
  isFallback,
  type AreaSource,
} from '../../src/shared/cityData/areaSource';
import { readBundledMeta } from '../../src/shared/data/bundledMeta';
import type { AreaCache } from '../../src/workers/geography/areaCache';
import { loadAreas, type LoadDeps } from '../../src/workers/geography/loadAreas';

describe('describing the data on screen', () => {
  it('names the city dataset, its update date, and a kept copy or one that could not be kept', () => {
    const city: AreaSource = {
      kind: 'city',
      dataset: 'c5vm-g2dk',
      title: 'NYC Parks Permit Areas',
      updatedAt: '2025-06-02',
      savedAt: null,
      cacheError: null,
    };
    expect(describeAreaSource(city)).toBe(
      "The city's data: NYC Parks Permit Areas (NYC Open Data c5vm-g2dk), updated Jun 2, 2025",
    );
    expect(describeAreaSource({ ...city, updatedAt: null, savedAt: '2025-06-03T10:00:00.000Z' })).toBe(
      "The city's data: NYC Parks Permit Areas (NYC Open Data c5vm-g2dk) (the copy saved on Jun 3, 2025)",
    );
    expect(describeAreaSource({ ...city, cacheError: 'The quota has been exceeded.' })).toMatch(
      /\. Not kept for offline use: The quota has been exceeded\.$/,
    );
    expect(isFallback(city)).toBe(false);
  });

  it('says plainly when samples are shown, and why', () => {
    const demo: AreaSource = { kind: 'sample', title: 'Sample parks', reason: 'demo', detail: '' };
    expect(describeAreaSource(demo)).toBe("Sample data (demo): Sample parks, not the city's");
    expect(isFallback(demo)).toBe(false);
    const fallback: AreaSource = { ...demo, reason: 'unreachable', detail: 'HTTP error! Status: 503, Details: down' };
    expect(describeAreaSource(fallback)).toBe(
      "Sample data: Sample parks, not the city's: HTTP error! Status: 503, Details: down",
    );
    expect(isFallback(fallback)).toBe(true);
  });

  it('describes bundled files from what they say of themselves', () => {
    const meta = readBundledMeta({
      dataset: { sample: false, title: 'MTA bus stops', source: 'x', asOf: '2025-08-15' },
    })!;
    expect(describeBundledFile(meta, 'Bus Stops')).toBe(
      "The city's data: MTA bus stops, bundled with the app, as of Aug 15, 2025",
    );
    expect(describeBundledFile({ ...meta, sample: true, title: 'Sample bus stops' }, 'Bus Stops')).toBe(
      "Sample data: Sample bus stops, not the city's",
    );
    // A file that gives no title is named by what it holds, never "The city's data: , bundled…".
    expect(describeBundledFile({ ...meta, title: '', asOf: null }, 'Bus Stops')).toBe(
      "The city's data: Bus Stops, bundled with the app",
    );
    expect(describeBundledFile({ ...meta, sample: true, title: ' ' }, 'Bus Stops')).toBe(
      "Sample data: Bus Stops, not the city's",
    );
    expect(readBundledMeta({ dataset: { title: 'no sample flag' } })).toBeNull();
    expect(readBundledMeta({ dataset: { sample: true, asOf: 'yesterday' } })?.asOf).toBeNull();
    expect(formatDay('not a date')).toBe('not a date');
  });
});

describe('a bundled areas file without a title', () => {
  const deps = (body: unknown): LoadDeps => ({
    fetch: () => Promise.resolve(new Response(JSON.stringify(body))),
    sleep: () => Promise.resolve(),
    now: () => 0,
    cache: { get: () => Promise.resolve(undefined), set: () => Promise.resolve() } satisfies AreaCache,
  });
  const plaza = {
    type: 'Feature',
    id: 'pz-1',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-73.98, 40.75],
          [-73.979, 40.75],
          [-73.979, 40.751],
          [-73.98, 40.75],
        ],
      ],
    },
    properties: { FSN_1: 'BROADWAY' },
  };

  it("is named by what the geography's file holds", async () => {
    const file = { type: 'FeatureCollection', dataset: { sample: false, asOf: '2025-08-13' }, features: [plaza] };
    const result = await loadAreas('plazas', '/data/plazas.geojson', new AbortController().signal, deps(file));
    if (result.outcome.status !== 'loaded') throw new Error(result.outcome.status);
    expect(describeAreaSource(result.outcome.source)).toBe(
      "The city's data: NYC DOT pedestrian plazas, bundled with the app, as of Aug 13, 2025",
    );
    // A file that says nothing of itself is taken as real, and named the same way.
    const bare = await loadAreas(
      'plazas',
      '/data/plazas.geojson',
      new AbortController().signal,
      deps({ type: 'FeatureCollection', features: [plaza] }),
    );
    if (bare.outcome.status !== 'loaded') throw new Error(bare.outcome.status);
    expect(describeAreaSource(bare.outcome.source)).toBe(
      "The city's data: NYC DOT pedestrian plazas, bundled with the app",
    );
    expect(Object.values(BUNDLED_AREAS_TITLES).every((t) => t.trim() !== '')).toBe(true);
  });
});

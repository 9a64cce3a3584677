/**
 * Fetches, validates and indexes one geography's permit areas, with the spec's retries. When the
 * bundled parks file says it is a sample and the app is not in ?demo, the city's permit areas are
 * used instead: the copy saved on an earlier visit, else the live answer; and when the city cannot be
 * reached, the sample, saying so.
 */
import { AREA_LOAD } from '../../shared/geography/constants';
import { BUNDLED_AREAS_TITLES, type AreaSource } from '../../shared/cityData/areaSource';
import { PARKS_DATASET, parksPageUrl } from '../../shared/cityData/parksQuery';
import { describeFailure } from '../net/describeFailure';
import { readBundledMeta, type BundledMeta } from '../../shared/data/bundledMeta';
import { AreaIndex } from '../../shared/geography/areaIndex';
import { loadFailureText, type GeographyType } from '../../shared/geography/modes';
import { AreaDataError, parseAreaCollection, type ParsedAreas } from '../../shared/geography/parseAreas';
import { buildAreaTiles, type AreaTiles } from '../../shared/geography/areaTiles';
import { HttpStatusError, RetriesExhaustedError, retryWithBackoff } from '../../shared/net/retry';
import { hostOf, REQUEST_TIMEOUT_MS, withTimeout } from '../net/timeout';
import type { BBox } from '../../shared/geometry/bbox';
import type { AreaCache } from './areaCache';
import { CENTRELINE_DATASET, NYC_BOX } from '../../shared/intersections/centrelineQuery';
import { fetchCityParks, savedCityParks, type CityAreas, type CityConfig } from './cityParks';
import { errorMessage } from '../../shared/errors/errorMessage';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

export type LoadOutcome =
  | {
      status: 'loaded';
      mode: GeographyType;
      count: number;
      skipped: number;
      bbox: BBox;
      /** Which data this is, for the page to say so. */
      source: AreaSource;
    }
  | { status: 'superseded' }
  | { status: 'failed'; mode: GeographyType; message: string; detail: string };

export interface LoadDeps {
  fetch: FetchFn;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Per-attempt limit; REQUEST_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
  /** Where the city's areas are kept between visits. */
  cache: AreaCache;
}

/** How the page runs the app: under ?demo the bundled samples are the data and no city service is asked. */
export interface LoadConfig extends CityConfig {
  demo: boolean;
}

function describe(error: unknown): string {
  if (error instanceof RetriesExhaustedError) return describe(error.lastError);
  return errorMessage(error);
}

async function fetchOnce(url: string, signal: AbortSignal, deps: LoadDeps): Promise<unknown> {
  const sep = url.includes('?') ? '&' : '?';
  const res = await deps.fetch(`${url}${sep}_ts=${deps.now()}`, {
    signal,
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (!res.ok) throw new HttpStatusError(res.status);
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AreaDataError('The area file is not valid JSON');
  }
}

/**
 * One load of one geography. The caller's signal aborts it when the geography changes; a load that
 * was aborted reports 'superseded' so its result is never applied.
 */
export interface LoadedAreas {
  index: AreaIndex;
  tiles: AreaTiles;
  /** The city's areas behind this load, when they are (for the background freshness check). */
  city: CityAreas | null;
  /**
   * Intersections from the city's street centreline where the user looks: the load starts empty and
   * these sample nodes stand in only if the centreline cannot be reached (see cityNodes.ts).
   */
  liveNodes: { sample: { parsed: ParsedAreas; title: string } } | null;
}

type LoadResult = { outcome: LoadOutcome; loaded: LoadedAreas | null };

function built(mode: GeographyType, parsed: ParsedAreas, source: AreaSource, city: CityAreas | null): LoadResult {
  return {
    outcome: {
      status: 'loaded',
      mode,
      count: parsed.records.length,
      skipped: parsed.skipped,
      bbox: parsed.bbox,
      source,
    },
    loaded: { index: new AreaIndex(mode, parsed), tiles: buildAreaTiles(parsed.records), city, liveNodes: null },
  };
}

/** Intersections mode outside ?demo with a sample file: no node yet; they come from the centreline by view. */
function liveIntersections(sample: { parsed: ParsedAreas; title: string }): LoadResult {
  const empty: ParsedAreas = { records: [], skipped: 0, bbox: [...NYC_BOX] };
  const source: AreaSource = { kind: 'centreline', dataset: CENTRELINE_DATASET, updatedAt: null };
  const result = built('intersections', empty, source, null);
  return { ...result, loaded: result.loaded && { ...result.loaded, liveNodes: { sample } } };
}

/**
 * What a bundled file is, by what it says of itself (a file that says nothing is taken as real, a file
 * without a title is named by what the geography's file holds).
 */
function bundledSource(meta: BundledMeta | null, demo: boolean, mode: GeographyType): AreaSource {
  const title = meta?.title || BUNDLED_AREAS_TITLES[mode];
  if (!meta?.sample) return { kind: 'bundled', title, asOf: meta?.asOf ?? null };
  return demo
    ? { kind: 'sample', title, reason: 'demo', detail: '' }
    : { kind: 'sample', title, reason: 'unreachable', detail: 'this deployment bundles sample data only' };
}

const CITY_PARKS_TITLE = 'NYC Parks Permit Areas';

/** The city's permit areas: the saved copy, else the live answer; the bundled sample when neither can be had. */
async function loadCityParks(
  bundled: unknown,
  meta: BundledMeta,
  signal: AbortSignal,
  deps: LoadDeps,
  config: LoadConfig,
): Promise<LoadResult> {
  const cityDeps = { ...deps, cache: deps.cache };
  const asCity = (city: CityAreas): LoadResult =>
    built('parks', parseAreaCollection(city.collection, 'parks'), cityParksSource(city), city);
  const saved = await savedCityParks(cityDeps);
  if (saved) {
    try {
      return asCity(saved);
    } catch {
      // A saved copy the parser refuses is ignored: the live answer replaces it.
    }
  }
  let failure: string;
  try {
    return asCity(await fetchCityParks(signal, cityDeps, config));
  } catch (error) {
    if (signal.aborted) return { outcome: { status: 'superseded' }, loaded: null };
    failure = describeFailure(error, parksPageUrl(0));
  }
  const source: AreaSource = {
    kind: 'sample',
    title: meta.title || BUNDLED_AREAS_TITLES.parks,
    reason: 'unreachable',
    detail: failure,
  };
  return built('parks', parseAreaCollection(bundled, 'parks'), source, null);
}

export function cityParksSource(city: CityAreas): AreaSource {
  return {
    kind: 'city',
    dataset: PARKS_DATASET,
    title: CITY_PARKS_TITLE,
    updatedAt: city.updatedAt,
    savedAt: city.savedAt,
    cacheError: city.cacheError,
  };
}

export async function loadAreas(
  mode: GeographyType,
  url: string,
  signal: AbortSignal,
  deps: LoadDeps,
  config: LoadConfig = { demo: false },
): Promise<LoadResult> {
  try {
    const data = await retryWithBackoff(
      // Each attempt has its own limit (the spec's 10 s), then the spec's back-off and retries.
      () =>
        withTimeout(
          (attemptSignal) => fetchOnce(url, attemptSignal, deps),
          deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
          hostOf(url),
          signal,
        ),
      { attempts: AREA_LOAD.attempts, backoffMs: AREA_LOAD.backoffMs },
      {
        sleep: deps.sleep,
        isRetryable: (e) => !(e instanceof AreaDataError) && !signal.aborted,
        isCancelled: () => signal.aborted,
      },
      loadFailureText(mode),
    );
    if (signal.aborted) return { outcome: { status: 'superseded' }, loaded: null };
    const meta = readBundledMeta(data);
    if (mode === 'parks' && meta?.sample && !config.demo) {
      const result = await loadCityParks(data, meta, signal, deps, config);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the signal can abort during the await above
      return signal.aborted ? { outcome: { status: 'superseded' }, loaded: null } : result;
    }
    if (mode === 'intersections' && meta?.sample && !config.demo)
      return liveIntersections({
        parsed: parseAreaCollection(data, mode),
        title: meta.title || BUNDLED_AREAS_TITLES[mode],
      });
    return built(mode, parseAreaCollection(data, mode), bundledSource(meta, config.demo, mode), null);
  } catch (error) {
    if (signal.aborted) return { outcome: { status: 'superseded' }, loaded: null };
    const message = error instanceof AreaDataError ? error.message : loadFailureText(mode);
    return { outcome: { status: 'failed', mode, message, detail: describe(error) }, loaded: null };
  }
}

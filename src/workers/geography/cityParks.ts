/**
 * The city's permit areas (c5vm-g2dk) for the geography worker: the saved copy when there is one,
 * else the live answer, page by page through the layers' request machinery (time limit per attempt,
 * retries with back-off on 429/5xx/network/timeouts, the caller's abort signal), then saved for the
 * next visit. And the background check of a saved copy against the city's `rowsUpdatedAt`.
 */
import { cityParksCollection, pageFeatures, type CityCollection } from '../../shared/cityData/cityParks';
import {
  PARKS_DATASET,
  PARKS_MAX_PAGES,
  PARKS_PAGE_SIZE,
  parksPageUrl,
  parksSelect,
} from '../../shared/cityData/parksQuery';
import { fetchAnswer, type FetchDeps } from '../net/fetchAnswer';
import { datasetUpdatedAt } from './datasetDate';
import type { AreaCache, CachedAreas } from './areaCache';
import { errorMessage } from '../../shared/errors/errorMessage';

export interface CityDeps extends FetchDeps {
  cache: AreaCache;
  now: () => number;
}

export interface CityConfig {
  appToken?: string;
}

export const PARKS_CACHE_KEY = `parks:${PARKS_DATASET}`;
/** What the saved copy answers: a copy of an older query (other fields, another tolerance) is not used. */
export const PARKS_QUERY = parksSelect();

export interface CityAreas {
  collection: CityCollection;
  updatedAt: string | null;
  /** Set when the areas are the copy saved on an earlier visit. */
  savedAt: string | null;
  /** Why the copy could not be saved (a full storage), if it could not. */
  cacheError: string | null;
}

/** When the city's permit-area rows last changed (see datasetDate.ts). */
export function cityUpdatedAt(signal: AbortSignal, deps: FetchDeps, config: CityConfig): Promise<string | null> {
  return datasetUpdatedAt(PARKS_DATASET, signal, deps, config.appToken);
}

/** Every page of the live answer, in row order, until a short page. */
async function fetchAllPages(signal: AbortSignal, deps: FetchDeps, config: CityConfig): Promise<CityCollection> {
  const features: ReturnType<typeof pageFeatures> = [];
  for (let page = 0; page < PARKS_MAX_PAGES; page++) {
    const answer = await fetchAnswer(parksPageUrl(features.length), signal, deps, config);
    const rows = pageFeatures(answer);
    features.push(...rows);
    if (rows.length < PARKS_PAGE_SIZE) break;
  }
  return cityParksCollection(features);
}

function fromCache(cached: CachedAreas): CityAreas | null {
  try {
    const collection = JSON.parse(cached.text) as CityCollection;
    return { collection, updatedAt: cached.updatedAt, savedAt: cached.savedAt, cacheError: null };
  } catch {
    return null;
  }
}

async function save(deps: CityDeps, collection: CityCollection, updatedAt: string | null): Promise<string | null> {
  try {
    await deps.cache.set(PARKS_CACHE_KEY, {
      query: PARKS_QUERY,
      savedAt: new Date(deps.now()).toISOString(),
      updatedAt,
      text: JSON.stringify(collection),
    });
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** The live answer, saved for the next visit. Throws when the city cannot be reached (the caller falls back). */
export async function fetchCityParks(signal: AbortSignal, deps: CityDeps, config: CityConfig): Promise<CityAreas> {
  const [collection, updatedAt] = await Promise.all([
    fetchAllPages(signal, deps, config),
    cityUpdatedAt(signal, deps, config),
  ]);
  const cacheError = signal.aborted ? null : await save(deps, collection, updatedAt);
  return { collection, updatedAt, savedAt: null, cacheError };
}

/** The copy saved on an earlier visit, or null. A storage that cannot be read counts as none. */
export async function savedCityParks(deps: CityDeps): Promise<CityAreas | null> {
  try {
    const cached = await deps.cache.get(PARKS_CACHE_KEY);
    return cached && cached.query === PARKS_QUERY ? fromCache(cached) : null;
  } catch {
    return null;
  }
}

export type RefreshOutcome =
  | { status: 'current' }
  | { status: 'updated' }
  /** The city could not be asked (offline, or it failed): the saved copy stays. */
  | { status: 'unchecked' };

/**
 * Asks the city whether its rows changed since the saved copy; if they did (or the copy has no date
 * to compare), fetches and saves the new answer. The areas on screen are not touched here.
 */
export async function refreshCityParks(
  signal: AbortSignal,
  deps: CityDeps,
  config: CityConfig,
  saved: CityAreas,
): Promise<RefreshOutcome> {
  const updatedAt = await cityUpdatedAt(signal, deps, config);
  if (updatedAt === null) return { status: 'unchecked' };
  if (saved.updatedAt !== null && updatedAt <= saved.updatedAt) return { status: 'current' };
  try {
    const fresh = await fetchCityParks(signal, deps, config);
    return fresh.cacheError === null ? { status: 'updated' } : { status: 'unchecked' };
  } catch {
    return { status: 'unchecked' };
  }
}

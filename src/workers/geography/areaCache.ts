/**
 * The city's permit areas kept for the next visit and for use offline: one record per dataset query,
 * in IndexedDB (idb-keyval, which works in a worker). A second visit parses the saved copy at once;
 * the service is asked in the background whether its rows changed since.
 */
import { createStore, get, set } from 'idb-keyval';

export interface CachedAreas {
  /** The query the copy answers; a copy of another query (an older app) is not used. */
  query: string;
  /** When the copy was saved (ISO time). */
  savedAt: string;
  /** When the city's rows last changed, as the service said then (YYYY-MM-DD). */
  updatedAt: string | null;
  /** The areas as JSON text: one string is cheap to store and to read back. */
  text: string;
}

export interface AreaCache {
  get(key: string): Promise<CachedAreas | undefined>;
  set(key: string, value: CachedAreas): Promise<void>;
}

function isCached(value: unknown): value is CachedAreas {
  const v = value as Partial<CachedAreas> | null;
  return (
    !!v &&
    typeof v.query === 'string' &&
    typeof v.savedAt === 'string' &&
    typeof v.text === 'string' &&
    (v.updatedAt === null || typeof v.updatedAt === 'string')
  );
}

/** The worker's cache: its own IndexedDB database, apart from the autosaved plans. */
export function idbAreaCache(): AreaCache {
  const store = createStore('stager-city-data', 'areas');
  return {
    async get(key) {
      const value: unknown = await get(key, store);
      return isCached(value) ? value : undefined;
    },
    set: (key, value) => set(key, value, store),
  };
}

/** For tests and for a browser without IndexedDB: kept while the worker lives. */
export function memoryAreaCache(): AreaCache {
  const entries = new Map<string, CachedAreas>();
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    set: (key, value) => {
      entries.set(key, value);
      return Promise.resolve();
    },
  };
}

/**
 * Open-data answers in the shapes the services return them (Socrata .geojson and .json, ArcGIS
 * f=geojson), and a fake fetch / sleep for the layers engine.
 */
import { sleep } from '../../../src/shared/async/sleep';
import type { BBox } from '../../../src/shared/geometry/bbox';

/** A block around Bryant Park: [west, south, east, north]. */
export const BOX: BBox = [-73.986, 40.752, -73.981, 40.756];
/** The same box padded by 0.001° (every layer but bike lanes). */
export const PADDED: BBox = [-73.987, 40.751, -73.98, 40.757];

/** Socrata's .geojson envelope: features plus its CRS member. */
export function socrataGeojson(features: unknown[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features,
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
  });
}

/** ArcGIS FeatureServer f=geojson: no CRS member, and exceededTransferLimit when a page is cut. */
export function arcgisGeojson(features: unknown[], exceeded = false): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features,
    ...(exceeded ? { properties: { exceededTransferLimit: true } } : {}),
  });
}

export function feature(geometry: unknown, properties: Record<string, unknown>): Record<string, unknown> {
  return { type: 'Feature', geometry, properties };
}

export function point(lng: number, lat: number) {
  return { type: 'Point', coordinates: [lng, lat] };
}

export function rectRing(w: number, s: number, e: number, n: number): number[][][] {
  return [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ];
}

/** Hydrants (5bgh-vtsn) as Socrata .geojson answers them: string values, geometry from the_geom. */
export function hydrantFeatures(): unknown[] {
  return [
    feature(point(-73.9845, 40.7541), {
      unitid: 'H341234',
      boro: '1',
      cb: '105',
      latitude: '40.7541',
      longitude: '-73.9845',
    }),
    feature(point(-73.9832, 40.7553), { unitid: 'H341235', boro: '1', cb: '105' }),
    feature(point(-73.9818, 40.7528), { unitid: 'H341236', boro: '1' }),
    // A row whose geometry column is empty (and no latitude/longitude), and one with a latitude beyond the pole.
    feature(null, { unitid: 'H341237', boro: '1' }),
    feature(point(-73.9818, 140.7528), { unitid: 'H341238', boro: '1' }),
  ];
}

/** n hydrant-like point features spread inside PADDED (for paging). */
export function manyPoints(n: number, start = 0): unknown[] {
  return Array.from({ length: n }, (_, i) => {
    const k = start + i;
    return feature(point(-73.986 + (k % 100) * 0.00005, 40.752 + Math.floor(k / 100) * 0.00003), { unitid: `H${k}` });
  });
}

// ---------------------------------------------------------------------------------------------
// Fake fetch and sleep

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** The nth call (0-based) this route has answered; may return a never-settling promise. */
export type Responder = (url: string, nth: number) => Response | Promise<Response>;

export function abortError(): DOMException {
  return new DOMException('This operation was aborted', 'AbortError');
}

/**
 * A fetch keyed by URL pattern: the first route whose pattern matches answers. Like the platform's
 * fetch, a pending answer rejects with an AbortError once the request's signal aborts (unless
 * `ignoreAbort` is set, to model an answer that arrives after the focus moved on).
 */
export function fakeFetch(routes: Array<[RegExp | string, Responder]>, options: { ignoreAbort?: boolean } = {}) {
  const calls: FetchCall[] = [];
  const hits = new Map<number, number>();
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    calls.push({ url, init });
    const index = routes.findIndex(([p]) => (typeof p === 'string' ? url.includes(p) : p.test(url)));
    if (index < 0) return Promise.reject(new Error(`fake fetch: no route for ${url}`));
    const nth = hits.get(index) ?? 0;
    hits.set(index, nth + 1);
    const signal = init.signal;
    if (signal?.aborted && !options.ignoreAbort) return Promise.reject(abortError());
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(abortError());
      const watch = signal && !options.ignoreAbort ? signal : null;
      watch?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => routes[index]![1](url, nth))
        .then(resolve, reject)
        .finally(() => watch?.removeEventListener('abort', onAbort));
    });
  };
  return { fetch, calls };
}

export function json(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

/** A sleep that records the waits and resolves at once. */
export function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every pending microtask and one macrotask turn run. */
export function flush(): Promise<void> {
  return sleep(0);
}

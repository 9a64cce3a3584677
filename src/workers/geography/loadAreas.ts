/** Fetches, validates and indexes one geography's permit areas, with the spec's retries. */
import { AREA_LOAD } from '../../shared/app/constants';
import { AreaIndex } from '../../shared/geography/areaIndex';
import { loadFailureText, type GeographyType } from '../../shared/geography/modes';
import { AreaDataError, parseAreaCollection } from '../../shared/geography/parseAreas';
import { buildAreaTiles, type AreaTiles } from '../../shared/geography/areaTiles';
import { HttpStatusError, RetriesExhaustedError, retryWithBackoff } from '../../shared/net/retry';
import { hostOf, REQUEST_TIMEOUT_MS, withTimeout } from '../net/timeout';
import type { BBox } from '../../shared/geography/geometry';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

export type LoadOutcome =
  | { status: 'loaded'; mode: GeographyType; count: number; skipped: number; bbox: BBox }
  | { status: 'superseded' }
  | { status: 'failed'; mode: GeographyType; message: string; detail: string };

export interface LoadDeps {
  fetch: FetchFn;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Per-attempt limit; REQUEST_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

function describe(error: unknown): string {
  if (error instanceof RetriesExhaustedError) return describe(error.lastError);
  return error instanceof Error ? error.message : String(error);
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
}

export async function loadAreas(
  mode: GeographyType,
  url: string,
  signal: AbortSignal,
  deps: LoadDeps,
): Promise<{ outcome: LoadOutcome; loaded: LoadedAreas | null }> {
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
    const parsed = parseAreaCollection(data, mode);
    const loaded = { index: new AreaIndex(mode, parsed), tiles: buildAreaTiles(parsed.records) };
    return {
      outcome: { status: 'loaded', mode, count: parsed.records.length, skipped: parsed.skipped, bbox: parsed.bbox },
      loaded,
    };
  } catch (error) {
    if (signal.aborted) return { outcome: { status: 'superseded' }, loaded: null };
    const message = error instanceof AreaDataError ? error.message : loadFailureText(mode);
    return { outcome: { status: 'failed', mode, message, detail: describe(error) }, loaded: null };
  }
}

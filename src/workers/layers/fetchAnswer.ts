/**
 * One open-data request: the optional app token, a time limit per attempt, retries with back-off on
 * 429, 5xx, network failures and timeouts, and the spec's error text for any other failed response.
 */
import { retryWithBackoff } from '../../shared/net/retry';
import { hostOf, REQUEST_TIMEOUT_MS, RequestTimeoutError, withTimeout } from '../net/timeout';
import { LAYER_LOAD } from '../../shared/layers/loadPolicy';
import { parseJsonText } from '../../shared/layers/normalise/answer';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchDeps {
  fetch: FetchFn;
  sleep: (ms: number) => Promise<void>;
  /** Per-attempt limit; REQUEST_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

export interface SourceConfig {
  /** Socrata app token, sent as X-App-Token to the open-data portals (raises their rate limits). */
  appToken?: string;
  /** Demo: open-data hosts are answered by the local stand-in under this base URL. */
  demoBase?: string;
}

/** 'HTTP error! Status: {status}, Details: {body}' — the spec's text. */
export class LayerHttpError extends Error {
  override name = 'LayerHttpError';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HTTP error! Status: ${status}, Details: ${body}`);
  }
}

const isTransient = (e: unknown): boolean =>
  e instanceof LayerHttpError
    ? e.status === 429 || e.status >= 500
    : e instanceof TypeError || e instanceof RequestTimeoutError;

/** Demo mode sends https://{host}/{path} to {demoBase}/{host}/{path}; local app files are untouched. */
export function routedUrl(url: string, config: SourceConfig): string {
  if (!config.demoBase || !url.startsWith('https://')) return url;
  return `${config.demoBase.replace(/\/$/, '')}/${url.slice('https://'.length)}`;
}

export async function fetchAnswer(
  url: string,
  signal: AbortSignal,
  deps: FetchDeps,
  config: SourceConfig,
): Promise<unknown> {
  const target = routedUrl(url, config);
  const isOpenData = /^https:\/\/data\.(cityofnewyork\.us|ny\.gov)\//.test(url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (config.appToken && isOpenData) headers['X-App-Token'] = config.appToken;
  return retryWithBackoff(
    () =>
      // The limit covers the whole answer: a server that sends headers and then stalls is cut off too.
      withTimeout(
        async (attemptSignal) => {
          const res = await deps.fetch(target, { signal: attemptSignal, headers });
          const text = await res.text();
          if (!res.ok) throw new LayerHttpError(res.status, text.slice(0, LAYER_LOAD.errorBodyChars));
          return parseJsonText(text);
        },
        deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
        hostOf(url),
        signal,
      ),
    { attempts: LAYER_LOAD.attempts, backoffMs: LAYER_LOAD.backoffMs },
    { sleep: deps.sleep, isRetryable: (e) => isTransient(e) && !signal.aborted, isCancelled: () => signal.aborted },
    'retries exhausted',
  ).catch((e: unknown) => {
    // The user sees the last failure itself, not a wrapper.
    if (e && typeof e === 'object' && 'lastError' in e) throw (e as { lastError: unknown }).lastError;
    throw e;
  });
}

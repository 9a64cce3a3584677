/**
 * One open-data request: the optional app token, a limit on silence per attempt, retries with
 * back-off on 429, 5xx, network failures and timeouts, and the spec's error text for any other failed
 * response. The caller hears when the service is slow and when a retry is coming, for the layer's row.
 */
import type { HostSlots } from '../../shared/net/hostSlots';
import { retryWithBackoff } from '../../shared/net/retry';
import { hostOf, RequestTimeoutError, withTimeout } from './timeout';
import { LAYER_LOAD } from '../../shared/layers/loadPolicy';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { parseJsonText } from '../../shared/layers/normalise/answer';
import { acceptFor, withAppToken } from '../../shared/net/openDataRequest';
import { errorMessage } from '../../shared/errors/errorMessage';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchDeps {
  fetch: FetchFn;
  sleep: (ms: number) => Promise<void>;
  /** Per-attempt limit on silence; LAYER_LOAD.silenceTimeoutMs unless a test shortens it. */
  timeoutMs?: number;
  /** When a slow answer is reported; LAYER_LOAD.slowAfterMs unless a test shortens it. */
  slowAfterMs?: number;
  /**
   * Input first: resolves when heavy work may go on (src/shared/async/inputHold.ts). An answer that has
   * arrived is read (parsed) only then; without it, at once.
   */
  rest?: () => Promise<void>;
  /** At most six requests in flight per host, the rest queued (src/shared/net/hostSlots.ts); none without it. */
  slots?: HostSlots;
  /** This load's place in that queue: higher goes first (the layer the user switched on last). */
  priority?: number;
}

export interface SourceConfig {
  /** Socrata app token, sent as `$$app_token` to the open-data portals only (raises their rate limits). */
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

/** The body as text, telling `alive` of every chunk, so a long answer that keeps arriving is not cut off. */
async function readText(res: Response, alive: () => void): Promise<string> {
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    alive();
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export async function fetchAnswer(
  url: string,
  signal: AbortSignal,
  deps: FetchDeps,
  config: SourceConfig,
  report: (progress: LayerLoadProgress) => void = () => undefined,
): Promise<unknown> {
  const target = routedUrl(withAppToken(url, config.appToken), config);
  const host = hostOf(url);
  // An Accept that admits the asked format: Socrata answers `.geojson` with rows when it does not.
  const headers: Record<string, string> = { Accept: acceptFor(url) };
  const retries = LAYER_LOAD.attempts - 1;
  const retryable = (e: unknown) => isTransient(e) && !signal.aborted;
  // The slot is had before the attempts' limits start: time queued is not the service's silence.
  const release = deps.slots ? await deps.slots.acquire(host, deps.priority ?? 0, signal) : () => undefined;
  const text = await retryWithBackoff(
    () => {
      const slow = setTimeout(() => report({ kind: 'slow', host }), deps.slowAfterMs ?? LAYER_LOAD.slowAfterMs);
      // The limit bounds silence, headers and body alike: a server that sends headers and then stalls is cut off too.
      return withTimeout(
        async (attemptSignal, alive) => {
          const res = await deps.fetch(target, { signal: attemptSignal, headers });
          alive();
          const text = await readText(res, alive);
          if (!res.ok) throw new LayerHttpError(res.status, text.slice(0, LAYER_LOAD.errorBodyChars));
          return text;
        },
        deps.timeoutMs ?? LAYER_LOAD.silenceTimeoutMs,
        host,
        signal,
      ).finally(() => clearTimeout(slow));
    },
    { attempts: LAYER_LOAD.attempts, backoffMs: LAYER_LOAD.backoffMs },
    {
      sleep: deps.sleep,
      isRetryable: retryable,
      isCancelled: () => signal.aborted,
      onAttemptFailed: (attempt, error) => {
        if (attempt <= retries && retryable(error))
          report({ kind: 'retrying', retry: attempt, of: retries, reason: errorMessage(error) });
      },
    },
    'retries exhausted',
  )
    .catch((e: unknown) => {
      // The user sees the last failure itself, not a wrapper.
      if (e && typeof e === 'object' && 'lastError' in e) throw e.lastError;
      throw e;
    })
    .finally(release);
  // Read once the user's input is answered; the wait is outside the attempt's limits (the answer is here),
  // and an answer no longer wanted after it is not read at all.
  await deps.rest?.();
  signal.throwIfAborted();
  return parseJsonText(text);
}

/**
 * GET a JSON document with a few short retries. Socrata answers 429 when a client without an app token
 * shares its IP's quota, 202 while it is still preparing a result, and 5xx on transient failures: those
 * are worth another try. Anything else (4xx, a body that is not JSON) will not get better by waiting.
 */
import { sleep } from '../../src/shared/async/sleep';

export class FetchError extends Error {
  override name = 'FetchError';
}

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number;
  /** First back-off; doubles on each retry. */
  retryDelayMs: number;
  timeoutMs: number;
}

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

export const defaultHttpDeps: HttpDeps = {
  fetch: (input, init) => fetch(input, init),
  sleep,
};

/** Never wait longer than this between attempts, whatever Retry-After says: the script should stay snappy. */
const MAX_DELAY_MS = 30_000;

function isRetryableStatus(status: number): boolean {
  return status === 202 || status === 429 || status >= 500;
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

function describeBody(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine;
}

/** Node's fetch says only "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in `cause`. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}

export async function fetchJson(
  url: string,
  headers: Record<string, string>,
  policy: RetryPolicy,
  deps: HttpDeps = defaultHttpDeps,
): Promise<unknown> {
  let delay = policy.retryDelayMs;
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    let wait = delay;
    try {
      const response = await deps.fetch(url, { headers, signal: AbortSignal.timeout(policy.timeoutMs) });
      const text = await response.text();
      if (response.ok && response.status !== 202) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new FetchError(`malformed JSON from ${url}: ${describeBody(text) || '(empty body)'}`);
        }
      }
      failure = `HTTP ${response.status} from ${url}${text ? `: ${describeBody(text)}` : ''}`;
      if (!isRetryableStatus(response.status)) throw new FetchError(failure);
      wait = retryAfterMs(response) ?? delay;
    } catch (error) {
      if (error instanceof FetchError) throw error;
      // Network errors and timeouts: transient as far as we can tell.
      failure = `request to ${url} failed: ${errorText(error)}`;
    }
    if (attempt > policy.retries)
      throw new FetchError(`${failure} (after ${attempt} attempt${attempt === 1 ? '' : 's'})`);
    await deps.sleep(Math.min(wait, MAX_DELAY_MS));
    delay *= 2;
  }
}

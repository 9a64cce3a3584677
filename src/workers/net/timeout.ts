/**
 * A time limit for one network wait. The work gets a signal that aborts when the limit passes (or
 * when the caller's own signal aborts), and the wait rejects at the limit even if the work ignores
 * its signal: nothing the app waits on can hang for ever. Work that reports progress (`alive`, called
 * as bytes arrive) restarts the limit: it then bounds a silence, not a slow answer that keeps coming.
 */
import { debounce } from '../../shared/async/debounce';

export { REQUEST_TIMEOUT_MS } from '../../shared/net/constants';

export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(
    readonly ms: number,
    what: string,
  ) {
    super(`Timed out: no answer from ${what} within ${ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`}`);
  }
}

/** The host of a URL, for the timeout's message ('the server' when the URL does not parse). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || 'the server';
  } catch {
    return 'the server';
  }
}

export async function withTimeout<T>(
  work: (signal: AbortSignal, alive: () => void) => Promise<T>,
  ms: number,
  what: string,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let fail: (error: RequestTimeoutError) => void = () => undefined;
  const limit = new Promise<never>((_, reject) => (fail = reject));
  // The limit passes after `ms` of silence: each sign of progress starts the wait again.
  const silence = debounce(() => {
    const error = new RequestTimeoutError(ms, what);
    controller.abort(error);
    fail(error);
  }, ms);
  silence();
  const alive = () => {
    if (!controller.signal.aborted) silence();
  };
  try {
    return await Promise.race([work(controller.signal, alive), limit]);
  } finally {
    silence.cancel();
    outer?.removeEventListener('abort', forward);
    // The losing side of the race must not surface as an unhandled rejection.
    limit.catch(() => undefined);
  }
}

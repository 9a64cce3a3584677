/**
 * A time limit for one network wait, on the one deadline (src/shared/async/deadline.ts): the work gets
 * a signal that aborts when the limit passes (or when the caller's own signal aborts), and the wait
 * rejects at the limit even if the work ignores its signal: nothing the app waits on can hang for
 * ever. Work that reports progress (`alive`, called as bytes arrive) restarts the limit: it then
 * bounds a silence, not a slow answer that keeps coming.
 */
import { withDeadline } from '../../shared/async/deadline';

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

/** Runs `work` with a limit of `ms` of silence (`alive` restarts it), failing with RequestTimeoutError past it. */
export function withTimeout<T>(
  work: (signal: AbortSignal, alive: () => void) => Promise<T>,
  ms: number,
  what: string,
  outer?: AbortSignal,
): Promise<T> {
  return withDeadline(work, ms, {
    ...(outer ? { signal: outer } : {}),
    late: () => {
      throw new RequestTimeoutError(ms, what);
    },
  });
}

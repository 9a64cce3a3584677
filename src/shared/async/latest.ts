/**
 * "A newer request supersedes an older one", in one place (MapLibre's actor style): wraps async work so
 * that each call hands the work an AbortSignal, a newer call aborts the older one's signal, and only
 * the latest call's answer is delivered; an older call resolves as superseded, also when its work
 * fails because it was aborted. Callers never compare tokens or keep controllers themselves.
 */
export type LatestAnswer<R> = { current: true; value: R } | { current: false };

export interface Latest<A extends unknown[], R> {
  (...args: A): Promise<LatestAnswer<R>>;
  /** Aborts the call in flight: it resolves as superseded. */
  cancel(): void;
}

export function latestOnly<A extends unknown[], R>(
  work: (signal: AbortSignal, ...args: A) => Promise<R>,
): Latest<A, R> {
  let inFlight: AbortController | null = null;
  const run = async (...args: A): Promise<LatestAnswer<R>> => {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    try {
      const value = await work(mine.signal, ...args);
      return mine.signal.aborted ? { current: false } : { current: true, value };
    } catch (error) {
      if (mine.signal.aborted) return { current: false };
      throw error;
    } finally {
      if (inFlight === mine) inFlight = null;
    }
  };
  return Object.assign(run, {
    cancel: () => {
      inFlight?.abort();
      inFlight = null;
    },
  });
}

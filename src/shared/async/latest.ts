/**
 * "A newer request supersedes an older one", in one place (MapLibre's actor style). Callers never
 * compare tokens, count generations or keep AbortControllers themselves:
 *
 * - `latestOnly(work)`: each call hands the work an AbortSignal; a newer call aborts the older one's
 *   signal, and only the latest call's answer is delivered. An older call resolves as superseded,
 *   also when its work fails because it was aborted.
 * - `supersession()`: the same for work that is not one call (a focus whose many loads all end with
 *   it): each `next()` ends the run before it.
 * - `newestSoFar(work)`: answers in order without superseding: a call's answer is dropped only when a
 *   newer call's answer was delivered first.
 * - `keyedLives()`: a life per key where several keys are wanted at once (a map's raster tile sets:
 *   the one drawn and the one being prepared); `keep(keys)` ends the lives of every other key.
 *
 * A run's signal stays live until a newer run supersedes it, also after its work has finished, so a
 * later step that belongs to it (a background check, a delayed focus) can still ask whether it is
 * the latest.
 */
export type LatestAnswer<R> = { current: true; value: R } | { current: false };

/** One run of a supersession. */
export interface Run {
  /** Aborted once a newer run (or an end without one) supersedes this run. */
  readonly signal: AbortSignal;
  /** 1, 2, 3…: names the run where a signal cannot go (a message to another thread); 0 before the first. */
  readonly number: number;
}

export interface Supersession {
  /** Ends the current run (its signal aborts, with `reason` when given) and starts the next one. */
  next(reason?: unknown): Run;
  /** The current run: the last one `next()` started, live until the next `next()`. */
  current(): Run;
}

export function supersession(): Supersession {
  const start = (number: number): { controller: AbortController; run: Run } => {
    const controller = new AbortController();
    return { controller, run: { signal: controller.signal, number } };
  };
  let current = start(0);
  return {
    next(reason?: unknown) {
      current.controller.abort(reason);
      current = start(current.run.number + 1);
      return current.run;
    },
    current: () => current.run,
  };
}

export interface Latest<A extends unknown[], R> {
  (...args: A): Promise<LatestAnswer<R>>;
  /** Supersedes the latest call without starting one: its signal aborts, and if still running it resolves as superseded. */
  cancel(): void;
  /**
   * The latest call's signal (live before the first call), aborted once a newer call or `cancel()`
   * supersedes it — also after its work has finished.
   */
  signal(): AbortSignal;
}

export function latestOnly<A extends unknown[], R>(
  work: (signal: AbortSignal, ...args: A) => Promise<R>,
): Latest<A, R> {
  const runs = supersession();
  const run = async (...args: A): Promise<LatestAnswer<R>> => {
    const { signal } = runs.next();
    try {
      const value = await work(signal, ...args);
      return signal.aborted ? { current: false } : { current: true, value };
    } catch (error) {
      if (signal.aborted) return { current: false };
      throw error;
    }
  };
  return Object.assign(run, {
    cancel: () => void runs.next(),
    signal: () => runs.current().signal,
  });
}

/**
 * Answers in the order the calls were made, none older than one already delivered: unlike
 * latestOnly, a newer call does not supersede the ones still running, so a long stream of calls
 * still sees answers as they come. Nothing is aborted.
 */
export function newestSoFar<A extends unknown[], R>(
  work: (...args: A) => Promise<R>,
): (...args: A) => Promise<LatestAnswer<R>> {
  let made = 0;
  let delivered = 0;
  return async (...args: A) => {
    const mine = ++made;
    const value = await work(...args);
    if (mine < delivered) return { current: false };
    delivered = mine;
    return { current: true, value };
  };
}

/** Lives by key: each wanted key's signal, aborted once the key is no longer among those kept. */
export interface KeyedLives<K> {
  /** The key's life, started on first use (again after it ended). */
  signal(key: K): AbortSignal;
  /** Ends the life of every key not in `keys` (their signals abort, with `reason` when given). */
  keep(keys: Iterable<K>, reason?: unknown): void;
}

export function keyedLives<K>(): KeyedLives<K> {
  const lives = new Map<K, AbortController>();
  return {
    signal(key) {
      let life = lives.get(key);
      if (!life) lives.set(key, (life = new AbortController()));
      return life.signal;
    },
    keep(keys, reason) {
      const kept = new Set(keys);
      for (const [key, life] of lives)
        if (!kept.has(key)) {
          lives.delete(key);
          life.abort(reason);
        }
    },
  };
}

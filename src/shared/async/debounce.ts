/**
 * Debounce with a maximum wait: `run` happens `waitMs` after the last call, but never later than
 * `maxWaitMs` after the first call it answers — so a steady stream of calls still runs now and then.
 * Timers come in as dependencies so it is tested without waiting.
 */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The host's timers: every host this runs in (page, worker, Node) has these, though ES alone does not say so. */
const host = globalThis as unknown as {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  performance: { now(): number };
};
const realTimers: Timers = {
  setTimeout: (fn, ms) => host.setTimeout(fn, ms),
  clearTimeout: (handle) => host.clearTimeout(handle),
  now: () => host.performance.now(),
};

export interface Debounced {
  (): void;
  /** Runs now if a run is pending. */
  flush(): void;
  cancel(): void;
}

export function debounce(
  run: () => void,
  waitMs: number,
  maxWaitMs = Infinity,
  timers: Timers = realTimers,
): Debounced {
  let timer: unknown = null;
  let firstCallAt: number | null = null;
  const fire = () => {
    timer = null;
    firstCallAt = null;
    run();
  };
  const call = () => {
    const now = timers.now();
    firstCallAt ??= now;
    if (timer !== null) timers.clearTimeout(timer);
    const due = Math.min(now + waitMs, firstCallAt + maxWaitMs);
    timer = timers.setTimeout(fire, Math.max(0, due - now));
  };
  return Object.assign(call, {
    flush() {
      if (timer === null) return;
      timers.clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      firstCallAt = null;
    },
  });
}

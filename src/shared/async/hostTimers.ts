/**
 * The host's timers, for the async helpers in this folder: every host they run in (the page, a worker,
 * Node) has these, though ES alone does not declare them. Helpers take `Timers` as a dependency, so
 * tests drive them with a clock of their own.
 */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const host = globalThis as unknown as {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  performance: { now(): number };
};

export const hostTimers: Timers = {
  setTimeout: (fn, ms) => host.setTimeout(fn, ms),
  clearTimeout: (handle) => host.clearTimeout(handle),
  now: () => host.performance.now(),
};

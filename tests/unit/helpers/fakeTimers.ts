import type { Timers } from '../../../src/shared/async/hostTimers';

/**
 * A clock the test moves by hand, for the helpers of src/shared/async. `advance` fires the timers due
 * on the way, in order; `starve` moves the clock without firing any, as a busy page can.
 */
export function fakeTimers() {
  let now = 0;
  let queue: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = ++ids;
      queue.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => void (queue = queue.filter((t) => t.id !== id)),
    now: () => now,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = queue.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      queue = queue.filter((t) => t !== next);
      now = next.at;
      next.fn();
    }
    now = until;
  };
  const starve = (ms: number) => void (now += ms);
  return { timers, advance, starve, pending: () => queue.length };
}

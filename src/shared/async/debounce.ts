/**
 * Debounce with a maximum wait: `run` happens `waitMs` after the last call, but never later than
 * `maxWaitMs` after the first call it answers — so a steady stream of calls still runs now and then.
 * Timers come in as dependencies so it is tested without waiting.
 */
import { hostTimers, type Timers } from './hostTimers';

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
  timers: Timers = hostTimers,
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

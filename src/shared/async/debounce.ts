/**
 * Debounce with a maximum wait: `run` happens `waitMs` after the last call, but never later than
 * `maxWaitMs` after the first call it answers — so a steady stream of calls still runs now and then.
 * A call made when the maximum wait has already passed runs at once: while the page is busy with
 * input and frames a timer can be starved for seconds, and a starved timer would keep it waiting.
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
  const call = (): void => {
    const now = timers.now();
    firstCallAt ??= now;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    const due = Math.min(now + waitMs, firstCallAt + maxWaitMs);
    if (due <= now && waitMs > 0) return fire();
    timer = timers.setTimeout(fire, due - now);
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

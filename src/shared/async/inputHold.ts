/**
 * Input first, in a worker: heavy work that only prepares loaded data steps aside for a moment after
 * each press or key of the user's. On two cores (many city office machines, remote desktops) a layers
 * worker reading and indexing the city's answers holds one core while the other is shared by the page,
 * the browser and its compositor; a chair clicked then was listed 60–200 ms later instead of 20–60 ms.
 * Measured in the dense bench: with the worker's reading held while the user clicked, 40 clicks during
 * loading kept p95 at 68–73 ms, against 88–143 ms without.
 *
 * The worker asks `rest()` between its steps (before reading an answer, before normalising a layer,
 * before indexing it). `rest()` lets the worker hear the messages that came while the step before ran,
 * then resolves at once unless a press came in the last `afterPressMs`; then it waits until one that
 * long has passed without a press. A burst of input holds the work at most
 * `maxHoldMs` in all (the page's deferred map frames wait as long at most: one policy, inputRest.ts):
 * after that the work runs until input has rested once, so a user who never stops still sees the data.
 * A step already running is not interrupted: JavaScript cannot, and each step is short.
 */
import { hostTimers, type Timers } from './hostTimers';
import { INPUT_REST } from './inputRest';
import { sleep } from './sleep';

/** The workers' case of the one input-rest policy (inputRest.ts). */
export const INPUT_HOLD = {
  /** How long after a press or key the work stays aside: a press, its release and the page's answer. */
  afterPressMs: INPUT_REST.worker.afterPressMs,
  /** The longest a burst of input holds the work, from the first step it held. */
  maxHoldMs: INPUT_REST.maxWaitMs,
} as const;

export interface InputHold {
  /** The user pressed a button or key (the page tells the worker). */
  pressed(): void;
  /** Resolves when the work may go on: at once unless the user is pressing. */
  rest(): Promise<void>;
}

export function inputHold(timers: Timers = hostTimers, policy: typeof INPUT_HOLD = INPUT_HOLD): InputHold {
  let lastPress = -Infinity;
  /** When the current burst first held a step; null while input rests. */
  let heldSince: number | null = null;
  const wait = (ms: number) => sleep(ms, undefined, timers);
  return {
    pressed() {
      lastPress = timers.now();
    },
    async rest() {
      // A turn of the host's event loop first: a press told while the last step ran is queued behind
      // it, and only a new task hears it (a microtask would go on with the press unheard).
      await wait(0);
      for (;;) {
        const now = timers.now();
        const quietAt = lastPress + policy.afterPressMs;
        if (now >= quietAt) {
          heldSince = null;
          return;
        }
        heldSince ??= now;
        const releaseAt = heldSince + policy.maxHoldMs;
        if (now >= releaseAt) return;
        await wait(Math.min(quietAt, releaseAt) - now);
      }
    },
  };
}

import { hostTimers, type Timers } from './hostTimers';

/** Polls a condition (the spec: every 50 ms, up to 10 s) and fails with the given text. */
export function waitFor(
  condition: () => boolean,
  timeoutMs: number,
  pollMs: number,
  timeoutText: string,
  timers: Timers = hostTimers,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = timers.now();
    const tick = (): void => {
      if (condition()) return resolve();
      if (timers.now() - started >= timeoutMs) return reject(new Error(timeoutText));
      timers.setTimeout(tick, pollMs);
    };
    tick();
  });
}

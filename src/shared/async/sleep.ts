import { hostTimers, type Timers } from './hostTimers';

/**
 * Waits `ms` (0: until the host's next turn, after the events already queued). With a signal the wait
 * ends early when it aborts, rejecting with the signal's reason, as the host's own abortable waits do.
 */
export function sleep(ms: number, signal?: AbortSignal, timers: Timers = hostTimers): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      timers.clearTimeout(handle);
      reject(signal!.reason);
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

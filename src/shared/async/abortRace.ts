/**
 * The abort race: a promise's answer, or the signal's reason as soon as the signal aborts, for work
 * that cannot take a signal itself (a map's 'load' event, a call to another thread). The promise
 * goes on; its late answer or failure is ignored.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort))
      .catch(() => undefined);
  });
}

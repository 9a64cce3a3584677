/** Answers a test gives when it chooses, and a way to let what is already under way finish. */
import { sleep } from '../../src/shared/async/sleep';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A promise the test settles itself: an engine's answer held back, a write still in flight. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Resolves once every promise already settling has run its callbacks (the next macrotask): what a
 * controller does with an answer is then done, so a check that it did nothing can fail. Not for fake timers.
 */
export function nextTask(): Promise<void> {
  return sleep(0);
}

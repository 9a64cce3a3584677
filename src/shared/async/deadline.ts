/**
 * A deadline for one wait, in one place: the work gets a signal that aborts when the time is up (or
 * when the caller's own signal aborts), and the wait ends at the deadline even if the work ignores
 * its signal, so nothing the app waits on can hang for ever. What the deadline gives is the caller's
 * choice: by default it fails with DeadlineExceeded, `late` can fail with an error of its own or go on
 * with a value (tiles that never came: draw what there is). Work that reports progress (`alive`)
 * starts the time again, so the deadline then bounds a silence rather than a slow answer that keeps
 * coming; `extend` lets time in which nothing could happen (a hidden page draws nothing) not count.
 */
import { hostTimers, type Timers } from './hostTimers';

/** '20 ms', '6 s', '2 minutes'. */
export function durationText(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 120_000) return `${ms / 60_000} minutes`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** What a wait past its deadline fails with, unless its caller says otherwise. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
  constructor(
    readonly ms: number,
    message = `No answer within ${durationText(ms)}`,
  ) {
    super(message);
  }
}

export interface DeadlineOptions<T> {
  /** The caller's own signal: its abort aborts the work's signal too (the work then ends as it does). */
  signal?: AbortSignal;
  /** At the deadline: the value to go on with, or a throw to fail with (by default, DeadlineExceeded). */
  late?: () => T | Promise<T>;
  /** Asked at the deadline: true gives the work another `ms`. */
  extend?: () => boolean;
  timers?: Timers;
}

/**
 * Runs `work` for at most `ms` (Infinity: no deadline, only the caller's signal). The losing side
 * never surfaces: a work that fails after its deadline has passed is ignored.
 */
export function withDeadline<T>(
  work: (signal: AbortSignal, alive: () => void) => Promise<T>,
  ms: number,
  options: DeadlineOptions<T> = {},
): Promise<T> {
  const { signal: outer, late, extend, timers = hostTimers } = options;
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: unknown = null;
    const forward = () => controller.abort(outer?.reason);
    const finish = (end: () => void) => {
      if (settled) return;
      settled = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      outer?.removeEventListener('abort', forward);
      end();
    };
    const expire = () => {
      timer = null;
      if (settled) return;
      if (extend?.()) {
        arm();
        return;
      }
      try {
        const value = late ? late() : failLate(ms);
        controller.abort(new DeadlineExceeded(ms));
        finish(() => resolve(value));
      } catch (error) {
        controller.abort(error);
        finish(() => reject(error));
      }
    };
    const arm = () => {
      if (Number.isFinite(ms)) timer = timers.setTimeout(expire, ms);
    };
    const alive = () => {
      if (settled || timer === null) return;
      timers.clearTimeout(timer);
      arm();
    };
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    arm();
    let running: Promise<T>;
    try {
      running = work(controller.signal, alive);
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

function failLate(ms: number): never {
  throw new DeadlineExceeded(ms);
}

/** True for the default failure of a deadline (a caller's `late` may fail otherwise). */
export function isDeadlineExceeded(error: unknown): error is DeadlineExceeded {
  return error instanceof DeadlineExceeded;
}

/**
 * The same deadline for callback work whose answer must be handled in the turn it comes (a batch of
 * layers drawn in the frame its tiles arrive, not a microtask later): `start` begins the work with the
 * callback it must call and returns the work's cancel; `done` runs once, at the callback or at `ms`,
 * whichever is first, and the work is cancelled then. The returned function cancels both.
 */
export function callbackWithin(
  start: (callback: () => void) => () => void,
  ms: number,
  done: () => void,
  timers: Timers = hostTimers,
): () => void {
  // An object, not a let: the work's callback may finish it inside `start`, which a narrowed let would hide.
  const state = { finished: false, cancelWork: null as (() => void) | null };
  const end = (): boolean => {
    if (state.finished) return false;
    state.finished = true;
    timers.clearTimeout(timer);
    state.cancelWork?.();
    return true;
  };
  const finish = () => {
    if (end()) done();
  };
  const timer = timers.setTimeout(finish, ms);
  const cancel = start(finish);
  // Work that answered at once, before its cancel was known, has nothing left to cancel.
  if (state.finished) return () => undefined;
  state.cancelWork = cancel;
  return () => {
    end();
  };
}

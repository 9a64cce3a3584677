// The one deadline (src/shared/async/deadline.ts) and the abort race (abortRace.ts): what every time
// limit and every wait that a signal may end are built on.
import { describe, expect, it } from 'vitest';
import { raceAbort } from '../../src/shared/async/abortRace';
import { callbackWithin, DeadlineExceeded, durationText, withDeadline } from '../../src/shared/async/deadline';
import { deferred } from '../support/deferred';
import { fakeTimers } from './helpers/fakeTimers';

/** Whether a promise has settled by the end of the current microtasks. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

const never = () => new Promise<never>(() => {});

describe('withDeadline', () => {
  it('passes the answer through and leaves no timer behind', async () => {
    const { timers, pending } = fakeTimers();
    expect(await withDeadline(async () => 'ok', 1000, { timers })).toBe('ok');
    expect(pending()).toBe(0);
  });

  it("fails at the deadline even when the work ignores its signal, and aborts the work's signal", async () => {
    const { timers, advance } = fakeTimers();
    let seen: AbortSignal | null = null;
    const run = withDeadline(
      (signal) => {
        seen = signal;
        return never();
      },
      500,
      { timers },
    );
    advance(499);
    expect(await settled(run)).toBe(false);
    advance(1);
    await expect(run).rejects.toBeInstanceOf(DeadlineExceeded);
    await expect(run).rejects.toThrow('No answer within 500 ms');
    expect(seen!.aborted).toBe(true);
  });

  it("gives `late`'s value, or fails with what `late` throws", async () => {
    const { timers, advance } = fakeTimers();
    const drawn = withDeadline(never, 100, { timers, late: () => 'what there is' });
    const refused = withDeadline(never, 100, {
      timers,
      late: () => {
        throw new Error('Offscreen map style load timeout');
      },
    });
    advance(100);
    expect(await drawn).toBe('what there is');
    await expect(refused).rejects.toThrow('Offscreen map style load timeout');
  });

  it('starts its time again on each sign of life: a silence is bounded, not a slow answer', async () => {
    const { timers, advance } = fakeTimers();
    let alive = () => {};
    const answer = deferred<string>();
    const run = withDeadline(
      (_signal, beat) => {
        alive = beat;
        return answer.promise;
      },
      100,
      { timers },
    );
    for (let i = 0; i < 5; i++) {
      advance(90);
      alive();
    }
    expect(await settled(run)).toBe(false);
    answer.resolve('slow but steady');
    expect(await run).toBe('slow but steady');
  });

  it('waits again while `extend` says the time did not count', async () => {
    const { timers, advance } = fakeTimers();
    let hidden = true;
    const run = withDeadline(never, 100, { timers, extend: () => hidden });
    advance(300);
    expect(await settled(run)).toBe(false);
    hidden = false;
    advance(100);
    await expect(run).rejects.toBeInstanceOf(DeadlineExceeded);
  });

  it("hands the caller's abort to the work, which ends as it ends; a failure after the deadline is ignored", async () => {
    const { timers, advance } = fakeTimers();
    const outer = new AbortController();
    const run = withDeadline(
      (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted by caller')))),
      1000,
      { timers, signal: outer.signal },
    );
    outer.abort();
    await expect(run).rejects.toThrow('aborted by caller');

    const late = deferred<string>();
    const timedOut = withDeadline(() => late.promise, 10, { timers });
    advance(10);
    late.reject(new Error('too late to matter'));
    await expect(timedOut).rejects.toBeInstanceOf(DeadlineExceeded);
  });

  it('without a finite time, only the signal ends it', async () => {
    const { timers, pending } = fakeTimers();
    const answer = deferred<number>();
    const run = withDeadline(() => answer.promise, Infinity, { timers });
    expect(pending()).toBe(0);
    answer.resolve(7);
    expect(await run).toBe(7);
  });

  it('says durations as people read them', () => {
    expect(durationText(20)).toBe('20 ms');
    expect(durationText(6000)).toBe('6 s');
    expect(durationText(120_000)).toBe('2 minutes');
  });
});

describe('raceAbort', () => {
  it("answers with the promise, or with the signal's reason as soon as it aborts", async () => {
    const controller = new AbortController();
    expect(await raceAbort(Promise.resolve(3), controller.signal)).toBe(3);
    const held = deferred<number>();
    const race = raceAbort(held.promise, controller.signal);
    controller.abort(new Error('the engine stopped'));
    await expect(race).rejects.toThrow('the engine stopped');
    // The promise's own late failure is not the caller's (no unhandled rejection).
    held.reject(new Error('late'));
  });

  it('fails at once for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already gone'));
    await expect(raceAbort(Promise.reject(new Error('ignored')), controller.signal)).rejects.toThrow('already gone');
  });
});

describe('callbackWithin', () => {
  /** Work that answers when the test says, recording whether it was cancelled. */
  const work = () => {
    const state = { answer: null as (() => void) | null, cancelled: 0 };
    const start = (callback: () => void) => {
      state.answer = callback;
      return () => void state.cancelled++;
    };
    return { state, start };
  };

  it('calls done in the same turn as the answer, once, and stops the timer', () => {
    const { timers, pending, advance } = fakeTimers();
    const { state, start } = work();
    const done: number[] = [];
    callbackWithin(start, 500, () => done.push(timers.now()), timers);
    advance(200);
    state.answer!();
    expect(done).toEqual([200]);
    expect(pending()).toBe(0);
    state.answer!();
    advance(1000);
    expect(done).toEqual([200]);
  });

  it('calls done at the deadline when no answer comes, and cancels the work', () => {
    const { timers, advance } = fakeTimers();
    const { state, start } = work();
    const done: number[] = [];
    callbackWithin(start, 500, () => done.push(timers.now()), timers);
    advance(499);
    expect(done).toEqual([]);
    advance(1);
    expect(done).toEqual([500]);
    expect(state.cancelled).toBe(1);
    state.answer!();
    expect(done).toEqual([500]);
  });

  it('its cancel stops both: no done, the work cancelled, no timer left', () => {
    const { timers, pending, advance } = fakeTimers();
    const { state, start } = work();
    let done = 0;
    const cancel = callbackWithin(start, 500, () => void done++, timers);
    cancel();
    advance(1000);
    state.answer!();
    expect(done).toBe(0);
    expect(state.cancelled).toBe(1);
    expect(pending()).toBe(0);
  });

  it('work that answers at once is done at once and has nothing to cancel', () => {
    const { timers, pending } = fakeTimers();
    let cancelled = 0;
    let done = 0;
    const cancel = callbackWithin(
      (callback) => {
        callback();
        return () => void cancelled++;
      },
      500,
      () => void done++,
      timers,
    );
    cancel();
    expect(done).toBe(1);
    expect(cancelled).toBe(0);
    expect(pending()).toBe(0);
  });
});

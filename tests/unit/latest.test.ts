// Latest-request-wins (src/shared/async/latest.ts): what the app's controllers and workers rely on
// instead of counting generations themselves.
import { describe, expect, it } from 'vitest';
import { keyedLives, latestOnly, newestSoFar, supersession } from '../../src/shared/async/latest';

/** Work whose calls the test lets finish, in any order. */
function controlled() {
  const finish: Array<() => void> = [];
  const work = () => new Promise<void>((resolve) => finish.push(resolve));
  return { work, answer: (i: number) => finish[i]!() };
}

describe('latestOnly', () => {
  it('delivers only the newest answer; cancel supersedes everything in flight', async () => {
    const resolvers: Array<(v: number) => void> = [];
    const ask = latestOnly((_signal, n: number) => new Promise<number>((r) => resolvers.push(() => r(n))));
    const first = ask(1);
    const second = ask(2);
    resolvers[1]!(2);
    resolvers[0]!(1);
    expect(await second).toEqual({ current: true, value: 2 });
    expect(await first).toEqual({ current: false });
    const third = ask(3);
    ask.cancel();
    resolvers[2]!(3);
    expect(await third).toEqual({ current: false });
  });

  it("hands the work an AbortSignal that a newer call aborts; an aborted work's failure is not the caller's", async () => {
    const signals: AbortSignal[] = [];
    const ask = latestOnly(
      (signal, n: number) =>
        new Promise<number>((resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          if (n === 2) resolve(2);
        }),
    );
    const first = ask(1);
    const second = ask(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(await first).toEqual({ current: false });
    expect(await second).toEqual({ current: true, value: 2 });
    const failing = latestOnly(async () => {
      throw new Error('the service said no');
    });
    await expect(failing()).rejects.toThrow('the service said no');
  });

  it("keeps a finished call's signal live until a newer call or cancel supersedes it", async () => {
    const ask = latestOnly(async (signal, n: number) => ({ signal, n }));
    const before = ask.signal();
    expect(before.aborted).toBe(false);
    const first = await ask(1);
    if (!first.current) throw new Error('the only call is the latest');
    expect(before.aborted).toBe(true);
    expect(ask.signal()).toBe(first.value.signal);
    expect(first.value.signal.aborted).toBe(false);
    ask.cancel();
    expect(first.value.signal.aborted).toBe(true);
    expect(ask.signal().aborted).toBe(false);
    const second = await ask(2);
    expect(second).toMatchObject({ current: true, value: { n: 2 } });
  });
});

describe('supersession', () => {
  it('ends each run as the next starts, and numbers the runs', () => {
    const runs = supersession();
    const zero = runs.current();
    expect(zero).toMatchObject({ number: 0 });
    const one = runs.next();
    expect(zero.signal.aborted).toBe(true);
    expect(one.number).toBe(1);
    expect(one.signal.aborted).toBe(false);
    expect(runs.current()).toBe(one);
    const two = runs.next();
    expect(one.signal.aborted).toBe(true);
    expect(two.signal.aborted).toBe(false);
    expect(two.number).toBe(2);
  });
});

describe('newestSoFar', () => {
  it('delivers answers as they come, dropping only one older than an answer already delivered', async () => {
    const { work, answer } = controlled();
    let n = 0;
    const ask = newestSoFar(() => work().then(() => ++n));
    const first = ask();
    const second = ask();
    const third = ask();
    // The first answers while two newer calls still run: it is shown, not superseded.
    answer(0);
    expect(await first).toEqual({ current: true, value: 1 });
    answer(2);
    expect(await third).toEqual({ current: true, value: 2 });
    answer(1);
    expect(await second).toEqual({ current: false });
  });
});

describe('keyedLives', () => {
  it('keeps one life per key until the key is left out, and starts a new one when it is wanted again', () => {
    const lives = keyedLives<string>();
    const drawn = lives.signal('a');
    const prepared = lives.signal('b');
    expect(lives.signal('a')).toBe(drawn);
    lives.keep(['a', 'b']);
    expect([drawn.aborted, prepared.aborted]).toEqual([false, false]);
    lives.keep(['b'], 'gone');
    expect(drawn.aborted).toBe(true);
    expect(drawn.reason).toBe('gone');
    expect(prepared.aborted).toBe(false);
    const again = lives.signal('a');
    expect(again).not.toBe(drawn);
    expect(again.aborted).toBe(false);
    lives.keep([]);
    expect([again.aborted, prepared.aborted]).toEqual([true, true]);
  });
});

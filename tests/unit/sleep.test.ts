// The one sleep (src/shared/async/sleep.ts): waits its time on the host's timers, and an abort ends it.
import { describe, expect, it } from 'vitest';
import { sleep } from '../../src/shared/async/sleep';
import { fakeTimers } from './helpers/fakeTimers';

const settledYet = async (p: Promise<void>) => {
  let settled = false;
  void p.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.resolve();
  return settled;
};

describe('sleep', () => {
  it('resolves once its time has passed, not before', async () => {
    const { timers, advance } = fakeTimers();
    const wait = sleep(100, undefined, timers);
    advance(99);
    expect(await settledYet(wait)).toBe(false);
    advance(1);
    await expect(wait).resolves.toBeUndefined();
  });

  it("ends early with the signal's reason when aborted, and leaves no timer behind", async () => {
    const { timers, pending } = fakeTimers();
    const controller = new AbortController();
    const wait = sleep(1_000, controller.signal, timers);
    expect(pending()).toBe(1);
    controller.abort(new Error('superseded'));
    await expect(wait).rejects.toThrow('superseded');
    expect(pending()).toBe(0);
    // Already aborted: it never starts.
    await expect(sleep(10, controller.signal, timers)).rejects.toThrow('superseded');
    expect(pending()).toBe(0);
  });

  it("waits on the host's own timers by default", async () => {
    const started = performance.now();
    await sleep(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });
});

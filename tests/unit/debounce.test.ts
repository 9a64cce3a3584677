import { describe, expect, it } from 'vitest';
import { debounce } from '../../src/shared/async/debounce';
import { fakeTimers } from './helpers/fakeTimers';

describe('debounce with a maximum wait', () => {
  it('runs once, waitMs after the last of a burst', () => {
    const { timers, advance } = fakeTimers();
    let runs = 0;
    const d = debounce(() => runs++, 100, Infinity, timers);
    d();
    advance(50);
    d();
    advance(99);
    expect(runs).toBe(0);
    advance(1);
    expect(runs).toBe(1);
  });

  it('runs at the latest maxWaitMs after the first call of a steady stream', () => {
    const { timers, advance } = fakeTimers();
    const at: number[] = [];
    const d = debounce(() => at.push(timers.now()), 100, 250, timers);
    // A call every 50 ms from 0 to 550: the debounce alone would never run.
    for (let i = 0; i < 12; i++) {
      d();
      advance(50);
    }
    expect(at).toEqual([250, 500]);
  });

  it('flushes a pending run at once, and cancel drops it', () => {
    const { timers, advance } = fakeTimers();
    let runs = 0;
    const d = debounce(() => runs++, 100, Infinity, timers);
    d();
    d.flush();
    expect(runs).toBe(1);
    d();
    d.cancel();
    advance(500);
    expect(runs).toBe(1);
  });

  it('runs at once when called after its maximum wait has passed, though its timer was starved', () => {
    const { timers, starve, pending } = fakeTimers();
    let runs = 0;
    const d = debounce(() => runs++, 100, 300, timers);
    d();
    starve(350);
    expect(runs).toBe(0);
    d();
    expect(runs).toBe(1);
    expect(pending()).toBe(0);
  });
});

// Input first in a worker (src/shared/async/inputHold.ts): heavy steps wait while the user presses,
// never longer than the burst's limit, and go on at once when nobody does.
import { describe, expect, it } from 'vitest';
import { INPUT_HOLD, inputHold } from '../../src/shared/async/inputHold';
import { fakeTimers } from './helpers/fakeTimers';

/** Whether a promise has settled by the end of the current microtasks. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

/** Moves the clock `ms` in small steps, letting the waits chained inside `rest()` schedule their next timer. */
async function pass(advance: (ms: number) => void, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 10) {
    advance(Math.min(10, ms - t));
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
}

describe('inputHold', () => {
  it('lets a step go on after one turn of the event loop when nobody is pressing', async () => {
    const { timers, advance } = fakeTimers();
    const rest = inputHold(timers).rest();
    expect(await settled(rest)).toBe(false);
    advance(0);
    expect(await settled(rest)).toBe(true);
  });

  it('hears a press told while the step before ran, and waits until the press is afterPressMs old', async () => {
    const { timers, advance } = fakeTimers();
    const hold = inputHold(timers);
    advance(1000);
    const rest = hold.rest();
    // The press arrives as a message before the worker's next turn.
    hold.pressed();
    advance(0);
    expect(await settled(rest)).toBe(false);
    advance(INPUT_HOLD.afterPressMs - 1);
    expect(await settled(rest)).toBe(false);
    advance(1);
    expect(await settled(rest)).toBe(true);
  });

  it('keeps waiting while presses go on, and counts from the last one', async () => {
    const { timers, advance } = fakeTimers();
    const hold = inputHold(timers);
    hold.pressed();
    const rest = hold.rest();
    for (let i = 0; i < 5; i++) {
      advance(100);
      hold.pressed();
      expect(await settled(rest)).toBe(false);
    }
    advance(INPUT_HOLD.afterPressMs);
    expect(await settled(rest)).toBe(true);
  });

  it('holds a burst at most maxHoldMs, then runs until input has rested once', async () => {
    const { timers, advance } = fakeTimers();
    const hold = inputHold(timers);
    hold.pressed();
    const first = hold.rest();
    for (let t = 0; t < INPUT_HOLD.maxHoldMs - 100; t += 100) {
      await pass(advance, 100);
      hold.pressed();
    }
    expect(await settled(first)).toBe(false);
    // The hold began at the first step's first look, a moment after the rest was asked.
    await pass(advance, 120);
    hold.pressed();
    expect(await settled(first)).toBe(true);
    // Still pressing: the next steps are no longer held.
    const next = hold.rest();
    await pass(advance, 10);
    expect(await settled(next)).toBe(true);
    // Once input has rested, a new burst holds again.
    await pass(advance, INPUT_HOLD.afterPressMs);
    const quiet = hold.rest();
    await pass(advance, 10);
    expect(await settled(quiet)).toBe(true);
    hold.pressed();
    const held = hold.rest();
    await pass(advance, 10);
    expect(await settled(held)).toBe(false);
    await pass(advance, INPUT_HOLD.afterPressMs);
    expect(await settled(held)).toBe(true);
  });
});

// Engines that can fail and come back (src/shared/async/engine.ts): a worker gone without a word is
// found by the heartbeat, every pending call fails with a clear error, a new worker is started and
// handed back its state, and a second failure in a row stops restarting until Retry.
import { afterEach, describe, expect, it } from 'vitest';
import { EngineStopped, type EngineStatus } from '../../src/shared/async/engine';
import type { Job, JobHost } from '../../src/shared/async/jobs';
import { engineHarness } from './helpers/engineHarness';

/** A worker with some state of its own (a focus) and a call that waits for ever (a layer load). */
function focusApi(jobs: JobHost) {
  let focus: string | null = null;
  return {
    setFocus(next: string | null): void {
      focus = next;
    },
    focus: () => focus,
    hang: () => new Promise<void>(() => {}),
    load: jobs.job((_job: Job, layer: string) => new Promise<string>(() => void layer)),
    configured: false,
    configure(): void {
      this.configured = true;
    },
  };
}

let stops: Array<() => void> = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

function setup(options: Parameters<typeof engineHarness<ReturnType<typeof focusApi>>>[2] = {}) {
  const h = engineHarness('layers', focusApi, options);
  stops.push(() => h.workers.forEach((w) => w.close()));
  const statuses: EngineStatus[] = [];
  h.engine.watch((s) => statuses.push(s));
  return { ...h, statuses };
}

/** Moves the clock past a missed heartbeat: a ping after 2 s, unanswered 10 s later. */
async function missHeartbeat(h: ReturnType<typeof setup>) {
  h.clock.advance(2000);
  await h.settle();
  h.clock.advance(10_000);
  await h.settle();
}

describe('a worker that closed itself (no event)', () => {
  it('is found by the heartbeat: every pending call fails at once, naming the engine and why', async () => {
    const h = setup();
    h.worker().close();
    const calls = [h.engine.remote.hang(), h.engine.remote.focus(), h.engine.job('load', ['bikeLanes'])];
    const failures = Promise.all(calls.map((c) => c.catch((e: unknown) => e)));
    await missHeartbeat(h);
    for (const error of await failures) {
      expect(error).toBeInstanceOf(EngineStopped);
      expect((error as Error).message).toBe('The layers engine stopped: it did not answer for 10 s');
    }
  });

  it('is restarted, prepared, and handed back its state; calls then reach the new worker', async () => {
    const h = setup({ prepare: (remote) => remote.configure() });
    const handBack = () => void h.engine.remote.setFocus('Bryant Park');
    h.engine.onRestart(handBack);
    await h.engine.remote.setFocus('Bryant Park');
    h.worker().close();
    const lost = h.engine.remote.hang().catch((e: unknown) => e);
    await missHeartbeat(h);
    expect(await lost).toBeInstanceOf(EngineStopped);
    await h.settle();

    expect(h.workers).toHaveLength(2);
    expect(h.workers[0]!.terminated).toBe(true);
    expect(h.worker().api.configured).toBe(true);
    expect(await h.engine.remote.focus()).toBe('Bryant Park');
    expect(h.statuses.map((s) => s.state)).toEqual(['restarting', 'running']);
    expect(h.engine.status()).toEqual({
      state: 'running',
      restarts: 1,
      lastStop: 'it did not answer for 10 s',
    });
  });

  it('is found while the page asks it nothing, too', async () => {
    const h = setup();
    h.worker().close();
    await missHeartbeat(h);
    await h.settle();
    expect(h.workers).toHaveLength(2);
    expect(h.engine.status()).toMatchObject({ state: 'running', restarts: 1 });
  });

  it('a live worker busy with a slow call is not taken for dead', async () => {
    const h = setup();
    const slow = h.engine.remote.hang();
    slow.catch(() => undefined);
    for (let i = 0; i < 20; i++) {
      h.clock.advance(2000);
      await h.settle();
    }
    expect(h.workers).toHaveLength(1);
    expect(h.engine.status().state).toBe('running');
  });
});

describe('a second failure in a row', () => {
  it('stops restarting: calls fail at once, and Retry starts a worker again', async () => {
    const h = setup({ steadyAfterMs: 60_000 });
    h.worker().close();
    void h.engine.remote.hang().catch(() => undefined);
    await missHeartbeat(h);
    await h.settle();
    h.worker().close();
    void h.engine.remote.hang().catch(() => undefined);
    await missHeartbeat(h);

    expect(h.engine.status()).toEqual({ state: 'stopped', restarts: 1, why: 'it did not answer for 10 s' });
    expect(h.workers).toHaveLength(2);
    await expect(h.engine.remote.focus()).rejects.toThrow('The layers engine stopped: it did not answer for 10 s');

    h.engine.retry();
    await h.settle();
    expect(h.workers).toHaveLength(3);
    expect(h.engine.status()).toMatchObject({ state: 'running', restarts: 2 });
    expect(await h.engine.remote.focus()).toBeNull();
  });

  it('a failure long after the last restart is a first failure again', async () => {
    const h = setup({ steadyAfterMs: 60_000 });
    h.worker().close();
    void h.engine.remote.hang().catch(() => undefined);
    await missHeartbeat(h);
    await h.settle();
    h.clock.advance(60_000);
    h.worker().close();
    void h.engine.remote.hang().catch(() => undefined);
    await missHeartbeat(h);
    await h.settle();
    expect(h.workers).toHaveLength(3);
    expect(h.engine.status()).toMatchObject({ state: 'running', restarts: 2 });
  });
});

describe('failures that say so', () => {
  it("an error event stops the worker at once, with the error's words", async () => {
    const h = setup();
    const pending = h.engine.remote.hang().catch((e: unknown) => e);
    h.worker().crash('Uncaught RangeError: Invalid array length');
    expect(await pending).toMatchObject({
      message: 'The layers engine stopped: it failed (Uncaught RangeError: Invalid array length)',
    });
    await h.settle();
    expect(h.workers).toHaveLength(2);
    expect(h.engine.status().state).toBe('running');
  });

  it('a message the worker could not read (its messageerror) fails the call it carried and every other', async () => {
    const h = setup();
    const pending = h.engine.job('load', ['trees']).catch((e: unknown) => e);
    await h.settle();
    h.worker().loseMessage();
    expect(await pending).toMatchObject({
      message: 'The layers engine stopped: a message from the page could not be read',
    });
  });
});

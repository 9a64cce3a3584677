// The engine's modules over its explicit state (src/shared/async/engine/state.ts), each on its own:
// the heartbeat, the supervision of its workers (failure, restart, retry) and its calls (every call a
// job on the current worker). The workers are stand-ins that record what reaches them; the clock is
// the test's.
import { describe, expect, it } from 'vitest';
import type { Engine, EngineEndpoint, EngineEvent, EngineStatus } from '../../src/shared/async/engine';
import { callJob, callsOf, remoteOf } from '../../src/shared/async/engine/calls';
import { heardPong, heartbeat } from '../../src/shared/async/engine/heartbeat';
import { engineState, setStatus, type EngineSettings, type EngineState } from '../../src/shared/async/engine/state';
import { EngineStopped } from '../../src/shared/async/engine/stopped';
import { fail, retry, supervise } from '../../src/shared/async/engine/supervision';
import type { JobTicket } from '../../src/shared/async/jobs';
import { sleep } from '../../src/shared/async/sleep';
import { fakeTimers } from './helpers/fakeTimers';

/** A worker's API as the page calls it: job methods, each taking its ticket first. */
interface Api {
  echo(ticket: JobTicket, text: string): Promise<string>;
  hang(ticket: JobTicket): Promise<never>;
  configure(ticket: JobTicket): Promise<void>;
}

interface StandIn {
  posted: unknown[];
  tickets: JobTicket[];
  configured: number;
  terminated: boolean;
  emit(type: 'message' | 'error' | 'messageerror', event?: EngineEvent): void;
  endpoint: EngineEndpoint;
  api: Api;
}

/** A stand-in worker: it answers no ping, records what the page posts and calls, and emits events on demand. */
function standInWorker(): StandIn {
  const listeners: Array<{ type: string; listener: (event: EngineEvent) => void }> = [];
  const worker: StandIn = {
    posted: [],
    tickets: [],
    configured: 0,
    terminated: false,
    emit: (type, event = {}) => {
      for (const l of listeners) if (l.type === type) l.listener(event);
    },
    endpoint: {
      postMessage: (message) => void worker.posted.push(message),
      addEventListener: (type, listener) => void listeners.push({ type, listener }),
      terminate: () => void (worker.terminated = true),
    },
    api: {
      echo: async (ticket, text) => (worker.tickets.push(ticket), text),
      hang: () => new Promise<never>(() => undefined),
      configure: async () => void worker.configured++,
    },
  };
  return worker;
}

function setup(extra: Partial<EngineSettings<Api>> = {}) {
  const clock = fakeTimers();
  const workers: StandIn[] = [];
  const state: EngineState<Api> = engineState<Api>({
    name: 'layers',
    heartbeat: { everyMs: 2000, withinMs: 10_000 },
    steadyAfterMs: 60_000,
    timers: clock.timers,
    start: () => {
      const worker = standInWorker();
      workers.push(worker);
      return worker.endpoint;
    },
    wrap: () => workers.at(-1)!.api,
    ...extra,
  });
  const statuses: EngineStatus[] = [];
  state.watchers.add((status) => statuses.push(status));
  return { state, clock, workers, worker: () => workers.at(-1)!, statuses };
}

/** Lets the promises already settled run on. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await sleep(0);
};

const pings = (posted: unknown[]) =>
  posted.filter((m) => (m as { stagerEngine?: string }).stagerEngine === 'ping') as Array<{ beat: number }>;

describe('the engine state', () => {
  it('starts with its first worker running, and each change of status is heard', () => {
    const { state, workers, statuses } = setup();
    expect(workers).toHaveLength(1);
    expect(state.life.remote).toBe(workers[0]!.api);
    expect(state.status).toEqual({ state: 'running', restarts: 0, lastStop: null });
    setStatus(state, { state: 'stopped', restarts: 0, why: 'it failed' });
    expect(state.status).toEqual({ state: 'stopped', restarts: 0, why: 'it failed' });
    expect(statuses).toEqual([{ state: 'stopped', restarts: 0, why: 'it failed' }]);
  });
});

describe('the heartbeat', () => {
  it('pings every few seconds; an answered ping keeps it going, an unanswered one says why, once', async () => {
    const { state, clock, worker } = setup();
    const silences: string[] = [];
    const beating = heartbeat(state, state.life, (why) => silences.push(why));
    clock.advance(2000);
    await settle();
    expect(pings(worker().posted)).toEqual([{ stagerEngine: 'ping', beat: 1 }]);
    heardPong(state, 1);
    await settle();
    clock.advance(2000);
    await settle();
    expect(pings(worker().posted).map((p) => p.beat)).toEqual([1, 2]);
    clock.advance(9999);
    await settle();
    expect(silences).toEqual([]);
    clock.advance(1);
    await settle();
    expect(silences).toEqual(['it did not answer for 10 s']);
    await beating;
    expect(state.pongs.size).toBe(0);
  });

  it("ends without a word when its worker's life ends", async () => {
    const { state, clock, worker } = setup();
    const silences: string[] = [];
    const beating = heartbeat(state, state.life, (why) => silences.push(why));
    clock.advance(2000);
    await settle();
    state.lives.next();
    await beating;
    clock.advance(60_000);
    await settle();
    expect(silences).toEqual([]);
    expect(pings(worker().posted)).toHaveLength(1);
  });
});

describe('the supervision', () => {
  it('a missed heartbeat stops the worker: its calls fail, a new one is started, prepared and handed back its state', async () => {
    const { state, clock, workers, worker, statuses } = setup({ prepare: (calls) => calls.configure() });
    let handedBack = 0;
    state.restartListeners.add(() => void handedBack++);
    supervise(state, null);
    await settle();
    expect(worker().configured).toBe(1);
    const pending = callJob(state, 'hang', []).catch((e: unknown) => e);
    await settle();

    clock.advance(2000);
    await settle();
    clock.advance(10_000);
    await settle();

    expect(await pending).toEqual(new EngineStopped('layers', 'it did not answer for 10 s'));
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
    expect(worker().configured).toBe(1);
    expect(handedBack).toBe(1);
    expect(statuses.map((s) => s.state)).toEqual(['restarting', 'running']);
    expect(state.status).toEqual({ state: 'running', restarts: 1, lastStop: 'it did not answer for 10 s' });
    expect(await callJob(state, 'echo', ['after'])).toBe('after');
  });

  it("the worker's fault and its error event stop it at once; a stopped worker's words are not heard", async () => {
    const { state, clock, workers, worker } = setup();
    supervise(state, null);
    worker().emit('message', { data: { stagerEngine: 'fault', message: 'a message from the page could not be read' } });
    expect(state.status).toEqual({
      state: 'restarting',
      restarts: 1,
      why: 'a message from the page could not be read',
    });
    workers[0]!.emit('error', { message: 'Uncaught RangeError' });
    await settle();
    expect(workers).toHaveLength(2);
    expect(state.status).toMatchObject({ state: 'running', restarts: 1 });

    let prevented = false;
    // Long after the restart (no timer fires on the way): a first failure again.
    clock.starve(60_000);
    worker().emit('error', { message: 'Uncaught RangeError', preventDefault: () => void (prevented = true) });
    expect(prevented).toBe(true);
    expect(state.status).toEqual({ state: 'restarting', restarts: 2, why: 'it failed (Uncaught RangeError)' });
  });

  it('a second failure in a row stops restarting until retry', async () => {
    const { state, workers } = setup();
    supervise(state, null);
    fail(state, state.life, 'it failed');
    await settle();
    const second = state.life;
    fail(state, second, 'it failed again');
    expect(state.status).toEqual({ state: 'stopped', restarts: 1, why: 'it failed again' });
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(true);
    await expect(callJob(state, 'echo', ['x'])).rejects.toThrow('The layers engine stopped: it failed again');

    retry(state);
    expect(workers).toHaveLength(3);
    await settle();
    expect(state.status).toEqual({ state: 'running', restarts: 2, lastStop: 'it failed again' });
    expect(await callJob(state, 'echo', ['back'])).toBe('back');
    retry(state);
    expect(workers).toHaveLength(3);
  });
});

describe('the calls', () => {
  it("a call waits for its worker's preparation, then reaches it as a job with its ticket", async () => {
    const { state, worker } = setup();
    let prepared!: () => void;
    state.life.ready = new Promise<void>((resolve) => (prepared = resolve));
    let answer: string | null = null;
    const call = callJob(state, 'echo', ['hello']).then((text) => (answer = text));
    await settle();
    expect(worker().tickets).toEqual([]);
    prepared();
    await call;
    expect(answer).toBe('hello');
    expect(worker().tickets).toHaveLength(1);
    expect(worker().tickets[0]!.job).toBeGreaterThan(0);
  });

  it("prepare's calls reach the worker being prepared, before it is ready", async () => {
    const { state, worker } = setup();
    state.life.ready = new Promise<void>(() => undefined);
    expect(await callsOf(state, state.life).echo('early')).toBe('early');
    expect(worker().tickets).toHaveLength(1);
  });

  it("a stopped engine's calls fail at once; a pending call fails with its worker's stop", async () => {
    const { state, worker } = setup();
    const pending = callJob(state, 'hang', []).catch((e: unknown) => e);
    await settle();
    state.lives.next(new EngineStopped('layers', 'it failed'));
    expect(await pending).toEqual(new EngineStopped('layers', 'it failed'));
    setStatus(state, { state: 'stopped', restarts: 1, why: 'it failed' });
    await expect(callJob(state, 'echo', ['x'])).rejects.toEqual(new EngineStopped('layers', 'it failed'));
    expect(worker().tickets).toEqual([]);
  });

  it("the caller's cancel is sent to the worker as the job's cancel", async () => {
    const { state, worker } = setup();
    const caller = new AbortController();
    const call = callJob(state, 'hang', [], { signal: caller.signal }).catch((e: unknown) => e);
    await settle();
    caller.abort('a newer focus');
    expect(await call).toBe('a newer focus');
    expect(worker().posted).toContainEqual({ stagerJob: expect.any(Number), cancel: 'a newer focus' });
  });

  it('the remote: every name a call on the current worker, `job` beside them, and no thenable', async () => {
    const { state, worker } = setup();
    const job: Engine<Api>['job'] = (method, args, options) => callJob(state, method, args, options);
    const remote = remoteOf(state, job);
    expect((remote as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await remote.echo('via the remote')).toBe('via the remote');
    expect(remote.job).toBe(job);
    expect(worker().tickets).toHaveLength(1);
  });
});

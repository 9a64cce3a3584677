/**
 * An engine (a worker) that can fail and come back, on the page's side. Every call to it is tracked:
 * when the worker dies, every pending call fails at once with EngineStopped, which names the engine
 * and why. A worker can die in ways that fire no event (it calls `self.close()`, or loops for ever on
 * bad data), so the page pings it every few seconds (a heartbeat): a ping not answered within its
 * deadline means the worker is gone, found even while the page asks it nothing (the nudge worker is
 * fed by the layers worker, not by the page). An `error` event (an uncaught failure, or a module that
 * would not load), a `messageerror` on either side (a message lost, so a call would wait for ever)
 * and a missed heartbeat all stop the worker the same way.
 *
 * Then a new worker is started, `prepare` hands it what every worker needs (configuration, its
 * channels to other workers), and the restart listeners hand it back the app's state (the focus, the
 * layers on, the plan). A second failure in a row (within `steadyAfterMs` of a restart) stops
 * restarting: the engine is 'stopped', every call fails at once, and `retry()` starts it again.
 *
 * Jobs (jobs.ts) run over the same tracking: `job(name, args, options)` calls a job method with its
 * ticket, cancels it on both sides with the caller's signal or deadline, and delivers its progress.
 * Host-neutral: the endpoint, the wrapping (comlink's) and the timers are handed in.
 */
import { raceAbort } from './abortRace';
import { durationText, isDeadlineExceeded, withDeadline } from './deadline';
import { isEngineMessage, type EngineMessage } from './engineWire';
import { hostTimers, type Timers } from './hostTimers';
import { jobClient, type JobOptions, type JobTicket } from './jobs';
import { supersession } from './latest';
import { sleep } from './sleep';

/** What the page needs of a worker (a DOM Worker is one). */
export interface EngineEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: EngineEvent) => void): void;
  terminate(): void;
}
export interface EngineEvent {
  readonly data?: unknown;
  readonly message?: string;
  preventDefault?(): void;
}

/** What every pending call of a stopped engine fails with. */
export class EngineStopped extends Error {
  override name = 'EngineStopped';
  constructor(
    readonly engine: string,
    readonly why: string,
  ) {
    super(`The ${engine} engine stopped: ${why}`);
  }
}

export function isEngineStopped(error: unknown): error is EngineStopped {
  return error instanceof EngineStopped;
}

/**
 * For a call whose answer may simply be lost when its engine stops (a hover, a click's hit test): a
 * catch handler that answers `fallback` for EngineStopped (the page already says which engine stopped
 * and restarts it) and passes any other failure on. `call().catch(ifEngineStopped(null))`.
 */
export function ifEngineStopped<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isEngineStopped(error)) return fallback;
    throw error;
  };
}

export type EngineStatus =
  /** `lastStop`: why the worker before this one stopped (the page says it was restarted), or null. */
  | { state: 'running'; restarts: number; lastStop: string | null }
  | { state: 'restarting'; restarts: number; why: string }
  | { state: 'stopped'; restarts: number; why: string };

export const ENGINE_HEARTBEAT = {
  /** The pause between pings (a ping is a message each way: nothing to a worker that is alive). */
  everyMs: 2000,
  /**
   * A ping not answered within this means the worker is gone, or stuck in one task this long. Generous:
   * a worker busy with one long task (normalising thousands of features) answers only after it, and on
   * a machine loaded several times over its cores such a task can take many times its usual second.
   */
  withinMs: 20_000,
};
/** A failure this soon after a restart is the second in a row: no more restarts, Retry is offered. */
export const ENGINE_STEADY_AFTER_MS = 60_000;

export interface EngineOptions<R> {
  /** Named in messages: 'The layers engine stopped: …'. */
  name: string;
  start(): EngineEndpoint;
  /** The worker's API over its endpoint (comlink's wrap). */
  wrap(endpoint: EngineEndpoint): R;
  /** Hands a new worker what every worker of this engine needs, before the app's calls reach it. */
  prepare?(remote: EngineCalls<R>): unknown;
  heartbeat?: { everyMs: number; withinMs: number };
  steadyAfterMs?: number;
  timers?: Timers;
}

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/**
 * One call of a worker's API as the page makes it: its arguments, its answer and its progress. A job
 * method's ticket is the engine's to give, so it is not among the arguments.
 */
type CallParts<F> = F extends (...all: infer All) => Promise<infer X>
  ? All extends [infer T, ...infer A]
    ? [T] extends [JobTicket<infer P>]
      ? { args: A; result: X; progress: P }
      : { args: All; result: X; progress: never }
    : { args: All; result: X; progress: never }
  : never;

/**
 * The table of calls of a worker (MapLibre's actor_messages): every method of its API, declared once
 * by the API itself, with its argument and answer types. Every call in it is a job.
 */
export type CallTable<R> = {
  [K in keyof R as K extends string ? ([CallParts<R[K]>] extends [never] ? never : K) : never]: CallParts<R[K]>;
};
export type CallName<R> = keyof CallTable<R> & string;
export type CallArgs<R, K extends CallName<R>> = CallTable<R>[K]['args'];
export type CallResult<R, K extends CallName<R>> = CallTable<R>[K]['result'];
export type CallProgress<R, K extends CallName<R>> = CallTable<R>[K]['progress'];

/** The calls as plain methods: each a job with no options (the engine gives it its ticket). */
export type EngineCalls<R> = {
  [K in CallName<R>]: (...args: CallArgs<R, K>) => Promise<CallResult<R, K>>;
};

/**
 * A worker's API as the page calls it: its methods (every call fails with EngineStopped if the
 * worker stops first), and `job` for a call with a signal, a deadline or progress.
 */
export type EngineRemote<R> = EngineCalls<R> & Pick<Engine<R>, 'job'>;

export interface Engine<R> {
  readonly name: string;
  readonly remote: EngineRemote<R>;
  /** Runs a call as a job (see jobs.ts): cancelled on both sides by the signal or the deadline. */
  job<K extends CallName<R>>(
    name: K,
    args: CallArgs<R, K>,
    options?: JobOptions<CallProgress<R, K>>,
  ): Promise<CallResult<R, K>>;
  status(): EngineStatus;
  /** Hears every change of status; returns the way to stop hearing. */
  watch(listener: (status: EngineStatus) => void): () => void;
  /** Hears each new worker once it is prepared after a restart: hand it back the app's state. */
  onRestart(listener: () => void): () => void;
  /** Starts a stopped engine again. */
  retry(): void;
}

interface Life<R> {
  endpoint: EngineEndpoint;
  remote: R;
  signal: AbortSignal;
  startedAt: number;
  ready: Promise<void>;
}

export function createEngine<R>(options: EngineOptions<R>): Engine<R> {
  const { name, heartbeat = ENGINE_HEARTBEAT, steadyAfterMs = ENGINE_STEADY_AFTER_MS, timers = hostTimers } = options;
  /** Each worker is a run: its end (a failure) fails every call still pending on it. */
  const lives = supersession();
  let life!: Life<R>;
  let status: EngineStatus = { state: 'running', restarts: 0, lastStop: null };
  const watchers = new Set<(status: EngineStatus) => void>();
  const restartListeners = new Set<() => void>();
  let lastBeat = 0;
  const pongs = new Map<number, () => void>();
  const jobs = jobClient((message) => life.endpoint.postMessage(message), timers);

  const setStatus = (next: EngineStatus) => {
    status = next;
    for (const watcher of watchers) watcher(next);
  };

  function track<T>(call: (remote: R) => Promise<T>): Promise<T> {
    if (status.state === 'stopped') return Promise.reject(new EngineStopped(name, status.why));
    const current = life;
    return raceAbort(
      current.ready.then(() => call(current.remote)),
      current.signal,
    );
  }

  /** The heartbeat of one worker, for as long as it lives. */
  async function beat(current: Life<R>): Promise<void> {
    for (;;) {
      try {
        await sleep(heartbeat.everyMs, current.signal, timers);
      } catch {
        // This worker has stopped; the next one has a heartbeat of its own.
        return;
      }
      const beatNo = ++lastBeat;
      try {
        await withDeadline(
          (signal) =>
            raceAbort(
              new Promise<void>((answered) => {
                pongs.set(beatNo, answered);
                current.endpoint.postMessage({ stagerEngine: 'ping', beat: beatNo } satisfies EngineMessage);
              }),
              signal,
            ),
          heartbeat.withinMs,
          { signal: current.signal, timers },
        );
      } catch (error) {
        if (isDeadlineExceeded(error)) fail(current, `it did not answer for ${durationText(heartbeat.withinMs)}`);
        return;
      } finally {
        pongs.delete(beatNo);
      }
    }
  }

  function heard(current: Life<R>, data: unknown): void {
    if (current !== life || jobs.hear(data) || !isEngineMessage(data)) return;
    if (data.stagerEngine === 'pong') pongs.get(data.beat)?.();
    else if (data.stagerEngine === 'fault') fail(current, data.message);
  }

  function fail(current: Life<R>, why: string): void {
    if (current !== life || current.signal.aborted) return;
    const inARow = status.restarts > 0 && timers.now() - current.startedAt < steadyAfterMs;
    lives.next(new EngineStopped(name, why));
    current.endpoint.terminate();
    if (inARow) return setStatus({ state: 'stopped', restarts: status.restarts, why });
    setStatus({ state: 'restarting', restarts: status.restarts + 1, why });
    start(why);
  }

  /** Starts a worker; `after` is why the one before stopped (null for the first). */
  function start(after: string | null): void {
    const endpoint = options.start();
    const remote = options.wrap(endpoint);
    const { signal } = lives.current();
    const current: Life<R> = { endpoint, remote, signal, startedAt: timers.now(), ready: Promise.resolve() };
    life = current;
    endpoint.addEventListener('message', (event) => heard(current, event.data));
    endpoint.addEventListener('error', (event) => {
      // Said in the page, in words; the browser need not print it too.
      event.preventDefault?.();
      fail(current, event.message ? `it failed (${event.message})` : 'it failed');
    });
    endpoint.addEventListener('messageerror', () => fail(current, 'a message from it could not be read'));
    void beat(current);
    // A preparation that fails for another reason than the worker stopping leaves calls to fail on their own.
    const prepared = Promise.resolve()
      .then(() => options.prepare?.(callsOf(current)))
      .catch((error: unknown) => {
        if (signal.aborted) throw error;
      });
    current.ready = raceAbort(prepared, signal).then(() => undefined);
    current.ready.then(
      () => {
        // The first worker starts as 'running' already; a restarted one says it is running again.
        if (after === null) return;
        setStatus({ state: 'running', restarts: status.restarts, lastStop: after });
        for (const listener of restartListeners) listener();
      },
      () => undefined,
    );
  }

  start(null);

  /** A call to one worker as a job: `reach` gives the worker when the call may go (after its preparation). */
  function runCall<T, P>(
    reach: (call: (remote: R) => Promise<unknown>) => Promise<unknown>,
    method: string,
    args: readonly unknown[],
    jobOptions?: JobOptions<P>,
  ): Promise<T> {
    // The answer's type is the table's (CallTable): the worker's method gives it.
    const call = (ticket: JobTicket<P>) =>
      reach((current) => (current as Record<string, AnyCall>)[method]!(ticket, ...args)) as Promise<T>;
    return jobs.run(call, jobOptions);
  }

  /** The calls of one worker as methods, for `prepare` (which runs before that worker is ready). */
  function callsOf(current: Life<R>): EngineCalls<R> {
    return callProxy((method, args) =>
      runCall((call) => raceAbort(call(current.remote), current.signal), method, args),
    ) as EngineCalls<R>;
  }

  function job<K extends CallName<R>>(
    method: K,
    args: CallArgs<R, K>,
    jobOptions?: JobOptions<CallProgress<R, K>>,
  ): Promise<CallResult<R, K>> {
    return runCall<CallResult<R, K>, CallProgress<R, K>>(track, method, args, jobOptions);
  }

  const remote = Object.assign(
    callProxy((method, args) => runCall(track, method, args)),
    { job },
  ) as unknown as EngineRemote<R>;

  return {
    name,
    remote,
    job,
    status: () => status,
    watch(listener) {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    onRestart(listener) {
      restartListeners.add(listener);
      return () => void restartListeners.delete(listener);
    },
    retry() {
      if (status.state !== 'stopped') return;
      const why = status.why;
      setStatus({ state: 'restarting', restarts: status.restarts + 1, why });
      start(why);
    },
  };
}

/** An object whose every named property is a call of that name (not a thenable, no symbol-keyed calls). */
function callProxy(call: (method: string, args: unknown[]) => Promise<unknown>): Record<string, unknown> {
  return new Proxy<Record<string, unknown>>(
    {},
    {
      get: (target, property) => {
        if (typeof property === 'symbol' || property === 'then') return undefined;
        if (property in target) return target[property];
        return (...args: unknown[]) => call(property, args);
      },
    },
  );
}

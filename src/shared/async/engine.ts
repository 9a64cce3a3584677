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
 *
 * The engine's state is one explicit object (engine/state.ts), and each concern a module over it:
 * engine/supervision.ts (start, failure, restart, retry), engine/heartbeat.ts (the pings) and
 * engine/calls.ts (every call a job, tracked on its worker). This file holds the types and wires them.
 */
import { hostTimers, type Timers } from './hostTimers';
import type { JobOptions, JobTicket } from './jobs';
import { callJob, remoteOf } from './engine/calls';
import { engineState } from './engine/state';
import { retry, supervise } from './engine/supervision';

export { EngineStopped, ifEngineStopped, isEngineStopped } from './engine/stopped';

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

export function createEngine<R>(options: EngineOptions<R>): Engine<R> {
  const state = engineState({
    ...options,
    heartbeat: options.heartbeat ?? ENGINE_HEARTBEAT,
    steadyAfterMs: options.steadyAfterMs ?? ENGINE_STEADY_AFTER_MS,
    timers: options.timers ?? hostTimers,
  });
  supervise(state, null);

  function job<K extends CallName<R>>(
    method: K,
    args: CallArgs<R, K>,
    jobOptions?: JobOptions<CallProgress<R, K>>,
  ): Promise<CallResult<R, K>> {
    return callJob(state, method, args, jobOptions);
  }

  return {
    name: options.name,
    remote: remoteOf(state, job),
    job,
    status: () => state.status,
    watch(listener) {
      state.watchers.add(listener);
      return () => void state.watchers.delete(listener);
    },
    onRestart(listener) {
      state.restartListeners.add(listener);
      return () => void state.restartListeners.delete(listener);
    },
    retry: () => retry(state),
  };
}

/**
 * The engine's types (engine.ts re-exports them): what the page needs of a worker, the engine's status
 * and options, and the table of calls. In a module of their own so that the engine's parts
 * (engine/state.ts, engine/calls.ts) and engine.ts, which wires them, import no cycle.
 */
import type { Timers } from '../hostTimers';
import type { JobOptions, JobTicket } from '../jobs';

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
 * worker stops first), and `job` for a call with a signal (Cancel, a time limit) or progress.
 */
export type EngineRemote<R> = EngineCalls<R> & Pick<Engine<R>, 'job'>;

export interface Engine<R> {
  readonly name: string;
  readonly remote: EngineRemote<R>;
  /** Runs a call as a job (see jobs.ts): cancelled on both sides by the signal. */
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

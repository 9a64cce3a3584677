/**
 * An engine's state, explicit (one concern per module over it: supervision.ts starts, fails and
 * restarts workers, heartbeat.ts pings them, calls.ts makes every call a job). Made once per engine
 * by `engineState`, with its first worker already started; `createEngine` (../engine.ts) wires the
 * modules together.
 */
import type { EngineEndpoint, EngineOptions, EngineStatus } from './types';
import { jobClient, type JobClient } from '../jobs';
import { supersession, type Supersession } from '../latest';

/** One worker, from its start to its end. */
export interface Life<R> {
  endpoint: EngineEndpoint;
  remote: R;
  /** The worker's run: aborted, with EngineStopped, when it stops. */
  signal: AbortSignal;
  startedAt: number;
  /** Settles once `prepare` has handed the worker what it needs: the app's calls wait for it. */
  ready: Promise<void>;
}

/** The engine's options with their defaults filled in. */
export type EngineSettings<R> = EngineOptions<R> &
  Required<Pick<EngineOptions<R>, 'heartbeat' | 'steadyAfterMs' | 'timers'>>;

export interface EngineState<R> {
  readonly settings: EngineSettings<R>;
  /** Each worker is a run: its end (a failure) fails every call still pending on it. */
  readonly lives: Supersession;
  /** The worker now: the last one started. */
  life: Life<R>;
  status: EngineStatus;
  readonly watchers: Set<(status: EngineStatus) => void>;
  readonly restartListeners: Set<() => void>;
  /** The number of the last ping sent, across workers, so a pong names the ping it answers. */
  lastBeat: number;
  /** The pings waiting for their pong, by number. */
  readonly pongs: Map<number, () => void>;
  /** The page's side of the jobs, posting to whichever worker is current. */
  readonly jobs: JobClient;
}

/** Starts a worker and wraps its API: its life is the current run of the engine's lives. */
export function openLife<R>(settings: EngineSettings<R>, lives: Supersession): Life<R> {
  const endpoint = settings.start();
  const remote = settings.wrap(endpoint);
  const { signal } = lives.current();
  return { endpoint, remote, signal, startedAt: settings.timers.now(), ready: Promise.resolve() };
}

export function engineState<R>(settings: EngineSettings<R>): EngineState<R> {
  const lives = supersession();
  const state: EngineState<R> = {
    settings,
    lives,
    life: openLife(settings, lives),
    status: { state: 'running', restarts: 0, lastStop: null },
    watchers: new Set(),
    restartListeners: new Set(),
    lastBeat: 0,
    pongs: new Map(),
    jobs: jobClient((message) => state.life.endpoint.postMessage(message)),
  };
  return state;
}

export function setStatus<R>(state: EngineState<R>, next: EngineStatus): void {
  state.status = next;
  for (const watcher of state.watchers) watcher(next);
}

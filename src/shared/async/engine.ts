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
 * ticket, cancels it on both sides with the caller's signal (a time limit is one), and delivers its progress.
 * Host-neutral: the endpoint, the wrapping (comlink's) and the timers are handed in.
 *
 * The engine's state is one explicit object (engine/state.ts), and each concern a module over it:
 * engine/supervision.ts (start, failure, restart, retry), engine/heartbeat.ts (the pings) and
 * engine/calls.ts (every call a job, tracked on its worker). This file holds the types and wires them.
 */
import { hostTimers } from './hostTimers';
import type { JobOptions } from './jobs';
import type { CallArgs, CallName, CallProgress, CallResult, Engine, EngineOptions } from './engine/types';
import { callJob, remoteOf } from './engine/calls';
import { engineState } from './engine/state';
import { retry, supervise } from './engine/supervision';

export { EngineStopped, ifEngineStopped, isEngineStopped } from './engine/stopped';

export type {
  EngineEndpoint,
  EngineEvent,
  EngineStatus,
  EngineOptions,
  EngineCalls,
  EngineRemote,
  Engine,
} from './engine/types';

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

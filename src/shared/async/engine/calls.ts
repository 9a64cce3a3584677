/**
 * Every call to an engine is a job (jobs.ts), tracked on the worker it reaches: it waits for the
 * worker's preparation, and fails with EngineStopped when that worker stops first (or at once when
 * the engine is stopped). The page's calls reach whichever worker is current; `prepare`'s reach the
 * worker being prepared.
 */
import { raceAbort } from '../abortRace';
import type { CallArgs, CallName, CallProgress, CallResult, Engine, EngineCalls, EngineRemote } from './types';
import type { JobOptions, JobTicket } from '../jobs';
import type { EngineState, Life } from './state';
import { EngineStopped } from './stopped';

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** Runs `call` on the current worker once it is prepared; fails with EngineStopped if it stops first. */
export function track<R, T>(state: EngineState<R>, call: (remote: R) => Promise<T>): Promise<T> {
  if (state.status.state === 'stopped') return Promise.reject(new EngineStopped(state.settings.name, state.status.why));
  const current = state.life;
  return raceAbort(
    current.ready.then(() => call(current.remote)),
    current.signal,
  );
}

/** A call to one worker as a job: `reach` gives the worker when the call may go (after its preparation). */
function runCall<R, T, P>(
  state: EngineState<R>,
  reach: (call: (remote: R) => Promise<unknown>) => Promise<unknown>,
  method: string,
  args: readonly unknown[],
  jobOptions?: JobOptions<P>,
): Promise<T> {
  // The answer's type is the table's (CallTable): the worker's method gives it.
  const call = (ticket: JobTicket<P>) =>
    reach((current) => (current as Record<string, AnyCall>)[method]!(ticket, ...args)) as Promise<T>;
  return state.jobs.run(call, jobOptions);
}

/** The calls of one worker as methods, for `prepare` (which runs before that worker is ready). */
export function callsOf<R>(state: EngineState<R>, current: Life<R>): EngineCalls<R> {
  return callProxy((method, args) =>
    runCall(state, (call) => raceAbort(call(current.remote), current.signal), method, args),
  ) as EngineCalls<R>;
}

/** A call of the current worker as a job, with the caller's signal and progress. */
export function callJob<R, K extends CallName<R>>(
  state: EngineState<R>,
  method: K,
  args: CallArgs<R, K>,
  jobOptions?: JobOptions<CallProgress<R, K>>,
): Promise<CallResult<R, K>> {
  return runCall<R, CallResult<R, K>, CallProgress<R, K>>(
    state,
    (call) => track(state, call),
    method,
    args,
    jobOptions,
  );
}

/** The worker's API as the page calls it: every method a job on the current worker, and `job` beside them. */
export function remoteOf<R>(state: EngineState<R>, job: Engine<R>['job']): EngineRemote<R> {
  return Object.assign(
    callProxy((method, args) => runCall(state, (call) => track(state, call), method, args)),
    { job },
  ) as unknown as EngineRemote<R>;
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

/**
 * Supervision of an engine's workers: each is started, listened to and prepared; an `error` event, a
 * `messageerror` on either side and a missed heartbeat all stop it the same way, and a new one is
 * started, unless this is the second failure in a row (within `steadyAfterMs` of a restart): then
 * the engine is 'stopped' until `retry`.
 */
import { raceAbort } from '../abortRace';
import { isEngineMessage } from '../engineWire';
import { callsOf } from './calls';
import { heardPong, heartbeat } from './heartbeat';
import { openLife, setStatus, type EngineState, type Life } from './state';
import { EngineStopped } from './stopped';

/**
 * Supervises the current worker (`state.life`): its messages and failures, its heartbeat and its
 * preparation. `after` is why the one before stopped (null for the first).
 */
export function supervise<R>(state: EngineState<R>, after: string | null): void {
  const current = state.life;
  const { endpoint, signal } = current;
  endpoint.addEventListener('message', (event) => heard(state, current, event.data));
  endpoint.addEventListener('error', (event) => {
    // Said in the page, in words; the browser need not print it too.
    event.preventDefault?.();
    fail(state, current, event.message ? `it failed (${event.message})` : 'it failed');
  });
  endpoint.addEventListener('messageerror', () => fail(state, current, 'a message from it could not be read'));
  void heartbeat(state, current, (why) => fail(state, current, why));
  // A preparation that fails for another reason than the worker stopping leaves calls to fail on their own.
  const prepared = Promise.resolve()
    .then(() => state.settings.prepare?.(callsOf(state, current)))
    .catch((error: unknown) => {
      if (signal.aborted) throw error;
    });
  current.ready = raceAbort(prepared, signal).then(() => undefined);
  current.ready.then(
    () => {
      // The first worker starts as 'running' already; a restarted one says it is running again.
      if (after === null) return;
      setStatus(state, { state: 'running', restarts: state.status.restarts, lastStop: after });
      for (const listener of state.restartListeners) listener();
    },
    () => undefined,
  );
}

/** A message from a worker: a job's progress, a pong, or the worker's word that it failed. */
function heard<R>(state: EngineState<R>, current: Life<R>, data: unknown): void {
  if (current !== state.life || state.jobs.hear(data) || !isEngineMessage(data)) return;
  if (data.stagerEngine === 'pong') heardPong(state, data.beat);
  else if (data.stagerEngine === 'fault') fail(state, current, data.message);
}

/** Stops `current` (if it is still the worker now): its pending calls fail, and a new one starts unless it failed in a row. */
export function fail<R>(state: EngineState<R>, current: Life<R>, why: string): void {
  if (current !== state.life || current.signal.aborted) return;
  const { name, steadyAfterMs, timers } = state.settings;
  const inARow = state.status.restarts > 0 && timers.now() - current.startedAt < steadyAfterMs;
  state.lives.next(new EngineStopped(name, why));
  current.endpoint.terminate();
  if (inARow) return setStatus(state, { state: 'stopped', restarts: state.status.restarts, why });
  setStatus(state, { state: 'restarting', restarts: state.status.restarts + 1, why });
  restart(state, why);
}

/** Starts a stopped engine again. */
export function retry<R>(state: EngineState<R>): void {
  if (state.status.state !== 'stopped') return;
  const why = state.status.why;
  setStatus(state, { state: 'restarting', restarts: state.status.restarts + 1, why });
  restart(state, why);
}

/** A new worker after one that stopped (`why`), supervised like the first. */
function restart<R>(state: EngineState<R>, why: string): void {
  state.life = openLife(state.settings, state.lives);
  supervise(state, why);
}

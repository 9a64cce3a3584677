/**
 * The heartbeat of one worker, for as long as it lives: a worker can die in ways that fire no event
 * (it calls `self.close()`, or loops for ever on bad data), so the page pings it every few seconds,
 * and a ping not answered within its deadline means the worker is gone.
 */
import { raceAbort } from '../abortRace';
import { durationText, isDeadlineExceeded, withDeadline } from '../deadline';
import type { EngineMessage } from '../engineWire';
import { sleep } from '../sleep';
import type { EngineState, Life } from './state';

/** Pings `current` until its life ends; `silent` hears why when a ping goes unanswered (and the beat ends). */
export async function heartbeat<R>(
  state: EngineState<R>,
  current: Life<R>,
  silent: (why: string) => void,
): Promise<void> {
  const { heartbeat: every, timers } = state.settings;
  for (;;) {
    try {
      await sleep(every.everyMs, current.signal, timers);
    } catch {
      // This worker has stopped; the next one has a heartbeat of its own.
      return;
    }
    const beatNo = ++state.lastBeat;
    try {
      await withDeadline(
        (signal) =>
          raceAbort(
            new Promise<void>((answered) => {
              state.pongs.set(beatNo, answered);
              current.endpoint.postMessage({ stagerEngine: 'ping', beat: beatNo } satisfies EngineMessage);
            }),
            signal,
          ),
        every.withinMs,
        { signal: current.signal, timers },
      );
    } catch (error) {
      if (isDeadlineExceeded(error)) silent(`it did not answer for ${durationText(every.withinMs)}`);
      return;
    } finally {
      state.pongs.delete(beatNo);
    }
  }
}

/** The worker's pong: the ping it names is answered (a pong for a ping no longer waiting finds nothing). */
export function heardPong<R>(state: EngineState<R>, beatNo: number): void {
  state.pongs.get(beatNo)?.();
}

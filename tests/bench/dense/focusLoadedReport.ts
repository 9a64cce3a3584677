/** The issue 43 world's load (focusLoaded.ts): each run's line, and the medians beside the goals. */
import { median, ms, table } from '../lib/stats';
import { LINE_QUERY_DELAY, LOADED_AT_FOCUS, type FocusLoadedRun } from './focusLoaded';

/** The goals for this world, and what it measured there before. */
const GOALS = { loadedMs: 3300, idleMs: 4000, longestMs: 100 } as const;
const QUOTED = { loaded: '4.4–4.9 s', idle: '5.9–6.7 s', longest: '418–534 ms' } as const;

export const focusLoadedLine = (r: FocusLoadedRun): string =>
  `loaded at focus, then 'All Recommended': no '(Loading...)' ${ms(r.loadedMs)}, drawn ${ms(r.shownMs)}, ` +
  `idle ${ms(r.idleMs)}, longest main-thread task ${ms(r.longestMs)} (${r.over100} over 100 ms), ` +
  `${r.features.toLocaleString('en-US')} features, load ${r.load1.toFixed(1)}`;

const met = (value: number, goal: number) => (value < goal ? 'met' : 'not met');

/** `direct`: the same world with the WebGL canvas shown itself (`?present=direct`), in the same run. */
export function printFocusLoaded(runs: readonly FocusLoadedRun[], direct: readonly FocusLoadedRun[]): void {
  const loaded = median(runs.map((r) => r.loadedMs));
  const idle = median(runs.map((r) => r.idleMs));
  const longest = median(runs.map((r) => r.longestMs));
  const directMedian = (f: (r: FocusLoadedRun) => number) => (direct.length ? ms(median(direct.map(f))) : '–');
  console.log('');
  console.log(
    `the issue 43 world: ${LOADED_AT_FOCUS.join(', ')} loaded at focus, '${LINE_QUERY_DELAY.containing}' answers ` +
      `${LINE_QUERY_DELAY.ms} ms late, then 'All Recommended'; median of ${runs.length} (range):`,
  );
  const range = (f: (r: FocusLoadedRun) => number) => `${ms(Math.min(...runs.map(f)))}–${ms(Math.max(...runs.map(f)))}`;
  console.log(
    table([
      ['measure', 'app', 'range', 'WebGL canvas shown itself', 'goal', 'the issue measured'],
      [
        "click → no '(Loading...)'",
        ms(loaded),
        range((r) => r.loadedMs),
        directMedian((r) => r.loadedMs),
        `< ${ms(GOALS.loadedMs)} (${met(loaded, GOALS.loadedMs)})`,
        QUOTED.loaded,
      ],
      [
        'click → idle',
        ms(idle),
        range((r) => r.idleMs),
        directMedian((r) => r.idleMs),
        `< ${ms(GOALS.idleMs)} (${met(idle, GOALS.idleMs)})`,
        QUOTED.idle,
      ],
      [
        'longest main-thread task',
        ms(longest),
        range((r) => r.longestMs),
        directMedian((r) => r.longestMs),
        `≤ ${ms(GOALS.longestMs)} (${longest <= GOALS.longestMs ? 'met' : 'not met'})`,
        QUOTED.longest,
      ],
    ]),
  );
}

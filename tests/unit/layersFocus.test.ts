// The layers worker's setFocus (src/workers/layers/focus.ts) over a hand-built state: a new focus
// ends the one before (its run, its loads, its loaded layers), clears the nudge feed, and starts the
// nudge rules' layers for itself.
import { describe, expect, it } from 'vitest';
import type { BBox } from '../../src/shared/geometry/bbox';
import { setFocus } from '../../src/workers/layers/focus';
import type { InFlight } from '../../src/workers/layers/state';
import { BOX } from './helpers/layersFixtures';
import { handState, loadedEntry, nudgeChannel, pointFeature, until } from './helpers/layersState';

const BOX2: BBox = [-73.982, 40.758, -73.978, 40.761];
const HYDRANTS = /5bgh-vtsn/;
const TREES = /hn5i-inap/;
const never = () => new Promise<Response>(() => {});

const underWay = (): InFlight => ({
  outcome: new Promise(() => {}),
  watchers: new Set(),
  last: null,
  stop: new AbortController(),
});

describe('setFocus', () => {
  it('ends the focus before: its run aborts, its loaded layers and loads under way are forgotten, the feed hears clear', async () => {
    const { state } = handState();
    const feed = nudgeChannel();
    state.nudgeFeed = feed.port;
    const box: BBox = [...BOX];
    setFocus(state, box);
    const first = state.focus!;
    // The box is the worker's own copy: the caller's array changing later moves nothing.
    box[0] = 0;
    expect(first.box).toEqual(BOX);
    state.loaded.set('hydrants', loadedEntry('hydrants', `hydrants.${state.instance}-1`, []));
    state.inFlight.set('trees', underWay());

    setFocus(state, BOX2);
    expect(first.run.signal.aborted).toBe(true);
    expect(state.focus?.run.signal.aborted).toBe(false);
    expect(state.focus?.run.number).toBe(first.run.number + 1);
    expect(state.focus?.box).toEqual(BOX2);
    expect(state.loaded.size).toBe(0);
    expect(state.inFlight.size).toBe(0);
    await until(() => feed.heard.length >= 2);
    expect(feed.heard).toEqual([{ kind: 'clear' }, { kind: 'clear' }]);
    feed.close();
  });

  it("starts the nudge rules' layers for the new focus, and clearing the focus starts none", async () => {
    const { state, calls } = handState([
      [HYDRANTS, never],
      [TREES, never],
    ]);
    state.needed = ['hydrants', 'trees'];
    state.loaded.set('trees', loadedEntry('trees', 'trees.x-0', [pointFeature(0, -73.984, 40.754, {})]));
    setFocus(state, BOX);
    // Both are loaded again: what the focus before held is not the new one's.
    expect([...state.inFlight.keys()].sort()).toEqual(['hydrants', 'trees']);
    await until(() => calls.length >= 2);
    expect(calls.map((c) => (HYDRANTS.test(c.url) ? 'hydrants' : 'trees')).sort()).toEqual(['hydrants', 'trees']);
    const run = state.focus!.run;

    setFocus(state, null);
    expect(state.focus).toBeNull();
    expect(run.signal.aborted).toBe(true);
    expect(state.inFlight.size).toBe(0);
    // The aborted requests are not asked again with no area focused.
    await until(() => calls.every((c) => c.init.signal?.aborted === true));
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.init.signal?.aborted)).toBe(true);
  });
});

// The layers worker's feed to the nudge worker (src/workers/layers/nudgeFeed.ts) over a hand-built
// state: a new feed starts from the focus (clear, then the held layers the rules read), the layers
// it names are loaded in the background, and nothing is fed or loaded with no area focused.
import { describe, expect, it } from 'vitest';
import type { FeatureFeedMessage } from '../../src/shared/nudges/feed';
import { connectNudges, feedLoaded, loadNeeded } from '../../src/workers/layers/nudgeFeed';
import { focusOn, handState, loadedEntry, nudgeChannel, pointFeature, until } from './helpers/layersState';

const HYDRANTS = /5bgh-vtsn/;
const never = () => new Promise<Response>(() => {});

const layerMessage = (m: FeatureFeedMessage | undefined) => (m?.kind === 'layer' ? m : null);

describe('the nudge feed', () => {
  it('a new feed closes the one before and hears clear, then the held layers its rules read, and no other', async () => {
    const { state } = handState();
    focusOn(state);
    state.loaded.set(
      'hydrants',
      loadedEntry('hydrants', 'hydrants.x-1', [
        pointFeature(0, -73.9845, 40.7541, {}),
        pointFeature(1, -73.9832, 40.7553, {}),
      ]),
    );
    state.loaded.set('busStops', loadedEntry('busStops', 'busStops.x-1', [pointFeature(0, -73.984, 40.754, {})]));
    const before = nudgeChannel();
    let closed = false;
    before.nudgeEnd.addEventListener('close', () => (closed = true));
    before.nudgeEnd.start();
    connectNudges(state, before.port);

    const next = nudgeChannel();
    connectNudges(state, next.port);
    expect(state.nudgeFeed).toBe(next.port);
    await until(() => closed && next.heard.length >= 2);
    expect(closed).toBe(true);
    expect(next.heard.map((m) => m.kind)).toEqual(['clear', 'layer']);
    const layer = layerMessage(next.heard[1]);
    expect(layer?.layerId).toBe('hydrants');
    expect([...(layer?.ids ?? [])]).toEqual([0, 1]);
    next.close();
  });

  it('with no area focused a new feed hears nothing', async () => {
    const { state } = handState();
    state.loaded.set('hydrants', loadedEntry('hydrants', 'hydrants.x-1', [pointFeature(0, -73.98, 40.75, {})]));
    const feed = nudgeChannel();
    state.nudgeFeed = feed.port;
    feedLoaded(state);
    // A clear sent after it: had anything been fed before, it would come first.
    feed.port.postMessage({ kind: 'clear' });
    await until(() => feed.heard.length > 0);
    expect(feed.heard).toEqual([{ kind: 'clear' }]);
    feed.close();
  });

  it("takes only the rules' point layers the feed names, and loads those the focus does not hold", async () => {
    const { state, calls } = handState([[HYDRANTS, never]]);
    focusOn(state);
    state.loaded.set('trees', loadedEntry('trees', 'trees.x-1', [pointFeature(0, -73.984, 40.754, {})]));
    const feed = nudgeChannel();
    connectNudges(state, feed.port);
    feed.nudgeEnd.postMessage({ kind: 'need', layers: ['hydrants', 'trees', 'busStops', 'nonsense'] });
    await until(() => state.needed.length > 0 && calls.length > 0);
    expect(state.needed).toEqual(['hydrants', 'trees']);
    expect([...state.inFlight.keys()]).toEqual(['hydrants']);
    expect(calls).toHaveLength(1);
    expect(HYDRANTS.test(calls[0]!.url)).toBe(true);
    feed.close();
  });

  it('loads nothing in the background with no area focused', () => {
    const { state } = handState([[HYDRANTS, never]]);
    state.needed = ['hydrants'];
    loadNeeded(state);
    expect(state.inFlight.size).toBe(0);
    focusOn(state);
    loadNeeded(state);
    expect([...state.inFlight.keys()]).toEqual(['hydrants']);
  });
});

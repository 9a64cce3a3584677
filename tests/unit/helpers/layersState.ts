/**
 * The layers worker's state built by hand for its operations' tests (src/workers/layers/state.ts): a
 * fake fetch, a hold that never holds, loaded layers made from features, jobs whose progress is kept,
 * and a nudge feed whose messages are heard.
 */
import type { InputHold } from '../../../src/shared/async/inputHold';
import type { Job } from '../../../src/shared/async/jobs';
import type { LayerFeature } from '../../../src/shared/layers/features';
import type { InfrastructureLayerId } from '../../../src/shared/layers/ids';
import { buildLayerTiles } from '../../../src/shared/layers/layerTiles';
import type { LayerLoadProgress } from '../../../src/shared/layers/loadProgress';
import { isFeatureFeedMessage, type FeatureFeedMessage } from '../../../src/shared/nudges/feed';
import { sleep } from '../../../src/shared/async/sleep';
import type { FetchDeps } from '../../../src/workers/net/fetchAnswer';
import { createLayersState, type LayersWorkerState, type LoadedEntry } from '../../../src/workers/layers/state';
import { BOX, fakeFetch, recordingSleep, type Responder } from './layersFixtures';

/** A state whose loads ask `routes`; unless given one, the input hold lets every step go on at once. */
export function handState(
  routes: Array<[RegExp | string, Responder]> = [],
  options: { ignoreAbort?: boolean; slowAfterMs?: number; hold?: InputHold } = {},
) {
  const fake = fakeFetch(routes, { ignoreAbort: options.ignoreAbort ?? false });
  const deps: FetchDeps = { fetch: fake.fetch, sleep: recordingSleep().sleep };
  if (options.slowAfterMs !== undefined) deps.slowAfterMs = options.slowAfterMs;
  const state = createLayersState(deps, {
    hold: options.hold ?? { pressed: () => undefined, rest: () => Promise.resolve() },
  });
  return { state, calls: fake.calls };
}

/** Focuses `box` by hand, as setFocus would: a new run, the box. */
export function focusOn(state: LayersWorkerState, box = BOX): void {
  state.focus = { run: state.focusRuns.next(), box };
}

/** A held load of a layer under a tiles key, from its features. */
export function loadedEntry(layerId: InfrastructureLayerId, key: string, features: LayerFeature[]): LoadedEntry {
  return {
    key,
    features,
    tiles: buildLayerTiles(features),
    outcome: {
      status: 'loaded',
      layerId,
      tilesKey: key,
      bounds: BOX,
      count: features.length,
      dropped: 0,
      truncated: false,
      source: null,
    },
  };
}

export function pointFeature(id: number, lng: number, lat: number, properties: Record<string, unknown>): LayerFeature {
  return { type: 'Feature', id, geometry: { type: 'Point', coordinates: [lng, lat] }, properties };
}

/** A page's job as the worker sees it: its progress kept, cancelled by `cancel`. */
export function recordingJob(id: number) {
  const controller = new AbortController();
  const heard: LayerLoadProgress[] = [];
  const job: Job<LayerLoadProgress> = { id, signal: controller.signal, progress: (p) => void heard.push(p) };
  return { job, heard, cancel: (reason: string) => controller.abort(new Error(reason)) };
}

/** A nudge feed: the layers worker's end, and what the nudge worker's end hears. */
export function nudgeChannel() {
  const channel = new MessageChannel();
  const heard: FeatureFeedMessage[] = [];
  channel.port2.onmessage = (e: MessageEvent<unknown>) => {
    if (isFeatureFeedMessage(e.data)) heard.push(e.data);
  };
  return { port: channel.port1, nudgeEnd: channel.port2, heard, close: () => channel.port1.close() };
}

/** Waits (a few ms at a time, 1 s at most) until `test` holds. */
export async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !test(); i++) await sleep(5);
}

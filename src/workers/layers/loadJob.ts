/**
 * A layer's load under the current focus, over the layers worker's state: one load per layer (a
 * layer already loading is not requested twice), which the page's jobs join and the nudge rules'
 * background load shares. A job hears the load's progress (one that joins under way, its last word
 * at once); its cancel ends the load's requests when no other job and no nudge rule waits for it.
 */
import type { Job } from '../../shared/async/jobs';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { isInfrastructureLayerId, unknownLayerMessage, type InfrastructureLayerId } from '../../shared/layers/ids';
import { buildLayerTiles } from '../../shared/layers/layerTiles';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { paddedBox } from '../../shared/layers/query';
import { UnpublishedDataError } from '../../shared/layers/unpublished';
import { NUDGE_TARGET_LAYERS, pointLayerMessage } from '../../shared/nudges/feed';
import { errorMessage } from '../../shared/errors/errorMessage';
import { loadLayer } from './loadLayer';
import type { Focus, InFlight, LayerLoadOutcome, LayersWorkerState } from './state';

async function run(
  state: LayersWorkerState,
  layerId: InfrastructureLayerId,
  current: Focus,
  entry: InFlight,
): Promise<LayerLoadOutcome> {
  const def = LAYER_CATALOGUE[layerId];
  const signal = AbortSignal.any([current.run.signal, entry.stop.signal]);
  const stale = () => state.focus !== current || signal.aborted;
  const report = (progress: LayerLoadProgress) => {
    if (stale()) return;
    entry.last = progress;
    for (const job of entry.watchers) job.progress(progress);
  };
  try {
    const result = await loadLayer(def, current.box, {
      signal,
      deps: { ...state.loadDeps, priority: ++state.loadsStarted },
      config: state.config,
      appBase: state.config.appBase,
      report,
    });
    await state.hold.rest();
    if (stale()) return { status: 'superseded', layerId };
    const key = `${layerId}.${state.instance}-${current.run.number}`;
    const outcome = {
      status: 'loaded' as const,
      layerId,
      tilesKey: key,
      bounds: paddedBox(layerId, current.box),
      count: result.features.length,
      dropped: result.dropped,
      truncated: result.truncated,
      source: result.source ?? null,
    };
    state.loaded.set(layerId, { key, features: result.features, tiles: buildLayerTiles(result.features), outcome });
    if (state.nudgeFeed && NUDGE_TARGET_LAYERS.has(layerId)) {
      const { message, transfer } = pointLayerMessage(layerId, result.features);
      state.nudgeFeed.postMessage(message, transfer);
    }
    return outcome;
  } catch (error) {
    if (stale()) return { status: 'superseded', layerId };
    if (error instanceof UnpublishedDataError) return { status: 'unpublished', layerId, message: error.message };
    const message = errorMessage(error);
    // The nudge worker hears it too, so the panel can say which rules went unchecked and why.
    if (state.nudgeFeed && NUDGE_TARGET_LAYERS.has(layerId))
      state.nudgeFeed.postMessage({ kind: 'failed', layerId, message });
    return { status: 'failed', layerId, message };
  } finally {
    if (state.focus === current && state.inFlight.get(layerId) === entry) state.inFlight.delete(layerId);
  }
}

/** The load of a layer under the current focus: the one under way, or a new one. */
export function loading(state: LayersWorkerState, layerId: InfrastructureLayerId, current: Focus): InFlight {
  const under = state.inFlight.get(layerId);
  if (under) return under;
  const entry: InFlight = {
    outcome: Promise.resolve({ status: 'superseded', layerId }),
    watchers: new Set(),
    last: null,
    stop: new AbortController(),
  };
  state.inFlight.set(layerId, entry);
  entry.outcome = run(state, layerId, current, entry);
  return entry;
}

/**
 * A layer of the current focus (a job): loaded, failed with why, or superseded when no area is
 * focused or the focus changes before it ends. Its progress (a silent service, a retry coming)
 * is the job's, the last word of a load already under way included.
 */
export async function loadJob(
  state: LayersWorkerState,
  job: Job<LayerLoadProgress>,
  layerId: string,
): Promise<LayerLoadOutcome> {
  if (!isInfrastructureLayerId(layerId)) return { status: 'failed', layerId, message: unknownLayerMessage(layerId) };
  const current = state.focus;
  if (!current) return { status: 'superseded', layerId };
  const done = state.loaded.get(layerId);
  if (done) return done.outcome;
  const entry = loading(state, layerId, current);
  if (entry.last) job.progress(entry.last);
  entry.watchers.add(job);
  // The job's cancel reaches the fetches: the last job to leave a load nobody else needs ends it.
  const left = () => {
    entry.watchers.delete(job);
    if (entry.watchers.size > 0 || state.needed.includes(layerId)) return;
    entry.stop.abort(job.signal.reason);
    if (state.inFlight.get(layerId) === entry) state.inFlight.delete(layerId);
  };
  job.signal.addEventListener('abort', left, { once: true });
  try {
    return await entry.outcome;
  } finally {
    job.signal.removeEventListener('abort', left);
    entry.watchers.delete(job);
  }
}

/**
 * The nudge worker's feed, over the layers worker's state: a port transferred by the page, then used
 * worker to worker. The nudge worker names the layers it needs on it (only point layers its rules
 * read are taken), and they are loaded in the background for every focus, shown or not; what follows
 * a 'clear' on it is the new focus's.
 */
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import { isNeedMessage, NUDGE_TARGET_LAYERS, pointLayerMessage } from '../../shared/nudges/feed';
import { loading } from './loadJob';
import type { LayersWorkerState } from './state';

/**
 * The nudge rules' layers for the current focus, through the same load as a switched-on layer (same
 * queries, abort on a new focus, retries, one request per layer): switching one on later reuses it.
 */
export function loadNeeded(state: LayersWorkerState): void {
  const current = state.focus;
  if (current) for (const id of state.needed) if (!state.loaded.has(id)) void loading(state, id, current).outcome;
}

/** The nudge worker's copy of the focus's point layers, from the start (a new feed, a restarted worker). */
export function feedLoaded(state: LayersWorkerState): void {
  const { nudgeFeed, focus } = state;
  if (!nudgeFeed || !focus) return;
  nudgeFeed.postMessage({ kind: 'clear' });
  for (const [layerId, entry] of state.loaded) {
    if (!NUDGE_TARGET_LAYERS.has(layerId)) continue;
    const { message, transfer } = pointLayerMessage(layerId, entry.features);
    nudgeFeed.postMessage(message, transfer);
  }
}

/** Connects the nudge worker's feed port; the layers it names on it are loaded from then on. */
export function connectNudges(state: LayersWorkerState, port: MessagePort): void {
  // A new feed (the nudge worker was restarted, or this one is new): it starts from what is loaded.
  state.nudgeFeed?.close();
  state.nudgeFeed = port;
  feedLoaded(state);
  port.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isNeedMessage(event.data)) return;
    state.needed = event.data.layers.filter(
      (id): id is InfrastructureLayerId => isInfrastructureLayerId(id) && NUDGE_TARGET_LAYERS.has(id),
    );
    loadNeeded(state);
  });
  port.start();
}

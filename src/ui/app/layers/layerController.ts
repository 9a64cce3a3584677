/**
 * The layer lifecycle of the spec: toggling on while focused loads (loading → loaded and visible, or
 * error and hidden); a new focus or clearing focus empties and hides every layer; a load for an older
 * focus is dropped. Data never passes through here: the worker hands MapLibre vector tiles. Each load
 * is a job of the layers worker (src/shared/async/jobs.ts) under the focus's signal: a new focus
 * cancels it on both sides, and its progress (a slow service, a retry) is the row's. A restarted
 * layers worker is handed back the focus and the layers on, which load again.
 */
import { batch, effect } from '@preact/signals-react';
import { isEngineStopped } from '../../../shared/async/engine';
import { supersession } from '../../../shared/async/latest';
import type { BBox } from '../../../shared/geometry/bbox';
import type { LayerGroup } from '../../../shared/layers/groups';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from '../../../shared/layers/ids';
import { RECOMMENDED_LAYER_IDS } from '../../../shared/layers/unpublished';
import type { LayerLoadOutcome } from '../../../workers/layers/api';
import { focused } from '../../store/focus';
import { idleLayers, lastLoadBatch, layerStates, loadBatch, type LayerState } from '../../store/layers';
import { engineStatus } from '../../store/engines';
import { mapPort } from '../../store/map';
import { layersEngine, onEngineRestart } from '../engines/engines';
import { errorMessage } from '../../../shared/errors/errorMessage';

/** Each focus (or none) is a run: the next one cancels the loads of the one before, in the worker too. */
const focusRuns = supersession();

function update(id: InfrastructureLayerId, patch: Partial<LayerState>): void {
  layerStates.value = { ...layerStates.value, [id]: { ...layerStates.value[id], ...patch } };
}

function settleBatch(): void {
  if (Object.values(layerStates.peek()).some((s) => s.loading)) return;
  lastLoadBatch.value = loadBatch.peek().started;
  loadBatch.value = { started: 0 };
}

async function load(id: InfrastructureLayerId): Promise<void> {
  const { signal } = focusRuns.current();
  update(id, { loading: true, error: null, unpublished: null, retried: 0 });
  loadBatch.value = { started: loadBatch.peek().started + 1 };
  let outcome: LayerLoadOutcome;
  try {
    outcome = await layersEngine().job('load', [id], {
      signal,
      onProgress: (progress) => {
        if (!signal.aborted)
          update(id, { progress, ...(progress.kind === 'retrying' ? { retried: progress.retry } : {}) });
      },
    });
  } catch (error) {
    // A new focus cancelled it.
    if (signal.aborted) return;
    if (isEngineStopped(error)) {
      // The worker stopped: its restart (or Retry) loads the layers on again, so the layer stays on.
      if (!engineRestarting()) update(id, { loading: false, error: error.message, progress: null });
      settleBatch();
      return;
    }
    outcome = { status: 'failed', layerId: id, message: errorMessage(error) };
  }
  if (signal.aborted || outcome.status === 'superseded') return;
  if (outcome.status === 'unpublished') {
    // Nothing to draw, and nothing failed: the row says the city publishes no such data.
    update(id, { loading: false, loaded: false, visible: false, unpublished: outcome.message, progress: null });
    mapPort.peek()?.tiles.setInfrastructureLayer(id, null, false);
  } else if (outcome.status === 'failed') {
    update(id, {
      loading: false,
      loaded: false,
      visible: false,
      error: outcome.message,
      tiles: null,
      count: null,
      progress: null,
    });
    mapPort.peek()?.tiles.setInfrastructureLayer(id, null, false);
  } else {
    const visible = layerStates.peek()[id].visible;
    const tiles = { tilesKey: outcome.tilesKey, bounds: outcome.bounds };
    update(id, {
      loading: false,
      loaded: true,
      error: null,
      count: outcome.count,
      tiles,
      shown: false,
      progress: null,
      source: outcome.source,
    });
    mapPort.peek()?.tiles.setInfrastructureLayer(id, { ...tiles, count: outcome.count }, visible);
  }
  settleBatch();
}

export function setLayerVisible(id: InfrastructureLayerId, visible: boolean): void {
  // Without a focused area nothing loads; the controls are disabled then.
  if (!focused.peek()) return;
  const state = layerStates.peek()[id];
  // A loaded layer shows or hides from the state itself (mapOverlay.ts); one not loaded yet loads.
  update(id, { visible });
  if (!state.loaded && visible && !state.loading) void load(id);
}

/**
 * Several layers at once ('All Recommended', a group): one change of the signals, so the map, the
 * panel and autosave hear it once rather than once per layer.
 */
export function setLayersVisible(ids: readonly InfrastructureLayerId[], visible: boolean): void {
  batch(() => {
    for (const id of ids) setLayerVisible(id, visible);
  });
}

/** A group toggle: on when every layer of the group is on; switching it sets them all. */
export function toggleGroup(group: LayerGroup): void {
  const allOn = group.layers.every((id) => layerStates.peek()[id].visible);
  setLayersVisible(group.layers, !allOn);
}

/** Every layer but those the city publishes no data for (they would only say so). */
export function toggleAllRecommended(): void {
  const allOn = RECOMMENDED_LAYER_IDS.every((id) => layerStates.peek()[id].visible);
  setLayersVisible(RECOMMENDED_LAYER_IDS, !allOn);
}

/** The map reports a layer's tiles drawn; a report for an older load is ignored. */
export function layerShown(id: InfrastructureLayerId, tilesKey: string): void {
  const state = layerStates.peek()[id];
  if (state.tiles?.tilesKey !== tilesKey || state.shown) return;
  update(id, { shown: true });
  performance.mark(`layer-shown:${id}`);
}

/** A new focus (or none): cancel in-flight loads, empty and hide every layer, start over for the new box. */
function resetForFocus(box: BBox | null): void {
  focusRuns.next();
  layerStates.value = idleLayers();
  loadBatch.value = { started: 0 };
  mapPort.peek()?.tiles.clearInfrastructure();
  // Fire-and-forget: the loads that follow reach the worker after it, in order; a worker that stops
  // meanwhile is given the focus again by its restart.
  layersEngine()
    .setFocus(box)
    .catch(() => undefined);
}

/** Whether the layers worker is being restarted (its restart hands the layers back). */
function engineRestarting(): boolean {
  return engineStatus.peek().layers?.state === 'restarting';
}

/**
 * A restarted layers worker knows nothing: it is given the focus again, and the layers that were on
 * load again (the map's tiles of the old worker are gone with it).
 */
function handBackAfterRestart(): void {
  const target = focused.peek();
  const on = new Set(INFRASTRUCTURE_LAYER_IDS.filter((id) => layerStates.peek()[id].visible));
  resetForFocus(target ? target.bbox : null);
  applyLayerVisibility((id) => on.has(id));
}

export function startLayerLifecycle(): () => void {
  let previous: unknown = focused.peek();
  const stopRestarts = onEngineRestart('layers', handBackAfterRestart);
  const stopFocus = effect(() => {
    const target = focused.value;
    if (target === previous) return;
    previous = target;
    resetForFocus(target ? target.bbox : null);
  });
  return () => {
    stopRestarts();
    stopFocus();
  };
}

/**
 * A saved plan's choice of layers: each layer shown or hidden as the plan says (absent means hidden),
 * then the ones switched on are loaded. Without a focused area all stay hidden: nothing may load, and
 * the next focus would reset them anyway.
 */
export function applyLayerVisibility(visible: (id: InfrastructureLayerId) => boolean): void {
  const states = layerStates.peek();
  const next: Record<InfrastructureLayerId, LayerState> = { ...states };
  for (const id of INFRASTRUCTURE_LAYER_IDS) {
    const want = visible(id) && focused.peek() !== null;
    if (states[id].visible === want) continue;
    next[id] = { ...states[id], visible: want };
  }
  layerStates.value = next;
  loadPendingLayers();
}

/** Layers switched on but not loaded (an imported plan sets visibility before loading) are fetched now. */
export function loadPendingLayers(): void {
  if (!focused.peek()) return;
  for (const id of INFRASTRUCTURE_LAYER_IDS) {
    const s = layerStates.peek()[id];
    if (s.visible && !s.loaded && !s.loading) void load(id);
  }
}

/**
 * The layer lifecycle of the spec: toggling on while focused loads (loading → loaded and visible, or
 * error and hidden); a new focus or clearing focus empties and hides every layer; a load for an older
 * focus is dropped. Data never passes through here: the worker hands MapLibre vector tiles.
 */
import { effect } from '@preact/signals-react';
import * as Comlink from 'comlink';
import { supersession } from '../../../shared/async/latest';
import type { BBox } from '../../../shared/geometry/bbox';
import { LAYER_GROUPS, type LayerGroup } from '../../../shared/layers/groups';
import {
  INFRASTRUCTURE_LAYER_IDS,
  isInfrastructureLayerId,
  type InfrastructureLayerId,
} from '../../../shared/layers/ids';
import type { LayerLoadProgress } from '../../../shared/layers/loadProgress';
import { focused } from '../../store/focus';
import { idleLayers, layerStates, loadBatch, type LayerState } from '../../store/layers';
import { mapPort } from '../../store/map';
import { layersEngine } from '../engines/engines';

/** The worker's number for the current focus, which every load names. */
let generation: Promise<number> | null = null;
/** Each focus (or none) is a run: the next one ends the loads and progress reports of the one before. */
const focusRuns = supersession();

function update(id: InfrastructureLayerId, patch: Partial<LayerState>): void {
  layerStates.value = { ...layerStates.value, [id]: { ...layerStates.value[id], ...patch } };
}

function settleBatch(): void {
  if (!Object.values(layerStates.peek()).some((s) => s.loading)) loadBatch.value = { started: 0 };
}

async function load(id: InfrastructureLayerId): Promise<void> {
  const { signal } = focusRuns.current();
  const gen = await (generation ?? Promise.resolve(-1));
  // A new focus while the worker was still taking the old one: this load is not the new focus's.
  if (signal.aborted) return;
  update(id, { loading: true, error: null });
  loadBatch.value = { started: loadBatch.peek().started + 1 };
  const outcome = await layersEngine().load(id, gen);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the signal can abort during the load above
  if (signal.aborted || outcome.status === 'superseded') return;
  if (outcome.status === 'failed') {
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

export function setLayersVisible(ids: readonly InfrastructureLayerId[], visible: boolean): void {
  for (const id of ids) setLayerVisible(id, visible);
}

/** A group toggle: on when every layer of the group is on; switching it sets them all. */
export function toggleGroup(group: LayerGroup): void {
  const allOn = group.layers.every((id) => layerStates.peek()[id].visible);
  setLayersVisible(group.layers, !allOn);
}

export function toggleAllRecommended(): void {
  const allOn = INFRASTRUCTURE_LAYER_IDS.every((id) => layerStates.peek()[id].visible);
  setLayersVisible(INFRASTRUCTURE_LAYER_IDS, !allOn);
}

export function groupOf(id: InfrastructureLayerId): LayerGroup | undefined {
  return LAYER_GROUPS.find((g) => g.layers.includes(id));
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
  generation = layersEngine().setFocus(box);
}

/**
 * The worker's word on a load of the current focus: the service is slow, a retry is coming, or the
 * load ended. Heard for background loads too, so a layer switched on mid-retry says so at once.
 */
async function heardProgress(layerId: string, forGeneration: number, progress: LayerLoadProgress): Promise<void> {
  const { signal } = focusRuns.current();
  const gen = await (generation ?? Promise.resolve(-1));
  if (signal.aborted || gen !== forGeneration || !isInfrastructureLayerId(layerId)) return;
  update(layerId, { progress: progress.kind === 'settled' ? null : progress });
}

export function startLayerLifecycle(): () => void {
  void layersEngine().watchProgress(Comlink.proxy(heardProgress));
  let previous: unknown = focused.peek();
  return effect(() => {
    const target = focused.value;
    if (target === previous) return;
    previous = target;
    resetForFocus(target ? target.bbox : null);
  });
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

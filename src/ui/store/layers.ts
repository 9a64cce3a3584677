/** The infrastructure layers' state by the spec's lifecycle (visible, loading, loaded, error), and the panel's groups. */
import { computed, signal } from '@preact/signals-react';
import type { BundledMeta } from '../../shared/data/bundledMeta';
import type { BBox } from '../../shared/geometry/bbox';
import { LAYER_GROUPS, type LayerGroup } from '../../shared/layers/groups';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from '../../shared/layers/ids';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { RECOMMENDED_LAYER_IDS } from '../../shared/layers/unpublished';

export interface LayerTileSet {
  tilesKey: string;
  bounds: BBox;
}

export interface LayerState {
  visible: boolean;
  loading: boolean;
  loaded: boolean;
  /** The failure text shown on the red 'Error' tag. */
  error: string | null;
  /** The city publishes no data for this layer (shared/layers/unpublished.ts): its words, not an error. */
  unpublished: string | null;
  count: number | null;
  tiles: LayerTileSet | null;
  /** The map has drawn this load's tiles (set once, after loaded). */
  shown: boolean;
  /** While loading: the service is slow, or a retry is coming (the row says so); null otherwise. */
  progress: LayerLoadProgress | null;
  /**
   * The last retry the row said in its latest load ('retrying 2 of 3…'), kept after the load ends: the
   * row's `data-retried`, so a test reads what the row went through rather than catch a passing note.
   */
  retried: number;
  /** For a file served with the app (bus stops, Citi Bike): what it says of itself, shown under the row. */
  source: BundledMeta | null;
}

export type LayerStates = Readonly<Record<InfrastructureLayerId, LayerState>>;

export const IDLE_LAYER: LayerState = {
  visible: false,
  loading: false,
  loaded: false,
  error: null,
  unpublished: null,
  count: null,
  tiles: null,
  shown: false,
  progress: null,
  retried: 0,
  source: null,
};

export function idleLayers(): LayerStates {
  return Object.fromEntries(INFRASTRUCTURE_LAYER_IDS.map((id) => [id, IDLE_LAYER])) as Record<
    InfrastructureLayerId,
    LayerState
  >;
}

export const layerStates = signal<LayerStates>(idleLayers());

export const expandedGroups = signal<ReadonlySet<LayerGroup['id']>>(
  new Set(LAYER_GROUPS.filter((g) => g.startsExpanded).map((g) => g.id)),
);

/** Loads started since the layers were last all settled, for the progress bar. */
export const loadBatch = signal<{ started: number }>({ started: 0 });
/**
 * How many loads the last batch that ended counted ('Loading layers… N of 25' ends at 25): the
 * panel's `data-last-load-batch`, so a test reads what the bar counted rather than catch it on screen.
 */
export const lastLoadBatch = signal(0);

export const layerProgress = computed(() => {
  const states = Object.values(layerStates.value);
  const loading = states.filter((s) => s.loading).length;
  const started = Math.max(loadBatch.value.started, loading);
  return { loading, started, done: started - loading };
});

/** Loaded layers whose tiles the map has drawn: what 'shown' means for tests and the benchmark. */
export const layersShown = computed(() => Object.values(layerStates.value).filter((s) => s.shown).length);

/**
 * The layers switched on, as a key ('trees,hydrants'): a computed whose value is an equal string does
 * not notify, so what depends only on which layers are on (the map's overlay, the saved plan) does
 * not hear a load's progress, counts or drawing.
 */
export const visibleLayersKey = computed(() =>
  INFRASTRUCTURE_LAYER_IDS.filter((id) => layerStates.value[id].visible).join(','),
);

/** On when every recommended layer is (the layers whose data the city does not publish are not among them). */
export const allRecommendedOn = computed(() => RECOMMENDED_LAYER_IDS.every((id) => layerStates.value[id].visible));

/** Layers the map draws from the layers worker's raster tiles (dense ones), for tests and the benchmark. */
export const rasteredLayers = signal<readonly InfrastructureLayerId[]>([]);

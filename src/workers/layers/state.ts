/**
 * The layers worker's state its operations read (Placemark's style: one operation per file over an
 * explicit state): the layers loaded for the current focus, each with its features, its vector tiles
 * and the outcome the page was told. `api.ts` owns the state and the loads that fill it.
 */
import type { BundledMeta } from '../../shared/data/bundledMeta';
import type { BBox } from '../../shared/geometry/bbox';
import type { LayerFeature } from '../../shared/layers/features';
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import type { LayerTiles } from '../../shared/layers/layerTiles';

export type LayerLoadOutcome =
  | {
      status: 'loaded';
      layerId: InfrastructureLayerId;
      tilesKey: string;
      bounds: BBox;
      count: number;
      dropped: number;
      truncated: boolean;
      /** For a file served with the app: what it says of itself (the city's data or a sample, and its date). */
      source: BundledMeta | null;
    }
  | { status: 'failed'; layerId: string; message: string }
  /** The city publishes no data for it (unpublished.ts): the row says so in the city's words. */
  | { status: 'unpublished'; layerId: string; message: string }
  | { status: 'superseded'; layerId: string };

export interface LoadedEntry {
  key: string;
  features: LayerFeature[];
  tiles: LayerTiles;
  outcome: LayerLoadOutcome & { status: 'loaded' };
}

export interface LayersState {
  /** The current focus's loaded layers: a new focus clears them. */
  readonly loaded: Map<InfrastructureLayerId, LoadedEntry>;
}

/** The load a tile key names ('trees.k3x9a1-2'), or null when that load is no longer held. */
export function loadedByKey(state: LayersState, tilesKey: string): LoadedEntry | null {
  const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
  const entry = isInfrastructureLayerId(layerId) ? state.loaded.get(layerId) : undefined;
  return entry && entry.key === tilesKey ? entry : null;
}

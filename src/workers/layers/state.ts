/**
 * The layers worker's state its operations read and change (Placemark's style: one operation per
 * file over an explicit state): the source configuration, the focus and its run, the layers loaded
 * for it (each with its features, its vector tiles and the outcome the page was told), the loads
 * under way, the nudge worker's feed and the layers it needs, the input hold, and the raster tiles.
 * The operations: `focus.ts`, `loadJob.ts`, `nudgeFeed.ts`, `describe.ts`, `vectorTile.ts`,
 * `nearby.ts`; `api.ts` is the table that wires the worker's methods to them.
 */
import type { Job } from '../../shared/async/jobs';
import { supersession, type Run, type Supersession } from '../../shared/async/latest';
import { inputHold, type InputHold } from '../../shared/async/inputHold';
import type { BundledMeta } from '../../shared/data/bundledMeta';
import type { BBox } from '../../shared/geometry/bbox';
import type { LayerFeature } from '../../shared/layers/features';
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import type { LayerTiles } from '../../shared/layers/layerTiles';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { createHostSlots } from '../../shared/net/hostSlots';
import type { FetchDeps, SourceConfig } from '../net/fetchAnswer';
import type { RasterSurface } from './rasterState';
import { createRasterTiles, type RasterTiles } from './rasterTiles';

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

/** A focused box, under its run: the next focus aborts the run's loads; its number names the focus in tile keys. */
export interface Focus {
  run: Run;
  box: BBox;
}

/** A load under way: the page's jobs waiting on it hear its progress, and one that joins later its last word. */
export interface InFlight {
  outcome: Promise<LayerLoadOutcome>;
  watchers: Set<Job<LayerLoadProgress>>;
  last: LayerLoadProgress | null;
  /** Ends this load's requests once no job waits for it and the nudge rules do not need it. */
  stop: AbortController;
}

/** Everything the layers worker holds between calls. `Image` is what its raster tiles are drawn as. */
export interface LayersWorkerState<Image = unknown> extends LayersState {
  config: SourceConfig & { appBase: string };
  /** This worker in tile keys: a restarted worker's tiles never take a key the map holds from the one before. */
  readonly instance: string;
  /** Each focus is a run: the next one aborts its loads; its number names the focus in tile keys. */
  readonly focusRuns: Supersession;
  focus: Focus | null;
  readonly inFlight: Map<InfrastructureLayerId, InFlight>;
  /** The nudge worker's end of a channel: point layers go there directly, never through the page. */
  nudgeFeed: MessagePort | null;
  /** The layers the nudge worker asked for: loaded in the background for every focus, shown or not. */
  needed: InfrastructureLayerId[];
  /** Input first: the user's presses and keys, which the loads step aside for. */
  readonly hold: InputHold;
  /** Loads read, normalise and index the answers only while the user is not pressing (inputHold.ts). */
  readonly loadDeps: FetchDeps;
  /** Each load's priority: the one started last (what the user just switched on) is asked first. */
  loadsStarted: number;
  /** The raster tiles of the loaded layers, where the worker has a surface to draw them on. */
  readonly raster: RasterTiles<Image> | null;
}

/** What the state is made with besides the fetch: its input hold, and where raster tiles are drawn. */
export interface LayersStateHooks<Image, Icon> {
  /** A test gives its own clock; the worker's own hold otherwise. */
  hold?: InputHold;
  raster?: { surface: RasterSurface<Image, Icon> };
}

/** A new worker's state: no focus, nothing loaded, the default source configuration. */
export function createLayersState<Image, Icon>(
  deps: FetchDeps,
  hooks: LayersStateHooks<Image, Icon> = {},
): LayersWorkerState<Image> {
  const loaded: LayersState['loaded'] = new Map();
  const hold = hooks.hold ?? inputHold();
  return {
    config: { appBase: 'http://localhost/' },
    instance: Math.random().toString(36).slice(2, 8),
    focusRuns: supersession(),
    focus: null,
    loaded,
    inFlight: new Map(),
    nudgeFeed: null,
    needed: [],
    hold,
    // One queue per host for every load of this worker: at most six requests in flight to a host.
    loadDeps: { ...deps, rest: () => hold.rest(), slots: createHostSlots() },
    loadsStarted: 0,
    raster: hooks.raster ? createRasterTiles(hooks.raster.surface, (id) => loaded.get(id), deps.sleep) : null,
  };
}

/** The load a tile key names ('trees.k3x9a1-2'), or null when that load is no longer held. */
export function loadedByKey(state: LayersState, tilesKey: string): LoadedEntry | null {
  const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
  const entry = isInfrastructureLayerId(layerId) ? state.loaded.get(layerId) : undefined;
  return entry && entry.key === tilesKey ? entry : null;
}

/**
 * The layers engine's API. One focus at a time: a new focus (or clearing it) aborts every load in
 * flight and forgets the loaded layers, and an answer for an older focus is reported superseded,
 * never applied. A layer already loading is not requested twice. A load the page asks for is a job
 * (src/shared/async/jobs.ts): the page cancels it with its focus, and hears its progress (a load
 * joined under way, such as the nudge rules' background load, says at once where it is); its cancel
 * ends the load's requests when no other job and no nudge rule waits for it. Messages
 * keep their order, so a load always runs under the focus the page set before asking for it.
 */
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import { supersession, type Run } from '../../shared/async/latest';
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { BBox } from '../../shared/geometry/bbox';
import { NEARBY_LAYER_IDS, nearbyLayer } from '../../shared/export/nearby';
import type { GeoFrame, NearbyLayer } from '../../shared/export/request';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { isInfrastructureLayerId, unknownLayerMessage, type InfrastructureLayerId } from '../../shared/layers/ids';
import { buildLayerTiles } from '../../shared/layers/layerTiles';
import { paddedBox } from '../../shared/layers/query';
import type { FetchDeps, SourceConfig } from '../net/fetchAnswer';
import { loadLayer } from './loadLayer';
import { describeFeature, type LayerPopup } from './describe';
import type { LayerLoadOutcome, LayersState } from './state';
import { vectorTile } from './vectorTile';
import { isNeedMessage, NUDGE_TARGET_LAYERS, pointLayerMessage } from '../../shared/nudges/feed';
import type { Hit, HitQuery } from '../../shared/layers/raster/hitTest';
import { createRasterTiles } from './rasterTiles';
import type { IconPixels, RasterSurface } from './rasterState';
import { serveExportFeed } from './exportFeed';
import { inputHold, type InputHold } from '../../shared/async/inputHold';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { UnpublishedDataError } from '../../shared/layers/unpublished';
import { createHostSlots } from '../../shared/net/hostSlots';
import { errorMessage } from '../../shared/errors/errorMessage';

export type { LayerLoadOutcome } from './state';
export type { LayerPopup } from './describe';

/** A load under way: the page's jobs waiting on it hear its progress, and one that joins later its last word. */
interface InFlight {
  outcome: Promise<LayerLoadOutcome>;
  watchers: Set<Job<LayerLoadProgress>>;
  last: LayerLoadProgress | null;
  /** Ends this load's requests once no job waits for it and the nudge rules do not need it. */
  stop: AbortController;
}

export interface LayersApiHooks<Image, Icon> {
  transfer: (buffer: ArrayBuffer) => ArrayBuffer;
  /** Input first: the user's presses and keys, which the loads step aside for (a test gives its own clock). */
  hold?: InputHold;
  /** Where raster tiles are drawn (an OffscreenCanvas in the worker), and how a drawn one is handed over. */
  raster?: { surface: RasterSurface<Image, Icon>; transfer: (image: Image) => Image };
}

export function createLayersApi<Image = unknown, Icon = unknown>(
  deps: FetchDeps,
  hooks: LayersApiHooks<Image, Icon> = { transfer: (b) => b },
  jobs: JobHost = jobHost(),
) {
  let config: SourceConfig & { appBase: string } = { appBase: 'http://localhost/' };
  /** Each focus is a run: the next one aborts its loads; its number names the focus in tile keys. */
  /** This worker in tile keys: a restarted worker's tiles never take a key the map holds from the one before. */
  const instance = Math.random().toString(36).slice(2, 8);
  const focusRuns = supersession();
  let focus: { run: Run; box: BBox } | null = null;
  const state: LayersState = { loaded: new Map() };
  const { loaded } = state;
  const inFlight = new Map<InfrastructureLayerId, InFlight>();
  /** The nudge worker's end of a channel: point layers go there directly, never through the page. */
  let nudgeFeed: MessagePort | null = null;
  /** The layers the nudge worker asked for: loaded in the background for every focus, shown or not. */
  let needed: InfrastructureLayerId[] = [];
  const raster = hooks.raster ? createRasterTiles(hooks.raster.surface, (id) => loaded.get(id), deps.sleep) : null;
  const hold = hooks.hold ?? inputHold();
  /** Loads read, normalise and index the answers only while the user is not pressing (inputHold.ts). */
  // One queue per host for every load of this worker: at most six requests in flight to a host.
  const loadDeps: FetchDeps = { ...deps, rest: () => hold.rest(), slots: createHostSlots() };
  /** Each load's priority: the one started last (what the user just switched on) is asked first. */
  let loadsStarted = 0;

  async function run(
    layerId: InfrastructureLayerId,
    current: NonNullable<typeof focus>,
    entry: InFlight,
  ): Promise<LayerLoadOutcome> {
    const def = LAYER_CATALOGUE[layerId];
    const signal = AbortSignal.any([current.run.signal, entry.stop.signal]);
    const stale = () => focus !== current || signal.aborted;
    const report = (progress: LayerLoadProgress) => {
      if (stale()) return;
      entry.last = progress;
      for (const job of entry.watchers) job.progress(progress);
    };
    try {
      const result = await loadLayer(def, current.box, {
        signal,
        deps: { ...loadDeps, priority: ++loadsStarted },
        config,
        appBase: config.appBase,
        report,
      });
      await hold.rest();
      if (stale()) return { status: 'superseded', layerId };
      const key = `${layerId}.${instance}-${current.run.number}`;
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
      loaded.set(layerId, { key, features: result.features, tiles: buildLayerTiles(result.features), outcome });
      if (nudgeFeed && NUDGE_TARGET_LAYERS.has(layerId)) {
        const { message, transfer } = pointLayerMessage(layerId, result.features);
        nudgeFeed.postMessage(message, transfer);
      }
      return outcome;
    } catch (error) {
      if (stale()) return { status: 'superseded', layerId };
      if (error instanceof UnpublishedDataError) return { status: 'unpublished', layerId, message: error.message };
      const message = errorMessage(error);
      // The nudge worker hears it too, so the panel can say which rules went unchecked and why.
      if (nudgeFeed && NUDGE_TARGET_LAYERS.has(layerId)) nudgeFeed.postMessage({ kind: 'failed', layerId, message });
      return { status: 'failed', layerId, message };
    } finally {
      if (focus === current && inFlight.get(layerId) === entry) inFlight.delete(layerId);
    }
  }

  /** The load of a layer under the current focus: the one under way, or a new one. */
  function loading(layerId: InfrastructureLayerId, current: NonNullable<typeof focus>): InFlight {
    const under = inFlight.get(layerId);
    if (under) return under;
    const entry: InFlight = {
      outcome: Promise.resolve({ status: 'superseded', layerId }),
      watchers: new Set(),
      last: null,
      stop: new AbortController(),
    };
    inFlight.set(layerId, entry);
    entry.outcome = run(layerId, current, entry);
    return entry;
  }

  /**
   * The nudge rules' layers for the current focus, through the same load as a switched-on layer (same
   * queries, abort on a new focus, retries, one request per layer): switching one on later reuses it.
   */
  function loadNeeded(): void {
    const current = focus;
    if (current) for (const id of needed) if (!loaded.has(id)) void loading(id, current).outcome;
  }

  /** The nudge worker's copy of the focus's point layers, from the start (a new feed, a restarted worker). */
  function feedLoaded(): void {
    const current = focus;
    if (!nudgeFeed || !current) return;
    nudgeFeed.postMessage({ kind: 'clear' });
    for (const [layerId, entry] of loaded) {
      if (!NUDGE_TARGET_LAYERS.has(layerId)) continue;
      const { message, transfer } = pointLayerMessage(layerId, entry.features);
      nudgeFeed.postMessage(message, transfer);
    }
  }

  return {
    configure(next: SourceConfig & { appBase: string }): void {
      config = { ...next };
    },

    /** The user pressed a button or a key: loads step aside for a moment, so the page answers first. */
    inputPressed(): void {
      hold.pressed();
    },

    /** A new focused box (or none): the loads of the one before end, and the page's later loads run under it. */
    setFocus(box: BBox | null): void {
      const focusRun = focusRuns.next();
      loaded.clear();
      inFlight.clear();
      focus = box ? { run: focusRun, box: [...box] as BBox } : null;
      nudgeFeed?.postMessage({ kind: 'clear' });
      loadNeeded();
    },

    /**
     * A layer of the current focus (a job): loaded, failed with why, or superseded when no area is
     * focused or the focus changes before it ends. Its progress (a silent service, a retry coming)
     * is the job's, the last word of a load already under way included.
     */
    load: jobs.job(async (job: Job<LayerLoadProgress>, layerId: string): Promise<LayerLoadOutcome> => {
      if (!isInfrastructureLayerId(layerId))
        return { status: 'failed', layerId, message: unknownLayerMessage(layerId) };
      const current = focus;
      if (!current) return { status: 'superseded', layerId };
      const done = loaded.get(layerId);
      if (done) return done.outcome;
      const entry = loading(layerId, current);
      if (entry.last) job.progress(entry.last);
      entry.watchers.add(job);
      // The job's cancel reaches the fetches: the last job to leave a load nobody else needs ends it.
      const left = () => {
        entry.watchers.delete(job);
        if (entry.watchers.size > 0 || needed.includes(layerId)) return;
        entry.stop.abort(job.signal.reason);
        if (inFlight.get(layerId) === entry) inFlight.delete(layerId);
      };
      job.signal.addEventListener('abort', left, { once: true });
      try {
        return await entry.outcome;
      } finally {
        job.signal.removeEventListener('abort', left);
        entry.watchers.delete(job);
      }
    }),

    /**
     * Connects the nudge worker's feed port (transferred by the page, then used worker to worker). The
     * nudge worker names the layers it needs on it; only point layers its rules read are taken.
     */
    connectNudges(port: MessagePort): void {
      // A new feed (the nudge worker was restarted, or this one is new): it starts from what is loaded.
      nudgeFeed?.close();
      nudgeFeed = port;
      feedLoaded();
      port.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (!isNeedMessage(event.data)) return;
        needed = event.data.layers.filter(
          (id): id is InfrastructureLayerId => isInfrastructureLayerId(id) && NUDGE_TARGET_LAYERS.has(id),
        );
        loadNeeded();
      });
      port.start();
    },

    /** Connects the export worker's feed port: it asks for the features of a map frame there. */
    connectExport(port: MessagePort): void {
      serveExportFeed(port, (id) => loaded.get(id));
    },

    /** An encoded vector tile of a loaded layer; null for a superseded load or where nothing reaches. */
    tile(tilesKey: string, z: number, x: number, y: number): ArrayBuffer | null {
      const buffer = vectorTile(state, tilesKey, z, x, y);
      return buffer && hooks.transfer(buffer);
    },

    /** The layer icons as RGBA pixels, rasterised once by the page (workers cannot decode SVG). */
    setIcons(icons: Record<string, IconPixels>): Promise<void> {
      return raster ? raster.setIcons(icons) : Promise.resolve();
    },

    /**
     * One tile of a composite raster key (see shared/layers/raster/rasterKey.ts), drawn here from the
     * features the worker holds: densely drawn layers cost MapLibre pixels, not features. A job: the
     * page cancels the tiles of a key it no longer wants (neither drawn nor being prepared).
     */
    rasterTile: jobs.job(async (job, key: string, z: number, x: number, y: number): Promise<Image | null> => {
      if (!raster || !hooks.raster) throw new Error('Raster tiles are not available in this worker');
      const image = await raster.tile(key, z, x, y, job.signal);
      return image === null ? null : hooks.raster.transfer(image);
    }),

    /** The nearest feature of rastered loads to a point within a few pixels: popups and hover on rasters. */
    hitTest(tilesKeys: string[], query: HitQuery): Hit | null {
      return raster ? raster.hitTest(tilesKeys, query) : null;
    },

    /** The popup of one feature: the spec's fields, read where the features live. */
    describe(tilesKey: string, featureId: number): LayerPopup | null {
      return describeFeature(state, tilesKey, featureId);
    },

    /**
     * The parking and transit features inside an export's map frame, nearest to the area first, for
     * the export's markers and summary tables. Only these few records cross to the page. Only the
     * layers shown on the plan count (`shown`, the legend's): a layer loaded and then switched off, or
     * loaded in the background for the nudge rules, is reported as not shown, and prints no markers.
     */
    nearby(area: AreaGeometry, frame: GeoFrame, shown: readonly string[]): NearbyLayer[] {
      const visible = new Set(shown);
      return NEARBY_LAYER_IDS.map((id) =>
        nearbyLayer(id, LAYER_CATALOGUE[id], visible.has(id) ? (loaded.get(id)?.features ?? null) : null, area, frame),
      );
    },

    /** Loaded layers and their counts (tests, benchmarks, and later the export summaries). */
    summary(): Array<{ layerId: InfrastructureLayerId; count: number }> {
      return [...loaded.values()].map((e) => ({ layerId: e.outcome.layerId, count: e.outcome.count }));
    },
  };
}

export type LayersApi = ReturnType<typeof createLayersApi<ImageBitmap, ImageBitmap>>;

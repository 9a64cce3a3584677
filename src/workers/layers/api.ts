/**
 * The layers engine's API. One focus at a time: a new focus (or clearing it) aborts every load in
 * flight and forgets the loaded layers, and an answer for an older focus is reported superseded,
 * never applied. A layer already loading is not requested twice. A load the page asks for is a job
 * (src/shared/async/jobs.ts): the page cancels it with its focus, and hears its progress (a load
 * joined under way, such as the nudge rules' background load, says at once where it is); its cancel
 * ends the load's requests when no other job and no nudge rule waits for it. Messages
 * keep their order, so a load always runs under the focus the page set before asking for it.
 *
 * This is the table of the worker's methods: what the worker holds is an explicit state (state.ts)
 * and each method is an operation over it in a file of its own (focus.ts, loadJob.ts, nudgeFeed.ts,
 * describe.ts, vectorTile.ts, nearby.ts; the raster tiles' in rasterTiles.ts).
 */
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { BBox } from '../../shared/geometry/bbox';
import type { GeoFrame, NearbyLayer } from '../../shared/export/request';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { FetchDeps, SourceConfig } from '../net/fetchAnswer';
import { describeFeature, type LayerPopup } from './describe';
import { createLayersState, type LayerLoadOutcome } from './state';
import { vectorTile } from './vectorTile';
import type { Hit, HitQuery } from '../../shared/layers/raster/hitTest';
import type { IconPixels, RasterSurface } from './rasterState';
import { serveExportFeed } from './exportFeed';
import type { InputHold } from '../../shared/async/inputHold';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { setFocus } from './focus';
import { loadJob } from './loadJob';
import { connectNudges } from './nudgeFeed';
import { nearbyLayers } from './nearby';

export type { LayerLoadOutcome } from './state';
export type { LayerPopup } from './describe';

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
  const state = createLayersState(deps, hooks);
  const { raster } = state;

  return {
    configure(next: SourceConfig & { appBase: string }): void {
      state.config = { ...next };
    },

    /** The user pressed a button or a key: loads step aside for a moment, so the page answers first. */
    inputPressed(): void {
      state.hold.pressed();
    },

    /** A new focused box (or none): the loads of the one before end, and the page's later loads run under it. */
    setFocus(box: BBox | null): void {
      setFocus(state, box);
    },

    /**
     * A layer of the current focus (a job): loaded, failed with why, or superseded when no area is
     * focused or the focus changes before it ends. Its progress (a silent service, a retry coming)
     * is the job's, the last word of a load already under way included.
     */
    load: jobs.job((job: Job<LayerLoadProgress>, layerId: string): Promise<LayerLoadOutcome> =>
      loadJob(state, job, layerId),
    ),

    /**
     * Connects the nudge worker's feed port (transferred by the page, then used worker to worker). The
     * nudge worker names the layers it needs on it; only point layers its rules read are taken.
     */
    connectNudges(port: MessagePort): void {
      connectNudges(state, port);
    },

    /** Connects the export worker's feed port: it asks for the features of a map frame there. */
    connectExport(port: MessagePort): void {
      serveExportFeed(port, (id) => state.loaded.get(id));
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
     * The parking and transit features inside an export's map frame, nearest to the area first (nearby.ts):
     * only the layers shown on the plan count, so one loaded in the background is reported as not shown.
     */
    nearby(area: AreaGeometry, frame: GeoFrame, shown: readonly string[]): NearbyLayer[] {
      return nearbyLayers(state, area, frame, shown);
    },

    /** Loaded layers and their counts (tests, benchmarks, and later the export summaries). */
    summary(): Array<{ layerId: InfrastructureLayerId; count: number }> {
      return [...state.loaded.values()].map((e) => ({ layerId: e.outcome.layerId, count: e.outcome.count }));
    },
  };
}

export type LayersApi = ReturnType<typeof createLayersApi<ImageBitmap, ImageBitmap>>;

/**
 * The geography engine's API: one load at a time, and queries against the current geography. A load
 * is a job (src/shared/async/jobs.ts): the page's newer load cancels it, and its id names its tile
 * set, so a tile is never served from another load, across restarts of the worker too.
 */
import { createHostSlots } from '../../shared/net/hostSlots';
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { BBox } from '../../shared/geometry/bbox';
import type { AreaSummary, FocusTarget } from '../../shared/geography/areaIndex';
import type { GeographyType } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { buildAreaTiles } from '../../shared/geography/areaTiles';
import { raceAbort } from '../../shared/async/abortRace';
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import { latestOnly, supersession } from '../../shared/async/latest';
import { refreshCityParks, type RefreshOutcome } from './cityParks';
import { CityNodes, type NodesOutcome } from './cityNodes';
import { loadAreas, type LoadConfig, type LoadDeps, type LoadedAreas, type LoadOutcome } from './loadAreas';

export interface GeometryFeature {
  type: 'Feature';
  id: number;
  properties: { _idx: number };
  geometry: AreaGeometry;
}
export interface GeometryCollection {
  type: 'FeatureCollection';
  features: GeometryFeature[];
}

/** Loaded areas carry the key of their tile set, so a tile is never served from another load. */
export type AreaLoadOutcome =
  (LoadOutcome & { status: 'loaded' } & { tilesKey: string }) | Exclude<LoadOutcome, { status: 'loaded' }>;

export interface ApiHooks {
  /** Hands a tile buffer over without copying it (comlink's transfer in the worker). */
  transfer: (buffer: ArrayBuffer) => ArrayBuffer;
}

/** The intersections in a view, with the date of the centreline they come from. */
export type ViewNodesOutcome = (NodesOutcome & { updatedAt: string | null }) | { status: 'superseded' };

/** How the page runs the app (set once at start): ?demo, the app token, and the test hook for time limits. */
export interface GeographyConfig extends LoadConfig {
  /** Test hook: a shorter per-attempt time limit for every request (README, 'Test hooks'). */
  timeoutMs?: number;
}

interface CurrentLoad extends LoadedAreas {
  key: string;
  nodes: CityNodes | null;
}

export function createGeographyApi(
  baseDeps: LoadDeps,
  hooks: ApiHooks = { transfer: (b) => b },
  jobs: JobHost = jobHost(),
) {
  let current: CurrentLoad | null = null;
  let config: LoadConfig = { demo: false };
  let deps: LoadDeps = baseDeps;
  /**
   * Polite bursts: a view's 16 centreline cells (and their pages) take six slots of the host at most,
   * the rest queued, as the layers' requests do in their worker (src/shared/net/hostSlots.ts).
   */
  const slots = createHostSlots();

  /**
   * Each load is a run, its life: live while the load is current, it ends the load's background
   * requests (live intersections) when the next load starts. The page's cancel ends it too.
   */
  const loadLives = supersession();

  /** A background check of the city's data: a newer one, the next load, or the page's cancel ends it. */
  const cityCheck = latestOnly((signal, city: NonNullable<CurrentLoad['city']>, asked: AbortSignal) =>
    refreshCityParks(AbortSignal.any([signal, asked]), deps, config, city),
  );

  /** A load made current: live intersections get their centreline source, tied to the load's life. */
  function withLife(loaded: LoadedAreas, key: string, life: AbortSignal): CurrentLoad {
    const load: CurrentLoad = { ...loaded, key, nodes: null };
    if (loaded.liveNodes) {
      load.nodes = new CityNodes(loaded.index, loaded.liveNodes.sample, {
        deps: { ...deps, slots },
        ...(config.appToken ? { appToken: config.appToken } : {}),
        signal: life,
        onAppended: () => {
          load.tiles = buildAreaTiles(load.index.records);
        },
      });
    }
    return load;
  }

  /** Queries name their geography, so an answer about areas of another geography is never given. */
  const areasOf = (mode: GeographyType) => (current && current.index.mode === mode ? current : null);

  return {
    configure(next: GeographyConfig): void {
      const { timeoutMs, ...rest } = next;
      config = rest;
      deps = timeoutMs === undefined ? baseDeps : { ...baseDeps, timeoutMs };
    },

    /** The areas of a geography, as a job: a newer load or the page's cancel supersedes it. */
    loadAreas: jobs.job(async (job: Job, mode: GeographyType, url: string): Promise<AreaLoadOutcome> => {
      cityCheck.cancel();
      current = null;
      const life = AbortSignal.any([job.signal, loadLives.next().signal]);
      const key = `${mode}-${job.id}`;
      const { outcome, loaded } = await loadAreas(mode, url, life, deps, config);
      if (life.aborted) return { status: 'superseded' };
      current = loaded ? withLife(loaded, key, life) : null;
      return outcome.status === 'loaded' ? { ...outcome, tilesKey: key } : outcome;
    }),

    /**
     * For areas shown from the copy saved on an earlier visit (a job): asks the city whether its rows
     * changed and, if so, saves the new answer. 'updated' means a new load will show it; the areas on
     * screen stay as they are until then. Ends with the current load (a new load aborts it).
     */
    refreshCityAreas: jobs.job(async (job: Job, tilesKey: string): Promise<RefreshOutcome> => {
      const load = current;
      if (!load || load.key !== tilesKey || !load.city?.savedAt) return { status: 'current' };
      const answer = await cityCheck(load.city, job.signal);
      // Ended by a newer check or load: this one's answer is not known.
      return answer.current ? answer.value : { status: 'unchecked' };
    }),

    /**
     * Live intersections: the nodes in and around the view (from zoom 15 in), from the city's street
     * centreline, appended to the current load. The map then reloads its tiles of this load. A job: the
     * page's newer view ends its wait; a cell once asked is kept for the load (the next view needs it).
     */
    nodesInView: jobs.job(async (job: Job, tilesKey: string, box: BBox): Promise<ViewNodesOutcome> => {
      const load = current;
      if (!load?.nodes || load.key !== tilesKey) return { status: 'superseded' };
      const outcome = await raceAbort(load.nodes.loadView(box), job.signal);
      if (current !== load) return { status: 'superseded' };
      return { ...outcome, updatedAt: await load.nodes.updatedAt };
    }),

    /**
     * Live intersections: the nodes where two named streets meet, anywhere in the city (typed as
     * 'Broadway & W 42 St'); empty for any other query, or when the centreline is not in use. A job:
     * the page's newer query (its one latest-wins, streetSearch.ts) cancels it down to its requests;
     * a new load ends it too, and it then answers empty.
     */
    searchStreets: jobs.job(async (job: Job, tilesKey: string, query: string): Promise<SearchHit[]> => {
      const load = current;
      if (!load?.nodes || load.key !== tilesKey) return [];
      try {
        return await load.nodes.searchStreets(query, job.signal);
      } catch (error) {
        if (!job.signal.aborted && error instanceof DOMException && error.name === 'AbortError') return [];
        throw error;
      }
    }),

    /** An encoded vector tile of the current areas; null for another tile set or where no area reaches. */
    tile(tilesKey: string, z: number, x: number, y: number): ArrayBuffer | null {
      if (!current || current.key !== tilesKey) return null;
      const bytes = current.tiles.tile(z, x, y);
      if (!bytes) return null;
      const buffer =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? (bytes.buffer as ArrayBuffer)
          : bytes.slice().buffer;
      return hooks.transfer(buffer);
    },

    search(mode: GeographyType, query: string): SearchHit[] {
      return areasOf(mode)?.index.search(query) ?? [];
    },

    hitTest(mode: GeographyType, lng: number, lat: number): AreaSummary[] {
      return areasOf(mode)?.index.hitTest(lng, lat) ?? [];
    },

    focusTarget(mode: GeographyType, idx: number, options: { canonical: boolean }): FocusTarget | null {
      const index = areasOf(mode)?.index;
      if (!index) return null;
      return index.focusTarget(options.canonical ? index.canonical(idx) : idx);
    },

    /** A saved plan's area in the current geography; null while its areas are not loaded, or when it is absent. */
    findArea(mode: GeographyType, id: string, system: string): FocusTarget | null {
      const index = areasOf(mode)?.index;
      const idx = index ? index.find(id, system) : null;
      return index && idx !== null ? index.focusTarget(idx) : null;
    },

    geometries(mode: GeographyType, idxs: number[]): GeometryCollection {
      const found = areasOf(mode)?.index.geometries(idxs) ?? [];
      return {
        type: 'FeatureCollection',
        features: found.map((g) => ({ type: 'Feature', id: g.idx, properties: { _idx: g.idx }, geometry: g.geometry })),
      };
    },
  };
}

export type GeographyApi = ReturnType<typeof createGeographyApi>;

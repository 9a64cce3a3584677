/**
 * The geography engine's API: one load at a time, and queries against the current geography. A load
 * is a job (src/shared/async/jobs.ts): the page's newer load cancels it, and its id names its tile
 * set, so a tile is never served from another load, across restarts of the worker too.
 *
 * The table of the engine's calls: each method is one operation (its own file) over the worker's
 * explicit state (state.ts), made once here.
 */
import type { BBox } from '../../shared/geometry/bbox';
import type { AreaSummary, FocusTarget } from '../../shared/geography/areaIndex';
import type { GeographyType } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import type { RefreshOutcome } from './cityParks';
import type { LoadDeps } from './loadAreas';
import { refreshCityAreas } from './cityCheck';
import { configure, type GeographyConfig } from './configure';
import { loadJob, type AreaLoadOutcome } from './loadJob';
import { nodesInView, type ViewNodesOutcome } from './nodesInView';
import { findArea, focusTarget, geometries, hitTest, search, type GeometryCollection } from './queries';
import { searchStreets } from './searchStreets';
import { geographyState } from './state';
import { areaTile, type ApiHooks } from './tiles';

// The API's types stay importable from here, where the page and the tests look for them (a feature of
// `geometries`' answer is named in queries.ts only: nothing imports it on its own).
export type { GeometryCollection } from './queries';
export type { AreaLoadOutcome } from './loadJob';
export type { ApiHooks } from './tiles';
export type { ViewNodesOutcome } from './nodesInView';
export type { GeographyConfig } from './configure';

export function createGeographyApi(
  baseDeps: LoadDeps,
  hooks: ApiHooks = { transfer: (b) => b },
  jobs: JobHost = jobHost(),
) {
  const state = geographyState(baseDeps);

  return {
    configure(next: GeographyConfig): void {
      configure(state, next);
    },

    /** The areas of a geography, as a job: a newer load or the page's cancel supersedes it. */
    loadAreas: jobs.job((job: Job, mode: GeographyType, url: string): Promise<AreaLoadOutcome> =>
      loadJob(state, job, mode, url),
    ),

    /**
     * For areas shown from the copy saved on an earlier visit (a job): asks the city whether its rows
     * changed and, if so, saves the new answer. 'updated' means a new load will show it; the areas on
     * screen stay as they are until then. Ends with the current load (a new load aborts it).
     */
    refreshCityAreas: jobs.job((job: Job, tilesKey: string): Promise<RefreshOutcome> =>
      refreshCityAreas(state, job, tilesKey),
    ),

    /**
     * Live intersections: the nodes in and around the view (from zoom 15 in), from the city's street
     * centreline, appended to the current load. The map then reloads its tiles of this load. A job: the
     * page's newer view ends its wait; a cell once asked is kept for the load (the next view needs it).
     */
    nodesInView: jobs.job((job: Job, tilesKey: string, box: BBox): Promise<ViewNodesOutcome> =>
      nodesInView(state, job, tilesKey, box),
    ),

    /**
     * Live intersections: the nodes where two named streets meet, anywhere in the city (typed as
     * 'Broadway & W 42 St'); empty for any other query, or when the centreline is not in use. A job:
     * the page's newer query (its one latest-wins, streetSearch.ts) cancels it down to its requests;
     * a new load ends it too, and it then answers empty.
     */
    searchStreets: jobs.job((job: Job, tilesKey: string, query: string): Promise<SearchHit[]> =>
      searchStreets(state, job, tilesKey, query),
    ),

    /** An encoded vector tile of the current areas; null for another tile set or where no area reaches. */
    tile(tilesKey: string, z: number, x: number, y: number): ArrayBuffer | null {
      return areaTile(state, hooks, tilesKey, z, x, y);
    },

    search(mode: GeographyType, query: string): SearchHit[] {
      return search(state, mode, query);
    },

    hitTest(mode: GeographyType, lng: number, lat: number): AreaSummary[] {
      return hitTest(state, mode, lng, lat);
    },

    focusTarget(mode: GeographyType, idx: number, options: { canonical: boolean }): FocusTarget | null {
      return focusTarget(state, mode, idx, options);
    },

    /** A saved plan's area in the current geography; null while its areas are not loaded, or when it is absent. */
    findArea(mode: GeographyType, id: string, system: string): FocusTarget | null {
      return findArea(state, mode, id, system);
    },

    geometries(mode: GeographyType, idxs: number[]): GeometryCollection {
      return geometries(state, mode, idxs);
    },
  };
}

export type GeographyApi = ReturnType<typeof createGeographyApi>;

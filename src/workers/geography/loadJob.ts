/**
 * The load of a geography's areas, as a job: it ends the load before it (its life, its city check),
 * and only the newest load becomes current. Its id names its tile set, so a tile is never served from
 * another load, across restarts of the worker too (job ids are unique in the page).
 */
import type { Job } from '../../shared/async/jobs';
import { buildAreaTiles } from '../../shared/geography/areaTiles';
import type { GeographyType } from '../../shared/geography/modes';
import { CityNodes } from './cityNodes';
import { loadAreas, type LoadedAreas, type LoadOutcome } from './loadAreas';
import type { CurrentLoad, GeographyState } from './state';

/** Loaded areas carry the key of their tile set, so a tile is never served from another load. */
export type AreaLoadOutcome =
  (LoadOutcome & { status: 'loaded' } & { tilesKey: string }) | Exclude<LoadOutcome, { status: 'loaded' }>;

export async function loadJob(
  state: GeographyState,
  job: Job,
  mode: GeographyType,
  url: string,
): Promise<AreaLoadOutcome> {
  state.cityCheck.cancel();
  state.current = null;
  const life = AbortSignal.any([job.signal, state.loadLives.next().signal]);
  const key = `${mode}-${job.id}`;
  const { outcome, loaded } = await loadAreas(mode, url, life, state.deps, state.config);
  if (life.aborted) return { status: 'superseded' };
  state.current = loaded ? withLife(state, loaded, key, life) : null;
  return outcome.status === 'loaded' ? { ...outcome, tilesKey: key } : outcome;
}

/** A load made current: live intersections get their centreline source, tied to the load's life. */
function withLife(state: GeographyState, loaded: LoadedAreas, key: string, life: AbortSignal): CurrentLoad {
  const load: CurrentLoad = { ...loaded, key, nodes: null };
  if (loaded.liveNodes) {
    load.nodes = new CityNodes(loaded.index, loaded.liveNodes.sample, {
      deps: { ...state.deps, slots: state.slots },
      ...(state.config.appToken ? { appToken: state.config.appToken } : {}),
      signal: life,
      onAppended: () => {
        load.tiles = buildAreaTiles(load.index.records);
      },
    });
  }
  return load;
}

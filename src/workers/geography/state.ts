/**
 * The geography worker's state, explicit (Placemark's style: one operation per file over it): the
 * current load, how the page runs the app, the requests' dependencies, and the lives of the load and
 * of the city's background check. Made once per worker by `geographyState`; `api.ts` wires each
 * method of the engine to its operation over it.
 */
import { latestOnly, supersession, type Latest, type Supersession } from '../../shared/async/latest';
import type { GeographyType } from '../../shared/geography/modes';
import { createHostSlots, type HostSlots } from '../../shared/net/hostSlots';
import { refreshCityParks, type CityAreas, type RefreshOutcome } from './cityParks';
import type { CityNodes } from './cityNodes';
import type { LoadConfig, LoadDeps, LoadedAreas } from './loadAreas';

/** The load on screen: its areas, the key of its tile set, and its live intersections (when in use). */
export interface CurrentLoad extends LoadedAreas {
  key: string;
  nodes: CityNodes | null;
}

export interface GeographyState {
  /** The dependencies the worker was made with; `configure` may shorten their time limit. */
  readonly baseDeps: LoadDeps;
  current: CurrentLoad | null;
  config: LoadConfig;
  deps: LoadDeps;
  /**
   * Polite bursts: a view's 16 centreline cells (and their pages) take six slots of the host at most,
   * the rest queued, as the layers' requests do in their worker (src/shared/net/hostSlots.ts).
   */
  readonly slots: HostSlots;
  /**
   * Each load is a run, its life: live while the load is current, it ends the load's background
   * requests (live intersections) when the next load starts. The page's cancel ends it too.
   */
  readonly loadLives: Supersession;
  /** A background check of the city's data: a newer one, the next load, or the page's cancel ends it. */
  readonly cityCheck: Latest<[city: CityAreas, asked: AbortSignal], RefreshOutcome>;
}

export function geographyState(baseDeps: LoadDeps): GeographyState {
  const state: GeographyState = {
    baseDeps,
    current: null,
    config: { demo: false },
    deps: baseDeps,
    slots: createHostSlots(),
    loadLives: supersession(),
    // The check reads the configuration and dependencies of when it starts, not of when the state was made.
    cityCheck: latestOnly((signal, city: CityAreas, asked: AbortSignal) =>
      refreshCityParks(AbortSignal.any([signal, asked]), state.deps, state.config, city),
    ),
  };
  return state;
}

/** The current load when `tilesKey` names it; null once another load has begun (a tile set is one load's). */
export function loadByKey(state: GeographyState, tilesKey: string): CurrentLoad | null {
  return state.current && state.current.key === tilesKey ? state.current : null;
}

/** Queries name their geography, so an answer about areas of another geography is never given. */
export function areasOf(state: GeographyState, mode: GeographyType): CurrentLoad | null {
  return state.current && state.current.index.mode === mode ? state.current : null;
}

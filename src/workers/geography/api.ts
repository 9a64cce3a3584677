/** The geography engine's API: one load at a time, and queries against the current geography. */
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { AreaIndex, AreaSummary, FocusTarget } from '../../shared/geography/areaIndex';
import type { GeographyType } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { loadAreas, type LoadDeps, type LoadOutcome } from './loadAreas';

export interface GeometryFeature { type: 'Feature'; id: number; properties: { _idx: number }; geometry: AreaGeometry }
export interface GeometryCollection { type: 'FeatureCollection'; features: GeometryFeature[] }

export function createGeographyApi(deps: LoadDeps) {
  let index: AreaIndex | null = null;
  let inFlight: AbortController | null = null;

  /** Queries name their geography, so an answer about areas of another geography is never given. */
  const current = (mode: GeographyType): AreaIndex | null => (index && index.mode === mode ? index : null);

  return {
    async loadAreas(mode: GeographyType, url: string): Promise<LoadOutcome> {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      index = null;
      const { outcome, index: loaded } = await loadAreas(mode, url, controller.signal, deps);
      if (controller !== inFlight || controller.signal.aborted) return { status: 'superseded' };
      inFlight = null;
      index = loaded;
      return outcome;
    },

    /** Aborts the load in flight and forgets the current areas (the geography changed or was reset). */
    cancel(): void {
      inFlight?.abort();
      inFlight = null;
      index = null;
    },

    search(mode: GeographyType, query: string): SearchHit[] {
      return current(mode)?.search(query) ?? [];
    },

    hitTest(mode: GeographyType, lng: number, lat: number): AreaSummary[] {
      return current(mode)?.hitTest(lng, lat) ?? [];
    },

    focusTarget(mode: GeographyType, idx: number, options: { canonical: boolean }): FocusTarget | null {
      const idxIndex = current(mode);
      if (!idxIndex) return null;
      return idxIndex.focusTarget(options.canonical ? idxIndex.canonical(idx) : idx);
    },

    geometries(mode: GeographyType, idxs: number[]): GeometryCollection {
      const found = current(mode)?.geometries(idxs) ?? [];
      return { type: 'FeatureCollection', features: found.map((g) => ({ type: 'Feature', id: g.idx, properties: { _idx: g.idx }, geometry: g.geometry })) };
    },
  };
}

export type GeographyApi = ReturnType<typeof createGeographyApi>;

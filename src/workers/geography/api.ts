/** The geography engine's API: one load at a time, and queries against the current geography. */
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { AreaSummary, FocusTarget } from '../../shared/geography/areaIndex';
import type { GeographyType } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { loadAreas, type LoadDeps, type LoadedAreas, type LoadOutcome } from './loadAreas';

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

export function createGeographyApi(deps: LoadDeps, hooks: ApiHooks = { transfer: (b) => b }) {
  let current: (LoadedAreas & { key: string }) | null = null;
  let inFlight: AbortController | null = null;
  let loads = 0;

  /** Queries name their geography, so an answer about areas of another geography is never given. */
  const areasOf = (mode: GeographyType) => (current && current.index.mode === mode ? current : null);

  return {
    async loadAreas(mode: GeographyType, url: string): Promise<AreaLoadOutcome> {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      current = null;
      const key = `${mode}-${++loads}`;
      const { outcome, loaded } = await loadAreas(mode, url, controller.signal, deps);
      if (controller !== inFlight || controller.signal.aborted) return { status: 'superseded' };
      inFlight = null;
      current = loaded ? { ...loaded, key } : null;
      return outcome.status === 'loaded' ? { ...outcome, tilesKey: key } : outcome;
    },

    /** Aborts the load in flight and forgets the current areas (the geography changed or was reset). */
    cancel(): void {
      inFlight?.abort();
      inFlight = null;
      current = null;
    },

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

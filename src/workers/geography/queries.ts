/**
 * Queries against the current load's areas: search, hit test, focus targets, a saved plan's area and
 * geometries. Each names its geography and answers nothing about areas of another (areasOf).
 */
import type { AreaSummary, FocusTarget } from '../../shared/geography/areaIndex';
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { GeographyType } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { areasOf, type GeographyState } from './state';

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

export function search(state: GeographyState, mode: GeographyType, query: string): SearchHit[] {
  return areasOf(state, mode)?.index.search(query) ?? [];
}

export function hitTest(state: GeographyState, mode: GeographyType, lng: number, lat: number): AreaSummary[] {
  return areasOf(state, mode)?.index.hitTest(lng, lat) ?? [];
}

export function focusTarget(
  state: GeographyState,
  mode: GeographyType,
  idx: number,
  options: { canonical: boolean },
): FocusTarget | null {
  const index = areasOf(state, mode)?.index;
  if (!index) return null;
  return index.focusTarget(options.canonical ? index.canonical(idx) : idx);
}

/** A saved plan's area in the current geography; null while its areas are not loaded, or when it is absent. */
export function findArea(state: GeographyState, mode: GeographyType, id: string, system: string): FocusTarget | null {
  const index = areasOf(state, mode)?.index;
  const idx = index ? index.find(id, system) : null;
  return index && idx !== null ? index.focusTarget(idx) : null;
}

export function geometries(state: GeographyState, mode: GeographyType, idxs: number[]): GeometryCollection {
  const found = areasOf(state, mode)?.index.geometries(idxs) ?? [];
  return {
    type: 'FeatureCollection',
    features: found.map((g) => ({ type: 'Feature', id: g.idx, properties: { _idx: g.idx }, geometry: g.geometry })),
  };
}

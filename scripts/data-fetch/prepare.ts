/**
 * Turns a dataset's raw features into the collection that will be written, and proves with the app's
 * own parser that every written feature loads. Throws when the dataset is unusable.
 */
import { GEOGRAPHY_MODES, type GeographyType } from '../../src/shared/geography/modes';
import type { GeoCollection, GeoFeature } from '../lib/geojson';
import { assertAllAreasParse } from '../lib/validateAreas';
import { DataError, keepUsableFeatures } from './collection';
import { mapPlazaFeatures } from './plazas';

export interface PreparedDataset {
  mode: GeographyType;
  collection: GeoCollection;
  areas: number;
  /** Features without a usable geometry of the mode's kind; the app would skip them anyway. */
  dropped: number;
}

export function prepareDataset(mode: GeographyType, raw: readonly GeoFeature[]): PreparedDataset {
  const mapped = mode === 'plazas' ? mapPlazaFeatures(raw) : raw;
  const { features, dropped } = keepUsableFeatures(mapped, mode);
  if (features.length === 0 && raw.length > 0) {
    // Usually the wrong file or dataset id (e.g. lines given as parks); say so rather than "no areas".
    throw new DataError(
      `none of the ${raw.length} ${mode} features has a usable ${GEOGRAPHY_MODES[mode].geometryKind} geometry`,
    );
  }
  const collection: GeoCollection = { type: 'FeatureCollection', features };
  // Throws AreaDataError for an empty dataset, which must never replace a working file.
  const { areas } = assertAllAreasParse(mode, collection);
  return { mode, collection, areas, dropped };
}

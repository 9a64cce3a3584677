/**
 * Reading untrusted GeoJSON: check the envelope, and drop the features the app could not use, using
 * the app's own geometry rule so the written file parses with nothing skipped.
 */
import { readAreaGeometry } from '../../src/shared/geography/geometry';
import { GEOGRAPHY_MODES, type GeographyType } from '../../src/shared/geography/modes';
import { isRecord, type GeoFeature } from '../lib/geojson';

export class DataError extends Error {
  override name = 'DataError';
}

/** The features of a FeatureCollection; anything else is a DataError naming where it came from. */
export function featuresOf(data: unknown, source: string): GeoFeature[] {
  if (!isRecord(data) || data.type !== 'FeatureCollection' || !Array.isArray(data.features)) {
    // SODA reports query errors as JSON objects with a message; show it rather than a generic text.
    const message = isRecord(data) && typeof data.message === 'string' ? `: ${data.message}` : '';
    throw new DataError(`${source} is not a GeoJSON FeatureCollection${message}`);
  }
  return data.features.filter(isRecord).map((f) => ({
    type: 'Feature',
    ...(typeof f.id === 'string' || typeof f.id === 'number' ? { id: f.id } : {}),
    geometry: f.geometry,
    properties: isRecord(f.properties) ? f.properties : null,
  }));
}

export interface UsableFeatures {
  features: GeoFeature[];
  dropped: number;
}

/** Keeps the features with a valid geometry of the mode's kind (polygon or point), as parseAreaCollection does. */
export function keepUsableFeatures(features: readonly GeoFeature[], mode: GeographyType): UsableFeatures {
  const wantsPoint = GEOGRAPHY_MODES[mode].geometryKind === 'point';
  const kept = features.filter((f) => {
    const geometry = readAreaGeometry(f.geometry);
    return geometry !== null && (geometry.type === 'Point') === wantsPoint;
  });
  return { features: kept, dropped: features.length - kept.length };
}

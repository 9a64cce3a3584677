/**
 * Checks a collection with the app's own parser, so nothing is written that the app would refuse
 * or silently skip.
 */
import { parseAreaCollection } from '../../src/shared/geography/parseAreas';
import type { GeographyType } from '../../src/shared/geography/modes';
import type { GeoCollection } from './geojson';

export interface AreaCheck {
  areas: number;
  skipped: number;
}

/** Throws (AreaDataError or Error) unless every feature parses. */
export function assertAllAreasParse(mode: GeographyType, collection: GeoCollection): AreaCheck {
  const parsed = parseAreaCollection(collection, mode);
  if (parsed.skipped > 0) {
    throw new Error(`${mode}: the app would skip ${parsed.skipped} of ${collection.features.length} features`);
  }
  return { areas: parsed.records.length, skipped: parsed.skipped };
}

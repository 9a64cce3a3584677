/**
 * The city's permit-area answer pages made into the one FeatureCollection the app's area parser reads,
 * exactly as it reads a bundled file. Socrata's GeoJSON has no feature ids, so each area is named by
 * its permit-area code (`system`), which is what a saved plan keeps: the plan finds its area again in
 * a later answer, or in the cached copy.
 */
export class CityAnswerError extends Error {
  override name = 'CityAnswerError';
}

interface RawFeature {
  type: 'Feature';
  geometry: unknown;
  properties: Record<string, unknown>;
}

export interface CityCollection {
  type: 'FeatureCollection';
  features: Array<RawFeature & { id: string }>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The features of one answer page; a Socrata error object (sent with 200 or not) is reported as such. */
export function pageFeatures(page: unknown): RawFeature[] {
  if (!isRecord(page) || page.type !== 'FeatureCollection' || !Array.isArray(page.features)) {
    const message = isRecord(page) && typeof page.message === 'string' ? `: ${page.message}` : '';
    throw new CityAnswerError(`The city's answer is not a GeoJSON FeatureCollection${message}`);
  }
  return page.features.filter(isRecord).map((f) => ({
    type: 'Feature',
    geometry: f.geometry ?? null,
    properties: isRecord(f.properties) ? f.properties : {},
  }));
}

/**
 * All pages as one collection. The id is the area's `system` code; the rare code two rows share gets
 * '#2', '#3'… in row order (the order is the dataset's own, so the suffixes are stable too).
 */
export function cityParksCollection(features: readonly RawFeature[]): CityCollection {
  const seen = new Map<string, number>();
  return {
    type: 'FeatureCollection',
    features: features.map((f, i) => {
      const system = typeof f.properties.system === 'string' ? f.properties.system.trim() : '';
      const base = system || `row-${i + 1}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return { ...f, id: n === 1 ? base : `${base}#${n}` };
    }),
  };
}

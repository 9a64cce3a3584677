/**
 * The sample permit areas, keyed by the geography that loads them. Pure: same output on every run.
 * Plazas have no sample: the app bundles the real plazas (`npm run data:fetch`).
 */
import type { BundledMeta } from '../../src/shared/data/bundledMeta';
import type { GeoCollection } from '../lib/geojson';
import { generateIntersections } from './intersections';
import { generateParks } from './parks';

export { generateIntersections, generateParks };

/** The geographies whose bundled file is a sample: parks (the city's are loaded live) and intersections. */
export const SAMPLE_GEOGRAPHIES = ['parks', 'intersections'] as const;
export type SampleGeography = (typeof SAMPLE_GEOGRAPHIES)[number];

/** How each sample file describes itself (see src/shared/data/bundledMeta.ts). */
export const SAMPLE_TITLES: Readonly<Record<SampleGeography, string>> = {
  parks: 'Sample park permit areas (a few Midtown parks)',
  intersections: 'Sample intersections (the Midtown grid, 38th to 52nd Street)',
};

export function sampleMeta(mode: SampleGeography): BundledMeta {
  return { sample: true, title: SAMPLE_TITLES[mode], source: 'npm run data:demo (project-made)', asOf: null };
}

export function generateDemoData(): Record<SampleGeography, GeoCollection> {
  return { parks: generateParks(), intersections: generateIntersections() };
}

/** All three demo datasets, keyed by the geography that loads them. Pure: same output on every run. */
import type { GeographyType } from '../../src/shared/geography/modes';
import type { GeoCollection } from '../lib/geojson';
import { generateIntersections } from './intersections';
import { generateParks } from './parks';
import { generatePlazas } from './plazas';

export { generateIntersections, generateParks, generatePlazas };

export function generateDemoData(): Record<GeographyType, GeoCollection> {
  return { parks: generateParks(), plazas: generatePlazas(), intersections: generateIntersections() };
}

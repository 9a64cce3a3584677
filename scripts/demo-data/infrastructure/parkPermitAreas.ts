/**
 * The demo parks as NYC Parks "Parks Permit Areas" (c5vm-g2dk) publishes its rows: name,
 * propertyname, subpropertyname, system, borough, acres, gispropnum (text, as Socrata gives them) and
 * the geometry column `multipolygon`. The stand-in serves them, so tests and ?demo-less runs against
 * it see the demo parks through the city's query, in the city's shape.
 */
import { area as turfArea } from '@turf/area';
import type { PolygonGeometry } from '../../../src/shared/geography/geometry';
import type { SodaDataset } from '../../open-data-standin/types';
import { generateParks } from '../parks';

const SQ_M_PER_ACRE = 4046.8564224;
/** When the demo says the rows last changed (Unix seconds, as Socrata's views metadata gives it). */
export const DEMO_PARKS_UPDATED_AT = Date.UTC(2025, 5, 2) / 1000;

export function parkPermitAreas(): SodaDataset {
  const rows = generateParks().features.map((f) => {
    const p = f.properties ?? {};
    const system = String(p.system);
    const polygon = f.geometry as PolygonGeometry;
    const sub = p.subpropertyname;
    return {
      multipolygon: { type: 'MultiPolygon', coordinates: [polygon.coordinates] },
      name: String(p.name),
      propertyname: String(p.propertyname),
      subpropertyname: Array.isArray(sub) ? sub.join(', ') : String(sub),
      system,
      borough: system.charAt(0),
      acres: (turfArea(polygon) / SQ_M_PER_ACRE).toFixed(3),
      gispropnum: system.split('-')[0]!,
    };
  });
  return {
    geoField: 'multipolygon',
    view: { name: 'Parks Permit Areas', rowsUpdatedAt: DEMO_PARKS_UPDATED_AT },
    rows,
  };
}

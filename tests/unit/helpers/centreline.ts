/**
 * A small street grid as the city's centreline (inkn-q76z) publishes it, for tests of intersections
 * found where the user looks: Park Slope, Brooklyn, far from the bundled Midtown sample.
 */
import type { DatasetStore, Row } from '../../../scripts/open-data-standin/index';

/** West to east. */
export const AVENUES = [
  { name: '6 AV', lng: -73.981 },
  { name: '7 AV', lng: -73.978 },
  { name: '8 AV', lng: -73.975 },
];
/** South to north. */
export const STREETS = [
  { name: 'CARROLL ST', lat: 40.673 },
  { name: 'PRESIDENT ST', lat: 40.674 },
  { name: 'UNION ST', lat: 40.675 },
];

function segment(name: string, a: [number, number], b: [number, number], id: number): Row {
  return {
    the_geom: { type: 'MultiLineString', coordinates: [[a, b]] },
    physicalid: String(id),
    full_street_name: name,
    borocode: '3',
  };
}

/** Every block of the grid, split at each crossing as CSCL splits streets at nodes. */
export function parkSlopeRows(): Row[] {
  const rows: Row[] = [];
  let id = 1;
  for (const s of STREETS)
    for (let i = 0; i + 1 < AVENUES.length; i++)
      rows.push(segment(s.name, [AVENUES[i]!.lng, s.lat], [AVENUES[i + 1]!.lng, s.lat], id++));
  for (const a of AVENUES)
    for (let j = 0; j + 1 < STREETS.length; j++)
      rows.push(segment(a.name, [a.lng, STREETS[j]!.lat], [a.lng, STREETS[j + 1]!.lat], id++));
  return rows;
}

export function centrelineStore(rows: Row[] = parkSlopeRows()): DatasetStore {
  return {
    soda: {
      'data.cityofnewyork.us': {
        'inkn-q76z': {
          geoField: 'the_geom',
          rows,
          view: { name: 'Centerline', rowsUpdatedAt: Date.UTC(2025, 4, 20) / 1000 },
        },
      },
    },
    arcgis: {},
  };
}

/**
 * A small street grid as the city's centreline (inkn-q76z) publishes it, in its real columns
 * (tests/fixtures/open-data/data.cityofnewyork.us/inkn-q76z.json): Park Slope, Brooklyn, far from the
 * bundled Midtown sample. Unit and browser tests find intersections on it where the user looks.
 */
import type { Row } from '../../scripts/open-data-standin/index';

export const PARK_SLOPE = {
  /** West to east. */
  avenues: [
    { name: '6 AV', lng: -73.981 },
    { name: '7 AV', lng: -73.978 },
    { name: '8 AV', lng: -73.975 },
  ],
  /** South to north. */
  streets: [
    { name: 'CARROLL ST', lat: 40.673 },
    { name: 'PRESIDENT ST', lat: 40.674 },
    { name: 'UNION ST', lat: 40.675 },
  ],
} as const;

function segment(name: string, a: [number, number], b: [number, number], id: number): Row {
  return {
    the_geom: { type: 'MultiLineString', coordinates: [[a, b]] },
    physicalid: String(900000 + id),
    full_street_name: name,
    stname_label: name,
    boroughcode: '3',
    streetwidth: '34',
    number_total_lanes: '2',
    rw_type: '1',
  };
}

/** Every block of the grid, split at each crossing as CSCL splits streets at nodes. */
export function parkSlopeRows(): Row[] {
  const { avenues, streets } = PARK_SLOPE;
  const rows: Row[] = [];
  let id = 1;
  for (const s of streets)
    for (let i = 0; i + 1 < avenues.length; i++)
      rows.push(segment(s.name, [avenues[i]!.lng, s.lat], [avenues[i + 1]!.lng, s.lat], id++));
  for (const a of avenues)
    for (let j = 0; j + 1 < streets.length; j++)
      rows.push(segment(a.name, [a.lng, streets[j]!.lat], [a.lng, streets[j + 1]!.lat], id++));
  return rows;
}

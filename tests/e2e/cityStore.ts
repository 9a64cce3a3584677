/**
 * The tests' city with more in it than the demo: a permit area only the city's live answer has
 * (Prospect Park's Long Meadow, in Brooklyn, far from the bundled Midtown sample) and a Park Slope
 * street grid in the centreline. Same shapes as NYC Open Data publishes them.
 */
import { loadDemoStore, type DatasetStore, type Row } from '../../scripts/open-data-standin/index';

const NYC = 'data.cityofnewyork.us';

/** Long Meadow, roughly: a quadrilateral in Prospect Park. */
export const LONG_MEADOW = {
  name: 'Prospect Park - Long Meadow',
  system: 'B073-ZN05',
  centre: { lng: -73.9712, lat: 40.6665 },
};

function longMeadow(): Row {
  return {
    multipolygon: {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-73.9745, 40.6655],
            [-73.9685, 40.6645],
            [-73.9675, 40.6678],
            [-73.9738, 40.669],
            [-73.9745, 40.6655],
          ],
        ],
      ],
    },
    name: LONG_MEADOW.name,
    propertyname: 'Prospect Park',
    subpropertyname: 'Long Meadow',
    system: LONG_MEADOW.system,
    borough: 'B',
    acres: '90.000',
    gispropnum: 'B073',
  };
}

/** West to east, and south to north: Park Slope, Brooklyn. */
export const PARK_SLOPE = {
  avenues: [
    { name: '6 AV', lng: -73.981 },
    { name: '7 AV', lng: -73.978 },
    { name: '8 AV', lng: -73.975 },
  ],
  streets: [
    { name: 'CARROLL ST', lat: 40.673 },
    { name: 'PRESIDENT ST', lat: 40.674 },
    { name: 'UNION ST', lat: 40.675 },
  ],
};

function segment(name: string, a: [number, number], b: [number, number], id: number): Row {
  return {
    the_geom: { type: 'MultiLineString', coordinates: [[a, b]] },
    physicalid: String(900000 + id),
    full_street_name: name,
    stname_label: name,
    borocode: '3',
    street_width: '34',
    number_total_lanes: '2',
    rw_type: '1',
    fire_lane: 'False',
    special_disaster: 'False',
  };
}

function parkSlopeRows(): Row[] {
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

/** The demo store with Long Meadow among the permit areas and Park Slope in the centreline. */
export async function cityStore(): Promise<DatasetStore> {
  const store = await loadDemoStore();
  const parks = store.soda[NYC]!['c5vm-g2dk']!;
  const centreline = store.soda[NYC]!['inkn-q76z']!;
  store.soda[NYC]!['c5vm-g2dk'] = { ...parks, rows: [...parks.rows, longMeadow()] };
  store.soda[NYC]!['inkn-q76z'] = { ...centreline, rows: [...centreline.rows, ...parkSlopeRows()] };
  return store;
}

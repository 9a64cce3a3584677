/**
 * The tests' city with more in it than the demo: a permit area only the city's live answer has
 * (Prospect Park's Long Meadow, in Brooklyn, far from the bundled Midtown sample) and a Park Slope
 * street grid in the centreline. Same shapes as NYC Open Data publishes them.
 */
import { loadDemoStore, type DatasetStore, type Row } from '../../scripts/open-data-standin/index';
import { parkSlopeRows } from '../lib/parkSlope';

export { PARK_SLOPE } from '../lib/parkSlope';

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

/** The demo store with Long Meadow among the permit areas and Park Slope in the centreline. */
export async function cityStore(): Promise<DatasetStore> {
  const store = await loadDemoStore();
  const parks = store.soda[NYC]!['c5vm-g2dk']!;
  const centreline = store.soda[NYC]!['inkn-q76z']!;
  store.soda[NYC]!['c5vm-g2dk'] = { ...parks, rows: [...parks.rows, longMeadow()] };
  store.soda[NYC]!['inkn-q76z'] = { ...centreline, rows: [...centreline.rows, ...parkSlopeRows()] };
  return store;
}

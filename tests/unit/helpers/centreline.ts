/** The Park Slope street grid (tests/lib/parkSlope.ts) as the only rows of the city's centreline. */
import type { DatasetStore, Row } from '../../../scripts/open-data-standin/index';
import { parkSlopeRows } from '../../lib/parkSlope';

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

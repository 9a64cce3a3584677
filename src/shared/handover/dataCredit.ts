/**
 * Who the data in a handover file comes from, said in the file itself as on every exported sheet: the
 * area and the city's layers are NYC Open Data's, and each other source a shown layer comes from is
 * named (NY State's open data, the city's curb-cut layer, the bundled bus stops and bike stations).
 * A DXF carries no basemap, so no basemap credit: only the data drawn.
 */
import { LAYER_CATALOGUE } from '../layers/catalogue';
import type { InfrastructureLayerId } from '../layers/ids';

export const CITY_DATA_CREDIT = 'NYC Open Data';

function sourceCredit(id: InfrastructureLayerId): string {
  const source = LAYER_CATALOGUE[id].source;
  switch (source.kind) {
    case 'arcgis':
      return 'City of New York (Curb Cut 2022, ArcGIS)';
    case 'local':
      return id === 'busStops' ? 'MTA (bus stops, GTFS)' : 'Citi Bike (station information, GBFS)';
    default:
      return source.host === 'nys' ? 'NY State Open Data' : CITY_DATA_CREDIT;
  }
}

/** 'Data: NYC Open Data · NY State Open Data …', each source once, the city's first. */
export function dataCredit(layerIds: readonly InfrastructureLayerId[]): string {
  const sources = new Set([CITY_DATA_CREDIT, ...layerIds.map(sourceCredit)]);
  return `Data: ${[...sources].join(' · ')}`;
}

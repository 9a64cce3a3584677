/**
 * Demo infrastructure data for the open-data stand-in: every dataset the layer catalogue queries,
 * synthesised around the demo permit areas (Midtown Manhattan) from seeded random streams, so the
 * output is the same on every run; the demo parks as the city's permit-area dataset; and sample
 * copies of the two layer files the app serves itself, for ?demo.
 *
 *   demo/open-data/{host}/{dataset}.json         Socrata datasets ({"geoField", "columns", "rows"}): only the
 *     columns a recorded real answer lists, declared with their published types (realColumns.ts)
 *   demo/open-data/services6.arcgis.com/...json  the curb-cut layer ({"queryUrl", "features"})
 *   public/data/demo/bus_stops_nyc.geojson, public/data/demo/citibike_stations.geojson   (?demo only:
 *     the app serves real files from public/data/static everywhere else)
 */
import { join } from 'node:path';
import { OPEN_DATA_HOSTS, CURB_CUTS_URL, type SodaHost } from '../../../src/shared/layers/sources';
import { serializeCollection } from '../../lib/geojson';
import type { BundledMeta } from '../../../src/shared/data/bundledMeta';
import { DEMO_STATIC_DIR } from '../../../src/shared/layers/sources';
import { writeFileAtomic } from '../../lib/writeAtomic';
import { DEFAULT_DEMO_DIR } from '../../open-data-standin/store';
import type { ArcGisFeature, SodaDataset } from '../../open-data-standin/types';
import { buildings } from './buildings';
import { linkKiosks, parkingMeters, parkingSigns } from './curbside';
import { accessibleSignals, benches, bikeParking, hydrants, pedestrianRamps, trees } from './furniture';
import { drinkingFountains, iceLadders, parksSigns, parksTrails, publicRestrooms, sprayShowers } from './parkFeatures';
import { parkPermitAreas } from './parkPermitAreas';
import { withRealColumns } from './realColumns';
import { bikeLanes, centreline, curbCuts } from './streets';
import { busStops, citibikeStations, stationEnvelopes, subwayEntrances } from './transit';

/** Where the sample layer files go: served by the app, but asked for only under ?demo. */
export const STATIC_DIR = `public${DEMO_STATIC_DIR}`;
export const CURB_CUTS_FILE = 'Curb_Cut_2022.json';

export interface DemoDataset {
  host: SodaHost;
  id: string;
  dataset: SodaDataset;
}

export function generateSodaDatasets(): DemoDataset[] {
  const b = buildings();
  const nyc = (id: string, dataset: SodaDataset): DemoDataset => ({ host: 'nyc', id, dataset });
  const real = ({ host, id, dataset }: DemoDataset): DemoDataset => ({
    host,
    id,
    dataset: withRealColumns(new URL(OPEN_DATA_HOSTS[host]).host, id, dataset),
  });
  const datasets: DemoDataset[] = [
    nyc('hn5i-inap', trees()),
    nyc('5bgh-vtsn', hydrants()),
    nyc('esmy-s8q5', benches()),
    nyc('mzxg-pwib', bikeLanes()),
    nyc('592z-n7dk', bikeParking()),
    { host: 'nys', id: 'i9wp-a4ja', dataset: subwayEntrances() },
    nyc('inkn-q76z', centreline()),
    nyc('ufzp-rrqu', pedestrianRamps()),
    nyc('693u-uax6', parkingMeters()),
    nyc('s4kf-3yrf', linkKiosks()),
    nyc('i7jb-7jku', publicRestrooms()),
    nyc('qnv7-p7a2', drinkingFountains()),
    nyc('ckaz-6gaa', sprayShowers()),
    nyc('vjbm-hsyr', parksTrails()),
    nyc('7cgt-uhhz', b.parkingLots),
    nyc('eubv-y6cr', iceLadders()),
    nyc('hv9n-xgy4', parksSigns()),
    nyc('nfid-uabd', parkingSigns()),
    { host: 'nys', id: 'vkng-7ivg', dataset: stationEnvelopes() },
    nyc('w7w3-xahh', b.businesses),
    nyc('5zhs-2jue', b.footprints),
    nyc('de3m-c5p4', accessibleSignals()),
    nyc('c5vm-g2dk', parkPermitAreas()),
  ];
  return datasets.map(real);
}

export function generateCurbCuts(): ArcGisFeature[] {
  return curbCuts();
}

/** One row (or feature) per line: small diffs, and still one JSON document. */
function lines(head: string, items: readonly unknown[]): string {
  return `${head}[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]}\n`;
}

export interface DemoFile {
  path: string;
  text: string;
  count: number;
}

/** Every file of the demo, paths relative to the project root. Pure. */
export function infrastructureDemoFiles(): DemoFile[] {
  const files: DemoFile[] = generateSodaDatasets().map(({ host, id, dataset }) => ({
    path: join(DEFAULT_DEMO_DIR, new URL(OPEN_DATA_HOSTS[host]).host, `${id}.json`),
    text: lines(
      `{"geoField":${JSON.stringify(dataset.geoField)},"columns":${JSON.stringify(dataset.columns ?? {})},${dataset.view ? `"view":${JSON.stringify(dataset.view)},` : ''}"rows":`,
      dataset.rows,
    ),
    count: dataset.rows.length,
  }));
  const cuts = generateCurbCuts();
  files.push({
    path: join(DEFAULT_DEMO_DIR, new URL(CURB_CUTS_URL).host, CURB_CUTS_FILE),
    text: lines(`{"queryUrl":${JSON.stringify(CURB_CUTS_URL)},"features":`, cuts),
    count: cuts.length,
  });
  const stops = busStops();
  const bikes = citibikeStations();
  const sample = (title: string): BundledMeta => ({
    sample: true,
    title,
    source: 'npm run data:demo (project-made sample around the demo parks)',
    asOf: null,
  });
  files.push({
    path: join(STATIC_DIR, 'bus_stops_nyc.geojson'),
    text: serializeCollection(stops, { meta: sample('Sample bus stops') }),
    count: stops.features.length,
  });
  files.push({
    path: join(STATIC_DIR, 'citibike_stations.geojson'),
    text: serializeCollection(bikes, { meta: sample('Sample Citi Bike stations') }),
    count: bikes.features.length,
  });
  return files;
}

/**
 * Writes the demo under `rootDir` (the project root: files go to rootDir/demo/open-data/... and
 * rootDir/public/data/demo/...). Returns what it wrote.
 */
export async function writeInfrastructureDemo(
  rootDir = '.',
): Promise<Array<{ path: string; bytes: number; count: number }>> {
  const written = [];
  for (const file of infrastructureDemoFiles()) {
    const path = join(rootDir, file.path);
    await writeFileAtomic(path, file.text);
    written.push({ path, bytes: Buffer.byteLength(file.text), count: file.count });
  }
  return written;
}

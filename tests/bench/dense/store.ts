/**
 * The dense case's data, generated in memory from seeded streams (the same on every run): the demo
 * store (so every layer answers) plus, inside Bench Dense Park, 38,000 street trees and 1,000–1,500
 * features in each of the 24 other infrastructure layers — the open-data stand-in's Socrata datasets,
 * the state-plane parking signs, the ArcGIS curb cuts, the garages (business rows and footprints) —
 * and the app's two own files (bus stops, Citi Bike stations: the committed samples plus the park's),
 * which the dense case's browser context serves from memory. Nothing is written to the project.
 */
import { readFileSync } from 'node:fs';
import { LAYER_CATALOGUE } from '../../../src/shared/layers/catalogue';
import type { InfrastructureLayerId } from '../../../src/shared/layers/ids';
import { CURB_CUTS_URL, DEMO_STATIC_DIR, OPEN_DATA_HOSTS, type SodaHost } from '../../../src/shared/layers/sources';
import { serializeCollection, type GeoCollection } from '../../../scripts/lib/geojson';
import { loadDemoStore, type DatasetStore, type Row } from '../../../scripts/open-data-standin/index';
import { benchRow, hydrantRow, meterRow, rampRow, rows, signRow, treeRow, type RowAt } from '../layers/heavyStore';
import { ROOT } from '../lib/server';
import { garage, parkingLotRow, stationEnvelopeRow } from './areaRows';
import { bikeLaneRow, curbCutFeatures, disasterRouteRow, fireLaneRow, trailRow } from './lineRows';
import { DENSE_PARK } from './park';
import {
  accessibleSignalRow,
  asFileFeatures,
  bikeParkingRow,
  busStopRow,
  citibikeRow,
  fountainRow,
  iceLadderRow,
  kioskRow,
  parksSignRow,
  restroomRow,
  sprayShowerRow,
  subwayEntranceRow,
} from './pointRows';

export const DENSE_TREES = 38_000;

interface DenseLayer {
  layer: InfrastructureLayerId;
  count: number;
  row?: RowAt;
  host?: SodaHost;
  dataset?: string;
}

/** Each layer's features in the park, and the dataset its rows go to (local files and curb cuts have none). */
export const DENSE_LAYERS: readonly DenseLayer[] = [
  { layer: 'trees', count: DENSE_TREES, row: treeRow, dataset: 'hn5i-inap' },
  { layer: 'hydrants', count: 1500, row: hydrantRow, dataset: '5bgh-vtsn' },
  { layer: 'busStops', count: 1000, row: busStopRow },
  { layer: 'benches', count: 1500, row: benchRow(DENSE_PARK.name), dataset: 'esmy-s8q5' },
  { layer: 'bikeLanes', count: 1500, row: bikeLaneRow, dataset: 'mzxg-pwib' },
  { layer: 'bikeParking', count: 1200, row: bikeParkingRow, dataset: '592z-n7dk' },
  { layer: 'citibikeStations', count: 1000, row: citibikeRow },
  { layer: 'subwayEntrances', count: 1000, row: subwayEntranceRow, host: 'nys', dataset: 'i9wp-a4ja' },
  { layer: 'fireLanes', count: 1200, row: fireLaneRow, dataset: 'inkn-q76z' },
  { layer: 'specialDisasterRoutes', count: 1200, row: disasterRouteRow, dataset: 'inkn-q76z' },
  { layer: 'pedestrianRamps', count: 1500, row: rampRow, dataset: 'ufzp-rrqu' },
  { layer: 'parkingMeters', count: 1500, row: meterRow, dataset: '693u-uax6' },
  { layer: 'linknycKiosks', count: 1000, row: kioskRow, dataset: 's4kf-3yrf' },
  { layer: 'publicRestrooms', count: 1000, row: restroomRow, dataset: 'i7jb-7jku' },
  { layer: 'drinkingFountains', count: 1200, row: fountainRow, dataset: 'qnv7-p7a2' },
  { layer: 'sprayShowers', count: 1000, row: sprayShowerRow, dataset: 'ckaz-6gaa' },
  { layer: 'parksTrails', count: 1200, row: trailRow, dataset: 'vjbm-hsyr' },
  { layer: 'parkingLots', count: 1000, row: parkingLotRow, dataset: '7cgt-uhhz' },
  { layer: 'iceLadders', count: 1000, row: iceLadderRow, dataset: 'eubv-y6cr' },
  { layer: 'parksSigns', count: 1200, row: parksSignRow, dataset: 'hv9n-xgy4' },
  { layer: 'streetParkingSigns', count: 1500, row: signRow, dataset: 'nfid-uabd' },
  { layer: 'stationEnvelopes', count: 1000, row: stationEnvelopeRow, host: 'nys', dataset: 'vkng-7ivg' },
  { layer: 'dcwpParkingGarages', count: 1000, row: (p, i, rng) => garage(p, i, rng).business, dataset: 'w7w3-xahh' },
  { layer: 'accessiblePedSignals', count: 1000, row: accessibleSignalRow, dataset: 'de3m-c5p4' },
  { layer: 'curbCuts', count: 1500 },
];

export const denseCount = (layer: string) => DENSE_LAYERS.find((d) => d.layer === layer)?.count ?? 0;

function denseRows({ layer, count, row }: DenseLayer): Row[] {
  if (!row) throw new Error(`no rows for ${layer}`);
  return rows(`dense-${layer}`, count, row, DENSE_PARK.box);
}

export interface DenseData {
  store: DatasetStore;
  staticFiles: Record<string, Buffer>;
}

function append(store: DatasetStore, host: SodaHost, dataset: string, extra: readonly Row[]): void {
  const name = new URL(OPEN_DATA_HOSTS[host]).host;
  const existing = store.soda[name]?.[dataset];
  if (!existing) throw new Error(`the demo store has no ${dataset} on ${name}`);
  store.soda[name]![dataset] = { ...existing, rows: [...existing.rows, ...extra] };
}

/**
 * The app file served at `path`, made of the samples' file (public/data/demo: none lie in the park)
 * with the park's features after its own. Not the city's bundled file: its real stops and stations in
 * the park's box would make the counts differ from the generated ones and from runs before it was real.
 */
function staticFile(path: string, d: DenseLayer): Buffer {
  const samplePath = path.replace(/^\/data\/static\//, `${DEMO_STATIC_DIR}/`);
  const committed = JSON.parse(readFileSync(`${ROOT}public${samplePath}`, 'utf8')) as GeoCollection;
  return Buffer.from(
    serializeCollection({
      type: 'FeatureCollection',
      features: [...committed.features, ...asFileFeatures(denseRows(d))],
    }),
  );
}

export async function denseData(): Promise<DenseData> {
  const store = await loadDemoStore();
  const staticFiles: Record<string, Buffer> = {};
  for (const d of DENSE_LAYERS) {
    const source = LAYER_CATALOGUE[d.layer].source;
    if (source.kind === 'local') staticFiles[source.path] = staticFile(source.path, d);
    else if (d.dataset) append(store, d.host ?? 'nyc', d.dataset, denseRows(d));
    if (source.kind === 'garages') {
      // The same stream again: the footprints land where their business rows are.
      append(
        store,
        source.host,
        source.footprints.dataset,
        rows(`dense-${d.layer}`, d.count, (p, i, rng) => garage(p, i, rng).footprint, DENSE_PARK.box),
      );
    }
  }
  const cuts = store.arcgis[CURB_CUTS_URL];
  if (!cuts) throw new Error('the demo store has no curb-cut layer');
  const firstId = 1 + cuts.features.reduce((m, f) => Math.max(m, Number(f.properties.OBJECTID) || 0), 0);
  store.arcgis[CURB_CUTS_URL] = {
    ...cuts,
    features: [...cuts.features, ...curbCutFeatures(denseCount('curbCuts'), firstId)],
  };
  return { store, staticFiles };
}

/**
 * The dense case's world, generated in memory from seeded streams (the same on every run): the demo
 * store (so every layer answers) plus, inside a bench park, the shape of a dense park in the city as
 * issue 30 measured it — tens of thousands of street trees, several layers of 5,000 features or more
 * (pedestrian ramps, parking meters, parking signs, curb cuts, bike lanes), densified line pieces
 * (bike lanes, fire lanes, disaster routes, trails), a few layers of about a thousand, and a dozen small
 * layers (8–120 features each). Counts are given for Bench Dense Park and scaled by area for a larger
 * park (the same density). The rows go to the open-data stand-in's Socrata datasets, the state-plane
 * parking signs, the ArcGIS curb cuts and the garages (business rows and footprints), and to the
 * app's two own files (bus stops, Citi Bike stations: the committed samples plus the park's), which
 * the case's browser context serves from memory. Column names are the row builders' (pointRows,
 * lineRows, areaRows, ../layers/heavyStore), each taken from the stand-in's demo data: a rename is made
 * there. Nothing is written to the project.
 */
import { readFileSync } from 'node:fs';
import { LAYER_CATALOGUE } from '../../../src/shared/layers/catalogue';
import type { InfrastructureLayerId } from '../../../src/shared/layers/ids';
import { CURB_CUTS_URL, DEMO_STATIC_DIR, OPEN_DATA_HOSTS, type SodaHost } from '../../../src/shared/layers/sources';
import { serializeCollection, type GeoCollection } from '../../../scripts/lib/geojson';
import { loadDemoStore, type DatasetStore, type Row } from '../../../scripts/open-data-standin/index';
import type { BenchPark } from '../layers/heavyPark';
import { benchRow, hydrantRow, meterRow, rampRow, rows, signRow, treeRow, type RowAt } from '../layers/heavyStore';
import { ROOT } from '../lib/server';
import { garage, parkingLotRow, stationEnvelopeRow } from './areaRows';
import { bikeLaneRow, curbCutFeatures, disasterRouteRow, fireLaneRow, trailRow } from './lineRows';
import { areaScale } from './park';
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

/** How a layer's features in the park relate to the rest (for the printed description). */
export type LayerKind = 'dense' | 'large' | 'medium' | 'small';

export interface DenseLayer {
  layer: InfrastructureLayerId;
  kind: LayerKind;
  /** Features in the park. */
  count: number;
  row?: RowAt;
  host?: SodaHost;
  dataset?: string;
}

/** Street trees in Bench Dense Park: about what issue 30's park holds in view. */
export const DENSE_TREES = 38_000;

/** Each layer's features in Bench Dense Park (600 m × 250 m), and the dataset its rows go to (local files and curb cuts have none). */
function baseLayers(park: BenchPark): DenseLayer[] {
  const box = park.box;
  return [
    { layer: 'trees', kind: 'dense', count: DENSE_TREES, row: treeRow, dataset: 'hn5i-inap' },
    { layer: 'pedestrianRamps', kind: 'large', count: 6000, row: rampRow, dataset: 'ufzp-rrqu' },
    { layer: 'parkingMeters', kind: 'large', count: 5500, row: meterRow, dataset: '693u-uax6' },
    { layer: 'streetParkingSigns', kind: 'large', count: 5500, row: signRow, dataset: 'nfid-uabd' },
    { layer: 'curbCuts', kind: 'large', count: 6000 },
    { layer: 'bikeLanes', kind: 'large', count: 5000, row: bikeLaneRow(box), dataset: 'mzxg-pwib' },
    { layer: 'hydrants', kind: 'medium', count: 1500, row: hydrantRow, dataset: '5bgh-vtsn' },
    { layer: 'benches', kind: 'medium', count: 1500, row: benchRow(park.name), dataset: 'esmy-s8q5' },
    { layer: 'bikeParking', kind: 'medium', count: 1200, row: bikeParkingRow, dataset: '592z-n7dk' },
    { layer: 'fireLanes', kind: 'medium', count: 1200, row: fireLaneRow(box), dataset: 'inkn-q76z' },
    {
      layer: 'specialDisasterRoutes',
      kind: 'medium',
      count: 1200,
      row: disasterRouteRow(box),
      dataset: 'inkn-q76z',
    },
    { layer: 'parksTrails', kind: 'medium', count: 1200, row: trailRow(box, park.name), dataset: 'vjbm-hsyr' },
    { layer: 'parkingLots', kind: 'medium', count: 1000, row: parkingLotRow, dataset: '7cgt-uhhz' },
    { layer: 'busStops', kind: 'small', count: 60, row: busStopRow },
    { layer: 'citibikeStations', kind: 'small', count: 25, row: citibikeRow },
    { layer: 'subwayEntrances', kind: 'small', count: 40, row: subwayEntranceRow, host: 'nys', dataset: 'i9wp-a4ja' },
    { layer: 'linknycKiosks', kind: 'small', count: 30, row: kioskRow, dataset: 's4kf-3yrf' },
    { layer: 'publicRestrooms', kind: 'small', count: 12, row: restroomRow, dataset: 'i7jb-7jku' },
    { layer: 'drinkingFountains', kind: 'small', count: 80, row: fountainRow, dataset: 'qnv7-p7a2' },
    { layer: 'sprayShowers', kind: 'small', count: 15, row: sprayShowerRow, dataset: 'ckaz-6gaa' },
    { layer: 'iceLadders', kind: 'small', count: 8, row: iceLadderRow, dataset: 'eubv-y6cr' },
    { layer: 'parksSigns', kind: 'small', count: 120, row: parksSignRow, dataset: 'hv9n-xgy4' },
    {
      layer: 'stationEnvelopes',
      kind: 'small',
      count: 20,
      row: stationEnvelopeRow,
      host: 'nys',
      dataset: 'vkng-7ivg',
    },
    {
      layer: 'dcwpParkingGarages',
      kind: 'small',
      count: 25,
      row: (p, i, rng) => garage(p, i, rng).business,
      dataset: 'w7w3-xahh',
    },
    { layer: 'accessiblePedSignals', kind: 'small', count: 40, row: accessibleSignalRow, dataset: 'de3m-c5p4' },
  ];
}

/** The world of a bench park: the base counts scaled by its area, so a larger park has the same density. */
export function denseLayers(park: BenchPark): DenseLayer[] {
  const scale = areaScale(park);
  return baseLayers(park).map((d) => ({ ...d, count: Math.round(d.count * scale) }));
}

export interface DenseData {
  park: BenchPark;
  layers: DenseLayer[];
  store: DatasetStore;
  staticFiles: Record<string, Buffer>;
}

function layerRows(park: BenchPark, { layer, count, row }: DenseLayer): Row[] {
  if (!row) throw new Error(`no rows for ${layer}`);
  return rows(`dense-${layer}`, count, row, park.box);
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
function staticFile(path: string, features: Row[]): Buffer {
  const samplePath = path.replace(/^\/data\/static\//, `${DEMO_STATIC_DIR}/`);
  const committed = JSON.parse(readFileSync(`${ROOT}public${samplePath}`, 'utf8')) as GeoCollection;
  return Buffer.from(
    serializeCollection({ type: 'FeatureCollection', features: [...committed.features, ...asFileFeatures(features)] }),
  );
}

export async function denseData(park: BenchPark): Promise<DenseData> {
  const layers = denseLayers(park);
  const store = await loadDemoStore();
  const staticFiles: Record<string, Buffer> = {};
  for (const d of layers) {
    const source = LAYER_CATALOGUE[d.layer].source;
    if (source.kind === 'local') staticFiles[source.path] = staticFile(source.path, layerRows(park, d));
    else if (d.dataset) append(store, d.host ?? 'nyc', d.dataset, layerRows(park, d));
    if (source.kind === 'garages') {
      // The same stream again: the footprints land where their business rows are.
      append(
        store,
        source.host,
        source.footprints.dataset,
        rows(`dense-${d.layer}`, d.count, (p, i, rng) => garage(p, i, rng).footprint, park.box),
      );
    }
  }
  const cuts = store.arcgis[CURB_CUTS_URL];
  if (!cuts) throw new Error('the demo store has no curb-cut layer');
  const firstId = 1 + cuts.features.reduce((m, f) => Math.max(m, Number(f.properties.OBJECTID) || 0), 0);
  const cutCount = layers.find((d) => d.layer === 'curbCuts')?.count ?? 0;
  store.arcgis[CURB_CUTS_URL] = {
    ...cuts,
    features: [...cuts.features, ...curbCutFeatures(park.box, cutCount, firstId)],
  };
  return { park, layers, store, staticFiles };
}

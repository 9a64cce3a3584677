/**
 * The heavy layers case's open data: the demo store (so every layer answers) plus, inside Bench Great
 * Park, 30,000 street trees and HEAVY_COUNT features in each of seven more layers (hydrants, benches,
 * pedestrian ramps, parking meters, bike lanes, street parking signs, curb cuts). Rows have the shapes
 * of scripts/demo-data/infrastructure/*. Seeded streams: the same data on every run. Memory only.
 * The row builders are exported for the dense case's park (dense/).
 */
import { lngLatToStatePlane } from '../../../src/shared/layers/statePlane';
import { CURB_CUTS_URL } from '../../../src/shared/layers/sources';
import { toLngLat } from '../../../scripts/demo-data/grid';
import { date } from '../../../scripts/demo-data/infrastructure/format';
import { Rng } from '../../../scripts/demo-data/infrastructure/random';
import {
  loadDemoStore,
  type ArcGisFeature,
  type DatasetStore,
  type Row,
} from '../../../scripts/open-data-standin/index';
import { PARK_BOX, PARK_NAME, spotInPark, type GridBox, type GridPoint } from './heavyPark';

export const TREE_COUNT = 30_000;
/** Per heavy layer besides trees: above the 5,000-row page, so each pages once more than a small park would. */
export const HEAVY_COUNT = 6_000;
const NYC = 'data.cityofnewyork.us';

/** The heavy layers, their datasets and how many features the park holds. */
export const HEAVY_LAYERS = [
  { layer: 'trees', dataset: 'hn5i-inap', count: TREE_COUNT },
  { layer: 'hydrants', dataset: '5bgh-vtsn', count: HEAVY_COUNT },
  { layer: 'benches', dataset: 'esmy-s8q5', count: HEAVY_COUNT },
  { layer: 'pedestrianRamps', dataset: 'ufzp-rrqu', count: HEAVY_COUNT },
  { layer: 'parkingMeters', dataset: '693u-uax6', count: HEAVY_COUNT },
  { layer: 'bikeLanes', dataset: 'mzxg-pwib', count: HEAVY_COUNT },
  { layer: 'streetParkingSigns', dataset: 'nfid-uabd', count: HEAVY_COUNT },
  { layer: 'curbCuts', dataset: 'Curb_Cut_2022', count: HEAVY_COUNT },
] as const;

const point = (p: GridPoint) => ({ type: 'Point', coordinates: toLngLat(p[0], p[1]) });
const when = (rng: Rng, from: number, to: number) => date(rng.int(from, to), rng.int(1, 12), rng.int(1, 28));
const STREETS = [
  'CENTRAL PARK WEST',
  '5 AVENUE',
  'WEST 72 STREET',
  'EAST 79 STREET',
  'WEST 81 STREET',
  'EAST 84 STREET',
  'TRANSVERSE ROAD',
];
const SPECIES = [
  'Platanus x acerifolia - London planetree',
  'Quercus palustris - pin oak',
  'Ulmus americana - American elm',
  'Tilia cordata - littleleaf linden',
  'Ginkgo biloba - maidenhair tree',
];

/** A row of some dataset at a spot: the i-th of its kind, drawn from the dataset's seeded stream. */
export type RowAt = (p: GridPoint, i: number, rng: Rng) => Row;

/** `n` rows at seeded random spots in the park (or in `box`), one stream per seed. */
export function rows(seed: string, n: number, row: RowAt, box: GridBox = PARK_BOX): Row[] {
  const rng = new Rng(`bench-${seed}`);
  return Array.from({ length: n }, (_, i) => row(spotInPark(rng, 2, box), i, rng));
}

export const treeRow: RowAt = (p, i, rng) => {
  const dbh = rng.int(3, 40);
  return {
    objectid: String(9100000 + i),
    genusspecies: rng.pick(SPECIES),
    dbh: String(dbh),
    tpstructure: 'Full',
    tpcondition: rng.pick(['Excellent', 'Good', 'Good', 'Fair', 'Poor']),
    stumpdiameter: '0',
    riskrating: dbh > 30 ? String(rng.int(4, 8)) : null,
    createddate: when(rng, 2015, 2023),
    location: point(p),
  };
};

export const hydrantRow: RowAt = (p, i, rng) => ({
  the_geom: point(p),
  unitid: `H${String(900000 + i)}`,
  boro: 'M',
  status: rng.pick(['IN SERVICE', 'IN SERVICE', 'OUT OF SERVICE']),
  rj_type: rng.pick(['Regular', 'High Pressure']),
});

export const benchRow =
  (parkName: string): RowAt =>
  (p, i, rng) => ({
    the_geom: point(p),
    siteid: `CB-M-${String(50000 + i)}`,
    address: `${rng.pick(STREETS)} (${parkName})`,
    boroname: 'Manhattan',
    category: rng.pick(['Plaza', 'Bus Stop', 'Park']),
    bench_type: rng.pick(['backed', 'backless']),
    installati: when(rng, 2012, 2022),
  });

export const rampRow: RowAt = (p, i, rng) => ({
  the_geom: point(p),
  rampid: `M${String(700000 + i)}`,
  borough: 'MANHATTAN',
  on_street: rng.pick(STREETS),
  cross_street: rng.pick(STREETS),
  corner: rng.pick(['NE', 'NW', 'SE', 'SW']),
  ramp_type: rng.pick(['Diagonal', 'Perpendicular', 'Parallel']),
  ramp_width: String(rng.int(4, 8)),
  detectable_warning: 'Yes',
});

export const meterRow: RowAt = (p, i, rng) => {
  const [lng, lat] = toLngLat(p[0], p[1]);
  return {
    meter_number: String(5000000 + i),
    status: 'Active',
    pay_by_cell_number: String(500000 + i),
    meter_hours: 'Pas Veh 9AM-10PM Mon-Sat',
    parking_facility_name: 'On Street',
    facility: 'On Street',
    borough: 'Manhattan',
    on_street: rng.pick(STREETS),
    side_of_street: rng.pick(['N', 'S', 'E', 'W']),
    from_street: rng.pick(STREETS),
    to_street: rng.pick(STREETS),
    lat: String(lat),
    long: String(lng),
    location: point(p),
  };
};

/** A short bike-lane segment along the grid (u or v), kept inside the park. */
function laneSegment(p: GridPoint, rng: Rng): GridPoint[] {
  const [u1, u2, v1, v2] = PARK_BOX;
  const len = rng.range(30, 120);
  const alongV = rng.chance(0.6);
  const [lo, hi] = alongV ? [v1, v2] : [u1, u2];
  const at = alongV ? p[1] : p[0];
  const start = Math.min(Math.max(at, lo + 1), hi - len - 1);
  return alongV
    ? [
        [p[0], start],
        [p[0], start + len],
      ]
    : [
        [start, p[1]],
        [start + len, p[1]],
      ];
}

export function signRow(p: GridPoint, i: number, rng: Rng): Row {
  const [lng, lat] = toLngLat(p[0], p[1]);
  const [x, y] = lngLatToStatePlane(lng, lat);
  return {
    order_number: `P-${String(2300000 + i * 3)}`,
    record_type: 'Current',
    order_type: rng.pick(['S-', 'P-']),
    borough: 'Manhattan',
    on_street: rng.pick(STREETS),
    on_street_suffix: null,
    from_street: rng.pick(STREETS),
    from_street_suffix: null,
    to_street: rng.pick(STREETS),
    to_street_suffix: null,
    side_of_street: rng.pick(['N', 'S', 'E', 'W']),
    order_completed_on_date: when(rng, 2009, 2024),
    sign_code: rng.pick(['SP-104C', 'SP-241B', 'SP-672E', 'SP-12B']),
    sign_description: 'NO STANDING 7AM-7PM EXCEPT SUNDAY',
    sign_size: '12 X 18',
    sign_design_voided_on_date: null,
    sign_location: null,
    distance_from_intersection: String(rng.int(10, 400)),
    arrow_direction: rng.pick(['N', 'S']),
    facing_direction: rng.pick(['E', 'W']),
    sheeting_type: 'DG3',
    support: rng.pick(['U-Channel Post', 'Lamppost', 'Pole']),
    sign_notes: null,
    sign_x_coord: String(Math.round(x)),
    sign_y_coord: String(Math.round(y)),
  };
}

function curbCuts(firstId: number): ArcGisFeature[] {
  const rng = new Rng('bench-curb-cuts');
  return Array.from({ length: HEAVY_COUNT }, (_, i) => {
    const [u, v] = spotInPark(rng, 10);
    const w = rng.range(4, 8);
    return {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: [toLngLat(u, v), toLngLat(u + w, v)] },
      properties: {
        OBJECTID: firstId + i,
        SUB_FEATURE_CODE: rng.pick([222600, 222700, 222900]),
        STATUS: rng.pick(['Unchanged', 'New', 'Modified']),
      },
    };
  });
}

function heavyRows(dataset: string): Row[] {
  switch (dataset) {
    case 'hn5i-inap':
      return rows('trees', TREE_COUNT, treeRow);
    case '5bgh-vtsn':
      return rows('hydrants', HEAVY_COUNT, hydrantRow);
    case 'esmy-s8q5':
      return rows('benches', HEAVY_COUNT, benchRow(PARK_NAME));
    case 'ufzp-rrqu':
      return rows('ramps', HEAVY_COUNT, rampRow);
    case '693u-uax6':
      return rows('meters', HEAVY_COUNT, meterRow);
    case 'mzxg-pwib':
      return rows('bike-lanes', HEAVY_COUNT, (p, i, rng) => ({
        the_geom: { type: 'MultiLineString', coordinates: [laneSegment(p, rng).map(([u, v]) => toLngLat(u, v))] },
        boro: '1',
        street: rng.pick(STREETS),
        fromstreet: rng.pick(STREETS),
        tostreet: rng.pick(STREETS),
        onoffst: 'ON',
        facilitycl: 'II',
        allclasses: 'II',
        bikedir: 'R',
        lanecount: '1',
        ft_facilit: 'Protected Path',
        tf_facilit: null,
        instdate: when(rng, 2007, 2023),
        segmentid: String(800000 + i),
      }));
    case 'nfid-uabd':
      return rows('parking-signs', HEAVY_COUNT, signRow);
    default:
      throw new Error(`no heavy rows for ${dataset}`);
  }
}

/** The demo store with the heavy features added (the demo's own rows stay, outside the park). */
export async function heavyStore(): Promise<DatasetStore> {
  const store = await loadDemoStore();
  for (const { dataset } of HEAVY_LAYERS) {
    if (dataset === 'Curb_Cut_2022') continue;
    const existing = store.soda[NYC]?.[dataset];
    if (!existing) throw new Error(`the demo store has no ${dataset}`);
    store.soda[NYC]![dataset] = { ...existing, rows: [...existing.rows, ...heavyRows(dataset)] };
  }
  const cuts = store.arcgis[CURB_CUTS_URL];
  if (!cuts) throw new Error('the demo store has no curb-cut layer');
  const firstId = 1 + cuts.features.reduce((m, f) => Math.max(m, Number(f.properties.OBJECTID) || 0), 0);
  store.arcgis[CURB_CUTS_URL] = { ...cuts, features: [...cuts.features, ...curbCuts(firstId)] };
  return store;
}

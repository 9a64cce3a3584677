/** Buildings and lots on block frontages: parking lots, licensed garages (business rows) and building footprints. */
import type { Row, SodaDataset } from '../../open-data-standin/types';
import { avenueU, streetV } from '../grid';
import type { GridPoint } from '../shapes';
import { lngLatText, multiPolygon, num, streetHouseNumber } from './format';
import { PARK_ZONES } from './parkZones';
import { Rng } from './random';
import { along, endClearance, length, segments, type Segment } from './streetGrid';

type Box = [number, number, number, number]; // uMin, uMax, vMin, vMax

/** Where the building line is, from a street's centre line. */
const BUILDING_LINE_M = 9.5;
const SQ_FT_PER_M2 = 10.7639;

interface Lot {
  box: Box;
  segment: Segment;
  northSide: boolean;
}

function overlaps(a: Box, b: Box, gap = 2): boolean {
  return a[0] < b[1] + gap && b[0] < a[1] + gap && a[2] < b[3] + gap && b[2] < a[3] + gap;
}

function inPark(b: Box): boolean {
  const centralPark = b[3] > streetV(59) && b[1] > avenueU('8 AVENUE') && b[0] < avenueU('5 AVENUE');
  return centralPark || PARK_ZONES.some((z) => overlaps(b, z.box, 14));
}

/** Lays out non-overlapping frontage lots along the street segments that pass `accept`. */
function layout(
  rng: Rng,
  taken: Box[],
  count: number,
  accept: (s: Segment) => boolean,
  size: () => [number, number],
): Lot[] {
  const streets = segments().filter((s) => s.kind === 'street' && accept(s));
  const lots: Lot[] = [];
  for (let tries = 0; lots.length < count && tries < count * 40; tries++) {
    const s = rng.pick(streets);
    const [width, depth] = size();
    const northSide = rng.chance(0.5);
    const d = rng.range(endClearance(s), length(s) - endClearance(s) - width);
    const [u] = along(s, d, 0);
    const v = s.a[1];
    const box: Box = northSide
      ? [u, u + width, v + BUILDING_LINE_M, v + BUILDING_LINE_M + depth]
      : [u, u + width, v - BUILDING_LINE_M - depth, v - BUILDING_LINE_M];
    if (d < 0 || inPark(box) || taken.some((t) => overlaps(t, box))) continue;
    taken.push(box);
    lots.push({ box, segment: s, northSide });
  }
  return lots;
}

function outline(b: Box): GridPoint[] {
  return [
    [b[0], b[2]],
    [b[1], b[2]],
    [b[1], b[3]],
    [b[0], b[3]],
  ];
}

function areaFields(b: Box): Row {
  const w = b[1] - b[0];
  const h = b[3] - b[2];
  return { shape_area: num(w * h * SQ_FT_PER_M2, 2), shape_leng: num(2 * (w + h) * 3.28084, 2) };
}

const GARAGE_NAMES = [
  'MIDTOWN PARK & LOCK',
  'WEST SIDE AUTO PARK',
  'HUDSON GARAGE',
  'CLINTON PARKING',
  'TIMES SQUARE GARAGE',
  'PENN PLAZA PARKING',
  'FORTY SECOND ST GARAGE',
  'KITCHEN CAR PARK',
];
const OTHER_BUSINESSES = [
  ['Tobacco Retail Dealer', 'SMOKE SHOP'],
  ['Electronics Store', 'ELECTRONICS'],
  ['Laundries', 'LAUNDROMAT'],
  ['Newsstand', 'NEWSSTAND'],
  ['Home Improvement Contractor', 'CONTRACTOR'],
] as const;

export interface BuildingDemo {
  parkingLots: SodaDataset;
  businesses: SodaDataset;
  footprints: SodaDataset;
}

export function buildings(): BuildingDemo {
  const rng = new Rng('buildings');
  const taken: Box[] = [];
  const westSide = (s: Segment): boolean => s.a[0] < avenueU('8 AVENUE');
  const lots = layout(rng, taken, 18, westSide, () => [rng.range(25, 60), rng.range(20, 34)]);
  const parkingLots = lots.map((l, i) => ({
    the_geom: multiPolygon([outline(l.box)]),
    source_id: String(21604000 + i * 9),
    status: rng.weighted([
      ['Unchanged', 6],
      ['Modified', 1],
    ] as const),
    ...areaFields(l.box),
  }));

  const garages = layout(
    rng,
    taken,
    34,
    () => true,
    () => [rng.range(18, 40), rng.range(22, 36)],
  );
  const others = layout(
    rng,
    taken,
    24,
    () => true,
    () => [rng.range(8, 20), rng.range(15, 25)],
  );
  const businesses: Row[] = [];
  const footprints: Row[] = [];
  [...garages.map((l) => ({ l, garage: true })), ...others.map((l) => ({ l, garage: false }))].forEach(
    ({ l, garage }, i) => {
      const bin = String(1012000 + i * 37);
      const bbl = `10${String(1000 + i * 7).padStart(4, '0')}${String(rng.int(1, 80)).padStart(4, '0')}`;
      const { lng, lat } = lngLatText([(l.box[0] + l.box[1]) / 2, (l.box[2] + l.box[3]) / 2]);
      const [category, kind] = garage ? ['Garage & Parking Lot', 'GARAGE'] : rng.pick(OTHER_BUSINESSES);
      // The licence dataset's current columns ('Issued Licenses', tests/fixtures/open-data): license_nbr,
      // detail, address_building, address_street_name.
      businesses.push({
        license_nbr: `${2010000 + i * 113}-DCA`,
        business_name: garage ? `${GARAGE_NAMES[i % GARAGE_NAMES.length]!} ${i + 1} LLC` : `${kind} ${i + 1} CORP`,
        business_category: category,
        license_type: 'Premises',
        license_status: rng.weighted([
          ['Active', 12],
          ['Inactive', 1],
        ] as const),
        detail: garage ? `Vehicle Spaces: ${rng.int(40, 320)}, Bicycle Spaces: ${rng.int(4, 32)}` : null,
        address_building: String(streetHouseNumber((l.box[0] + l.box[1]) / 2, l.northSide)),
        address_street_name: l.segment.name,
        address_street_name_2: null,
        address_city: 'NEW YORK',
        address_state: 'NY',
        address_zip: l.segment.street < 42 ? '10018' : l.segment.street < 50 ? '10036' : '10019',
        address_borough: 'Manhattan',
        bin,
        bbl,
        latitude: lat,
        longitude: lng,
      });
      footprints.push({
        the_geom: multiPolygon([outline(l.box)]),
        bin,
        base_bbl: bbl,
        mpluto_bbl: bbl,
        last_status_type: 'Constructed',
      });
    },
  );
  return {
    parkingLots: { geoField: 'the_geom', rows: parkingLots },
    businesses: { geoField: null, rows: businesses },
    footprints: { geoField: 'the_geom', rows: footprints },
  };
}

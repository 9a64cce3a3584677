/**
 * Line datasets on the street network: the centreline (the zone creator's widths, intersections), bike
 * lanes, curb cuts. The centreline carries no fire-lane or disaster-route flag: no real answer names
 * such a column (tests/fixtures/open-data/data.cityofnewyork.us/inkn-q76z.json), so under ?demo those two
 * layers say the city's dataset has no such field, as they would against a real answer without it.
 */
import type { ArcGisFeature, Row, SodaDataset } from '../../open-data-standin/types';
import type { GridPoint } from '../shapes';
import { date, lineString, multiLine, num, shortName } from './format';
import { Rng } from './random';
import { CURB_M, endClearance, intersections, length, segments, along, type Segment } from './streetGrid';

const M_TO_FT = 3.28084;

/** Wide two-way and through streets: more lanes, wider curb to curb. */
const MAJOR_STREETS = new Set([
  '12 AVENUE',
  '10 AVENUE',
  '8 AVENUE',
  '6 AVENUE',
  'MADISON AVENUE',
  'WEST 34 STREET',
  'WEST 42 STREET',
  'EAST 42 STREET',
  'WEST 57 STREET',
  'EAST 57 STREET',
]);

const NORTHBOUND = new Set(['10 AVENUE', '8 AVENUE', '6 AVENUE', 'MADISON AVENUE']);
const SOUTHBOUND = new Set(['9 AVENUE', '7 AVENUE', '5 AVENUE']);

function trafficDirection(s: Segment): string {
  if (s.kind === 'broadway') return 'A'; // southbound, against the a→b digitising direction
  // Segments are digitised northwards: 'W' (with) is northbound, 'A' (against) southbound, 'T' two-way.
  if (s.kind === 'avenue') return NORTHBOUND.has(s.name) ? 'W' : SOUTHBOUND.has(s.name) ? 'A' : 'T';
  return s.street === 34 || s.street === 42 || s.street === 57 || s.street === 59
    ? 'T'
    : s.street % 2 === 0
      ? 'W'
      : 'A';
}

export function centreline(): SodaDataset {
  const rng = new Rng('centreline');
  const rows = segments().map((s, i) => {
    const major = s.kind !== 'street' || MAJOR_STREETS.has(s.name);
    return {
      the_geom: multiLine([[s.a, s.b]]),
      physicalid: String(70100 + i),
      full_street_name: s.name,
      stname_label: shortName(s.name),
      boroughcode: '1',
      posted_speed: '25',
      number_total_lanes: major ? String(rng.int(4, 5)) : String(rng.int(2, 3)),
      streetwidth: major ? String(rng.int(60, 70)) : String(rng.int(30, 34)),
      trafdir: trafficDirection(s),
      rw_type: '1',
      segmentlength: num(length(s) * M_TO_FT, 2),
    };
  });
  return { geoField: 'the_geom', view: { name: 'Centerline', rowsUpdatedAt: Date.UTC(2025, 4, 20) / 1000 }, rows };
}

interface Route {
  match: (s: Segment) => boolean;
  facility: string;
  cls: string;
  dir: string;
}

const BIKE_ROUTES: readonly Route[] = [
  { match: (s) => s.name === '12 AVENUE', facility: 'Greenway', cls: 'I', dir: '2' },
  {
    match: (s) => ['8 AVENUE', '9 AVENUE', '6 AVENUE', '7 AVENUE', 'BROADWAY'].includes(s.name),
    facility: 'Protected Path',
    cls: 'II',
    dir: 'L',
  },
  {
    match: (s) => s.kind === 'street' && [39, 40, 43, 44, 48, 49].includes(s.street),
    facility: 'Standard',
    cls: 'II',
    dir: 'R',
  },
  { match: (s) => s.kind === 'street' && [52, 54, 55].includes(s.street), facility: 'Sharrows', cls: 'III', dir: 'R' },
];

export function bikeLanes(): SodaDataset {
  const rng = new Rng('bike-lanes');
  const rows: Row[] = [];
  for (const s of segments()) {
    const route = BIKE_ROUTES.find((r) => r.match(s));
    if (!route) continue;
    rows.push({
      the_geom: multiLine([[s.a, s.b]]),
      boro: '1',
      street: shortName(s.name),
      fromstreet: shortName(s.from),
      tostreet: shortName(s.to),
      onoffst: route.cls === 'I' ? 'OFF' : 'ON',
      facilitycl: route.cls,
      allclasses: route.cls,
      bikedir: route.dir,
      lanecount: route.dir === '2' ? '2' : '1',
      ft_facilit: route.facility,
      tf_facilit: route.dir === '2' ? route.facility : null,
      instdate: date(rng.int(2007, 2023), rng.int(1, 12), rng.int(1, 28)),
      segmentid: String(33000 + rows.length),
    });
  }
  return { geoField: 'the_geom', rows };
}

/** Curb cuts as the 2022 planimetric layer has them: short lines along the curb. */
export function curbCuts(): ArcGisFeature[] {
  const rng = new Rng('curb-cuts');
  const features: ArcGisFeature[] = [];
  const add = (path: GridPoint[], code: number): void => {
    const STATUS = [
      ['Unchanged', 8],
      ['New', 1],
      ['Modified', 1],
    ] as const;
    features.push({
      type: 'Feature',
      geometry: lineString(path),
      properties: { OBJECTID: 1 + features.length, SUB_FEATURE_CODE: code, STATUS: rng.weighted(STATUS) },
    });
  };
  // Corner cuts: along the street curb, just past the avenue curb line.
  for (const x of intersections()) {
    for (const [su, sv] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      if (!rng.chance(0.3)) continue;
      const v = x.v + sv * CURB_M.street;
      const u0 = x.u + su * (CURB_M.avenue + 1.5);
      add(
        [
          [u0, v],
          [u0 + su * rng.range(3.5, 5.5), v],
        ],
        222700,
      );
    }
  }
  // Mid-block driveways, and now and then a cut the layer does not classify.
  for (const s of segments()) {
    if (s.kind !== 'street' || !rng.chance(0.45)) continue;
    const side = rng.pick([1, -1]);
    const d = rng.range(endClearance(s), length(s) - endClearance(s) - 8);
    const w = rng.range(4, 8);
    add([along(s, d, side * CURB_M.street), along(s, d + w, side * CURB_M.street)], rng.chance(0.08) ? 222900 : 222600);
  }
  return features;
}

/** Transit: subway entrances and station envelopes (data.ny.gov), and the app's own bus-stop and Citi Bike files. */
import type { GeoCollection } from '../../lib/geojson';
import type { Row, SodaDataset } from '../../open-data-standin/types';
import { avenueU, broadwayU, streetV } from '../grid';
import type { GridPoint } from '../shapes';
import { lngLatText, multiPolygon, point, shortName, titleCase } from './format';
import { Rng } from './random';
import { CURB_M, along, intersections, length, segments, streetName } from './streetGrid';

interface Station {
  name: string;
  complex: string;
  id: string;
  gtfs: string;
  division: string;
  line: string;
  routes: string;
  /** Under an avenue ('6 AVENUE', 'BROADWAY') between two streets, or under a street between two avenues. */
  under: string;
  from: number;
  to: number;
}

const STATIONS: readonly Station[] = [
  {
    name: 'Times Sq-42 St',
    complex: '611',
    id: '317',
    gtfs: '127',
    division: 'IRT',
    line: 'Broadway - 7Av',
    routes: '1 2 3',
    under: '7 AVENUE',
    from: 41.6,
    to: 42.6,
  },
  {
    name: 'Times Sq-42 St',
    complex: '611',
    id: '9',
    gtfs: 'R16',
    division: 'BMT',
    line: 'Broadway',
    routes: 'N Q R W',
    under: 'BROADWAY',
    from: 42,
    to: 43.5,
  },
  {
    name: '42 St-Port Authority Bus Terminal',
    complex: '611',
    id: '164',
    gtfs: 'A27',
    division: 'IND',
    line: '8th Av - Fulton St',
    routes: 'A C E',
    under: '8 AVENUE',
    from: 40,
    to: 42.5,
  },
  {
    name: '42 St-Bryant Pk',
    complex: '609',
    id: '225',
    gtfs: 'D16',
    division: 'IND',
    line: '6th Av - Culver',
    routes: 'B D F M',
    under: '6 AVENUE',
    from: 40,
    to: 42,
  },
  {
    name: '5 Av',
    complex: '609',
    id: '465',
    gtfs: '724',
    division: 'IRT',
    line: 'Flushing',
    routes: '7',
    under: 'street:42',
    from: 5,
    to: 6,
  },
  {
    name: '34 St-Herald Sq',
    complex: '607',
    id: '224',
    gtfs: 'D17',
    division: 'IND',
    line: '6th Av - Culver',
    routes: 'B D F M',
    under: '6 AVENUE',
    from: 33,
    to: 35,
  },
  {
    name: '34 St-Penn Station',
    complex: '318',
    id: '318',
    gtfs: '128',
    division: 'IRT',
    line: 'Broadway - 7Av',
    routes: '1 2 3',
    under: '7 AVENUE',
    from: 32,
    to: 34,
  },
  {
    name: '34 St-Penn Station',
    complex: '164',
    id: '163',
    gtfs: 'A28',
    division: 'IND',
    line: '8th Av - Fulton St',
    routes: 'A C E',
    under: '8 AVENUE',
    from: 32.5,
    to: 34.5,
  },
  {
    name: '49 St',
    complex: '10',
    id: '10',
    gtfs: 'R15',
    division: 'BMT',
    line: 'Broadway',
    routes: 'N R W',
    under: '7 AVENUE',
    from: 47.5,
    to: 49.5,
  },
  {
    name: '50 St',
    complex: '162',
    id: '162',
    gtfs: 'A25',
    division: 'IND',
    line: '8th Av - Fulton St',
    routes: 'C E',
    under: '8 AVENUE',
    from: 49,
    to: 51,
  },
  {
    name: '47-50 Sts-Rockefeller Ctr',
    complex: '225',
    id: '226',
    gtfs: 'D15',
    division: 'IND',
    line: '6th Av - Culver',
    routes: 'B D F M',
    under: '6 AVENUE',
    from: 47,
    to: 50,
  },
  {
    name: '57 St-7 Av',
    complex: '8',
    id: '8',
    gtfs: 'R14',
    division: 'BMT',
    line: 'Broadway',
    routes: 'N Q R W',
    under: '7 AVENUE',
    from: 55.5,
    to: 57.5,
  },
  {
    name: '5 Av/59 St',
    complex: '7',
    id: '7',
    gtfs: 'R13',
    division: 'BMT',
    line: '60th St Tunnel',
    routes: 'N R W',
    under: '5 AVENUE',
    from: 59,
    to: 60.5,
  },
  {
    name: '59 St-Columbus Circle',
    complex: '614',
    id: '614',
    gtfs: 'A24',
    division: 'IND',
    line: '8th Av - Fulton St',
    routes: 'A B C D',
    under: '8 AVENUE',
    from: 57.5,
    to: 59,
  },
];

/** The station's box as [u1, v1, u2, v2] (grid metres) and the crossings at its two ends. */
function footprint(st: Station): { box: [number, number, number, number]; ends: Array<[number, number]> } {
  if (st.under.startsWith('street:')) {
    const v = streetV(Number(st.under.slice(7)));
    const [u1, u2] = [avenueU(`${st.from} AVENUE`), avenueU(`${st.to} AVENUE`)].sort((a, b) => a - b) as [
      number,
      number,
    ];
    return {
      box: [u1 + 12, v - 9, u2 - 12, v + 9],
      ends: [
        [u1, v],
        [u2, v],
      ],
    };
  }
  const uAt = (street: number): number => (st.under === 'BROADWAY' ? broadwayU(streetV(street)) : avenueU(st.under));
  const [v1, v2] = [streetV(st.from), streetV(st.to)];
  const u = (uAt(st.from) + uAt(st.to)) / 2;
  return {
    box: [u - 11, v1, u + 11, v2],
    ends: [
      [uAt(Math.round(st.from)), streetV(Math.round(st.from))],
      [uAt(Math.round(st.to)), streetV(Math.round(st.to))],
    ],
  };
}

export function subwayEntrances(): SodaDataset {
  const rng = new Rng('subway-entrances');
  const rows: Row[] = [];
  for (const st of STATIONS) {
    for (const [u, v] of footprint(st).ends) {
      for (let n = rng.int(1, 3); n > 0; n--) {
        const p: GridPoint = [
          u + rng.pick([1, -1]) * (CURB_M.avenue + rng.range(2, 4)),
          v + rng.pick([1, -1]) * rng.range(CURB_M.street + 4, 25),
        ];
        const { lng, lat } = lngLatText(p);
        rows.push({
          division: st.division,
          line: st.line,
          borough: 'M',
          stop_name: st.name,
          complex_id: st.complex,
          constituent_station_name: st.name,
          station_id: st.id,
          gtfs_stop_id: st.gtfs,
          daytime_routes: st.routes,
          entrance_type: rng.weighted([
            ['Stair', 8],
            ['Elevator', 1],
            ['Easement - Street', 1],
            ['Escalator', 1],
          ] as const),
          entry_allowed: 'YES',
          exit_allowed: 'YES',
          entrance_latitude: lat,
          entrance_longitude: lng,
          entrance_georeference: point(p),
        });
      }
    }
  }
  return { geoField: 'entrance_georeference', rows };
}

export function stationEnvelopes(): SodaDataset {
  const rows = STATIONS.map((st, i) => {
    const [u1, v1, u2, v2] = footprint(st).box;
    return {
      shape: multiPolygon([
        [
          [u1, v1],
          [u2, v1],
          [u2, v2],
          [u1, v2],
        ],
      ]),
      station_name: `${st.name} (${st.routes})`,
      agency: 'NYCT',
      borough: 'Manhattan',
      shape_id: `SE-${String(i + 1).padStart(4, '0')}`,
    };
  });
  return { geoField: 'shape', rows };
}

/** Bus routes by the avenue or street they run on, with the side of the road their stops are on (+1: left of a→b). */
const BUS_ROUTES: ReadonlyArray<{ route: string; on: string; side: number; every: number }> = [
  { route: 'M5', on: '5 AVENUE', side: 1, every: 3 },
  { route: 'M7', on: '6 AVENUE', side: -1, every: 3 },
  { route: 'M20', on: '7 AVENUE', side: 1, every: 3 },
  { route: 'M20', on: '8 AVENUE', side: -1, every: 3 },
  { route: 'M11', on: '9 AVENUE', side: 1, every: 3 },
  { route: 'M11', on: '10 AVENUE', side: -1, every: 3 },
  { route: 'M12', on: '12 AVENUE', side: -1, every: 2 },
  { route: 'M1', on: 'MADISON AVENUE', side: -1, every: 3 },
  { route: 'M34-SBS', on: 'WEST 34 STREET', side: 1, every: 1 },
  { route: 'M42', on: 'WEST 42 STREET', side: -1, every: 1 },
  { route: 'M50', on: 'WEST 50 STREET', side: 1, every: 1 },
  { route: 'M57', on: 'WEST 57 STREET', side: -1, every: 1 },
];

export function busStops(): GeoCollection {
  const rng = new Rng('bus-stops');
  const features: GeoCollection['features'] = [];
  for (const r of BUS_ROUTES) {
    segments()
      .filter((s) => s.name === r.on)
      .forEach((s, i) => {
        if (i % r.every !== 0) return;
        const p = along(s, length(s) - 14, r.side * (CURB_M[s.kind] + 1.5));
        const id = String(401000 + features.length * 7 + rng.int(0, 6));
        features.push({
          type: 'Feature',
          geometry: point(p),
          properties: {
            stop_id: id,
            stop_name: `${shortName(s.name)}/${shortName(s.to)}`,
            stop_code: id,
            route_id: r.route,
            wheelchair_boarding: 1,
          },
        });
      });
  }
  return { type: 'FeatureCollection', features };
}

export function citibikeStations(): GeoCollection {
  const rng = new Rng('citibike');
  const features: GeoCollection['features'] = [];
  for (const x of intersections()) {
    if (!rng.chance(0.35)) continue;
    const su = rng.pick([1, -1]);
    const sv = rng.pick([1, -1]);
    // Docks stand in the parking lane of the street, a little way from the corner.
    const p: GridPoint = [x.u + su * rng.range(25, 45), x.v + sv * (CURB_M.street - 1.2)];
    const name = titleCase(`${shortName(streetName(x.street, p[0]))} & ${shortName(x.avenue)}`);
    features.push({
      type: 'Feature',
      geometry: point(p),
      properties: {
        short_name: `${6000 + x.street * 10 + (features.length % 10)}.${String(rng.int(1, 12)).padStart(2, '0')}`,
        name,
        capacity: rng.int(19, 59),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

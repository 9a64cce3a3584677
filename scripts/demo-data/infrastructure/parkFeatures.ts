/** NYC Parks features inside the demo parks: fountains, spray showers, trails, ice ladders, signs; and public restrooms. */
import type { Row, SodaDataset } from '../../open-data-standin/types';
import { avenueU, streetV } from '../grid';
import type { GridPoint } from '../shapes';
import { legacyLocation, lngLatText, multiLine, point } from './format';
import { PARK_ZONES, POND, randomIn, zone, type ParkZone } from './parkZones';
import { Rng } from './random';

/** The park columns NYC Parks' point datasets share (fountains, spray showers: propname; signs: propertyname). */
function parkFields(z: ParkZone, nameColumn: 'propname' | 'propertyname' | null = 'propname'): Row {
  return { ...(nameColumn ? { [nameColumn]: z.propertyname } : {}), gispropnum: z.gispropnum, borough: 'M' };
}

export function drinkingFountains(): SodaDataset {
  const rng = new Rng('fountains');
  const counts: Record<string, number> = { bryant: 5, dewitt: 4, hellsKitchen: 3, duffy: 1, central: 9 };
  const rows: Row[] = [];
  for (const z of PARK_ZONES) {
    for (let n = counts[z.key] ?? 0; n > 0; n--) {
      rows.push({
        point: point(randomIn(z.box, rng, 3)),
        system: `${z.gispropnum}-DF-${String(rows.length + 1).padStart(3, '0')}`,
        ...parkFields(z),
        fountaintype: rng.weighted([
          ['Drinking Fountain', 6],
          ['Bottle Filler', 2],
          ['Jet Fountain', 1],
        ] as const),
        featurestatus: 'Active',
      });
    }
  }
  // The geometry is `point` in the 2026 column profile (the original app asked for the_geom).
  return { geoField: 'point', rows };
}

export function sprayShowers(): SodaDataset {
  const rng = new Rng('spray-showers');
  const rows: Row[] = [];
  for (const key of ['hellsKitchen', 'hellsKitchen', 'dewitt', 'dewitt', 'central', 'central']) {
    const z = zone(key);
    rows.push({
      point: point(randomIn(z.box, rng, 8)),
      system: `${z.gispropnum}-SS-${String(rows.length + 1).padStart(2, '0')}`,
      ...parkFields(z),
      sitename: z.propertyname,
    });
  }
  return { geoField: 'point', rows };
}

/** A wandering path of `steps` legs from a random start, kept inside the box. */
function wander(box: readonly [number, number, number, number], rng: Rng, steps: number): GridPoint[] {
  const path: GridPoint[] = [randomIn(box, rng, 6)];
  let heading = rng.range(0, Math.PI * 2);
  for (let i = 0; i < steps; i++) {
    heading += rng.range(-0.8, 0.8);
    const [u, v] = path[path.length - 1]!;
    const step = rng.range(15, 40);
    path.push([
      Math.min(box[1] - 3, Math.max(box[0] + 3, u + Math.cos(heading) * step)),
      Math.min(box[3] - 3, Math.max(box[2] + 3, v + Math.sin(heading) * step)),
    ]);
  }
  return path;
}

export function parksTrails(): SodaDataset {
  const rng = new Rng('trails');
  const rows: Row[] = [];
  const add = (z: ParkZone, name: string, paths: GridPoint[][]): void => {
    rows.push({
      shape: multiLine(paths),
      trail_name: name,
      park_name: z.propertyname,
      parkid: z.gispropnum,
      surface: rng.weighted([
        ['Paved', 5],
        ['Gravel', 2],
        ['Dirt', 1],
      ] as const),
      width_ft: rng.pick(['4 feet to less than 6 feet', '6 feet to less than 8 feet', 'Over 8 feet']),
      difficulty: '1: flat and smooth',
    });
  };
  const bryant = zone('bryant');
  const [u1, u2, v1, v2] = bryant.box;
  add(bryant, 'Bryant Park North Allee', [
    [
      [u1 + 4, v2 - 4],
      [u2 - 4, v2 - 4],
    ],
  ]);
  add(bryant, 'Bryant Park South Allee', [
    [
      [u1 + 4, v1 + 4],
      [u2 - 4, v1 + 4],
    ],
  ]);
  add(zone('dewitt'), 'DeWitt Clinton Park Loop', [wander(zone('dewitt').box, rng, 6)]);
  const central = zone('central');
  [
    'Pond Walk',
    'Gapstow Path',
    'Heckscher Path',
    'Wollman Walk',
    'Center Drive Path',
    'Chess & Checkers Path',
    'Dairy Path',
    'Sixth Avenue Path',
  ].forEach((name) => add(central, name, [wander(central.box, rng, rng.int(4, 7))]));
  add(central, 'Pond Shoreline', [
    [
      [POND[0], POND[2]],
      [POND[1], POND[2]],
      [POND[1], POND[3]],
      [POND[0], POND[3]],
      [POND[0], POND[2]],
    ],
  ]);
  return { geoField: 'shape', rows };
}

export function iceLadders(): SodaDataset {
  const rng = new Rng('ice-ladders');
  const z = zone('central');
  const [u1, u2, v1, v2] = POND;
  const shore: GridPoint[] = [
    [u1 + 20, v2],
    [u2 - 30, v2],
    [u1, (v1 + v2) / 2],
    [u2, v1 + 25],
    [(u1 + u2) / 2, v1],
    [u1 + 15, v1],
  ];
  const rows = shore.map((p, i) => ({
    the_geom: point(p),
    ladder_id: `M010-IL-${i + 1}`,
    ...parkFields(z, null),
    featuresta: rng.weighted([
      ['Active', 5],
      ['Missing', 1],
    ] as const),
  }));
  return { geoField: 'the_geom', rows };
}

const SIGN_TYPES = [
  ['Park Identification', 2],
  ['Rules & Regulations', 3],
  ['Wayfinding', 2],
  ['Playground Rules', 1],
  ['Dog Rules', 1],
] as const;

export function parksSigns(): SodaDataset {
  const rng = new Rng('parks-signs');
  const counts: Record<string, number> = { bryant: 8, dewitt: 6, hellsKitchen: 4, duffy: 2, central: 14 };
  const rows: Row[] = [];
  for (const z of PARK_ZONES) {
    const [u1, u2, v1, v2] = z.box;
    for (let n = counts[z.key] ?? 0; n > 0; n--) {
      // Mostly at the edges, where the entrances are.
      const p: GridPoint = rng.chance(0.7)
        ? rng.chance(0.5)
          ? [rng.range(u1, u2), rng.pick([v1 + 1, v2 - 1])]
          : [rng.pick([u1 + 1, u2 - 1]), rng.range(v1, v2)]
        : randomIn(z.box, rng, 2);
      rows.push({
        point: point(p),
        signcode: `${z.gispropnum}-S${String(rows.length + 1).padStart(3, '0')}`,
        ...parkFields(z, 'propertyname'),
        signtype: rng.weighted(SIGN_TYPES),
        signstatus: 'Installed',
      });
    }
  }
  return { geoField: 'point', rows };
}

interface Restroom {
  name: string;
  at: GridPoint;
  type: string;
  operator: string;
  hours: string;
}

export function publicRestrooms(): SodaDataset {
  const rng = new Rng('restrooms');
  const av5 = avenueU('5 AVENUE');
  const av8 = avenueU('8 AVENUE');
  const list: Restroom[] = [
    {
      name: 'Bryant Park Restroom',
      at: randomIn(zone('bryant').box, rng, 10),
      type: 'Park',
      operator: 'Bryant Park Corporation',
      hours: '7am-10pm',
    },
    {
      name: 'DeWitt Clinton Park Comfort Station',
      at: randomIn(zone('dewitt').box, rng, 10),
      type: 'Park',
      operator: 'NYC Parks',
      hours: '8am-dusk',
    },
    {
      name: "Hell's Kitchen Park Comfort Station",
      at: randomIn(zone('hellsKitchen').box, rng, 6),
      type: 'Park',
      operator: 'NYC Parks',
      hours: '8am-dusk',
    },
    {
      name: 'Heckscher Playground Comfort Station',
      at: randomIn(zone('central').box, rng, 20),
      type: 'Park',
      operator: 'Central Park Conservancy',
      hours: '8am-dusk',
    },
    {
      name: 'Chess & Checkers House',
      at: randomIn(zone('central').box, rng, 20),
      type: 'Park',
      operator: 'Central Park Conservancy',
      hours: '10am-5pm',
    },
    {
      name: 'Stephen A. Schwarzman Building',
      at: [av5 - 60, streetV(41)],
      type: 'Library',
      operator: 'New York Public Library',
      hours: '10am-6pm',
    },
    {
      name: 'Port Authority Bus Terminal',
      at: [av8 - 60, streetV(41.5)],
      type: 'Transit Hub',
      operator: 'Port Authority of NY & NJ',
      hours: 'Open 24 hours',
    },
    {
      name: 'Herald Square Public Restroom',
      at: [avenueU('6 AVENUE') + 20, streetV(34.5)],
      type: 'Plaza',
      operator: 'NYC DOT',
      hours: '8am-8pm',
    },
  ];
  const rows = list.map((r) => {
    const { lng, lat } = lngLatText(r.at);
    return {
      facility_name: r.name,
      location_type: r.type,
      operator: r.operator,
      status: rng.weighted([
        ['Operational', 6],
        ['Not Operational', 1],
      ] as const),
      open: r.type === 'Park' ? rng.pick(['Year Round', 'Seasonal']) : 'Year Round',
      hours_of_operation: r.hours,
      accessibility: rng.weighted([
        ['Fully Accessible', 3],
        ['Partially Accessible', 1],
      ] as const),
      changing_stations: rng.pick(['Yes', 'No']),
      latitude: lat,
      longitude: lng,
      location: legacyLocation(lat, lng),
    };
  });
  // The geometry column is `location` in the 2026 column profile; its type is not recorded. The demo
  // makes it a legacy Location, the harder case: GeoJSON then carries no geometry, and the app places
  // the restrooms from the column's own coordinates (or latitude/longitude).
  return { geoField: 'location', rows };
}

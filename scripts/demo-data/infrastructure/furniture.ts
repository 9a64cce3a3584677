/** Sidewalk points: street trees, hydrants, benches, bike racks, pedestrian ramps, accessible signals. */
import type { Row, SodaDataset } from '../../open-data-standin/types';
import type { GridPoint } from '../shapes';
import { date, lngLatText, point, streetHouseNumber } from './format';
import { PARK_ZONES, randomIn } from './parkZones';
import { Rng } from './random';
import { CURB_M, FURNITURE_M, along, endClearance, intersections, length, segments, type Segment } from './streetGrid';

/** A random sidewalk spot along a segment, clear of the crossings; side +1 is left of a→b. */
export function sidewalkSpot(s: Segment, rng: Rng, side: number, inset = FURNITURE_M[s.kind]): GridPoint {
  const clear = endClearance(s);
  return along(s, rng.range(clear, length(s) - clear), side * inset);
}

/** A spot on the sidewalk near one corner of a crossing: su/sv pick the quadrant. */
export function cornerSpot(x: { u: number; v: number }, su: number, sv: number, rng: Rng): GridPoint {
  return [x.u + su * (CURB_M.avenue + rng.range(2, 6)), x.v + sv * (CURB_M.street + 1.2)];
}

const SPECIES: ReadonlyArray<readonly [string, number]> = [
  ['Gleditsia triacanthos var. inermis - Thornless honeylocust', 30],
  ['Pyrus calleryana - Callery pear', 18],
  ['Platanus x acerifolia - London planetree', 12],
  ['Ginkgo biloba - maidenhair tree', 10],
  ['Tilia cordata - littleleaf linden', 10],
  ['Zelkova serrata - Japanese zelkova', 8],
  ['Quercus palustris - pin oak', 6],
  ['Ulmus americana - American elm', 4],
];
const CONDITION: ReadonlyArray<readonly [string, number]> = [
  ['Excellent', 2],
  ['Good', 10],
  ['Fair', 5],
  ['Poor', 2],
  ['Critical', 1],
];

export function trees(): SodaDataset {
  const rng = new Rng('trees');
  const spots: GridPoint[] = [];
  for (const s of segments()) {
    if (s.kind !== 'street') continue;
    for (const side of [1, -1])
      for (
        let n = rng.weighted([
          [0, 5],
          [1, 4],
          [2, 1],
        ] as const);
        n > 0;
        n--
      )
        spots.push(sidewalkSpot(s, rng, side));
  }
  for (const z of PARK_ZONES)
    for (let n = z.key === 'central' ? 16 : 6; n > 0; n--) spots.push(randomIn(z.box, rng, 4));
  const rows = spots.map((p, i) => {
    const dbh = rng.int(3, 32);
    return {
      objectid: String(2100500 + i * 7),
      genusspecies: rng.weighted(SPECIES),
      dbh: String(dbh),
      tpstructure: 'Full',
      tpcondition: rng.weighted(CONDITION),
      location: point(p),
    };
  });
  return { geoField: 'location', rows };
}

export function hydrants(): SodaDataset {
  const rng = new Rng('hydrants');
  const spots: GridPoint[] = [];
  for (const x of intersections())
    if (rng.chance(0.45)) spots.push(cornerSpot(x, rng.pick([1, -1]), rng.pick([1, -1]), rng));
  for (const s of segments())
    if (s.kind === 'street' && rng.chance(0.3))
      spots.push(sidewalkSpot(s, rng, rng.pick([1, -1]), CURB_M.street + 0.8));
  const rows = spots.map((p, i) => {
    const { lng, lat } = lngLatText(p);
    // boro is a borough number in the real answers (public code parses it as an integer).
    return { the_geom: point(p), unitid: `H${String(412000 + i * 3)}`, boro: '1', latitude: lat, longitude: lng };
  });
  return { geoField: 'the_geom', rows };
}

export function benches(): SodaDataset {
  const rng = new Rng('benches');
  const rows: Row[] = [];
  const add = (p: GridPoint, on: string, from: string, to: string): void => {
    const { lng, lat } = lngLatText(p);
    rows.push({
      the_geom: point(p),
      siteid: `CB-M-${String(1040 + rows.length * 3).padStart(4, '0')}`,
      asset_subtype: rng.pick(['BACKED 2.0', 'BACKLESS 2.0', 'LEANING BAR']),
      on_street: on,
      from_street: from,
      to_street: to,
      boroname: 'Manhattan',
      installation_date: date(rng.int(2012, 2022), rng.int(1, 12), rng.int(1, 28)),
      latitude: lat,
      longitude: lng,
    });
  };
  for (const s of segments()) {
    if (s.kind === 'broadway' && s.street >= 38 && s.street <= 46) {
      // The Broadway plazas replace the roadbed: benches stand in it.
      for (let n = rng.int(2, 3); n > 0; n--)
        add(along(s, rng.range(12, length(s) - 12), rng.range(-5, 5)), 'BROADWAY', s.from, s.to);
    } else if (s.kind === 'avenue' && rng.chance(0.14)) {
      add(sidewalkSpot(s, rng, rng.pick([1, -1])), s.name, s.from, s.to);
    }
  }
  return { geoField: 'the_geom', rows };
}

const RACKS: ReadonlyArray<readonly [string, number]> = [
  ['Large Hoop', 6],
  ['Small Hoop', 3],
  ['U Rack', 3],
  ['Wave', 1],
  ['Bike Corral', 1],
];

export function bikeParking(): SodaDataset {
  const rng = new Rng('bike-parking');
  const rows: Row[] = [];
  for (const s of segments()) {
    if (s.kind !== 'street' || !rng.chance(0.4)) continue;
    const side = rng.pick([1, -1]);
    const p = sidewalkSpot(s, rng, side);
    const rack = rng.weighted(RACKS);
    const at = rack === 'Bike Corral' ? along(s, 30, side * (CURB_M.street - 1.5)) : p;
    const { lng, lat } = lngLatText(at);
    rows.push({
      the_geom: point(at),
      site_id: `BP${String(21000 + rows.length * 11)}`,
      ifoaddress: `${streetHouseNumber(p[0], side > 0)} ${s.name}`,
      onstreet: s.name,
      fromstreet: s.from,
      tostreet: s.to,
      racktype: rack,
      borough: 'Manhattan',
      date_inst: date(rng.int(2008, 2023), rng.int(1, 12), rng.int(1, 28)),
      latitude: lat,
      longitude: lng,
    });
  }
  return { geoField: 'the_geom', rows };
}

const CORNERS = [
  ['NE', 1, 1],
  ['NW', -1, 1],
  ['SE', 1, -1],
  ['SW', -1, -1],
] as const;

export function pedestrianRamps(): SodaDataset {
  const rng = new Rng('ramps');
  const rows: Row[] = [];
  for (const x of intersections()) {
    for (const [, su, sv] of CORNERS) {
      if (!rng.chance(0.35)) continue;
      rows.push({
        the_geom: point([x.u + su * (CURB_M.avenue + 1), x.v + sv * (CURB_M.street + 1)]),
        rampid: `M${String(50100 + rows.length * 2)}`,
        borough: 'MANHATTAN',
        stname1: x.streetName,
        stname2: x.avenue,
        ramp_width: String(rng.int(4, 8)),
      });
    }
  }
  return { geoField: 'the_geom', rows };
}

export function accessibleSignals(): SodaDataset {
  const rng = new Rng('aps');
  const rows: Row[] = [];
  for (const x of intersections()) {
    if (!rng.chance(0.4)) continue;
    const [, su, sv] = rng.pick(CORNERS);
    const p: GridPoint = [x.u + su * (CURB_M.avenue + 1.5), x.v + sv * (CURB_M.street + 1.5)];
    const { lng, lat } = lngLatText(p);
    rows.push({
      the_geom: point(p),
      location: `${x.avenue} and ${x.streetName}`,
      boroname: 'Manhattan',
      borough: 'MANHATTAN',
      date_insta: date(rng.int(2016, 2024), rng.int(1, 12), rng.int(1, 28)),
      point_x: lng,
      point_y: lat,
    });
  }
  return { geoField: 'the_geom', rows };
}

/**
 * Row builders for the dense park's point layers that the heavy store has none for (bike parking,
 * subway entrances, LinkNYC kiosks, restrooms, fountains, spray showers, ice ladders, parks signs,
 * accessible signals) and the two app-served files' features (bus stops, Citi Bike stations). Each
 * row has the shape scripts/demo-data/infrastructure/* gives that dataset; the spot and the seeded
 * stream come from heavyStore's `rows`.
 */
import { date, lngLatText, point, titleCase } from '../../../scripts/demo-data/infrastructure/format';
import type { Rng } from '../../../scripts/demo-data/infrastructure/random';
import type { Row } from '../../../scripts/open-data-standin/index';
import type { RowAt } from '../layers/heavyStore';
import { DENSE_PARK } from './park';

const when = (rng: Rng, from: number, to: number) => date(rng.int(from, to), rng.int(1, 12), rng.int(1, 28));
const STREETS = ['WEST 17 STREET', 'WEST 19 STREET', 'WEST 21 STREET', 'WEST 23 STREET', '8 AVENUE', '9 AVENUE'];
const PARK_FIELDS = { propertyname: DENSE_PARK.name, gispropnum: 'B002', borough: 'M' } as const;

export const bikeParkingRow: RowAt = (p, i, rng) => ({
  the_geom: point(p),
  site_id: `BP${String(90000 + i * 11)}`,
  ifoaddress: `${rng.int(300, 460)} ${rng.pick(STREETS)}`,
  rack_type: rng.pick(['Large Hoop', 'Small Hoop', 'U Rack', 'Wave']),
  num_racks: String(rng.int(1, 4)),
  borough: 'Manhattan',
  date_inst: when(rng, 2008, 2023),
});

export const subwayEntranceRow: RowAt = (p, i, rng) => {
  const { lng, lat } = lngLatText(p);
  const name = rng.pick(['23 St', '18 St', '14 St']);
  return {
    division: 'IND',
    line: '8th Av - Fulton St',
    borough: 'M',
    stop_name: name,
    complex_id: String(160 + (i % 3)),
    constituent_station_name: name,
    station_id: String(160 + (i % 3)),
    gtfs_stop_id: `A${30 + (i % 3)}`,
    daytime_routes: 'A C E',
    entrance_type: rng.pick(['Stair', 'Stair', 'Elevator', 'Escalator']),
    entry_allowed: 'YES',
    exit_allowed: 'YES',
    entrance_latitude: lat,
    entrance_longitude: lng,
    entrance_georeference: point(p),
  };
};

/** LinkNYC rows: read as `.json` rows, the point from latitude/longitude. */
export const kioskRow: RowAt = (p, i, rng) => {
  const { lng, lat } = lngLatText(p);
  return {
    site_id: `mn-04-${String(200000 + i * 37)}`,
    planned_kiosk_type: rng.pick(['Link', 'Link', 'Link5G']),
    installation_status: rng.pick(['Live', 'Live', 'Installed']),
    street_address: `${rng.int(100, 999)} ${rng.pick(STREETS)}`,
    cross_street_1: rng.pick(STREETS),
    cross_street_2: rng.pick(STREETS),
    borough: 'Manhattan',
    neighborhood_tabulation_area_nta: 'Chelsea-Hudson Yards',
    community_board: '104',
    latitude: lat,
    longitude: lng,
    location: point(p),
  };
};

export const restroomRow: RowAt = (p, i, rng) => {
  const { lng, lat } = lngLatText(p);
  return {
    facility_name: `${DENSE_PARK.name} Comfort Station ${i + 1}`,
    location_type: 'Park',
    operator: 'NYC Parks',
    status: rng.pick(['Operational', 'Operational', 'Not Operational']),
    open: rng.pick(['Year Round', 'Seasonal']),
    hours_of_operation: '8am-dusk',
    accessibility: rng.pick(['Fully Accessible', 'Partially Accessible']),
    changing_stations: rng.pick(['Yes', 'No']),
    latitude: lat,
    longitude: lng,
    location: point(p),
  };
};

export const fountainRow: RowAt = (p, i, rng) => ({
  point: point(p),
  fountain_id: `B002-DF-${String(i + 1).padStart(4, '0')}`,
  ...PARK_FIELDS,
  fountain_type: rng.pick(['Drinking Fountain', 'Drinking Fountain', 'Bottle Filler', 'Jet Fountain']),
  featurestatus: 'Active',
});

export const sprayShowerRow: RowAt = (p, _i, rng) => ({
  point: point(p),
  ...PARK_FIELDS,
  feature_type: 'Spray Shower',
  status: rng.pick(['Active', 'Active', 'Inactive']),
});

export const iceLadderRow: RowAt = (p, i, rng) => ({
  the_geom: point(p),
  ladder_id: `B002-IL-${i + 1}`,
  ...PARK_FIELDS,
  site_description: rng.pick(['Reflecting pool - north edge', 'Reflecting pool - south edge', 'Lake shore']),
  status: rng.pick(['Active', 'Active', 'Missing']),
});

export const parksSignRow: RowAt = (p, i, rng) => ({
  point: point(p),
  sign_id: `B002-S${String(i + 1).padStart(4, '0')}`,
  ...PARK_FIELDS,
  sign_type: rng.pick(['Park Identification', 'Rules & Regulations', 'Wayfinding', 'Playground Rules', 'Dog Rules']),
  status: 'Installed',
});

export const accessibleSignalRow: RowAt = (p, _i, rng) => {
  const { lng, lat } = lngLatText(p);
  return {
    the_geom: point(p),
    location: `${rng.pick(STREETS)} and ${rng.pick(STREETS)}`,
    boroname: 'Manhattan',
    borough: 'MANHATTAN',
    date_insta: when(rng, 2016, 2024),
    point_x: lng,
    point_y: lat,
  };
};

/** A GeoJSON feature of an app-served file (its properties are the row). */
export interface FileFeature {
  type: 'Feature';
  geometry: ReturnType<typeof point>;
  properties: Row;
}

export const busStopRow: RowAt = (p, i, rng) => {
  const id = String(480000 + i * 7 + rng.int(0, 6));
  return {
    stop_id: id,
    stop_name: `${rng.pick(['8 AV', '9 AV'])}/W ${rng.int(17, 24)} ST`,
    stop_code: id,
    route_id: rng.pick(['M11', 'M20', 'M23-SBS']),
    wheelchair_boarding: 1,
    at: point(p),
  };
};

export const citibikeRow: RowAt = (p, i, rng) => ({
  short_name: `${6100 + (i % 900)}.${String(rng.int(1, 12)).padStart(2, '0')}`,
  name: titleCase(`W ${rng.int(17, 24)} St & ${rng.pick(['8', '9'])} Av ${i + 1}`),
  capacity: rng.int(19, 59),
  at: point(p),
});

/** Rows built by busStopRow/citibikeRow as GeoJSON features (their `at` is the geometry). */
export function asFileFeatures(rows: readonly Row[]): FileFeature[] {
  return rows.map(({ at, ...properties }) => ({
    type: 'Feature',
    geometry: at as ReturnType<typeof point>,
    properties,
  }));
}

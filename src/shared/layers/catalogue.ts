/**
 * The layer catalogue: name, colour, geometry, map style, popup fields and source of every
 * infrastructure layer. Rules as data: the query builder, the normaliser, the map style and the
 * panel all read this table.
 */
import type { InfrastructureLayerId } from './ids';
import { CURB_CUTS_URL, type LayerSource } from './sources';

export type GeometryClass = 'point' | 'line' | 'polygon';

export type LayerStyle =
  | { kind: 'icon'; opacity: number }
  | { kind: 'line'; width: number; opacity: number; dash?: readonly [number, number] }
  | { kind: 'fill'; opacity: number };

/**
 * A popup row: the first of `keys` with a value gives the row's value. `format: 'boroughCode'` shows a
 * borough code ('1'…'5') as the borough's name.
 */
export interface PopupField {
  label: string;
  keys: readonly string[];
  format?: 'boroughCode';
}

export interface LayerDef {
  id: InfrastructureLayerId;
  name: string;
  color: string;
  geometry: GeometryClass;
  style: LayerStyle;
  source: LayerSource;
  /** Popup rows by the spec; layers without them show their first five text properties. */
  popup?: readonly PopupField[];
}

export const CURB_CUT_COLORS = { midblock: '#ef4444', corner: '#f97316' } as const;

const icon = (opacity = 0.9): LayerStyle => ({ kind: 'icon', opacity });
const soda = (
  dataset: string,
  geoField: string,
  extra: Partial<Extract<LayerSource, { kind: 'soda' }>> = {},
): LayerSource => ({
  kind: 'soda',
  host: 'nyc',
  dataset,
  format: 'geojson',
  geoField,
  spatial: 'within_box',
  ...extra,
});

/**
 * The street centreline's fields (fire lanes, disaster routes; the zone creator reads widths and
 * lanes), by their names in inkn-q76z's answers (tests/fixtures/open-data/data.cityofnewyork.us/inkn-q76z.json
 * cites where each was confirmed): the width is `streetwidth` (feet, 0 where unknown), the borough
 * `boroughcode` ('1' Manhattan … '5' Staten Island).
 */
export const STREET_FIELDS = {
  street: { label: 'Street Name', keys: ['full_street_name', 'stname_label'] },
  speed: { label: 'Posted Speed', keys: ['posted_speed'] },
  lanes: { label: 'Total Lanes', keys: ['number_total_lanes'] },
  width: { label: 'Street Width', keys: ['streetwidth'] },
  borough: { label: 'Borough', keys: ['boroughcode'], format: 'boroughCode' },
} as const satisfies Record<string, PopupField>;

export const LAYER_CATALOGUE: Readonly<Record<InfrastructureLayerId, LayerDef>> = {
  trees: {
    id: 'trees',
    name: 'Street Trees',
    color: '#2e7d32',
    geometry: 'point',
    style: icon(0.8),
    source: soda('hn5i-inap', 'location'),
    // Words for the forestry columns (tests/fixtures/open-data/…/hn5i-inap.json): the spec's first five
    // text properties read 'Genusspecies' and 'Tpcondition', and a live row's coordinates besides.
    popup: [
      { label: 'Species', keys: ['genusspecies'] },
      { label: 'Condition', keys: ['tpcondition'] },
      { label: 'Trunk Diameter (in)', keys: ['dbh'] },
      { label: 'Structure', keys: ['tpstructure'] },
      { label: 'Tree ID', keys: ['objectid'] },
    ],
  },
  hydrants: {
    id: 'hydrants',
    name: 'Fire Hydrants',
    color: '#dc2626',
    geometry: 'point',
    style: icon(),
    source: soda('5bgh-vtsn', 'the_geom', { latField: 'latitude', lngField: 'longitude' }),
    // The spec's rows; the 2026 column profile of 5bgh-vtsn has unitid but no status or type column,
    // so those two rows stay empty (and are left out) until the city publishes them.
    popup: [
      { label: 'Hydrant ID', keys: ['unitid'] },
      { label: 'Status', keys: ['status'] },
      { label: 'Type', keys: ['rj_type'] },
    ],
  },
  busStops: {
    id: 'busStops',
    name: 'Bus Stops',
    color: '#1d4ed8',
    geometry: 'point',
    style: icon(),
    source: { kind: 'local', path: '/data/static/bus_stops_nyc.geojson' },
    popup: [
      { label: 'Stop Name', keys: ['stop_name'] },
      { label: 'Stop ID', keys: ['stop_id'] },
      { label: 'Stop Code', keys: ['stop_code'] },
      { label: 'Routes', keys: ['route_ids', 'route_id', 'routes'] },
      { label: 'Wheelchair Access', keys: ['wheelchair_boarding'] },
    ],
  },
  benches: {
    id: 'benches',
    name: 'Benches',
    color: '#92400e',
    geometry: 'point',
    style: icon(),
    source: soda('esmy-s8q5', 'the_geom', { latField: 'latitude', lngField: 'longitude' }),
  },
  bikeLanes: {
    id: 'bikeLanes',
    name: 'Bike Lanes',
    color: '#0891b2',
    geometry: 'line',
    style: { kind: 'line', width: 3, opacity: 0.6 },
    source: soda('mzxg-pwib', 'the_geom', { spatial: 'intersects' }),
  },
  bikeParking: {
    id: 'bikeParking',
    name: 'Bike Parking',
    color: '#0e7490',
    geometry: 'point',
    style: icon(),
    source: soda('592z-n7dk', 'the_geom', { latField: 'latitude', lngField: 'longitude' }),
  },
  citibikeStations: {
    id: 'citibikeStations',
    name: 'Citi Bike Stations',
    color: '#0072ce',
    geometry: 'point',
    style: icon(),
    source: { kind: 'local', path: '/data/static/citibike_stations.geojson' },
  },
  subwayEntrances: {
    id: 'subwayEntrances',
    name: 'Subway Entrances',
    color: '#111827',
    geometry: 'point',
    style: icon(),
    source: {
      kind: 'soda',
      host: 'nys',
      dataset: 'i9wp-a4ja',
      format: 'geojson',
      geoField: 'entrance_georeference',
      spatial: 'within_box',
      latField: 'entrance_latitude',
      lngField: 'entrance_longitude',
      select: [
        'division',
        'line',
        'borough',
        'stop_name',
        'complex_id',
        'constituent_station_name',
        'station_id',
        'gtfs_stop_id',
        'daytime_routes',
        'entrance_type',
        'entry_allowed',
        'exit_allowed',
        'entrance_latitude',
        'entrance_longitude',
      ],
    },
    popup: [
      { label: 'Station Name', keys: ['constituent_station_name', 'stop_name'] },
      { label: 'Entrance Type', keys: ['entrance_type'] },
      { label: 'Routes', keys: ['daytime_routes'] },
      { label: 'Entry Allowed', keys: ['entry_allowed'] },
      { label: 'Exit Allowed', keys: ['exit_allowed'] },
      { label: 'Borough', keys: ['borough'] },
    ],
  },
  fireLanes: {
    id: 'fireLanes',
    name: 'Fire Lanes',
    color: '#b91c1c',
    geometry: 'line',
    style: { kind: 'line', width: 4, opacity: 0.85, dash: [2, 2] },
    // fire_lane is named only by the original app: the published columns are checked first (schema.ts).
    source: soda('inkn-q76z', 'the_geom', {
      spatial: 'intersects',
      filter: { field: 'fire_lane', value: 'True', unconfirmed: true },
    }),
    popup: [
      STREET_FIELDS.street,
      { label: 'Fire Lane Status', keys: ['fire_lane'] },
      STREET_FIELDS.speed,
      STREET_FIELDS.lanes,
      STREET_FIELDS.width,
      STREET_FIELDS.borough,
    ],
  },
  specialDisasterRoutes: {
    id: 'specialDisasterRoutes',
    name: 'Special Disaster Routes',
    color: '#7c3aed',
    geometry: 'line',
    style: { kind: 'line', width: 4, opacity: 0.85, dash: [4, 2] },
    source: soda('inkn-q76z', 'the_geom', {
      spatial: 'intersects',
      filter: { field: 'special_disaster', value: 'True', unconfirmed: true },
    }),
    popup: [
      STREET_FIELDS.street,
      { label: 'Special Disaster Status', keys: ['special_disaster'] },
      STREET_FIELDS.speed,
      STREET_FIELDS.lanes,
      STREET_FIELDS.width,
      STREET_FIELDS.borough,
    ],
  },
  pedestrianRamps: {
    id: 'pedestrianRamps',
    name: 'Pedestrian Ramps',
    color: '#ca8a04',
    geometry: 'point',
    style: icon(),
    source: soda('ufzp-rrqu', 'the_geom'),
  },
  parkingMeters: {
    id: 'parkingMeters',
    name: 'Parking Meters',
    color: '#4b5563',
    geometry: 'point',
    style: icon(),
    // location is a point column; lat/long (numbers) stand in should an answer carry no geometry.
    source: soda('693u-uax6', 'location', { latField: 'lat', lngField: 'long' }),
  },
  linknycKiosks: {
    id: 'linknycKiosks',
    name: 'LinkNYC Kiosks',
    color: '#6d28d9',
    geometry: 'point',
    style: icon(),
    // location is a legacy Location column (the CSV export writes it '(lat, lon)'): GeoJSON would carry
    // no geometry, so rows are asked for and placed by latitude/longitude.
    source: soda('s4kf-3yrf', 'location', { format: 'json', latField: 'latitude', lngField: 'longitude' }),
  },
  publicRestrooms: {
    id: 'publicRestrooms',
    name: 'Public Restrooms',
    color: '#0f766e',
    geometry: 'point',
    style: icon(),
    // The 2026 column profile names the geometry `location`, older answers `location_1`, and neither
    // records its type: the published columns decide, latitude/longitude stand in for a legacy Location.
    source: soda('i7jb-7jku', 'location', {
      geoFieldAlternatives: ['location_1'],
      latField: 'latitude',
      lngField: 'longitude',
    }),
  },
  drinkingFountains: {
    id: 'drinkingFountains',
    name: 'Drinking Fountains',
    color: '#0284c7',
    geometry: 'point',
    style: icon(),
    // The 2026 column profile names the geometry `point`; the original app asked for `the_geom`.
    source: soda('qnv7-p7a2', 'point', { geoFieldAlternatives: ['the_geom'] }),
  },
  sprayShowers: {
    id: 'sprayShowers',
    name: 'Spray Showers',
    color: '#06b6d4',
    geometry: 'point',
    style: icon(),
    source: soda('ckaz-6gaa', 'point'),
  },
  parksTrails: {
    id: 'parksTrails',
    name: 'Parks Trails',
    color: '#65a30d',
    geometry: 'line',
    style: { kind: 'line', width: 2.5, opacity: 0.85 },
    source: soda('vjbm-hsyr', 'shape', { spatial: 'intersects' }),
  },
  parkingLots: {
    id: 'parkingLots',
    name: 'Parking Lots',
    color: '#475569',
    geometry: 'polygon',
    style: { kind: 'fill', opacity: 0.3 },
    source: soda('7cgt-uhhz', 'the_geom', { spatial: 'intersects' }),
  },
  iceLadders: {
    id: 'iceLadders',
    name: 'Ice Ladders',
    color: '#0ea5e9',
    geometry: 'point',
    style: icon(),
    source: soda('eubv-y6cr', 'the_geom'),
  },
  parksSigns: {
    id: 'parksSigns',
    name: 'Parks Signs',
    color: '#15803d',
    geometry: 'point',
    style: icon(),
    source: soda('hv9n-xgy4', 'point'),
  },
  streetParkingSigns: {
    id: 'streetParkingSigns',
    name: 'Street Parking Signs',
    color: '#be123c',
    geometry: 'point',
    style: icon(),
    source: {
      kind: 'statePlane',
      host: 'nyc',
      dataset: 'nfid-uabd',
      xField: 'sign_x_coord',
      yField: 'sign_y_coord',
      select: [
        'order_number',
        'record_type',
        'order_type',
        'borough',
        'on_street',
        'on_street_suffix',
        'from_street',
        'from_street_suffix',
        'to_street',
        'to_street_suffix',
        'side_of_street',
        'order_completed_on_date',
        'sign_code',
        'sign_description',
        'sign_size',
        'sign_design_voided_on_date',
        'sign_location',
        'distance_from_intersection',
        'arrow_direction',
        'facing_direction',
        'sheeting_type',
        'support',
        'sign_notes',
        'sign_x_coord',
        'sign_y_coord',
      ],
    },
  },
  stationEnvelopes: {
    id: 'stationEnvelopes',
    name: 'Station Envelopes',
    color: '#334155',
    geometry: 'polygon',
    style: { kind: 'fill', opacity: 0.18 },
    source: {
      kind: 'soda',
      host: 'nys',
      dataset: 'vkng-7ivg',
      format: 'geojson',
      geoField: 'shape',
      spatial: 'intersects',
      select: ['station_name', 'agency', 'borough', 'shape_id'],
    },
  },
  dcwpParkingGarages: {
    id: 'dcwpParkingGarages',
    name: 'Licensed Garages',
    color: '#2563eb',
    geometry: 'polygon',
    style: { kind: 'fill', opacity: 0.25 },
    source: {
      kind: 'garages',
      host: 'nyc',
      dataset: 'w7w3-xahh',
      // The original app's value, then the older licence schema's three (tests/fixtures/open-data).
      categories: ['Garage & Parking Lot', 'Garage and Parking Lot', 'Garage', 'Parking Lot'],
      latField: 'latitude',
      lngField: 'longitude',
      footprints: { dataset: '5zhs-2jue', binField: 'bin' },
    },
  },
  accessiblePedSignals: {
    id: 'accessiblePedSignals',
    name: 'Accessible Pedestrian Signals',
    color: '#9333ea',
    geometry: 'point',
    style: icon(),
    source: soda('de3m-c5p4', 'the_geom', {
      select: ['location', 'boroname', 'borough', 'date_insta', 'point_x', 'point_y'],
      latField: 'point_y',
      lngField: 'point_x',
    }),
  },
  curbCuts: {
    id: 'curbCuts',
    name: 'Curb Cuts',
    color: '#6b7280',
    geometry: 'line',
    style: { kind: 'line', width: 2.2, opacity: 0.9 },
    source: { kind: 'arcgis', url: CURB_CUTS_URL },
  },
};

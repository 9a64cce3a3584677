/**
 * Every field the app reads from each real dataset, derived from the modules that read them (the layer
 * catalogue and its normalisers, the permit-area query, the street centreline's search and the zone
 * creator's widths), so nothing here can drift from the code. `npm run check:live` asks the live services
 * for each of these, and the contract tests hold the recorded real answers (tests/fixtures/open-data) to
 * them.
 *
 * A field is `required` when the app cannot work without it: the geometry, a filter, a join key, a
 * column named in `$select` (a missing one fails the whole request). The others fill a popup row or a
 * normalised property, which stays empty without them.
 */
import { PARKS_DATASET, PARKS_FIELDS, PARKS_GEOMETRY } from '../cityData/parksQuery';
import { CENTRELINE_DATASET, CENTRELINE_GEOMETRY, CENTRELINE_NAME } from '../intersections/centrelineQuery';
import { STREET_FIELDS, LAYER_CATALOGUE, type LayerDef } from './catalogue';
import { INFRASTRUCTURE_LAYER_IDS } from './ids';
import { GARAGE_FIELDS } from './normalise/garages';
import { CURB_CUT_FIELD, KIOSK_FIELDS, METER_FIELDS, SIGN_FIELDS, TREE_FIELDS } from './normalise/properties';
import { GEOMETRY_TYPES, LOCATION_TYPE } from './schema';
import type { SodaHost } from './sources';

/** Socrata's number types; coordinates in text columns are read too, but `between` needs a number. */
export const NUMBER_TYPES: readonly string[] = ['number', 'double'];

export interface FieldRead {
  /** The names the app reads, the first the dataset has wins (an earlier or disputed name follows). */
  names: readonly string[];
  /** What the app does with it, in words. */
  use: string;
  /** The Socrata types (ArcGIS: esri types) the app can use it as; absent: any. */
  types?: readonly string[];
  required: boolean;
}

export interface DatasetRead {
  /** 'nyc' / 'nys' Socrata hosts, or 'arcgis' for the curb-cut feature layer. */
  host: SodaHost | 'arcgis';
  /** The 4x4 id, or the ArcGIS query URL. */
  dataset: string;
  /** Who reads it: layer names, 'Permit areas', 'Intersections', 'Zone creator'. */
  readers: string[];
  fields: FieldRead[];
}

const GEO_TYPES = [...GEOMETRY_TYPES];
const POINT_SPATIAL_TYPES = [...GEOMETRY_TYPES, LOCATION_TYPE];

function add(list: FieldRead[], field: FieldRead): void {
  const key = field.names.join('|');
  const same = list.find((f) => f.names.join('|') === key);
  if (!same) list.push({ ...field });
  else if (field.required && !same.required) Object.assign(same, { required: true, use: field.use });
}

function popupFields(def: LayerDef, list: FieldRead[]): void {
  for (const p of def.popup ?? []) add(list, { names: p.keys, use: `popup row '${p.label}'`, required: false });
}

function normalisedFields(fields: Readonly<Record<string, readonly string[]>>, list: FieldRead[]): void {
  for (const [name, keys] of Object.entries(fields))
    add(list, { names: keys, use: `the normalised ${name}`, required: false });
}

/** What one layer reads from its dataset(s), keyed by host + dataset. */
function layerReads(def: LayerDef): Array<{ host: SodaHost | 'arcgis'; dataset: string; fields: FieldRead[] }> {
  const s = def.source;
  const fields: FieldRead[] = [];
  switch (s.kind) {
    case 'local':
      return [];
    case 'arcgis':
      add(fields, { names: ['OBJECTID'], use: 'the paging order (orderByFields)', required: true });
      add(fields, { names: [CURB_CUT_FIELD], use: 'the curb-cut kind (midblock, corner)', required: false });
      return [{ host: 'arcgis', dataset: s.url, fields }];
    case 'statePlane':
      add(fields, {
        names: [s.xField],
        use: 'the sign position (state-plane feet)',
        types: NUMBER_TYPES,
        required: true,
      });
      add(fields, {
        names: [s.yField],
        use: 'the sign position (state-plane feet)',
        types: NUMBER_TYPES,
        required: true,
      });
      for (const f of s.select) add(fields, { names: [f], use: 'asked in $select', required: true });
      normalisedFields(SIGN_FIELDS, fields);
      return [{ host: s.host, dataset: s.dataset, fields }];
    case 'garages':
      add(fields, { names: ['business_category'], use: 'the garage filter', required: true });
      add(fields, { names: [s.latField], use: 'the box filter (between)', types: NUMBER_TYPES, required: true });
      add(fields, { names: [s.lngField], use: 'the box filter (between)', types: NUMBER_TYPES, required: true });
      add(fields, { names: [s.footprints.binField], use: 'the join to building footprints', required: true });
      normalisedFields(GARAGE_FIELDS, fields);
      return [
        { host: s.host, dataset: s.dataset, fields },
        {
          host: s.host,
          dataset: s.footprints.dataset,
          fields: [
            { names: [s.footprints.binField], use: 'the join to the licences ($where bin in(...))', required: true },
            {
              names: [],
              use: 'the footprint outline (the GeoJSON geometry)',
              types: ['polygon', 'multipolygon'],
              required: true,
            },
          ],
        },
      ];
    case 'soda': {
      const spatialTypes = s.spatial === 'intersects' ? GEO_TYPES : POINT_SPATIAL_TYPES;
      add(fields, {
        names: [s.geoField, ...(s.geoFieldAlternatives ?? [])],
        use: `the geometry (${s.spatial})`,
        types: spatialTypes,
        required: true,
      });
      if (s.latField && s.lngField) {
        add(fields, { names: [s.latField], use: 'the latitude when the answer has no geometry', required: false });
        add(fields, { names: [s.lngField], use: 'the longitude when the answer has no geometry', required: false });
      }
      if (s.filter)
        add(fields, {
          names: [s.filter.field],
          use: `the filter = ${s.filter.value}`,
          types: ['text', 'checkbox'],
          required: true,
        });
      for (const f of s.select ?? []) add(fields, { names: [f], use: 'asked in $select', required: true });
      if (def.id === 'trees') normalisedFields(TREE_FIELDS, fields);
      if (def.id === 'parkingMeters') normalisedFields(METER_FIELDS, fields);
      if (def.id === 'linknycKiosks') normalisedFields(KIOSK_FIELDS, fields);
      popupFields(def, fields);
      return [{ host: s.host, dataset: s.dataset, fields }];
    }
  }
}

/** Every dataset the app reads, with every field it reads there. */
export function datasetsRead(): DatasetRead[] {
  const byKey = new Map<string, DatasetRead>();
  const merge = (host: DatasetRead['host'], dataset: string, reader: string, fields: FieldRead[]) => {
    const key = `${host}/${dataset}`;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { host, dataset, readers: [], fields: [] }));
    if (!entry.readers.includes(reader)) entry.readers.push(reader);
    for (const f of fields) add(entry.fields, f);
  };
  merge('nyc', PARKS_DATASET, 'Permit areas', [
    {
      names: [PARKS_GEOMETRY],
      use: 'the area (simplified in $select)',
      types: ['polygon', 'multipolygon'],
      required: true,
    },
    ...PARKS_FIELDS.map((f) => ({ names: [f], use: 'asked in $select, read by the area parser', required: true })),
  ]);
  merge('nyc', CENTRELINE_DATASET, 'Intersections', [
    {
      names: [CENTRELINE_GEOMETRY],
      use: 'the segment (intersects, nodes at its ends)',
      types: ['line', 'multiline'],
      required: true,
    },
    { names: [CENTRELINE_NAME], use: 'the street name (asked in $select, searched by word)', required: true },
  ]);
  merge('nyc', CENTRELINE_DATASET, 'Zone creator', [
    {
      names: [CENTRELINE_GEOMETRY],
      use: 'the segment along the zone (intersects)',
      types: ['line', 'multiline'],
      required: true,
    },
    { names: STREET_FIELDS.width.keys, use: "the zone's curb-to-curb width (feet)", required: false },
    { names: STREET_FIELDS.lanes.keys, use: "the zone's lane count", required: false },
  ]);
  for (const id of INFRASTRUCTURE_LAYER_IDS) {
    const def = LAYER_CATALOGUE[id];
    for (const read of layerReads(def)) merge(read.host, read.dataset, def.name, read.fields);
  }
  return [...byKey.values()];
}

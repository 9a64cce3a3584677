/**
 * What the app expects of each outside service, in one table: the place every query is asked around,
 * the queries it sends (built by the app's own URL builders, so the table cannot drift from the code),
 * the answer each must give (format, geometry, fields), and the states that are expected although they
 * look like a failure (a column the city does not publish), each with its evidence.
 *
 * The columns and types of each dataset are the field reads of src/shared/layers/fieldsRead.ts (derived
 * from the code that reads them); this table adds what those cannot say: the answers' shapes.
 */
import { parksPageUrl } from '../../src/shared/cityData/parksQuery';
import type { BBox } from '../../src/shared/geometry/bbox';
import { cellSegmentsUrl, cellsCovering, CENTRELINE_DATASET } from '../../src/shared/intersections/centrelineQuery';
import { LAYER_CATALOGUE, type GeometryClass, type LayerDef } from '../../src/shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from '../../src/shared/layers/ids';
import { curbCutsUrl } from '../../src/shared/layers/query';
import { UNPUBLISHED_COLUMNS } from '../../src/shared/layers/unpublished';
import {
  CARTO_STYLE_URLS,
  SATELLITE_LABEL_TILE_URL,
  SATELLITE_TILE_URLS,
  type SatelliteYear,
} from '../../src/shared/map/basemaps';
import { buildPlaceSearchUrl } from '../../src/shared/net/placeSearch';

/** Every query is asked around one fixed place: Bryant Park, where every layer has features. */
export const PLACE = { name: 'Bryant Park, Manhattan', lng: -73.9835, lat: 40.7536 } as const;

/** A small box around the place (about 340 m by 330 m): one page of every layer, as a focus asks. */
export const PROBE_BOX: BBox = [PLACE.lng - 0.002, PLACE.lat - 0.0015, PLACE.lng + 0.002, PLACE.lat + 0.0015];

/** A column the app reads that the service does not publish, and why that is expected. */
export interface ExpectedAbsence {
  dataset: string;
  field: string;
  /** The evidence, in its own words, and what the app does about it. */
  evidence: string;
}

/**
 * The columns known to be missing. Should one appear, check:live says so (a difference: the record
 * is out of date), and the layer that reads it works by itself (its columns are read on each load).
 */
export const EXPECTED_ABSENT: readonly ExpectedAbsence[] = [
  ...INFRASTRUCTURE_LAYER_IDS.flatMap((id) => {
    const u = UNPUBLISHED_COLUMNS[id];
    return u ? [{ dataset: u.dataset, field: u.field, evidence: u.text }] : [];
  }),
  {
    dataset: '5bgh-vtsn',
    field: 'status',
    evidence:
      "The spec's hydrant popup has a Status row; the 2026 column profile of the dataset has no status column (tests/fixtures/open-data/data.cityofnewyork.us/5bgh-vtsn.json). The row stays empty.",
  },
  {
    dataset: '5bgh-vtsn',
    field: 'rj_type',
    evidence:
      "The spec's hydrant popup has a Type row (the original app reads rj_type); the 2026 column profile has no such column. The row stays empty.",
  },
];

export function expectedAbsence(dataset: string, names: readonly string[]): ExpectedAbsence | undefined {
  return EXPECTED_ABSENT.find((a) => a.dataset === dataset && names.includes(a.field));
}

/** What an answer must be. */
export type AnswerShape =
  /** A GeoJSON FeatureCollection whose features carry a geometry of this class. */
  | {
      kind: 'geojson';
      geometry: GeometryClass;
      /** The fields that place a feature the GeoJSON gives no geometry (a legacy Location column). */
      at?: { latField: string; lngField: string };
    }
  /** JSON rows, each located by a geometry column, a location column or two coordinate fields. */
  | { kind: 'rows'; geometry: GeometryClass; geoField?: string; latField?: string; lngField?: string }
  /** A MapLibre style (version 8, sources, layers), then one tile of its first tiled source. */
  | { kind: 'style' }
  /** An image tile. */
  | { kind: 'tile' }
  /** A Pelias FeatureCollection with at least one place. */
  | { kind: 'places' };

/** One request the app sends, asked once by check:live. */
export interface Probe {
  /** What the app sends it for: 'Street Trees', 'Permit areas (simplified)', 'Satellite 2024 tile' … */
  name: string;
  url: string;
  /** The Accept header the app sends (the app's own choice by the URL's format). */
  accept?: string;
  shape: AnswerShape;
}

/** The tile column and row of the place at zoom z (Web Mercator, XYZ). */
export function tileAt(z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const rad = (PLACE.lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((PLACE.lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

export function tileUrl(template: string, z: number): string {
  const t = tileAt(z);
  return template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y));
}

/** The zoom the imagery and the basemap tile are asked at: a block or two around the place. */
export const TILE_ZOOM = 16;

/** The layers' queries that depend on no published columns, and the services besides open data. */
export function fixedProbes(): Probe[] {
  const cell = cellsCovering(PROBE_BOX)[0]!;
  const years = Object.keys(SATELLITE_TILE_URLS).map(Number) as SatelliteYear[];
  return [
    {
      name: 'Permit areas (simplify_preserve_topology … AS multipolygon)',
      url: parksPageUrl(0, { pageSize: 2 }),
      shape: { kind: 'geojson', geometry: 'polygon' },
    },
    {
      name: `Intersections (${CENTRELINE_DATASET}, one 0.02° cell)`,
      url: cellSegmentsUrl(cell),
      shape: { kind: 'geojson', geometry: 'line' },
    },
    { name: 'Place search (NYC GeoSearch)', url: buildPlaceSearchUrl('Bryant Park', null)!, shape: { kind: 'places' } },
    { name: 'Streets basemap style (CARTO Positron)', url: CARTO_STYLE_URLS.light, shape: { kind: 'style' } },
    ...years.map((year) => ({
      name: `Satellite ${year} tile`,
      url: tileUrl(SATELLITE_TILE_URLS[year], TILE_ZOOM),
      shape: { kind: 'tile' } as const,
    })),
    { name: 'Satellite labels tile', url: tileUrl(SATELLITE_LABEL_TILE_URL, TILE_ZOOM), shape: { kind: 'tile' } },
  ];
}

/** The ArcGIS paging check: two pages of this size under the app's order, with resultOffset. */
export const ARCGIS_PAGE = 5;

export function curbCutPageUrls(): [string, string] {
  const size = `&resultRecordCount=${ARCGIS_PAGE}`;
  return [`${curbCutsUrl(PROBE_BOX)}${size}`, `${curbCutsUrl(PROBE_BOX, ARCGIS_PAGE)}${size}`];
}

/** Every layer read from a service (not the bundled files), with its definition. */
export function servedLayers(): Array<{ id: InfrastructureLayerId; def: LayerDef }> {
  return INFRASTRUCTURE_LAYER_IDS.map((id) => ({ id, def: LAYER_CATALOGUE[id] })).filter(
    (l) => l.def.source.kind !== 'local',
  );
}

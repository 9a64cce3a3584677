/**
 * Where each layer's data comes from: NYC and NY State open-data (Socrata SODA) datasets by id,
 * the city's curb-cut FeatureServer, and two files shipped with the app.
 */
export const OPEN_DATA_HOSTS = {
  nyc: 'https://data.cityofnewyork.us',
  nys: 'https://data.ny.gov',
} as const;

export type SodaHost = keyof typeof OPEN_DATA_HOSTS;

export const CURB_CUTS_URL =
  'https://services6.arcgis.com/yG5s3afENB5iO9fj/ArcGIS/rest/services/Curb_Cut_2022/FeatureServer/5/query';

/**
 * A flag filter (`field = value`). `unconfirmed`: no independent source names the column, its type or
 * its values, so the dataset's published columns are read first: a missing column is named in the
 * layer's row, and a checkbox (boolean) column is compared with a boolean rather than text.
 */
export interface SodaFilter {
  field: string;
  value: string;
  unconfirmed?: boolean;
  /** Set once the published columns say the column is a checkbox: compared as `field = true`. */
  asBoolean?: boolean;
}

/** A within-box or polygon-intersects query on a dataset's geometry column. */
export interface SodaSource {
  kind: 'soda';
  host: SodaHost;
  dataset: string;
  /** '.geojson' answers features; '.json' answers rows that carry coordinates in fields. */
  format: 'geojson' | 'json';
  geoField: string;
  /**
   * Other names real answers have given the geometry column; when there are any, the dataset's
   * published columns decide which one is asked for (see schema.ts).
   */
  geoFieldAlternatives?: readonly string[];
  spatial: 'within_box' | 'intersects';
  filter?: SodaFilter;
  select?: readonly string[];
  /** Row fields that hold the coordinates when the answer has no geometry (a legacy Location column in GeoJSON). */
  latField?: string;
  lngField?: string;
}

/** Parking regulation signs: rows located by state-plane feet in two fields. */
export interface StatePlaneSource {
  kind: 'statePlane';
  host: SodaHost;
  dataset: string;
  xField: string;
  yField: string;
  select: readonly string[];
}

/**
 * Licensed garages: the business rows near the site, then their building footprints by BIN. No
 * `$select`: the licence dataset's address columns were renamed (see tests/fixtures/open-data), and a
 * select naming a column the answer lacks fails the whole request.
 */
export interface GaragesSource {
  kind: 'garages';
  host: SodaHost;
  dataset: string;
  /** Every value the garages' category has been seen with; the current one is unconfirmed. */
  categories: readonly string[];
  latField: string;
  lngField: string;
  footprints: { dataset: string; binField: string };
}

export interface ArcGisSource {
  kind: 'arcgis';
  url: string;
}

/** A GeoJSON file served with the app, clipped to the focused box in the worker. */
export interface LocalSource {
  kind: 'local';
  /** The real data (`npm run data:fetch`); under ?demo its sample copy in DEMO_STATIC_DIR is used instead. */
  path: string;
}

/** Where the sample copies of the local layer files are served (`npm run data:demo`); asked for only under ?demo. */
export const DEMO_STATIC_DIR = '/data/demo';

/** The ?demo copy of a local layer file: the same name under DEMO_STATIC_DIR. */
export function demoLocalPath(path: string): string {
  return `${DEMO_STATIC_DIR}/${path.slice(path.lastIndexOf('/') + 1)}`;
}

export type LayerSource = SodaSource | StatePlaneSource | GaragesSource | ArcGisSource | LocalSource;

export function sodaResourceUrl(host: SodaHost, dataset: string, format: 'geojson' | 'json'): string {
  return `${OPEN_DATA_HOSTS[host]}/resource/${dataset}.${format}`;
}

/** Socrata's views metadata of a dataset: its name, `rowsUpdatedAt` and published columns. */
export function sodaViewUrl(host: SodaHost, dataset: string): string {
  return `${OPEN_DATA_HOSTS[host]}/api/views/${dataset}.json`;
}

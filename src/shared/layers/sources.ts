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

/** A within-box or polygon-intersects query on a dataset's geometry column. */
export interface SodaSource {
  kind: 'soda';
  host: SodaHost;
  dataset: string;
  /** '.geojson' answers features; '.json' answers rows that carry coordinates in fields. */
  format: 'geojson' | 'json';
  geoField: string;
  spatial: 'within_box' | 'intersects';
  filter?: { field: string; value: string };
  select?: readonly string[];
  /** Row fields that hold the coordinates when the answer has no geometry. */
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

/** Licensed garages: the business rows near the site, then their building footprints by BIN. */
export interface GaragesSource {
  kind: 'garages';
  host: SodaHost;
  dataset: string;
  category: string;
  latField: string;
  lngField: string;
  select: readonly string[];
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

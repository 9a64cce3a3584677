/**
 * The stand-in's data model: Socrata datasets as rows (the geometry column holding a GeoJSON
 * geometry, as Socrata's `.json` answers carry it) and ArcGIS feature layers as GeoJSON features.
 */

/** A Socrata row: column name to value. Values are kept as Socrata's JSON gives them (numbers as strings). */
export type Row = Record<string, unknown>;

export interface SodaDataset {
  /** The dataset's spatial column (a geometry, or a legacy location), or null. */
  geoField: string | null;
  /**
   * The published columns and their Socrata types (`dataTypeName`), in order; a column left out is
   * typed from its values (columns.ts). The demo store declares every one, from the recorded answers.
   */
  columns?: Readonly<Record<string, string>>;
  /** Rows in `:id` order. A key with a null value still declares the column. */
  rows: Row[];
  /** What the dataset's page says of it (`/api/views/{id}.json`): its name and when its rows last changed. */
  view?: DatasetView;
}

/** The few fields of Socrata's views metadata the app reads (its columns come from the dataset's). */
export interface DatasetView {
  name: string;
  /** Unix seconds, as Socrata gives it. */
  rowsUpdatedAt: number;
}

export interface ArcGisFeature {
  type: 'Feature';
  geometry: unknown;
  properties: Record<string, unknown>;
}

export interface ArcGisLayer {
  features: ArcGisFeature[];
  /** Defaults to 2000, the usual maxRecordCount of a hosted feature layer. */
  maxRecordCount?: number;
}

export interface DatasetStore {
  /** Socrata datasets by host name, then dataset id: `soda['data.cityofnewyork.us']['hn5i-inap']`. */
  soda: Record<string, Record<string, SodaDataset>>;
  /** ArcGIS feature layers by their query URL without a query string (e.g. the curb-cut URL in sources.ts). */
  arcgis: Record<string, ArcGisLayer>;
}

export interface StandInResponse {
  status: number;
  contentType: string;
  body: string;
}

/** A request the stand-in refuses: turned into a Socrata-like (or ArcGIS-like) error answer. */
export class QueryError extends Error {
  override name = 'QueryError';

  constructor(
    message: string,
    readonly status = 400,
    readonly code = 'query.compiler.malformed',
  ) {
    super(message);
  }
}

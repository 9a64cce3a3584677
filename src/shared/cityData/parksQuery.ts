/**
 * The city's permit areas, asked of NYC Open Data when the app's bundled parks file is a sample:
 * NYC Parks "Parks Permit Areas" (c5vm-g2dk), only the fields the app reads, the geometry simplified
 * by the service (SoQL simplify_preserve_topology) so a lawn keeps its shape to about half a metre,
 * paged in a stable order. Sources: dev.socrata.com/docs/functions/simplify_preserve_topology,
 * /docs/queries/limit, /docs/queries/offset, /docs/formats/geojson.
 */
import { OPEN_DATA_HOSTS, sodaViewUrl } from '../layers/sources';

export const PARKS_DATASET = 'c5vm-g2dk';
/** The dataset's geometry column. */
export const PARKS_GEOMETRY = 'multipolygon';
/** The columns the app reads (names, the chooser's details, the canonical-area key). */
export const PARKS_FIELDS = [
  'name',
  'propertyname',
  'subpropertyname',
  'system',
  'borough',
  'acres',
  'gispropnum',
] as const;

/**
 * Half a metre in degrees of latitude (0.5 / 111,320 m); in longitude at New York's latitude it is
 * about 0.42 m. PostGIS, which SoQL's simplify runs on, measures the tolerance in the geometry's own
 * units, here degrees.
 */
export const SIMPLIFY_TOLERANCE_DEG = 0.0000045;

/** Rows per request: a page of simplified areas stays well inside the 10 s limit on a slow connection. */
export const PARKS_PAGE_SIZE = 2000;
/** A run-away guard: the dataset has a few thousand areas. */
export const PARKS_MAX_PAGES = 25;

const enc = encodeURIComponent;

export function parksSelect(simplify = true): string {
  const geometry = simplify
    ? `simplify_preserve_topology(${PARKS_GEOMETRY}, ${SIMPLIFY_TOLERANCE_DEG.toFixed(7)}) AS ${PARKS_GEOMETRY}`
    : PARKS_GEOMETRY;
  return [...PARKS_FIELDS, geometry].join(',');
}

/** One page of the city's permit areas, as GeoJSON, in the dataset's row order (:id), so pages never overlap. */
export function parksPageUrl(offset: number, options: { simplify?: boolean; pageSize?: number } = {}): string {
  const limit = options.pageSize ?? PARKS_PAGE_SIZE;
  return (
    `${OPEN_DATA_HOSTS.nyc}/resource/${PARKS_DATASET}.geojson?$select=${enc(parksSelect(options.simplify ?? true))}` +
    `&$order=${enc(':id')}&$limit=${limit}${offset > 0 ? `&$offset=${offset}` : ''}`
  );
}

/** Socrata's views metadata of a dataset: its name and `rowsUpdatedAt`, when its rows last changed. */
export function datasetViewUrl(dataset: string): string {
  return sodaViewUrl('nyc', dataset);
}

/** The day a dataset's rows last changed, from its views metadata (Unix seconds), as YYYY-MM-DD; null when absent. */
export function rowsUpdatedDate(view: unknown): string | null {
  const seconds = view && typeof view === 'object' ? (view as { rowsUpdatedAt?: unknown }).rowsUpdatedAt : undefined;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Command-line flags of `npm run data:fetch`, parsed into one typed options object. */
import { parseArgs } from 'node:util';
import { GEOGRAPHY_TYPES, isGeographyType, type GeographyType } from '../../src/shared/geography/modes';
import {
  CENTERLINE_DATASET_ID,
  CENTERLINE_NAME_FIELD,
  CITIBIKE_GBFS_URL,
  DEFAULT_BASE_URL,
  DEFAULT_OUT_DIR,
  DEFAULT_STATIC_OUT_DIR,
  PARKS_DATASET_ID,
  PLAZAS_DATASET_ID,
} from './datasets';
import { isStaticLayerName, STATIC_LAYERS, type StaticLayerName } from './staticLayers';
import { errorMessage } from '../../src/shared/errors/errorMessage';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** What --only names: the permit-area geographies and the app's static point layers. */
export type DatasetName = GeographyType | StaticLayerName;

/** Canonical run order: the geographies, then the static layers. */
export const DATASET_NAMES: readonly DatasetName[] = [...GEOGRAPHY_TYPES, ...STATIC_LAYERS];

export interface FetchOptions {
  /**
   * Read DIR/{parks,plazas,intersections,centerline}.geojson, DIR/citibike_stations.geojson (or a
   * GBFS DIR/station_information.json) and DIR/bus_stops_nyc.geojson (or a GTFS DIR/stops.txt)
   * instead of the network.
   */
  from?: string;
  baseUrl: string;
  outDir: string;
  /** Where citibike_stations.geojson and bus_stops_nyc.geojson are written. */
  staticOutDir: string;
  /** The datasets to run, in DATASET_NAMES order. */
  only: DatasetName[];
  /**
   * Static layers left out of the default list because --out was given without --static-out: a run
   * aimed at another directory should not quietly replace the app's files in public/data/static.
   */
  heldBack: StaticLayerName[];
  /** The GBFS station_information.json the Citi Bike stations come from. */
  citibikeUrl: string;
  pageSize: number;
  maxPages?: number;
  ids: { parks: string; plazas: string; centerline: string };
  centerlineNameField: string;
  /** Optional SoQL filter for centreline segments, e.g. "rw_type = '1'" (streets only). */
  centerlineWhere?: string;
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  /** From NYC_OPEN_DATA_APP_TOKEN; raises Socrata's rate limit when sent as X-App-Token. */
  appToken?: string;
  /** --as-of: the date of local files' data when the file itself does not say (YYYY-MM-DD). */
  asOf?: string;
}

export const USAGE = `Usage: tsx scripts/data-fetch.ts [options]

Replaces the demo permit areas with the real NYC Open Data datasets, and the sample Citi Bike
stations and bus stops the app serves with real ones.

Datasets (--only): ${GEOGRAPHY_TYPES.join(', ')} -> --out; citibike, busStops -> --static-out.
  citibike   the Citi Bike GBFS station list (--citibike-url)
  busStops   no public feed to fetch: only from --from DIR (bus_stops_nyc.geojson or GTFS stops.txt);
             without --from it is skipped with a note and its file is left unchanged
By default all of them run. If --out is given without --static-out, the default leaves out
citibike and busStops (so a trial run does not replace ${DEFAULT_STATIC_OUT_DIR}); name them in --only
or give --static-out to include them.

  --from DIR                read local files instead of the network: DIR/parks.geojson,
                            DIR/plazas.geojson, DIR/intersections.geojson (or a raw CSCL
                            DIR/centerline.geojson), DIR/citibike_stations.geojson (or a GBFS
                            DIR/station_information.json), DIR/bus_stops_nyc.geojson (or a GTFS
                            DIR/stops.txt); a missing file leaves that dataset's file unchanged
  --base-url URL            SODA host (default ${DEFAULT_BASE_URL})
  --out DIR                 output directory for the areas (default ${DEFAULT_OUT_DIR})
  --static-out DIR          output directory for citibike/busStops (default ${DEFAULT_STATIC_OUT_DIR})
  --only LIST               comma-separated subset of ${DATASET_NAMES.join(',')}
  --citibike-url URL        GBFS station_information.json (default
                            ${CITIBIKE_GBFS_URL})
  --page-size N             rows per request ($limit, default 5000)
  --max-pages N             stop each dataset after N pages (default: no limit)
  --parks-id ID             default ${PARKS_DATASET_ID}
  --plazas-id ID            default ${PLAZAS_DATASET_ID}
  --centerline-id ID        default ${CENTERLINE_DATASET_ID}
  --centerline-name-field F default ${CENTERLINE_NAME_FIELD}
  --centerline-where SOQL   optional $where for centreline segments
  --retries N               retries for 429/5xx/network errors (default 3)
  --retry-delay-ms N        first back-off, doubled per retry (default 1000)
  --timeout-ms N            per request (default 120000)
  --as-of YYYY-MM-DD        with --from: the date of the data in files that do not carry one (a
                            dataset's own date, or a YYYYMMDD stamp in its name, wins); written
                            into each file's "dataset" description, which the app shows

Every file written is minified and describes itself: {"dataset": {"sample": false, "title",
"source", "asOf"}}. The app shows that description beside the data.

Env: NYC_OPEN_DATA_APP_TOKEN is sent as X-App-Token when set.`;

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer >= ${min}, got "${value}"`);
  return n;
}

function onlyList(value: string | undefined): DatasetName[] {
  if (value === undefined) return [...DATASET_NAMES];
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.filter((s) => !isGeographyType(s) && !isStaticLayerName(s));
  if (bad.length || items.length === 0)
    throw new UsageError(`--only takes ${DATASET_NAMES.join(', ')}; got "${value}"`);
  // Keep the canonical order so output and logs do not depend on how the list was typed.
  return DATASET_NAMES.filter((t) => items.includes(t));
}

function httpUrl(flag: string, value: string | undefined, fallback: string): string {
  const url = value ?? fallback;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`--${flag} must be an http(s) URL, got "${url}"`);
  }
  return url;
}

/** Returns null when --help was asked for. */
export function parseFetchArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): FetchOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        from: { type: 'string' },
        'base-url': { type: 'string' },
        out: { type: 'string' },
        'static-out': { type: 'string' },
        only: { type: 'string' },
        'citibike-url': { type: 'string' },
        'page-size': { type: 'string' },
        'max-pages': { type: 'string' },
        'parks-id': { type: 'string' },
        'plazas-id': { type: 'string' },
        'centerline-id': { type: 'string' },
        'centerline-name-field': { type: 'string' },
        'centerline-where': { type: 'string' },
        retries: { type: 'string' },
        'retry-delay-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        'as-of': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
  if (values.help) return null;
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new UsageError(`--as-of must be a date YYYY-MM-DD, got "${asOf}"`);
  const token = env.NYC_OPEN_DATA_APP_TOKEN?.trim();
  const maxPages = values['max-pages'] === undefined ? undefined : integer('max-pages', values['max-pages'], 0, 1);
  let only = onlyList(values.only);
  let heldBack: StaticLayerName[] = [];
  if (values.only === undefined && values.out !== undefined && values['static-out'] === undefined) {
    heldBack = only.filter(isStaticLayerName);
    only = only.filter((name) => !isStaticLayerName(name));
  }
  return {
    ...(values.from !== undefined ? { from: values.from } : {}),
    baseUrl: httpUrl('base-url', values['base-url'], DEFAULT_BASE_URL),
    outDir: values.out ?? DEFAULT_OUT_DIR,
    staticOutDir: values['static-out'] ?? DEFAULT_STATIC_OUT_DIR,
    only,
    heldBack,
    citibikeUrl: httpUrl('citibike-url', values['citibike-url'], CITIBIKE_GBFS_URL),
    pageSize: integer('page-size', values['page-size'], 5000, 1),
    ...(maxPages !== undefined ? { maxPages } : {}),
    ids: {
      parks: values['parks-id'] ?? PARKS_DATASET_ID,
      plazas: values['plazas-id'] ?? PLAZAS_DATASET_ID,
      centerline: values['centerline-id'] ?? CENTERLINE_DATASET_ID,
    },
    centerlineNameField: values['centerline-name-field'] ?? CENTERLINE_NAME_FIELD,
    ...(values['centerline-where'] ? { centerlineWhere: values['centerline-where'] } : {}),
    retries: integer('retries', values.retries, 3, 0),
    retryDelayMs: integer('retry-delay-ms', values['retry-delay-ms'], 1000, 0),
    timeoutMs: integer('timeout-ms', values['timeout-ms'], 120_000, 1),
    ...(token ? { appToken: token } : {}),
    ...(asOf !== undefined ? { asOf } : {}),
  };
}

/** Command-line flags of `npm run data:fetch`, parsed into one typed options object. */
import { parseArgs } from 'node:util';
import { GEOGRAPHY_TYPES, isGeographyType, type GeographyType } from '../../src/shared/geography/modes';
import { CENTERLINE_DATASET_ID, CENTERLINE_NAME_FIELD, DEFAULT_BASE_URL, DEFAULT_OUT_DIR, PARKS_DATASET_ID, PLAZAS_DATASET_ID } from './datasets';

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface FetchOptions {
  /** Read DIR/{parks,plazas,intersections,centerline}.geojson instead of the network. */
  from?: string;
  baseUrl: string;
  outDir: string;
  only: GeographyType[];
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
}

export const USAGE = `Usage: tsx scripts/data-fetch.ts [options]

Replaces the demo permit areas with the real NYC Open Data datasets.

  --from DIR                read DIR/parks.geojson, DIR/plazas.geojson, DIR/intersections.geojson
                            (or a raw CSCL DIR/centerline.geojson) instead of the network
  --base-url URL            SODA host (default ${DEFAULT_BASE_URL})
  --out DIR                 output directory (default ${DEFAULT_OUT_DIR})
  --only LIST               comma-separated subset of ${GEOGRAPHY_TYPES.join(',')}
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

Env: NYC_OPEN_DATA_APP_TOKEN is sent as X-App-Token when set.`;

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer >= ${min}, got "${value}"`);
  return n;
}

function onlyList(value: string | undefined): GeographyType[] {
  if (value === undefined) return [...GEOGRAPHY_TYPES];
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = items.filter((s) => !isGeographyType(s));
  if (bad.length || items.length === 0) throw new UsageError(`--only takes ${GEOGRAPHY_TYPES.join(', ')}; got "${value}"`);
  // Keep the canonical order so output and logs do not depend on how the list was typed.
  return GEOGRAPHY_TYPES.filter((t) => items.includes(t));
}

function baseUrl(value: string | undefined): string {
  const url = value ?? DEFAULT_BASE_URL;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`--base-url must be an http(s) URL, got "${url}"`);
  }
  return url;
}

/** Returns null when --help was asked for. */
export function parseFetchArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): FetchOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        from: { type: 'string' },
        'base-url': { type: 'string' },
        out: { type: 'string' },
        only: { type: 'string' },
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
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return null;
  const token = env.NYC_OPEN_DATA_APP_TOKEN?.trim();
  const maxPages = values['max-pages'] === undefined ? undefined : integer('max-pages', values['max-pages'], 0, 1);
  return {
    ...(values.from !== undefined ? { from: values.from } : {}),
    baseUrl: baseUrl(values['base-url']),
    outDir: values.out ?? DEFAULT_OUT_DIR,
    only: onlyList(values.only),
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
  };
}

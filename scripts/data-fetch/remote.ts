/** Fetches one geography's raw features from NYC Open Data (SODA), page by page, with progress lines. */
import type { GeographyType } from '../../src/shared/geography/modes';
import type { GeoFeature } from '../lib/geojson';
import { featuresOf } from './collection';
import { CENTERLINE_NAME_FALLBACKS } from './datasets';
import { defaultHttpDeps, fetchJson, type HttpDeps } from './http';
import { IntersectionCollector } from './intersections';
import type { FetchOptions } from './options';
import { fetchAllPages, type PageRequest, type PagingResult } from './paging';
import { buildSodaUrl } from './sodaUrl';

export type Log = (line: string) => void;

function headersFor(options: FetchOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/geo+json, application/json' };
  if (options.appToken) headers['X-App-Token'] = options.appToken;
  return headers;
}

function pagesSummary(result: PagingResult): string {
  return `${result.pages} page${result.pages === 1 ? '' : 's'}${result.complete ? '' : ' (stopped by --max-pages; more rows may exist)'}`;
}

async function fetchPaged(
  options: FetchOptions,
  label: string,
  datasetId: string,
  query: { select?: string; where?: string },
  onRows: (rows: GeoFeature[]) => void,
  log: Log,
  http: HttpDeps,
): Promise<PagingResult> {
  const headers = headersFor(options);
  const policy = { retries: options.retries, retryDelayMs: options.retryDelayMs, timeoutMs: options.timeoutMs };
  return fetchAllPages<GeoFeature>({
    limit: options.pageSize,
    ...(options.maxPages !== undefined ? { maxPages: options.maxPages } : {}),
    fetchPage: async ({ page, offset, limit }: PageRequest) => {
      const url = buildSodaUrl(options.baseUrl, datasetId, { ...query, limit, offset });
      return featuresOf(await fetchJson(url, headers, policy, http), `${label} page ${page} (${url})`);
    },
    onPage: (rows, { page, offset }) => {
      log(`${label}: page ${page} (offset ${offset}): ${rows.length} rows`);
      onRows(rows);
    },
  });
}

export async function fetchRemoteFeatures(
  mode: GeographyType,
  options: FetchOptions,
  log: Log,
  http: HttpDeps = defaultHttpDeps,
): Promise<GeoFeature[]> {
  if (mode === 'intersections') {
    const nameField = options.centerlineNameField;
    const collector = new IntersectionCollector([
      nameField,
      ...CENTERLINE_NAME_FALLBACKS.filter((f) => f !== nameField),
    ]);
    // Only the geometry and the name are needed; the full CSCL row is ~100 columns.
    const query = {
      select: `the_geom,${nameField}`,
      ...(options.centerlineWhere ? { where: options.centerlineWhere } : {}),
    };
    const result = await fetchPaged(
      options,
      `${mode} (centreline ${options.ids.centerline})`,
      options.ids.centerline,
      query,
      (rows) => collector.add(rows),
      log,
      http,
    );
    const points = collector.toCollection().features;
    log(
      `${mode}: ${collector.segments} segments in ${pagesSummary(result)} -> ${points.length} intersections${collector.unnamed ? ` (${collector.unnamed} unnamed segments ignored)` : ''}`,
    );
    return points;
  }
  const datasetId = mode === 'parks' ? options.ids.parks : options.ids.plazas;
  const features: GeoFeature[] = [];
  const result = await fetchPaged(
    options,
    `${mode} (${datasetId})`,
    datasetId,
    {},
    (rows) => features.push(...rows),
    log,
    http,
  );
  log(`${mode}: ${features.length} features in ${pagesSummary(result)}`);
  return features;
}

/**
 * Socrata SODA resource URLs. Paging uses $limit/$offset, and always an $order: without one SODA does
 * not promise the same row order between requests, so pages could overlap or skip rows.
 */
export interface SodaQuery {
  limit: number;
  offset: number;
  /** `:id` is the row id every SODA dataset has, which makes a stable default order. */
  order?: string;
  select?: string;
  where?: string;
}

export function buildSodaUrl(baseUrl: string, datasetId: string, query: SodaQuery): string {
  const base = new URL(baseUrl);
  // Keep any path prefix of the base URL (e.g. a proxy serving SODA under /socrata).
  const prefix = base.pathname.replace(/\/+$/, '');
  const url = new URL(`${prefix}/resource/${encodeURIComponent(datasetId)}.geojson`, base.origin);
  if (query.select) url.searchParams.set('$select', query.select);
  if (query.where) url.searchParams.set('$where', query.where);
  url.searchParams.set('$order', query.order ?? ':id');
  url.searchParams.set('$limit', String(query.limit));
  url.searchParams.set('$offset', String(query.offset));
  return url.toString();
}

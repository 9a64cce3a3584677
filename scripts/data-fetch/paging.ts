/**
 * The SODA paging loop: ask for `limit` rows at increasing offsets until a page comes back short.
 * Pages are handed to `onPage` as they arrive so a large dataset (the street centreline) never has to
 * be held in memory whole.
 */
export interface PageRequest {
  /** 1-based. */
  page: number;
  offset: number;
  limit: number;
}

export interface PagingOptions<T> {
  limit: number;
  /** Stop after this many pages even if the last was full (tests, quick trial runs). */
  maxPages?: number;
  fetchPage: (request: PageRequest) => Promise<T[]>;
  onPage: (rows: T[], request: PageRequest) => void;
}

export interface PagingResult {
  pages: number;
  rows: number;
  /** False when maxPages cut the loop short: more rows may exist. */
  complete: boolean;
}

export async function fetchAllPages<T>(options: PagingOptions<T>): Promise<PagingResult> {
  const { limit, maxPages = Infinity } = options;
  if (!Number.isInteger(limit) || limit <= 0)
    throw new RangeError(`page size must be a positive integer, got ${limit}`);
  let rows = 0;
  for (let page = 1; ; page++) {
    const request: PageRequest = { page, offset: rows, limit };
    const batch = await options.fetchPage(request);
    options.onPage(batch, request);
    rows += batch.length;
    // A short page is SODA's end-of-data signal. A page longer than asked for means the server ignored
    // $limit and sent everything; asking again at a larger offset would only fetch duplicates.
    if (batch.length !== limit) return { pages: page, rows, complete: true };
    if (page >= maxPages) return { pages: page, rows, complete: false };
  }
}

/**
 * Live intersections by street names ('Broadway & W 42 St'), anywhere in the city. The page's newer
 * query cancels it down to its requests; a new load ends it too (its life), and it then answers empty.
 */
import type { Job } from '../../shared/async/jobs';
import type { SearchHit } from '../../shared/geography/search';
import { loadByKey, type GeographyState } from './state';

export async function searchStreets(
  state: GeographyState,
  job: Job,
  tilesKey: string,
  query: string,
): Promise<SearchHit[]> {
  const load = loadByKey(state, tilesKey);
  if (!load?.nodes) return [];
  try {
    return await load.nodes.searchStreets(query, job.signal);
  } catch (error) {
    // Aborted by the load's end, not by the page: the query has no answer in this load.
    if (!job.signal.aborted && error instanceof DOMException && error.name === 'AbortError') return [];
    throw error;
  }
}

/**
 * The intersection search through the city's service: a query naming two streets ('Broadway & W 42
 * St') asks the geography worker to find where they meet anywhere in the city, while the street
 * centreline is in use. One latest-wins: a newer query (or leaving intersections) supersedes an older
 * one here (shared/async/latest.ts), and its signal cancels the worker's job down to its requests.
 */
import { latestOnly, type LatestAnswer } from '../../../shared/async/latest';
import type { SearchHit } from '../../../shared/geography/search';
import { parseStreetPair } from '../../../shared/intersections/streetSearch';
import { areasSource, areasState } from '../../store/areas';
import { geographyEngine } from '../engines/engines';

const search = latestOnly((signal, tilesKey: string, query: string) =>
  geographyEngine().job('searchStreets', [tilesKey, query], { signal }),
);

/** Ends the search in flight, if any (a new keystroke, another geography): its requests stop. */
export function cancelCityStreetSearch(): void {
  search.cancel();
}

/** The live tile set to search in, when the query names two streets and the centreline is in use. */
function liveKey(query: string): string | null {
  const state = areasState.peek();
  if (state.status !== 'shown' || areasSource.peek()?.kind !== 'centreline') return null;
  return parseStreetPair(query) ? state.tilesKey : null;
}

export function cityStreetSearchApplies(query: string): boolean {
  return liveKey(query) !== null;
}

export async function searchCityStreets(query: string): Promise<LatestAnswer<SearchHit[]>> {
  const key = liveKey(query);
  if (key === null) {
    search.cancel();
    return { current: true, value: [] };
  }
  return search(key, query);
}

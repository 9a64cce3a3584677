/**
 * Zone search, by the spec: 2+ characters, 250 ms after the last keystroke, 10 results, served by the
 * geography worker; in intersections mode a query naming two streets is also asked of the city's
 * street centreline (cityData/streetSearch.ts). A newer query supersedes an older one. The search runs
 * again when the areas finish loading, so a query typed early still finds them.
 */
import { effect, signal } from '@preact/signals-react';
import { ZONE_SEARCH } from '../../../shared/geography/constants';
import { debounce } from '../../../shared/async/debounce';
import { ifEngineStopped } from '../../../shared/async/engine';
import { latestOnly } from '../../../shared/async/latest';
import type { GeographyType } from '../../../shared/geography/modes';
import type { SearchHit } from '../../../shared/geography/search';
import { areasState } from '../../store/areas';
import { geographyType } from '../../store/geography';
import { cancelCityStreetSearch, cityStreetSearchApplies, searchCityStreets } from '../cityData/streetSearch';
import { geographyEngine } from '../engines/engines';
import { errorMessage } from '../../../shared/errors/errorMessage';

export type CityStreetSearch = 'idle' | 'searching' | { error: string };

export const zoneQuery = signal('');
export const zoneResults = signal<SearchHit[]>([]);
/** The worker has not answered the current query yet. */
export const zoneSearching = signal(false);
/** Intersections: where the city's street centreline search for the current query is. */
export const cityStreetSearch = signal<CityStreetSearch>('idle');

const askWorker = latestOnly((_signal, mode: GeographyType, query: string) => geographyEngine().search(mode, query));
// A search lost with a stopped engine is asked again when the restarted worker's areas are in (below).
const searchSoon = debounce(() => void search().catch(ifEngineStopped(undefined)), ZONE_SEARCH.debounceMs);

async function search(): Promise<void> {
  const query = zoneQuery.peek().trim();
  const answer = await askWorker(geographyType.peek(), query);
  if (!answer.current) return;
  zoneResults.value = answer.value;
  zoneSearching.value = false;
  if (!cityStreetSearchApplies(query)) return;
  cityStreetSearch.value = 'searching';
  try {
    const city = await searchCityStreets(query);
    if (!city.current || zoneQuery.peek().trim() !== query) return;
    const local = new Set(zoneResults.peek().map((h) => h.idx));
    const more = city.value.filter((h) => !local.has(h.idx));
    zoneResults.value = [...zoneResults.peek(), ...more].slice(0, ZONE_SEARCH.maxResults);
    cityStreetSearch.value = 'idle';
  } catch (error) {
    if (zoneQuery.peek().trim() === query) cityStreetSearch.value = { error: errorMessage(error) };
  }
}

function restart(): void {
  // The street search in flight is for a query (or a geography) that is no longer the one shown.
  cancelCityStreetSearch();
  cityStreetSearch.value = 'idle';
  if (zoneQuery.peek().trim().length < ZONE_SEARCH.minChars) {
    searchSoon.cancel();
    askWorker.cancel();
    zoneResults.value = [];
    zoneSearching.value = false;
    return;
  }
  zoneSearching.value = true;
  searchSoon();
}

export function setZoneQuery(text: string): void {
  zoneQuery.value = text;
  restart();
}

/** The search follows the geography and the areas' load (a query typed while they load is asked again). */
export function startZoneSearch(): () => void {
  return effect(() => {
    void areasState.value.status;
    void geographyType.value;
    restart();
  });
}

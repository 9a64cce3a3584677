/** Zone search: 2+ characters, 250 ms debounce, 10 results, served by the geography worker. */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { ZONE_SEARCH } from '../../shared/app/constants';
import { GEOGRAPHY_MODES } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { geographyEngine } from '../app/engines/engines';
import { selectSearchHit } from '../app/map/mapInteractions';
import { areasSource, areasState } from '../store/areas';
import { geographyType } from '../store/geography';
import { Highlighted } from './Highlighted';
import { cityStreetSearchApplies, searchCityStreets } from '../app/cityData/streetSearch';

export function ZoneSearch() {
  useSignals();
  const mode = GEOGRAPHY_MODES[geographyType.value];
  const query = useSignal('');
  const results = useSignal<SearchHit[]>([]);
  const searching = useSignal(false);
  /** Intersections: a two-street query is also asked of the city's street centreline. */
  const citySearch = useSignal<'idle' | 'searching' | { error: string }>('idle');
  // After a pick the list closes (it would cover the layers); typing opens it again.
  const picked = useSignal(false);
  const seq = useRef(0);
  const id = useId();
  const areasStatus = areasState.value.status;

  useEffect(() => {
    const q = query.value.trim();
    const ticket = ++seq.current;
    citySearch.value = 'idle';
    if (q.length < ZONE_SEARCH.minChars) {
      results.value = [];
      searching.value = false;
      return;
    }
    searching.value = true;
    const timer = setTimeout(() => {
      void geographyEngine()
        .search(mode.type, q)
        .then((hits) => {
          if (ticket !== seq.current) return;
          results.value = hits;
          searching.value = false;
          if (!cityStreetSearchApplies(q)) return;
          citySearch.value = 'searching';
          searchCityStreets(q).then(
            (answer) => {
              if (ticket !== seq.current || !answer.current) return;
              const local = new Set(results.value.map((h) => h.idx));
              results.value = [...results.value, ...answer.value.filter((h) => !local.has(h.idx))].slice(
                0,
                ZONE_SEARCH.maxResults,
              );
              citySearch.value = 'idle';
            },
            (error: unknown) => {
              if (ticket === seq.current)
                citySearch.value = { error: error instanceof Error ? error.message : String(error) };
            },
          );
        });
    }, ZONE_SEARCH.debounceMs);
    return () => clearTimeout(timer);
    // Re-run when the areas finish loading so a query typed early still finds them.
  }, [query.value, mode.type, areasStatus, query, results, searching, citySearch]);

  const choose = (hit: SearchHit) => {
    picked.value = true;
    void selectSearchHit(hit);
  };
  const q = query.value.trim();
  return (
    <section className="panel-section" data-tutorial="zone-search">
      <label className="section-title" htmlFor={id}>
        {mode.searchTitle}
      </label>
      <input
        id={id}
        className="text-input"
        type="search"
        placeholder={mode.searchPlaceholder}
        value={query.value}
        autoComplete="off"
        onChange={(e) => {
          query.value = e.target.value;
          picked.value = false;
        }}
        onFocus={() => (picked.value = false)}
      />
      {mode.type === 'intersections' && areasSource.value?.kind === 'centreline' && q.length < ZONE_SEARCH.minChars && (
        <p className="hint">
          Type two streets, like &lsquo;Broadway &amp; W 42 St&rsquo;, to find where they meet anywhere in the city.
        </p>
      )}
      {results.value.length > 0 && !picked.value && (
        <ul className="result-list" aria-label="Matching zones">
          {results.value.map((hit) => (
            <li key={hit.idx}>
              <button type="button" className="result-item" onClick={() => choose(hit)}>
                <span className="result-label">
                  <Highlighted text={hit.label} match={hit.labelMatch} />
                </span>
                {hit.secondary && (
                  <span className="result-secondary">
                    <Highlighted text={hit.secondary} match={hit.secondaryMatch} />
                  </span>
                )}
                <span className="result-detail">{hit.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {citySearch.value === 'searching' && !picked.value && (
        <p className="muted" role="status">
          Searching the city&apos;s street centreline…
        </p>
      )}
      {typeof citySearch.value === 'object' && !picked.value && (
        <p className="data-source sample" role="status">
          The city&apos;s street centreline could not be searched: {citySearch.value.error}
        </p>
      )}
      {q.length >= ZONE_SEARCH.minChars &&
        !picked.value &&
        results.value.length === 0 &&
        !searching.value &&
        citySearch.value !== 'searching' &&
        areasStatus === 'shown' && <p className="muted">No matching zones found</p>}
    </section>
  );
}

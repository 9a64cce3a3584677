/** Zone search: 2+ characters, 250 ms debounce, 10 results, served by the geography worker. */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { ZONE_SEARCH } from '../../shared/app/constants';
import { GEOGRAPHY_MODES } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { geographyEngine } from '../app/engine';
import { selectSearchHit } from '../app/mapInteractions';
import { areasState } from '../store/areas';
import { geographyType } from '../store/geography';
import { Highlighted } from './Highlighted';

export function ZoneSearch() {
  useSignals();
  const mode = GEOGRAPHY_MODES[geographyType.value];
  const query = useSignal('');
  const results = useSignal<SearchHit[]>([]);
  const searching = useSignal(false);
  // After a pick the list closes (it would cover the layers); typing opens it again.
  const picked = useSignal(false);
  const seq = useRef(0);
  const id = useId();
  const areasStatus = areasState.value.status;

  useEffect(() => {
    const q = query.value.trim();
    const ticket = ++seq.current;
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
        });
    }, ZONE_SEARCH.debounceMs);
    return () => clearTimeout(timer);
    // Re-run when the areas finish loading so a query typed early still finds them.
  }, [query.value, mode.type, areasStatus, query, results, searching]);

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
      {q.length >= ZONE_SEARCH.minChars &&
        !picked.value &&
        results.value.length === 0 &&
        !searching.value &&
        areasStatus === 'shown' && <p className="muted">No matching zones found</p>}
    </section>
  );
}

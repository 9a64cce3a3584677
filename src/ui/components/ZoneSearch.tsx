/** Zone search: the query box and its results (the search itself is app/areas/zoneSearch.ts). */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { ZONE_SEARCH } from '../../shared/geography/constants';
import { GEOGRAPHY_MODES } from '../../shared/geography/modes';
import type { SearchHit } from '../../shared/geography/search';
import { selectSearchHit } from '../app/map/mapInteractions';
import { cityStreetSearch, setZoneQuery, zoneQuery, zoneResults, zoneSearching } from '../app/areas/zoneSearch';
import { areasSource, areasState } from '../store/areas';
import { geographyType } from '../store/geography';
import { Highlighted } from './Highlighted';

export function ZoneSearch() {
  useSignals();
  const mode = GEOGRAPHY_MODES[geographyType.value];
  // After a pick the list closes (it would cover the layers); typing opens it again.
  const picked = useSignal(false);
  const id = useId();
  const areasStatus = areasState.value.status;
  const results = zoneResults.value;
  const citySearch = cityStreetSearch.value;

  const choose = (hit: SearchHit) => {
    picked.value = true;
    void selectSearchHit(hit);
  };
  const q = zoneQuery.value.trim();
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
        value={zoneQuery.value}
        autoComplete="off"
        onChange={(e) => {
          setZoneQuery(e.target.value);
          picked.value = false;
        }}
        onFocus={() => (picked.value = false)}
      />
      {mode.type === 'intersections' && areasSource.value?.kind === 'centreline' && q.length < ZONE_SEARCH.minChars && (
        <p className="hint">
          Type two streets, like &lsquo;Broadway &amp; W 42 St&rsquo;, to find where they meet anywhere in the city.
        </p>
      )}
      {results.length > 0 && !picked.value && (
        <ul className="result-list" aria-label="Matching zones">
          {results.map((hit) => (
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
      {citySearch === 'searching' && !picked.value && (
        <p className="muted" role="status">
          Searching the city&apos;s street centreline…
        </p>
      )}
      {typeof citySearch === 'object' && !picked.value && (
        <p className="data-source sample" role="status">
          The city&apos;s street centreline could not be searched: {citySearch.error}
        </p>
      )}
      {q.length >= ZONE_SEARCH.minChars &&
        !picked.value &&
        results.length === 0 &&
        !zoneSearching.value &&
        citySearch !== 'searching' &&
        areasStatus === 'shown' && <p className="muted">No matching zones found</p>}
    </section>
  );
}

/** The place search box and its results (the search itself is app/map/placeSearch.ts). */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { SubmitEvent } from 'react';
import type { PlaceResult } from '../../shared/net/placeSearch';
import { choosePlace, dismissPlaceResults, placeSearchStatus, searchPlaces } from '../app/map/placeSearch';

export function PlaceSearch() {
  useSignals();
  const text = useSignal('');

  const search = (e: SubmitEvent) => {
    e.preventDefault();
    void searchPlaces(text.value);
  };

  const choose = (place: PlaceResult) => {
    choosePlace(place);
    text.value = place.label;
  };

  const s = placeSearchStatus.value;
  return (
    <div className="place-search">
      <form role="search" onSubmit={search}>
        <input
          className="text-input"
          type="search"
          aria-label="Search places"
          placeholder="Search places and addresses..."
          value={text.value}
          onChange={(e) => {
            text.value = e.target.value;
            dismissPlaceResults();
          }}
          onKeyDown={(e) => e.key === 'Escape' && dismissPlaceResults()}
        />
      </form>
      {s.kind === 'searching' && <div className="place-status muted">Searching...</div>}
      {s.kind === 'error' && (
        <div className="place-status error-text" role="alert">
          {s.message}
        </div>
      )}
      {s.kind === 'done' && s.results.length === 0 && <div className="place-status muted">No places found</div>}
      {s.kind === 'done' && s.results.length > 0 && (
        <ul className="result-list place-results" aria-label="Places">
          {s.results.map((place) => (
            <li key={place.id}>
              <button type="button" className="result-item" onClick={() => choose(place)}>
                {place.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Place search over NYC GeoSearch: 5 results, 2+ characters, runs on Enter, biased to the map centre. */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useRef, type FormEvent } from 'react';
import { buildPlaceSearchUrl, readPlaceResults, type PlaceResult } from '../../shared/net/placeSearch';
import { REQUEST_TIMEOUT_MS } from '../../shared/app/constants';
import { flyToPlace } from '../app/map/cameraController';
import { mapView } from '../store/map';

type Status =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; results: PlaceResult[] }
  | { kind: 'error'; message: string };

export function PlaceSearch() {
  useSignals();
  const text = useSignal('');
  const status = useSignal<Status>({ kind: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const view = mapView.peek();
    const url = buildPlaceSearchUrl(text.value, { lng: view.center.lng, lat: view.center.lat, zoom: view.zoom });
    if (!url) {
      status.value = { kind: 'error', message: 'Type at least 2 characters' };
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    status.value = { kind: 'searching' };
    try {
      // The limit covers the whole answer; a newer search aborts this one through the controller.
      const res = await fetch(url, {
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const results = readPlaceResults(await res.json());
      if (inFlight.current === controller) status.value = { kind: 'done', results };
    } catch (error) {
      if (controller.signal.aborted) return;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      status.value = {
        kind: 'error',
        message: timedOut ? 'Place search did not answer in time — try again' : 'Place search is unavailable right now',
      };
    }
  };

  const choose = (place: PlaceResult) => {
    flyToPlace(place);
    status.value = { kind: 'idle' };
    text.value = place.label;
  };

  const s = status.value;
  return (
    <div className="place-search">
      <form role="search" onSubmit={(e) => void search(e)}>
        <input
          className="text-input"
          type="search"
          aria-label="Search places"
          placeholder="Search places and addresses..."
          value={text.value}
          onChange={(e) => {
            text.value = e.target.value;
            if (s.kind !== 'searching') status.value = { kind: 'idle' };
          }}
          onKeyDown={(e) => e.key === 'Escape' && (status.value = { kind: 'idle' })}
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

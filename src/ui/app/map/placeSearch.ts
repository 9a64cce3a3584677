/**
 * Place search over NYC GeoSearch, by the spec: up to 5 results, 2+ characters, on Enter, biased to
 * where the map looks from zoom 10. A newer search aborts the older one; the whole answer must come
 * within the app's request limit. Choosing a place moves the camera there.
 */
import { signal } from '@preact/signals-react';
import { REQUEST_TIMEOUT_MS } from '../../../shared/net/constants';
import { latestOnly } from '../../../shared/async/latest';
import { buildPlaceSearchUrl, readPlaceResults, type PlaceResult } from '../../../shared/net/placeSearch';
import { mapView } from '../../store/map';
import { flyToPlace } from './cameraController';

export type PlaceSearchStatus =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; results: PlaceResult[] }
  | { kind: 'error'; message: string };

export const placeSearchStatus = signal<PlaceSearchStatus>({ kind: 'idle' });

const ask = latestOnly(async (signal, url: string) => {
  const res = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return readPlaceResults(await res.json());
});

export async function searchPlaces(text: string): Promise<void> {
  const view = mapView.peek();
  const url = buildPlaceSearchUrl(text, { lng: view.center.lng, lat: view.center.lat, zoom: view.zoom });
  if (!url) {
    placeSearchStatus.value = { kind: 'error', message: 'Type at least 2 characters' };
    return;
  }
  placeSearchStatus.value = { kind: 'searching' };
  try {
    const answer = await ask(url);
    if (answer.current) placeSearchStatus.value = { kind: 'done', results: answer.value };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    placeSearchStatus.value = {
      kind: 'error',
      message: timedOut ? 'Place search did not answer in time — try again' : 'Place search is unavailable right now',
    };
  }
}

export function choosePlace(place: PlaceResult): void {
  flyToPlace(place);
  placeSearchStatus.value = { kind: 'idle' };
}

/** Typing again or Escape puts the results away (a search in flight still answers). */
export function dismissPlaceResults(): void {
  if (placeSearchStatus.peek().kind !== 'searching') placeSearchStatus.value = { kind: 'idle' };
}

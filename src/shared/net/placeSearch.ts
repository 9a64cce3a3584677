/** NYC GeoSearch (Pelias) autocomplete: URL building and answer reading, pure. */
import { PLACE_SEARCH } from './constants';

export const GEOSEARCH_AUTOCOMPLETE_URL = 'https://geosearch.planninglabs.nyc/v2/autocomplete';

export interface PlaceResult {
  id: string;
  label: string;
  lng: number;
  lat: number;
  /** [west, south, east, north] when the place has an extent. */
  bbox: [number, number, number, number] | null;
}

export interface MapFocus {
  lng: number;
  lat: number;
  zoom: number;
}

export function buildPlaceSearchUrl(text: string, focus: MapFocus | null): string | null {
  const q = text.trim();
  if (q.length < PLACE_SEARCH.minChars) return null;
  const params: [string, string][] = [
    ['text', q],
    ['size', String(PLACE_SEARCH.maxResults)],
  ];
  if (focus && focus.zoom >= PLACE_SEARCH.focusBiasFromZoom) {
    params.push(['focus.point.lat', focus.lat.toFixed(6)], ['focus.point.lon', focus.lng.toFixed(6)]);
  }
  return `${GEOSEARCH_AUTOCOMPLETE_URL}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

function finite(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Reads a Pelias FeatureCollection; malformed entries are skipped, a malformed answer throws. */
export function readPlaceResults(data: unknown): PlaceResult[] {
  const features = (data as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) throw new Error('Unexpected answer from the place search');
  const out: PlaceResult[] = [];
  for (const f of features) {
    const coords = (f as { geometry?: { coordinates?: unknown } } | null)?.geometry?.coordinates;
    const props = (f as { properties?: Record<string, unknown> } | null)?.properties ?? {};
    if (!Array.isArray(coords) || !finite(coords[0]) || !finite(coords[1])) continue;
    const label = typeof props.label === 'string' ? props.label : typeof props.name === 'string' ? props.name : '';
    if (!label) continue;
    const bb = (f as { bbox?: unknown }).bbox;
    const bbox =
      Array.isArray(bb) && bb.length === 4 && bb.every(finite) ? (bb as [number, number, number, number]) : null;
    out.push({
      id: typeof props.gid === 'string' ? props.gid : `${label}-${out.length}`,
      label,
      lng: coords[0],
      lat: coords[1],
      bbox,
    });
    if (out.length >= PLACE_SEARCH.maxResults) break;
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { buildPlaceSearchUrl, readPlaceResults } from '../../src/shared/net/placeSearch';

describe('place search (NYC GeoSearch)', () => {
  it('needs 2 characters and asks for 5 results', () => {
    expect(buildPlaceSearchUrl('a', null)).toBeNull();
    const url = new URL(buildPlaceSearchUrl(' bryant park ', null)!);
    expect(url.origin + url.pathname).toBe('https://geosearch.planninglabs.nyc/v2/autocomplete');
    expect(url.searchParams.get('text')).toBe('bryant park');
    expect(url.searchParams.get('size')).toBe('5');
    expect(url.searchParams.has('focus.point.lat')).toBe(false);
  });

  it('biases to the map centre from zoom 10', () => {
    expect(
      new URL(buildPlaceSearchUrl('cafe', { lng: -73.985, lat: 40.758, zoom: 9.9 })!).searchParams.has(
        'focus.point.lat',
      ),
    ).toBe(false);
    const url = new URL(buildPlaceSearchUrl('cafe', { lng: -73.985, lat: 40.758, zoom: 10 })!);
    expect(url.searchParams.get('focus.point.lat')).toBe('40.758000');
    expect(url.searchParams.get('focus.point.lon')).toBe('-73.985000');
  });

  it('reads Pelias features, skipping malformed ones, at most 5', () => {
    const feature = (label: string, lng: unknown = -73.98) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, 40.75] },
      properties: { label, gid: `g-${label}` },
    });
    const results = readPlaceResults({
      features: [
        feature('A'),
        feature('B', 'x'),
        { properties: {} },
        feature('C'),
        feature('D'),
        feature('E'),
        feature('F'),
        feature('G'),
      ],
    });
    expect(results.map((r) => r.label)).toEqual(['A', 'C', 'D', 'E', 'F']);
    expect(results[0]).toMatchObject({ id: 'g-A', lng: -73.98, lat: 40.75, bbox: null });
    expect(() => readPlaceResults({ error: 'nope' })).toThrow('Unexpected answer');
  });
});

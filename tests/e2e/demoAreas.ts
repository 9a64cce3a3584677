/** Reads the committed demo areas with the app's own parser, so tests find real overlaps, not guesses. */
import { readFileSync } from 'node:fs';
import { AreaIndex } from '../../src/shared/geography/areaIndex';
import { parseAreaCollection } from '../../src/shared/geography/parseAreas';

export function demoParks(): AreaIndex {
  const data: unknown = JSON.parse(readFileSync('public/data/permit-areas/parks.geojson', 'utf8'));
  return new AreaIndex('parks', parseAreaCollection(data, 'parks'));
}

/** A point covered by the most park areas, with the areas there, smallest first. */
export function deepestOverlap(): { lng: number; lat: number; names: string[] } {
  const index = demoParks();
  let best = { lng: 0, lat: 0, names: [] as string[] };
  for (let i = 0; i < index.count; i++) {
    const [minX, minY, maxX, maxY] = index.record(i)!.bbox;
    const lng = (minX + maxX) / 2;
    const lat = (minY + maxY) / 2;
    const names = index.hitTest(lng, lat).map((a) => a.name);
    if (names.length > best.names.length) best = { lng, lat, names };
  }
  return best;
}

/** A Pelias-shaped answer for the place search, pointing at one spot. */
export function geosearchAnswer(label: string, lng: number, lat: number) {
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { label, gid: 'test:1' } },
    ],
  };
}

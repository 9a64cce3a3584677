/**
 * Reads the committed demo areas with the app's own parser, so tests find real overlaps, not guesses;
 * and the areas as the tests' city answers them (the demo store's c5vm-g2dk) and the real plazas.
 */
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

/** A demo park as the tests' city answers it: named by its permit-area code, with its MultiPolygon. */
export function cityPark(system: string): {
  id: string;
  system: string;
  name: string;
  geometry: { type: string; coordinates: unknown };
} {
  const file = JSON.parse(readFileSync('demo/open-data/data.cityofnewyork.us/c5vm-g2dk.json', 'utf8')) as {
    rows: Array<{ system: string; name: string; multipolygon: { type: string; coordinates: unknown } }>;
  };
  const row = file.rows.find((r) => r.system === system);
  if (!row) throw new Error(`no demo park ${system}`);
  return { id: row.system, system: row.system, name: row.name, geometry: row.multipolygon };
}

/** A plaza of the real bundled file whose street names are all of `streets`. */
export function realPlaza(streets: string[]): {
  id: string;
  name: string;
  geometry: { type: string; coordinates: unknown };
} {
  const file = JSON.parse(readFileSync('public/data/permit-areas/plazas.geojson', 'utf8')) as {
    features: Array<{
      id: string;
      properties: Record<string, unknown>;
      geometry: { type: string; coordinates: unknown };
    }>;
  };
  const names = (f: (typeof file.features)[number]) =>
    ['FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'].map((k) => f.properties[k]).filter((v): v is string => typeof v === 'string');
  const found = file.features.find((f) => names(f).join('|') === streets.join('|'));
  if (!found) throw new Error(`no plaza named ${streets.join(' & ')}`);
  return { id: found.id, name: names(found).join(' & '), geometry: found.geometry };
}

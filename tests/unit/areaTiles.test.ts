// The areas' vector tiles, decoded with an independent reader (@mapbox/vector-tile), as MapLibre would.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { buildAreaTiles } from '../../src/shared/geography/areaTiles';
import { parseAreaCollection } from '../../src/shared/geography/parseAreas';
import { overlappingParks, tileOf } from './helpers/areas';

function decode(bytes: Uint8Array) {
  return new VectorTile(new PbfReader(bytes));
}

describe('area vector tiles', () => {
  const records = parseAreaCollection(overlappingParks(), 'parks').records;
  const tiles = buildAreaTiles(records);

  it('holds every area under a tile with its map properties and promoted id', () => {
    const [x, y] = tileOf(-73.985, 40.755, 14);
    const tile = decode(tiles.tile(14, x, y)!);
    const areas = tile.layers.areas!;
    const features = Array.from({ length: areas.length }, (_, i) => areas.feature(i));
    expect(features.map((f) => f.properties._name).sort()).toEqual([
      'Test Park - Fountain',
      'Test Park - Lawn',
      'Test Park - Whole',
    ]);
    const lawn = features.find((f) => f.properties._name === 'Test Park - Lawn')!;
    expect(lawn.properties).toMatchObject({ _idx: 1, _property: 'Test Park', _sub: 'Lawn' });
    expect(lawn.type).toBe(3);
    // Geometry survives the round trip: the lawn's decoded ring spans its true longitudes.
    const ring = (lawn.toGeoJSON(x, y, 14).geometry as GeoJSON.Polygon).coordinates[0]!;
    const lngs = ring.map((p) => p[0]!);
    expect(Math.min(...lngs)).toBeCloseTo(-73.988, 4);
    expect(Math.max(...lngs)).toBeCloseTo(-73.982, 4);
  });

  it('gives each area one label point, inside it', () => {
    const [x, y] = tileOf(-73.985, 40.755, 12);
    const labels = decode(tiles.tile(12, x, y)!).layers.labels!;
    expect(labels.length).toBe(4);
    const lawn = Array.from({ length: labels.length }, (_, i) => labels.feature(i)).find(
      (f) => f.properties._name === 'Test Park - Lawn',
    )!;
    const [lng, lat] = (lawn.toGeoJSON(x, y, 12).geometry as GeoJSON.Point).coordinates;
    expect(lng).toBeCloseTo(-73.985, 3);
    expect(lat).toBeCloseTo(40.755, 3);
  });

  it('answers null where no area reaches', () => {
    const [x, y] = tileOf(-74.2, 40.6, 14);
    expect(tiles.tile(14, x, y)).toBeNull();
  });

  it('tiles point areas without a separate label layer', () => {
    const points = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-73.987, 40.7565] },
          properties: { FSN_1: 'WEST 42 STREET', FSN_2: '7 AVENUE' },
        },
      ],
    };
    const pointTiles = buildAreaTiles(parseAreaCollection(points, 'intersections').records);
    const [x, y] = tileOf(-73.987, 40.7565, 16);
    const tile = decode(pointTiles.tile(16, x, y)!);
    expect(tile.layers.labels).toBeUndefined();
    expect(tile.layers.areas!.feature(0).properties._name).toBe('WEST 42 STREET & 7 AVENUE');
  });
});

import { describe, expect, it } from 'vitest';
import { distanceToAreaFn, nearbyLayer, NEARBY_LIMITS, representativePoint } from '../../src/shared/export/nearby';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import type { LayerFeature } from '../../src/shared/layers/features';
import type { AreaGeometry } from '../../src/shared/geography/geometry';
import { exportBounds } from '../../src/shared/export/bounds';

// A 0.002° square in Midtown: about 169 m east-west and 222 m north-south.
const AREA: AreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-73.985, 40.753],
      [-73.983, 40.753],
      [-73.983, 40.755],
      [-73.985, 40.755],
      [-73.985, 40.753],
    ],
  ],
};
const FRAME = { west: -73.99, south: 40.75, east: -73.978, north: 40.758 };
// On the mean Earth radius (turf's), as every ground distance in the app.
const METRES_PER_DEG_LAT = (Math.PI / 180) * 6371008.8;

const point = (id: number, lng: number, lat: number, props: Record<string, unknown> = {}): LayerFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: props,
});

describe('distance from the focused area', () => {
  const distance = distanceToAreaFn(AREA);
  it('is 0 inside the area', () => {
    expect(distance(-73.984, 40.754)).toBe(0);
  });
  it('is the distance to the nearest edge outside it', () => {
    // 0.001° due north of the top edge.
    expect(distance(-73.984, 40.756)).toBeCloseTo(0.001 * METRES_PER_DEG_LAT, 3);
    // Diagonal from the north-east corner: both offsets combine.
    const dx = 0.001 * METRES_PER_DEG_LAT * Math.cos((40.753 * Math.PI) / 180);
    const dy = 0.001 * METRES_PER_DEG_LAT;
    expect(distance(-73.982, 40.756)).toBeCloseTo(Math.hypot(dx, dy), 3);
  });
  it('measures from a point area to the point', () => {
    const fromPoint = distanceToAreaFn({ type: 'Point', coordinates: [-73.984, 40.754] });
    expect(fromPoint(-73.984, 40.755)).toBeCloseTo(0.001 * METRES_PER_DEG_LAT, 3);
  });
});

describe('nearby features for the export', () => {
  it('keeps features inside the frame, nearest first, named by their popup fields', () => {
    const features = [
      point(0, -73.986, 40.754, { stop_name: 'FAR STOP', routes: 'M5' }),
      point(1, -73.984, 40.754, { stop_name: 'INSIDE STOP', routes: 'M1' }),
      point(2, -73.95, 40.754, { stop_name: 'OUT OF FRAME' }),
    ];
    const result = nearbyLayer('busStops', LAYER_CATALOGUE.busStops, features, AREA, FRAME);
    expect(result.loaded).toBe(true);
    expect(result.features.map((f) => f.title)).toEqual(['INSIDE STOP', 'FAR STOP']);
    expect(result.features[0]!.distanceM).toBe(0);
    expect(result.features[1]!.distanceM).toBeGreaterThan(80);
    expect(result.omitted).toBe(0);
  });

  it('cuts each layer at its limit and counts what it left out', () => {
    const many = Array.from({ length: 55 }, (_, i) => point(i, -73.984 + i * 0.00001, 40.757));
    const result = nearbyLayer('parkingMeters', LAYER_CATALOGUE.parkingMeters, many, AREA, FRAME);
    expect(result.features).toHaveLength(NEARBY_LIMITS.parkingMeters);
    expect(result.omitted).toBe(55 - NEARBY_LIMITS.parkingMeters);
  });

  it('says a layer that was not loaded is not loaded, rather than empty', () => {
    expect(nearbyLayer('subwayEntrances', LAYER_CATALOGUE.subwayEntrances, null, AREA, FRAME)).toEqual({
      layerId: 'subwayEntrances',
      loaded: false,
      features: [],
      omitted: 0,
    });
  });

  it('places a garage footprint at its outline’s mean vertex', () => {
    expect(
      representativePoint({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
          ],
        ],
      }),
    ).toEqual([1, 1]);
  });
});

describe('the focused geometry an export accepts', () => {
  it('gives the bounds of a polygon or multipolygon', () => {
    expect(exportBounds(AREA)).toEqual([-73.985, 40.753, -73.983, 40.755]);
    expect(
      exportBounds({
        type: 'MultiPolygon',
        coordinates: [
          AREA.coordinates,
          [
            [
              [-73.99, 40.75],
              [-73.989, 40.75],
              [-73.989, 40.751],
              [-73.99, 40.75],
            ],
          ],
        ],
      }),
    ).toEqual([-73.99, 40.75, -73.983, 40.755]);
  });
  it("refuses a point, an empty polygon and degenerate bounds with 'Invalid focused area geometry'", () => {
    expect(() => exportBounds({ type: 'Point', coordinates: [-73.98, 40.75] })).toThrow(
      'Invalid focused area geometry',
    );
    expect(() => exportBounds({ type: 'Polygon', coordinates: [] })).toThrow('Invalid focused area geometry');
    expect(() =>
      exportBounds({
        type: 'Polygon',
        coordinates: [
          [
            [-73.98, 40.75],
            [-73.98, 40.75],
            [-73.98, 40.75],
            [-73.98, 40.75],
          ],
        ],
      }),
    ).toThrow('Invalid focused area geometry');
  });
});

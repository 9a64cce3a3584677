// One Web Mercator module: metres (project) and world units (mercatorX/Y) are the same plane, and the
// world units come back to the same longitude and latitude.
import { describe, expect, it } from 'vitest';
import {
  WORLD_CIRCUMFERENCE_M,
  groundMetresPerPx,
  groundPerMercatorMetre,
  latOfMercatorY,
  lngOfMercatorX,
  mercatorX,
  mercatorY,
  project,
  worldPx,
} from '../../src/shared/geography/mercator';

describe('Web Mercator', () => {
  const bryantPark = { lng: -73.9832, lat: 40.7536 };

  it('gives world units that agree with metres (y down from the top of the world)', () => {
    const [x, y] = project(bryantPark.lng, bryantPark.lat);
    expect(mercatorX(bryantPark.lng)).toBeCloseTo(0.5 + x / WORLD_CIRCUMFERENCE_M, 12);
    expect(mercatorY(bryantPark.lat)).toBeCloseTo(0.5 - y / WORLD_CIRCUMFERENCE_M, 12);
  });

  it('comes back to the same place from world units', () => {
    expect(lngOfMercatorX(mercatorX(bryantPark.lng))).toBeCloseTo(bryantPark.lng, 10);
    expect(latOfMercatorY(mercatorY(bryantPark.lat))).toBeCloseTo(bryantPark.lat, 10);
    expect([mercatorX(-180), mercatorX(180), mercatorY(0)]).toEqual([0, 1, 0.5]);
  });

  it('is 512 px across at zoom 0, as MapLibre draws it', () => {
    expect([worldPx(0), worldPx(3)]).toEqual([512, 4096]);
  });

  it('has one scale at a latitude: a ground metre spans 1 / cos(lat) Mercator metres, the map as it measures', () => {
    expect(groundPerMercatorMetre(0)).toBe(1);
    expect(groundPerMercatorMetre(60)).toBeCloseTo(0.5, 12);
    // Two points 1 km apart on the ground (on Mercator's sphere) at Bryant Park's latitude are 1 km / cos(lat)
    // apart in Mercator metres.
    const degree = WORLD_CIRCUMFERENCE_M / 360;
    const [, y0] = project(bryantPark.lng, bryantPark.lat);
    const [, y1] = project(bryantPark.lng, bryantPark.lat + 1000 / degree);
    expect((y1 - y0) * groundPerMercatorMetre(bryantPark.lat + 500 / degree)).toBeCloseTo(1000, 2);
    // At zoom 0 a CSS pixel covers 1/512 of the world, shrunk by the latitude's scale; each zoom halves it.
    expect(groundMetresPerPx(0, 0)).toBeCloseTo(WORLD_CIRCUMFERENCE_M / 512, 6);
    expect(groundMetresPerPx(bryantPark.lat, 17)).toBeCloseTo(
      (WORLD_CIRCUMFERENCE_M / 512 / 2 ** 17) * Math.cos((bryantPark.lat * Math.PI) / 180),
      9,
    );
  });
});

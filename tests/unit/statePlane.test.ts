import { describe, expect, it } from 'vitest';
import proj4 from 'proj4';
import { EPSG_2263, lngLatToStatePlane, statePlaneBox, statePlaneToLngLat } from '../../src/shared/layers/statePlane';
import { haversineMetres as haversine, lcc, nyLongIsland as reference, US_FOOT } from './helpers/layersLcc';

/** A grid across NYC: lng -74.26..-73.70, lat 40.49..40.92. */
function nycGrid(steps = 12): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      pts.push([-74.26 + (0.56 * i) / steps, 40.49 + (0.43 * j) / steps]);
    }
  }
  return pts;
}

describe('independent LCC reference', () => {
  it('reproduces the EPSG Guidance Note 7-2 LCC (2SP) example (Texas South Central, NAD27)', () => {
    // Clarke 1866; φ1 28°23'N, φ2 30°17'N, φF 27°50'N, λF 99°W, EF 2,000,000 ftUS, NF 0.
    // Point 28°30'N, 96°W -> E 2,963,503.91 ftUS, N 254,759.80 ftUS.
    const texas = lcc({
      a: 6378206.4,
      invF: 294.9786982,
      lat1: 28 + 23 / 60,
      lat2: 30 + 17 / 60,
      lat0: 27 + 50 / 60,
      lon0: -99,
      x0: 2000000,
      y0: 0,
    });
    const [x, y] = texas.forward(-96, 28.5);
    expect(Math.abs(x - 2963503.91)).toBeLessThan(0.01);
    expect(Math.abs(y - 254759.8)).toBeLessThan(0.01);
    const [lng, lat] = texas.inverse(2963503.91, 254759.8);
    expect(lng).toBeCloseTo(-96, 7); // published E/N are rounded to 0.01 ftUS (~3e-8°)
    expect(lat).toBeCloseTo(28.5, 7);
  });

  it('proj4 reads x_0 in metres with +units=us-ft (same EPSG example)', () => {
    const conv = proj4(
      'EPSG:4326',
      '+proj=lcc +lat_1=28.38333333333333 +lat_2=30.28333333333333 +lat_0=27.83333333333333 +lon_0=-99 ' +
        '+x_0=609601.2192024384 +y_0=0 +a=6378206.4 +rf=294.9786982 +units=us-ft +no_defs',
    );
    const [x, y] = conv.forward<[number, number]>([-96, 28.5]);
    expect(Math.abs(x - 2963503.91)).toBeLessThan(0.01);
    expect(Math.abs(y - 254759.8)).toBeLessThan(0.01);
  });
});

describe('EPSG:2263 state plane', () => {
  it('uses the published definition (false easting 300000 m = 984250 ftUS)', () => {
    expect(EPSG_2263).toContain('+proj=lcc');
    expect(EPSG_2263).toContain('+units=us-ft');
    expect(EPSG_2263).toContain('+x_0=300000.0000000001');
    expect(300000 / US_FOOT).toBeCloseTo(984250, 6);
  });

  it('maps the projection origin to (984250 ftUS, 0)', () => {
    const [x, y] = lngLatToStatePlane(-74, 40.1666666667);
    expect(Math.abs(x - 984250)).toBeLessThan(0.001);
    expect(Math.abs(y)).toBeLessThan(0.001);
    const [lng, lat] = statePlaneToLngLat(984250, 0)!;
    expect(lng).toBeCloseTo(-74, 9);
    expect(lat).toBeCloseTo(40 + 10 / 60, 9);
  });

  it('keeps the central meridian at x = 984250 ftUS', () => {
    for (const lat of [40.5, 40.75, 41]) {
      expect(Math.abs(lngLatToStatePlane(-74, lat)[0] - 984250)).toBeLessThan(0.001);
    }
  });

  it('agrees with the reference within 0.5 m forward across NYC', () => {
    let worst = 0;
    for (const [lng, lat] of nycGrid()) {
      const [x, y] = lngLatToStatePlane(lng, lat);
      const [rx, ry] = reference.forward(lng, lat);
      worst = Math.max(worst, Math.hypot(x - rx, y - ry) * US_FOOT);
    }
    expect(worst).toBeLessThan(0.5);
  });

  it('agrees with the reference within 0.5 m inverse across NYC', () => {
    let worst = 0;
    for (const [lng, lat] of nycGrid()) {
      const [x, y] = reference.forward(lng, lat);
      const got = statePlaneToLngLat(x, y);
      expect(got).not.toBeNull();
      const [rLng, rLat] = reference.inverse(x, y);
      worst = Math.max(worst, haversine(got![0], got![1], rLng, rLat));
    }
    expect(worst).toBeLessThan(0.5);
  });

  it('round-trips lng/lat -> x/y -> lng/lat within 1e-7 degrees', () => {
    for (const [lng, lat] of nycGrid()) {
      const [x, y] = lngLatToStatePlane(lng, lat);
      const back = statePlaneToLngLat(x, y)!;
      expect(Math.abs(back[0] - lng)).toBeLessThan(1e-7);
      expect(Math.abs(back[1] - lat)).toBeLessThan(1e-7);
    }
  });

  it('returns null for non-finite inputs', () => {
    expect(statePlaneToLngLat(NaN, 200000)).toBeNull();
    expect(statePlaneToLngLat(1000000, NaN)).toBeNull();
    expect(statePlaneToLngLat(Infinity, 200000)).toBeNull();
    expect(statePlaneToLngLat(1000000, -Infinity)).toBeNull();
  });
});

describe('statePlaneBox', () => {
  it('contains the projection of every corner of the lng/lat box', () => {
    const boxes: [number, number, number, number][] = [
      [-74.26, 40.49, -73.7, 40.92],
      [-74.02, 40.7, -73.93, 40.8],
      [-73.99, 40.748, -73.98, 40.752],
    ];
    for (const [west, south, east, north] of boxes) {
      const box = statePlaneBox([west, south, east, north]);
      expect(box.minX).toBeLessThan(box.maxX);
      expect(box.minY).toBeLessThan(box.maxY);
      const corners: [number, number][] = [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
      ];
      for (const [lng, lat] of corners) {
        const [x, y] = lngLatToStatePlane(lng, lat);
        expect(x).toBeGreaterThanOrEqual(box.minX);
        expect(x).toBeLessThanOrEqual(box.maxX);
        expect(y).toBeGreaterThanOrEqual(box.minY);
        expect(y).toBeLessThanOrEqual(box.maxY);
      }
      // The extremes are attained by corners, not padded.
      const xs = corners.map(([lng, lat]) => lngLatToStatePlane(lng, lat)[0]);
      const ys = corners.map(([lng, lat]) => lngLatToStatePlane(lng, lat)[1]);
      expect(box.minX).toBe(Math.min(...xs));
      expect(box.maxX).toBe(Math.max(...xs));
      expect(box.minY).toBe(Math.min(...ys));
      expect(box.maxY).toBe(Math.max(...ys));
    }
  });

  it('is not axis-aligned: the west edge leans (meridians converge off lon_0)', () => {
    const [xSW] = lngLatToStatePlane(-74.26, 40.49);
    const [xNW] = lngLatToStatePlane(-74.26, 40.92);
    expect(Math.abs(xSW - xNW)).toBeGreaterThan(100);
  });
});

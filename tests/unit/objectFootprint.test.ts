// Footprints and distances, against figures worked out by hand (and turf's great-circle distance).
import { distance as turfDistance } from '@turf/distance';
import { point as turfPoint } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { distanceFeet, footprint, offsetFeet, searchBox, type LngLat } from '../../src/shared/objects/footprint';

// Columbus Circle-ish. By hand: a degree of latitude is 6,371,008.8 m × π / 180 = 111,195.08 m;
// a degree of longitude there is that × cos 40.75° (0.757565) = 84,237.50 m.
const O: LngLat = { lng: -73.98, lat: 40.75 };
const DEG_LAT_PER_FT = 0.3048 / 111195.08;
const DEG_LNG_PER_FT = 0.3048 / 84237.5;
const at = (eastFt: number, northFt: number): LngLat => ({
  lng: O.lng + eastFt * DEG_LNG_PER_FT,
  lat: O.lat + northFt * DEG_LAT_PER_FT,
});
const tent = (rotationDeg = 0, width = 10, depth = 10) =>
  footprint({ position: O, footprintFt: { width, depth }, rotationDeg });

describe('footprint', () => {
  it('puts an unrotated 10 × 10 ft tent 5 ft either side of its centre', () => {
    const fp = tent();
    expect(fp.ring).toHaveLength(5);
    expect(fp.ring[0]).toEqual(fp.ring[4]);
    // 5 ft = 1.524 m: 1.524 / 84,237.5 = 1.8092e-5° of longitude, 1.524 / 111,195.08 = 1.3706e-5° of latitude.
    expect(fp.bbox[0]).toBeCloseTo(O.lng - 1.8092e-5, 9);
    expect(fp.bbox[2]).toBeCloseTo(O.lng + 1.8092e-5, 9);
    expect(fp.bbox[1]).toBeCloseTo(O.lat - 1.3706e-5, 9);
    expect(fp.bbox[3]).toBeCloseTo(O.lat + 1.3706e-5, 9);
  });

  it('turns clockwise from north: a 10 × 2 ft table at 90° runs north–south', () => {
    const fp = tent(90, 10, 2);
    expect((fp.bbox[3] - fp.bbox[1]) / DEG_LAT_PER_FT).toBeCloseTo(10, 4);
    expect((fp.bbox[2] - fp.bbox[0]) / DEG_LNG_PER_FT).toBeCloseTo(2, 4);
  });

  it('winds its ring counter-clockwise (a GeoJSON outer ring)', () => {
    const ring = tent(30).ring;
    let twiceArea = 0;
    for (let i = 0; i < 4; i++) twiceArea += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
    expect(twiceArea).toBeGreaterThan(0);
  });

  it('offsetFeet agrees with the hand constants', () => {
    const p = offsetFeet(O, 3, 13);
    expect(p.lat - O.lat).toBeCloseTo(3.5635e-5, 9);
    expect(p.lng).toBeCloseTo(at(3, 13).lng, 10);
  });
});

describe('distanceFeet', () => {
  it('measures from the nearest edge of an unrotated tent', () => {
    const fp = tent();
    expect(distanceFeet(fp, at(0, 13))).toBeCloseTo(8, 3); // 13 − 5
    expect(distanceFeet(fp, at(-9, 0))).toBeCloseTo(4, 3);
    expect(distanceFeet(fp, at(0, -5.5))).toBeCloseTo(0.5, 3);
    // Past a corner: from (5, 5) to (8, 9) is the 3-4-5 triangle.
    expect(distanceFeet(fp, at(8, 9))).toBeCloseTo(5, 3);
  });

  it('is 0 inside and on the edge', () => {
    const fp = tent();
    expect(distanceFeet(fp, O)).toBe(0);
    expect(distanceFeet(fp, at(4.9, -4.9))).toBe(0);
    expect(distanceFeet(fp, at(5, 0))).toBeCloseTo(0, 6);
  });

  it('turns the tent 45°: its corners now point north, east, south and west, 5√2 = 7.0711 ft out', () => {
    const fp = tent(45);
    expect(distanceFeet(fp, at(0, 13))).toBeCloseTo(13 - 7.0711, 3); // 5.9289
    expect(distanceFeet(fp, at(10, 0))).toBeCloseTo(2.9289, 3);
    expect(distanceFeet(fp, at(0, 6))).toBe(0); // inside the north corner
    expect(distanceFeet(fp, at(0, -7))).toBe(0);
    // Diagonally out (NE) the nearest thing is a side, 5 ft from the centre: 9 − 5 = 4.
    expect(distanceFeet(fp, at(9 / Math.SQRT2, 9 / Math.SQRT2))).toBeCloseTo(4, 3);
  });

  it('turns a 10 × 2 ft table 45° clockwise: its length runs north-west to south-east', () => {
    const fp = tent(45, 10, 2);
    const along = (ft: number, dir: [number, number]) => at((ft * dir[0]) / Math.SQRT2, (ft * dir[1]) / Math.SQRT2);
    expect(distanceFeet(fp, along(4, [1, -1]))).toBe(0); // 4 ft toward the south-east: on the table
    expect(distanceFeet(fp, along(4, [-1, 1]))).toBe(0); // and toward the north-west
    expect(distanceFeet(fp, along(4, [1, 1]))).toBeCloseTo(3, 3); // across it: 4 − 1
    expect(distanceFeet(fp, along(8, [1, -1]))).toBeCloseTo(3, 3); // beyond its end: 8 − 5
  });

  it('agrees with turf great-circle distances to well under an inch at site scale', () => {
    const fp = footprint({ position: O, footprintFt: { width: 0, depth: 0 }, rotationDeg: 0 });
    for (const [e, n] of [
      [300, 0],
      [0, 300],
      [-200, 150],
      [50, -400],
    ] as const) {
      const p = at(e, n);
      const turfFt = turfDistance(turfPoint([O.lng, O.lat]), turfPoint([p.lng, p.lat]), { units: 'feet' });
      expect(Math.abs(distanceFeet(fp, p) - turfFt)).toBeLessThan(0.01);
      expect(Math.abs(distanceFeet(fp, p) - Math.hypot(e, n))).toBeLessThan(0.01);
    }
  });

  it('grows the search box by the distance, so every point within it lies inside', () => {
    const fp = tent(30);
    const box = searchBox(fp, 10);
    let within = 0;
    // Nothing within 10 ft of the tent is more than 10 + 5√2 = 17.07 ft from its centre.
    for (const radius of [12, 14, 15, 16, 17]) {
      for (let deg = 0; deg < 360; deg += 5) {
        const r = (deg * Math.PI) / 180;
        const p = at(radius * Math.sin(r), radius * Math.cos(r));
        if (distanceFeet(fp, p) > 10) continue;
        within++;
        expect(p.lng).toBeGreaterThanOrEqual(box.minX);
        expect(p.lng).toBeLessThanOrEqual(box.maxX);
        expect(p.lat).toBeGreaterThanOrEqual(box.minY);
        expect(p.lat).toBeLessThanOrEqual(box.maxY);
      }
    }
    expect(within).toBeGreaterThan(100);
  });
});

// The emergency-lane check on hand-made corridors: clear, 14 ft and 16 ft left open, blocked at one
// point, barricades staggered (a slalom stays open), a bend; the indexed check against the reference.
import { describe, expect, it } from 'vitest';
import { offsetFeet, type LngLat } from '../../src/shared/objects/footprint';
import {
  narrowestPoint,
  narrowestPointBruteForce,
  widestGap,
  type Corridor,
  type LaneObject,
} from '../../src/shared/precheck/lane';
import { prng } from '../lib/prng';

const O: LngLat = { lng: -73.9877, lat: 40.7557 };
const at = (east: number, north: number): [number, number] => {
  const p = offsetFeet(O, east, north);
  return [p.lng, p.lat];
};
/** A 300 ft street running east from O, 30 ft wide: v (across) is north. */
const street: Corridor = { path: [at(0, 0), at(300, 0)], widthFt: 30 };
/** A box `across` ft north–south and `along` ft east–west, centred `east`, `north` ft from O. */
const box = (id: string, east: number, north: number, across: number, along = 2): LaneObject => ({
  id,
  position: offsetFeet(O, east, north),
  footprintFt: { width: along, depth: across },
  rotationDeg: 0,
});
const near = (a: LngLat, b: LngLat) => Math.hypot((a.lng - b.lng) * 84000, (a.lat - b.lat) * 111000) < 0.05;

describe('emergency lane', () => {
  it('an empty street is clear edge to edge', () => {
    expect(narrowestPoint(street, [])!.clearFt).toBeCloseTo(30, 6);
  });

  it('a barricade leaving 14 ft is the narrow point; one leaving 16 ft is not below 15', () => {
    // 16 ft deep from the north edge (v 15 → −1): 14 ft clear from −15 to −1.
    const p14 = narrowestPoint(street, [box('b', 100, 7, 16)])!;
    expect(p14.clearFt).toBeCloseTo(14, 6);
    expect(p14.objectIds).toEqual(['b']);
    expect(p14.stationFt).toBeCloseTo(100, 6);
    expect(near(p14.at, offsetFeet(O, 100, -8))).toBe(true);
    expect(near(p14.across[0], offsetFeet(O, 100, -15)) && near(p14.across[1], offsetFeet(O, 100, 15))).toBe(true);
    const p16 = narrowestPoint(street, [box('b', 100, 8, 14)])!;
    expect(p16.clearFt).toBeCloseTo(16, 6);
  });

  it('blocked at one point: barricades from both curbs leave 4 ft in the middle there, the rest is clear', () => {
    const objects = [box('n', 200, 8.5, 13), box('s', 200, -8.5, 13), box('far', 40, 12, 6)];
    const p = narrowestPoint(street, objects)!;
    expect(p.clearFt).toBeCloseTo(4, 6);
    expect(p.objectIds).toEqual(['n', 's']);
    expect(near(p.at, offsetFeet(O, 200, 0))).toBe(true);
  });

  it('staggered barricades (a slalom) each leave 20 ft: the lane stays open', () => {
    const p = narrowestPoint(street, [box('a', 80, 10, 10), box('b', 120, -10, 10), box('c', 160, 10, 10)])!;
    expect(p.clearFt).toBeCloseTo(20, 6);
  });

  it('a corridor narrower than the lane is narrow everywhere; objects outside the corridor do not count', () => {
    expect(narrowestPoint({ ...street, widthFt: 14 }, [])!.clearFt).toBeCloseTo(14, 6);
    expect(narrowestPoint(street, [box('out', 100, 40, 10)])!.clearFt).toBeCloseTo(30, 6);
    expect(narrowestPoint({ path: [at(0, 0)], widthFt: 30 }, [])).toBeNull();
  });

  it('a turned object blocks its extent across the street', () => {
    // A barricade 16 ft long and 2 ft deep lies along the street; turned 90° it spans 16 ft across the
    // middle, leaving 7 ft either side.
    const along = box('t', 100, 0, 2, 16);
    expect(narrowestPoint(street, [along])!.clearFt).toBeCloseTo(14, 5);
    expect(narrowestPoint(street, [{ ...along, rotationDeg: 90 }])!.clearFt).toBeCloseTo(7, 5);
  });

  it('widest gap between bands, overlapping or not', () => {
    const band = (v0: number, v1: number) => ({ id: 'x', u0: 0, u1: 1, v0, v1 });
    expect(widestGap([], 10)).toEqual({ width: 20, mid: 0 });
    expect(widestGap([band(-2, 3), band(1, 4)], 10)).toEqual({ width: 8, mid: -6 });
  });

  it('a 12-node corridor with bends: the indexed check equals the reference', () => {
    const random = prng(11);
    const path = Array.from({ length: 12 }, (_, i) => at(i * 250, (i % 3) * 120));
    const corridor: Corridor = { path, widthFt: 40 };
    const objects: LaneObject[] = Array.from({ length: 200 }, (_, i) => ({
      id: `o${i}`,
      position: offsetFeet(O, random() * 2750, random() * 240 - 10),
      footprintFt: { width: 1 + random() * 8, depth: 1 + random() * 8 },
      rotationDeg: random() * 360,
    }));
    expect(narrowestPoint(corridor, objects)).toEqual(narrowestPointBruteForce(corridor, objects));
  });
});

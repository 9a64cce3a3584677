import { describe, expect, it } from 'vitest';
import { eastNorthMetres } from '../../src/shared/geometry/metres';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import { footprint, offsetFeet } from '../../src/shared/objects/footprint';
import { drawnRectangle, stageFromCorners, type LngLat } from '../../src/shared/objects/placed';

const CENTRE: LngLat = { lng: -73.9836, lat: 40.7536 };
const M = 1 / FEET_TO_METRES;

/**
 * The screen's axes on the ground at a bearing (the compass direction of the screen's up), as unit
 * vectors in (east, north): up is the bearing, right is a quarter turn clockwise from it.
 */
function screenAxes(bearingDeg: number) {
  const t = (bearingDeg * Math.PI) / 180;
  return { right: [Math.cos(t), -Math.sin(t)] as const, up: [Math.sin(t), Math.cos(t)] as const };
}

/** The ground point `rightM` to the right of and `upM` above the centre as seen on a map at a bearing. */
function onScreen(bearingDeg: number, rightM: number, upM: number): LngLat {
  const { right, up } = screenAxes(bearingDeg);
  const east = rightM * right[0] + upM * up[0];
  const north = rightM * right[1] + upM * up[1];
  return offsetFeet(CENTRE, east * M, north * M);
}

/** A point's place on that screen, in metres right of and above the centre. */
function screenOf(bearingDeg: number, p: LngLat): [number, number] {
  const [east, north] = eastNorthMetres(CENTRE, p, CENTRE.lat);
  const { right, up } = screenAxes(bearingDeg);
  return [east * right[0] + north * right[1], east * up[0] + north * up[1]];
}

describe('drawnRectangle: two opposite corners clicked on a turned map', () => {
  for (const bearing of [0, 29, 90, -45]) {
    it(`a 40 × 40 m square on screen at ${bearing}° is 131.2 × 131.2 ft, turned by the bearing`, () => {
      const topLeft = onScreen(bearing, -20, 20);
      const bottomRight = onScreen(bearing, 20, -20);
      const r = drawnRectangle(topLeft, bottomRight, bearing);
      expect(r.sizeFt.width).toBeCloseTo(131.23, 1);
      expect(r.sizeFt.depth).toBeCloseTo(131.23, 1);
      expect(r.rotationDeg).toBeCloseTo((bearing + 360) % 360, 9);
      expect(r.position.lng).toBeCloseTo(CENTRE.lng, 9);
      expect(r.position.lat).toBeCloseTo(CENTRE.lat, 9);
      // Either diagonal, clicked either way round, draws the same rectangle.
      const other = drawnRectangle(onScreen(bearing, 20, 20), onScreen(bearing, -20, -20), bearing);
      expect(other.sizeFt.width).toBeCloseTo(r.sizeFt.width, 6);
      expect(other.sizeFt.depth).toBeCloseTo(r.sizeFt.depth, 6);
    });

    it(`a 30 m wide, 12 m tall box on screen at ${bearing}° keeps its sides and lies square to that screen`, () => {
      const r = drawnRectangle(onScreen(bearing, 15, -6), onScreen(bearing, -15, 6), bearing);
      expect(r.sizeFt.width).toBeCloseTo(30 * M, 1);
      expect(r.sizeFt.depth).toBeCloseTo(12 * M, 1);
      // The saved object's footprint, seen on that screen: its corners are the box's, axis-aligned.
      const ring = footprint({ position: r.position, footprintFt: r.sizeFt, rotationDeg: r.rotationDeg }).ring;
      for (const corner of ring.slice(0, 4)) {
        const [x, y] = screenOf(bearing, { lng: corner[0], lat: corner[1] });
        expect(Math.abs(x)).toBeCloseTo(15, 2);
        expect(Math.abs(y)).toBeCloseTo(6, 2);
      }
    });
  }

  it('adds a turn given to the preview before drawing', () => {
    const r = drawnRectangle(onScreen(29, -20, 20), onScreen(29, 20, -20), 29, 345);
    expect(r.rotationDeg).toBeCloseTo(14, 9);
  });

  it('read square to north instead, the same clicks at 29° are the long thin box the issue saw', () => {
    const { sizeFt } = stageFromCorners(onScreen(29, -20, 20), onScreen(29, 20, -20), 0);
    expect(sizeFt.width).toBeCloseTo(51.2, 0);
    expect(sizeFt.depth).toBeCloseTo(178.4, 0);
  });
});

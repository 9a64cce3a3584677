// The corridor buffer: its width (half-width rule and 1 m minimum), that it covers the path, and its failures.
import { bbox } from '@turf/bbox';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { destination } from '@turf/destination';
import { distance } from '@turf/distance';
import { point } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { buildCorridor, corridorHalfWidthMetres } from '../../src/shared/zoneCreator/corridor';

type Pos = [number, number];
const LAT = 40.75;
const WEST: Pos = [-73.99, LAT];
/** ~200 m due east of WEST. */
const EAST = destination(point(WEST), 200, 90, { units: 'meters' }).geometry.coordinates as Pos;

function corridor(coords: Pos[], widthFeet: number) {
  const result = buildCorridor(coords, widthFeet);
  if (!result.ok) throw new Error(result.reason);
  return result.polygon;
}

/** The corridor's north-south extent in metres, measured along the line's mid meridian. */
function northSouthMetres(coords: Pos[], widthFeet: number): number {
  const [, south, , north] = bbox(corridor(coords, widthFeet));
  const lng = (WEST[0] + EAST[0]) / 2;
  return distance([lng, south], [lng, north], { units: 'meters' });
}

describe('buildCorridor', () => {
  it('is the zone width wide: 40 ft -> 12.192 m across an east-west line', () => {
    expect(distance(WEST, EAST, { units: 'meters' })).toBeCloseTo(200, 3);
    const across = northSouthMetres([WEST, EAST], 40);
    expect(Math.abs(across - 12.192) / 12.192).toBeLessThan(0.02);
  });

  it('never goes below a 1 m half-width: 6 ft (0.9144 m half) gives 2 m across', () => {
    expect(corridorHalfWidthMetres(6)).toBe(1);
    expect(corridorHalfWidthMetres(40)).toBeCloseTo(6.096, 9);
    const across = northSouthMetres([WEST, EAST], 6);
    expect(Math.abs(across - 2) / 2).toBeLessThan(0.02);
  });

  it('contains the nodes', () => {
    const polygon = corridor([WEST, EAST], 40);
    expect(polygon.type).toBe('Polygon');
    for (const p of [WEST, EAST]) expect(booleanPointInPolygon(p, polygon)).toBe(true);
  });

  it('follows a multi-node path in order', () => {
    const north = destination(point(EAST), 150, 0, { units: 'meters' }).geometry.coordinates as Pos;
    const far = destination(point(north), 150, 90, { units: 'meters' }).geometry.coordinates as Pos;
    const path: Pos[] = [WEST, EAST, north, far];
    const polygon = corridor(path, 30);
    for (const p of path) expect(booleanPointInPolygon(p, polygon)).toBe(true);
    // Midpoints of each leg are inside; the corner the path does not run through (WEST-north diagonal) is not.
    const mid = (a: Pos, b: Pos): Pos => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    for (let i = 1; i < path.length; i++)
      expect(booleanPointInPolygon(mid(path[i - 1]!, path[i]!), polygon)).toBe(true);
    expect(booleanPointInPolygon(mid(WEST, north), polygon)).toBe(false);
  });

  it('drops consecutive duplicates', () => {
    expect(buildCorridor([WEST, WEST, EAST, EAST], 40)).toEqual(buildCorridor([WEST, EAST], 40));
  });

  it('fails with a reason', () => {
    expect(buildCorridor([], 40)).toEqual({ ok: false, reason: 'Need at least 2 nodes' });
    expect(buildCorridor([WEST], 40)).toEqual({ ok: false, reason: 'Need at least 2 nodes' });
    expect(buildCorridor([WEST, WEST], 40)).toEqual({ ok: false, reason: 'not enough coordinates resolved' });
    expect(buildCorridor([WEST, [NaN, LAT]], 40)).toEqual({ ok: false, reason: 'not enough coordinates resolved' });
  });

  it('treats a non-numeric width as the 6 ft minimum rather than producing NaN', () => {
    expect(buildCorridor([WEST, EAST], NaN)).toEqual(buildCorridor([WEST, EAST], 6));
  });
});

/** The one geometry module (src/shared/geometry): plane tests, boxes, and metres from degrees. */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance as turfDistance } from '@turf/distance';
import { describe, expect, it } from 'vitest';
import {
  bboxContainsBBox,
  bboxContainsPoint,
  bboxOf,
  bboxOfFlat,
  emptyBBox,
  expandBBox,
  padBBox,
  unionBBox,
  type BBox,
} from '../../src/shared/geometry/bbox';
import {
  eastNorthMetres,
  groundMetres,
  localPlane,
  METRES_PER_DEGREE_LAT,
  metresPerDegreeLng,
} from '../../src/shared/geometry/metres';
import {
  pointInPolygon,
  pointInRing,
  pointInRingFlat,
  pointInRings,
  polylineDistance,
  polylineDistanceFlat,
  segmentDistance,
} from '../../src/shared/geometry/planar';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';

type Pt = [number, number];
const square = (x0: number, y0: number, side: number): Pt[] => [
  [x0, y0],
  [x0 + side, y0],
  [x0 + side, y0 + side],
  [x0, y0 + side],
  [x0, y0],
];
const flat = (...rings: Pt[][]) => Float64Array.from(rings.flat(2));

describe('point in ring', () => {
  const ring = square(0, 0, 10);
  it('tells inside from outside, whether or not the ring repeats its first position', () => {
    expect(pointInRing(5, 5, ring)).toBe(true);
    expect(pointInRing(15, 5, ring)).toBe(false);
    expect(pointInRing(5, 5, ring.slice(0, 4))).toBe(true);
    expect(pointInRing(-1, 5, ring.slice(0, 4))).toBe(false);
  });

  it('gives a point on an edge shared by two rings to exactly one of them', () => {
    const left = square(0, 0, 10);
    const right = square(10, 0, 10);
    for (const y of [0, 2.5, 5, 9.99]) {
      expect([pointInRing(10, y, left), pointInRing(10, y, right)].filter(Boolean)).toHaveLength(1);
    }
    const below = square(0, -10, 10);
    expect([pointInRing(5, 0, left), pointInRing(5, 0, below)].filter(Boolean)).toHaveLength(1);
  });

  it('agrees with turf on a concave ring', () => {
    // A 'U': the notch between the arms is outside.
    const u: Pt[] = [
      [0, 0],
      [9, 0],
      [9, 9],
      [6, 9],
      [6, 3],
      [3, 3],
      [3, 9],
      [0, 9],
      [0, 0],
    ];
    const poly = { type: 'Polygon' as const, coordinates: [u] };
    for (let x = 0.25; x < 9; x += 0.5)
      for (let y = 0.25; y < 9; y += 0.5)
        expect(pointInRing(x, y, u), `${x},${y}`).toBe(booleanPointInPolygon([x, y], poly));
  });

  it('is never inside a ring of fewer than three points', () => {
    expect(pointInRing(0, 0, [])).toBe(false);
    expect(pointInRing(1, 1, [[1, 1]])).toBe(false);
    expect(
      pointInRing(1, 1, [
        [0, 0],
        [2, 2],
      ]),
    ).toBe(false);
  });
});

describe('point in polygon and the even-odd rule', () => {
  const outer = square(0, 0, 10);
  const hole = square(3, 3, 4);
  it('leaves a polygon’s holes out', () => {
    expect(pointInPolygon(1, 1, [outer, hole])).toBe(true);
    expect(pointInPolygon(5, 5, [outer, hole])).toBe(false);
    expect(pointInPolygon(5, 5, [outer])).toBe(true);
    expect(pointInPolygon(5, 5, [])).toBe(false);
  });
  it('counts rings: a hole, and an island in the hole', () => {
    const island = square(4, 4, 2);
    expect(pointInRings(1, 1, [outer, hole, island])).toBe(true);
    expect(pointInRings(3.5, 3.5, [outer, hole, island])).toBe(false);
    expect(pointInRings(5, 5, [outer, hole, island])).toBe(true);
    expect(pointInRings(50, 50, [outer, hole, island])).toBe(false);
  });
});

describe('segment distance', () => {
  it('is the perpendicular distance beside the segment and the end’s distance beyond it', () => {
    expect(segmentDistance(5, 3, 0, 0, 10, 0)).toBe(3);
    expect(segmentDistance(13, 4, 0, 0, 10, 0)).toBe(5);
    expect(segmentDistance(-3, -4, 0, 0, 10, 0)).toBe(5);
    expect(segmentDistance(5, 0, 0, 0, 10, 0)).toBe(0);
  });
  it('measures to the point when the segment has no length', () => {
    expect(segmentDistance(3, 4, 0, 0, 0, 0)).toBe(5);
  });
});

describe('polyline distance', () => {
  const line: Pt[] = [
    [0, 0],
    [10, 0],
    [10, 10],
  ];
  it('is the nearest segment’s distance; one point is its own distance; none is Infinity', () => {
    expect(polylineDistance(12, 5, line)).toBe(2);
    expect(polylineDistance(5, -1, line)).toBe(1);
    expect(polylineDistance(3, 4, [[0, 0]])).toBe(5);
    expect(polylineDistance(3, 4, [])).toBe(Infinity);
  });
  it('lets a point that did not project spoil only its own segments', () => {
    expect(polylineDistance(5, -1, [[NaN, NaN], ...line])).toBe(1);
  });
});

describe('typed-array variants read the same answers from a range of an interleaved array', () => {
  const ring = square(0, 0, 10);
  const other = square(100, 100, 5);
  // Two entries back to back, as the raster index stores them: the ring starts at point 5.
  const coords = flat(other, ring);
  it('point in ring', () => {
    for (const [x, y] of [
      [5, 5],
      [0, 5],
      [10, 5],
      [-1, 5],
      [5, 10],
      [102, 102],
    ] as Pt[]) {
      expect(pointInRingFlat(coords, 5, 5, x, y), `${x},${y}`).toBe(pointInRing(x, y, ring));
    }
    expect(pointInRingFlat(coords, 0, 5, 102, 102)).toBe(true);
  });
  it('polyline distance, one point included', () => {
    for (const [x, y] of [
      [5, 5],
      [12, 3],
      [-4, -3],
      [50, 50],
    ] as Pt[]) {
      expect(polylineDistanceFlat(coords, 5, 5, x, y)).toBe(polylineDistance(x, y, ring));
    }
    expect(polylineDistanceFlat(coords, 5, 1, 3, 4)).toBe(5);
  });
  it('bounding box', () => {
    expect(bboxOfFlat(coords, 5, 5)).toEqual([0, 0, 10, 10]);
    expect(bboxOfFlat(coords, 0, 5)).toEqual([100, 100, 105, 105]);
    expect(bboxOfFlat(coords, 0, 10)).toEqual([0, 0, 105, 105]);
  });
});

describe('bounding boxes', () => {
  it('bounds points; nothing gives the empty box, which no union notices', () => {
    expect(
      bboxOf([
        [3, -1],
        [-2, 4],
        [1, 1],
      ]),
    ).toEqual([-2, -1, 3, 4]);
    const none = bboxOf([]);
    expect(none.every(Number.isFinite)).toBe(false);
    expect(none).toEqual(emptyBBox());
    expect(unionBBox(none, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(unionBBox([0, 0, 1, 1], [2, -1, 3, 0.5])).toEqual([0, -1, 3, 1]);
  });
  it('grows by a ratio of its span or by fixed amounts', () => {
    expect(expandBBox([0, 0, 10, 20], 0.25)).toEqual([-2.5, -5, 12.5, 25]);
    expect(padBBox([0, 0, 10, 20], 1)).toEqual([-1, -1, 11, 21]);
    expect(padBBox([0, 0, 10, 20], 1, 2)).toEqual([-1, -2, 11, 22]);
  });
  it('contains points and boxes with its edges', () => {
    const b: BBox = [0, 0, 10, 10];
    expect(bboxContainsPoint(b, 0, 10)).toBe(true);
    expect(bboxContainsPoint(b, 10.0001, 5)).toBe(false);
    expect(bboxContainsBBox(b, [0, 0, 10, 10])).toBe(true);
    expect(bboxContainsBBox(b, [1, 1, 11, 9])).toBe(false);
    expect(bboxContainsBBox(b, [-1, 1, 9, 9])).toBe(false);
  });
});

describe('metres from degrees', () => {
  const timesSquare = { lng: -73.9855, lat: 40.758 };
  it('uses turf’s mean Earth radius: a degree of latitude is about 111,195 m', () => {
    expect(METRES_PER_DEGREE_LAT).toBeCloseTo(turfDistance([0, 40], [0, 41], { units: 'meters' }), 6);
    expect(Math.round(METRES_PER_DEGREE_LAT)).toBe(111195);
    expect(metresPerDegreeLng(0)).toBe(METRES_PER_DEGREE_LAT);
    expect(metresPerDegreeLng(60)).toBeCloseTo(METRES_PER_DEGREE_LAT / 2, 6);
  });
  it('agrees with turf’s great-circle distance to well under an inch across a site', () => {
    for (const [dLng, dLat] of [
      [0.003, 0],
      [0, 0.003],
      [0.002, -0.0015],
    ] as Pt[]) {
      const b = { lng: timesSquare.lng + dLng, lat: timesSquare.lat + dLat };
      const geodesic = turfDistance([timesSquare.lng, timesSquare.lat], [b.lng, b.lat], { units: 'meters' });
      expect(Math.abs(groundMetres(timesSquare, b) - geodesic)).toBeLessThan(0.01);
    }
  });
  it('gives east and north from one point to another at a chosen latitude', () => {
    const b = { lng: timesSquare.lng + 0.001, lat: timesSquare.lat + 0.001 };
    const [east, north] = eastNorthMetres(timesSquare, b, timesSquare.lat);
    expect(east).toBeCloseTo(0.001 * metresPerDegreeLng(timesSquare.lat), 9);
    expect(north).toBeCloseTo(0.001 * METRES_PER_DEGREE_LAT, 9);
    expect(eastNorthMetres(timesSquare, b)[0]).toBeCloseTo(0.001 * metresPerDegreeLng(timesSquare.lat + 0.0005), 9);
  });
  it('projects into a local plane and back, in metres or feet', () => {
    const plane = localPlane(timesSquare.lng, timesSquare.lat);
    expect(plane.toXY(timesSquare.lng, timesSquare.lat)).toEqual([0, 0]);
    const [x, y] = plane.toXY(-73.984, 40.757);
    const [lng, lat] = plane.toLngLat(x, y);
    expect(lng).toBeCloseTo(-73.984, 12);
    expect(lat).toBeCloseTo(40.757, 12);
    const feet = localPlane(timesSquare.lng, timesSquare.lat, FEET_TO_METRES);
    const [xf, yf] = feet.toXY(-73.984, 40.757);
    expect(xf * FEET_TO_METRES).toBeCloseTo(x, 9);
    expect(yf * FEET_TO_METRES).toBeCloseTo(y, 9);
    expect(feet.ky).toBeCloseTo(METRES_PER_DEGREE_LAT / FEET_TO_METRES, 9);
  });
});

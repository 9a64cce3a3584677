import { describe, expect, it } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import { applyOp, invertOp, type Plan } from '../../src/shared/objects/placed';
import { arrayFill, lineFill, MAX_LAYOUT_ITEMS, offsetsAlong, placeLayoutOp } from '../../src/shared/edit/layout';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import { METRES_PER_DEGREE_LAT, metresPerDegreeLng } from '../../src/shared/geometry/metres';
import type { AreaGeometry } from '../../src/shared/geography/geometry';

const origin = { lng: -73.98, lat: 40.75 };
const at = (eastFt: number, northFt: number) => offsetFeet(origin, eastFt, northFt);
const feetFrom = (p: { lng: number; lat: number }) => ({
  east: ((p.lng - origin.lng) * metresPerDegreeLng(origin.lat)) / FEET_TO_METRES,
  north: ((p.lat - origin.lat) * METRES_PER_DEGREE_LAT) / FEET_TO_METRES,
});
const CHAIR = { width: 1.5, depth: 1.5 };
const spacing = { gapFt: 0.5, rowGapFt: 1.5, aisleFt: 0, perSection: 0 };

describe('offsetsAlong', () => {
  it('fits items with gaps, centred in the span', () => {
    // 4 items of 2 ft with 1 ft gaps use 11 ft of 12: half a foot either side.
    expect(offsetsAlong(12, 2, 1)).toEqual([1.5, 4.5, 7.5, 10.5]);
  });
  it('puts an aisle after every section', () => {
    // 2 + 1 + 2, aisle 4, 2 + 1 + 2 = 14 ft.
    expect(offsetsAlong(14, 2, 1, 4, 2)).toEqual([1, 4, 10, 13]);
  });
  it('fits nothing when the item is longer than the span', () => {
    expect(offsetsAlong(1, 2, 0)).toEqual([]);
    expect(offsetsAlong(10, 0, 0)).toEqual([]);
  });
});

describe('arrayFill', () => {
  it('fills a 39.5 × 59 ft rectangle with 20 × 20 = 400 chairs, front row first', () => {
    const fill = arrayFill({ a: at(0, 0), b: at(39.5, -59), rotationDeg: 0, itemFt: CHAIR, ...spacing });
    expect(fill.columns).toBe(20);
    expect(fill.rows).toBe(20);
    expect(fill.positions).toHaveLength(400);
    const first = feetFrom(fill.positions[0]!);
    // Within a thousandth of a foot: the fill's frame sits at the rectangle's centre, the test's at its corner.
    expect(first.east).toBeCloseTo(0.75, 3);
    // 20 rows use 58.5 ft of 59: a quarter foot above the first row.
    expect(first.north).toBeCloseTo(-1, 3);
    const next = feetFrom(fill.positions[1]!);
    expect(next.east - first.east).toBeCloseTo(2, 3);
    const secondRow = feetFrom(fill.positions[20]!);
    expect(first.north - secondRow.north).toBeCloseTo(3, 3);
  });
  it('leaves aisles between sections', () => {
    const fill = arrayFill({
      a: at(0, 0),
      b: at(39.5, -1.5),
      rotationDeg: 0,
      itemFt: CHAIR,
      gapFt: 0.5,
      rowGapFt: 0,
      aisleFt: 4,
      perSection: 10,
    });
    // 10 chairs take 19.5 ft; an aisle of 4; 8 more fit in the 16 ft left.
    expect(fill.columns).toBe(18);
    const xs = fill.positions.map((p) => feetFrom(p).east);
    expect(xs[10]! - xs[9]!).toBeCloseTo(5.5, 6);
  });
  it('turns with the map, so rows run across the screen', () => {
    const fill = arrayFill({ a: at(0, 0), b: at(0, -10), rotationDeg: 90, itemFt: CHAIR, ...spacing });
    expect(fill.rotationDeg).toBe(90);
    // Turned a quarter: the rectangle's width runs north-south.
    expect(fill.widthFt).toBeCloseTo(10, 6);
    expect(fill.depthFt).toBeCloseTo(0, 6);
  });
  it('keeps only the chairs inside the focused area', () => {
    const ring = [at(-1, 1), at(20, 1), at(20, -100), at(-1, -100), at(-1, 1)].map((p): [number, number] => [
      p.lng,
      p.lat,
    ]);
    const clip: AreaGeometry = { type: 'Polygon', coordinates: [ring] };
    const fill = arrayFill({ a: at(0, 0), b: at(39.5, -59), rotationDeg: 0, itemFt: CHAIR, ...spacing, clip });
    // Columns whose chairs end east of 20 ft are dropped: 10 columns of 20 rows.
    expect(fill.positions).toHaveLength(200);
  });
  it('never places more than the cap', () => {
    const fill = arrayFill({ a: at(0, 0), b: at(2000, -2000), rotationDeg: 0, itemFt: CHAIR, ...spacing });
    expect(fill.positions.length).toBeLessThanOrEqual(MAX_LAYOUT_ITEMS);
  });
});

describe('lineFill', () => {
  it('runs barricades end to end along a line, turned along it', () => {
    const items = lineFill([at(0, 0), at(0, 80)], 8);
    expect(items).toHaveLength(10);
    expect(feetFrom(items[0]!.position).north).toBeCloseTo(4, 6);
    expect(feetFrom(items[9]!.position).north).toBeCloseTo(76, 6);
    // Running north, the object's width (its x axis) must point north: a turn of 270°.
    expect(items[0]!.rotationDeg).toBeCloseTo(270, 6);
  });
  it('follows the corners of a path, centred on its length', () => {
    const items = lineFill([at(0, 0), at(30, 0), at(30, 30)], 10);
    expect(items).toHaveLength(6);
    expect(feetFrom(items[0]!.position).east).toBeCloseTo(5, 6);
    expect(items[0]!.rotationDeg).toBeCloseTo(0, 6);
    expect(feetFrom(items[5]!.position).north).toBeCloseTo(25, 6);
  });
  it('places one item on a point-like path, none for no path', () => {
    expect(lineFill([at(0, 0), at(0, 0)], 8)).toHaveLength(1);
    expect(lineFill([], 8)).toEqual([]);
    expect(lineFill([at(0, 0), at(0, 5)], 0)).toEqual([]);
  });
});

describe('placeLayoutOp', () => {
  it('places the layout as ordinary objects in one op, undone in one', () => {
    let n = 0;
    const fill = arrayFill({ a: at(0, 0), b: at(39.5, -59), rotationDeg: 0, itemFt: CHAIR, ...spacing });
    const made = placeLayoutOp(
      objectType('chair')!,
      fill.positions.slice(0, 200).map((position) => ({ position, rotationDeg: 0 })),
      { newId: () => `c${++n}`, now: new Date(0) },
    )!;
    const empty: Plan = { objects: [], shapes: [] };
    const after = applyOp(empty, made.op);
    expect(after.objects).toHaveLength(200);
    expect(new Set(made.ids).size).toBe(200);
    expect(applyOp(after, invertOp(made.op))).toEqual(empty);
  });
});

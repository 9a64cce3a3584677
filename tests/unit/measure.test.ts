import { describe, expect, it } from 'vitest';
import {
  areaSquareMetres,
  formatArea,
  formatLength,
  isListableShape,
  lengthMetres,
  measureText,
  shapeListName,
} from '../../src/shared/geometry/measure';

describe('dimension labels by the spec', () => {
  it('metric: metres below 1000 m, else km with 2 decimals', () => {
    expect(formatLength(12.4, 'm')).toBe('12 m');
    expect(formatLength(999.4, 'm')).toBe('999 m');
    expect(formatLength(1000, 'm')).toBe('1.00 km');
    expect(formatLength(2345, 'm')).toBe('2.35 km');
  });
  it('imperial: feet, or miles at 5280 ft or more', () => {
    expect(formatLength(30.48, 'ft')).toBe('100 ft');
    expect(formatLength(5279 * 0.3048, 'ft')).toBe('5,279 ft');
    expect(formatLength(5280 * 0.3048, 'ft')).toBe('1.00 mi');
  });
  it('areas in m² or ft²', () => {
    expect(formatArea(100, 'm')).toBe('100 m²');
    expect(formatArea(100, 'ft')).toBe('1,076 ft²');
  });
});

describe('measuring shapes', () => {
  it('a line of 0.001° latitude is about 111 m', () => {
    const m = lengthMetres([
      [-73.98, 40.75],
      [-73.98, 40.751],
    ]);
    expect(m).toBeGreaterThan(110.5);
    expect(m).toBeLessThan(111.6);
    expect(
      measureText(
        {
          type: 'LineString',
          coordinates: [
            [-73.98, 40.75],
            [-73.98, 40.751],
          ],
        },
        'm',
      ),
    ).toBe('111 m');
  });
  it('a 100 m square is about 10,000 m²', () => {
    const dLat = 100 / 111195;
    const dLng = dLat / Math.cos((40.75 * Math.PI) / 180);
    const ring = [
      [-73.98, 40.75],
      [-73.98 + dLng, 40.75],
      [-73.98 + dLng, 40.75 + dLat],
      [-73.98, 40.75 + dLat],
      [-73.98, 40.75],
    ];
    expect(areaSquareMetres([ring])).toBeGreaterThan(9900);
    expect(areaSquareMetres([ring])).toBeLessThan(10100);
  });
});

describe('listing rules', () => {
  it('keeps valid shapes and names unlabeled ones by type', () => {
    expect(isListableShape({ type: 'Point', coordinates: [0, 0] })).toBe(false);
    expect(isListableShape({ type: 'Point', coordinates: [-73.98, 40.75] })).toBe(true);
    expect(isListableShape({ type: 'LineString', coordinates: [[-73.98, 40.75]] })).toBe(false);
    expect(
      isListableShape({
        type: 'Polygon',
        coordinates: [
          [
            [0, 1],
            [1, 1],
            [0, 1],
          ],
        ],
      }),
    ).toBe(false);
    expect(
      isListableShape({
        type: 'Polygon',
        coordinates: [
          [
            [0, 1],
            [1, 1],
            [1, 2],
            [0, 1],
          ],
        ],
      }),
    ).toBe(true);
    expect(shapeListName('  ', { type: 'LineString', coordinates: [] })).toBe('Line (unlabeled)');
    expect(shapeListName('Stage', { type: 'Polygon', coordinates: [] })).toBe('Stage');
  });
});

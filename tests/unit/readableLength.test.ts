import { describe, expect, it } from 'vitest';
import { readableArea, readableLength, readableMeasure, readableSize } from '../../src/shared/geometry/readableLength';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import { objectSizeLabel } from '../../src/shared/export/dimensionLabels';
import { placed } from './helpers/exportFixtures';

const ft = (feet: number) => feet * FEET_TO_METRES;

describe('readable lengths for print', () => {
  it("gives one decimal below 10 and never '0 m' for a size", () => {
    expect(readableLength(0.46, 'm')).toBe('0.5 m');
    expect(readableLength(ft(1.5), 'ft')).toBe('1.5 ft');
    expect(readableLength(3.048, 'm')).toBe('3 m');
    expect(readableLength(4.877, 'm')).toBe('4.9 m');
    expect(readableLength(0.04, 'm')).toBe('0.04 m');
    expect(readableLength(0.0123, 'm')).toBe('0.012 m');
    expect(readableLength(0, 'm')).toBe('0 m');
  });
  it('gives whole units from 10 on, and km or mi with 2 decimals past 1000 m or 5280 ft', () => {
    expect(readableLength(9.96, 'm')).toBe('10 m');
    expect(readableLength(12.4, 'm')).toBe('12 m');
    expect(readableLength(222.2, 'm')).toBe('222 m');
    expect(readableLength(1234, 'm')).toBe('1.23 km');
    expect(readableLength(ft(4000.4), 'ft')).toBe('4,000 ft');
    expect(readableLength(ft(5280 * 1.5), 'ft')).toBe('1.50 mi');
  });
  it("writes a footprint's unit once: '10 × 10 ft', '0.5 × 0.5 m'", () => {
    expect(readableSize(ft(10), ft(10), 'ft')).toBe('10 × 10 ft');
    expect(readableSize(ft(1.5), ft(1.5), 'm')).toBe('0.5 × 0.5 m');
    expect(readableSize(ft(1.5), ft(1.5), 'ft')).toBe('1.5 × 1.5 ft');
    expect(readableSize(999, 1500, 'm')).toBe('999 m × 1.50 km');
  });
  it('labels areas and drawn shapes by the same rules', () => {
    expect(readableArea(0.8, 'm')).toBe('0.8 m²');
    expect(readableArea(ft(10) * ft(12), 'ft')).toBe('120 ft²');
    expect(
      readableMeasure(
        {
          type: 'LineString',
          coordinates: [
            [-73.99, 40.73],
            [-73.99, 40.730004],
          ],
        },
        'm',
      ),
    ).toBe('0.4 m');
    expect(readableMeasure({ type: 'Point', coordinates: [-73.99, 40.73] }, 'm')).toBe('');
  });
  it("labels a chair (1.5 × 1.5 ft, 0.46 m) '0.5 × 0.5 m', not '0 m × 0 m'", () => {
    const chair = placed('chair', -73.997, 40.731, 'c1');
    expect(objectSizeLabel(chair, 'm')).toBe('0.5 × 0.5 m');
    expect(objectSizeLabel(chair, 'ft')).toBe('1.5 × 1.5 ft');
  });
});

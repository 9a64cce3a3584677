import { describe, expect, it } from 'vitest';
import { iconPxAt, iconSizeAt } from '../../src/shared/layers/iconScale';

describe('layer icon size (0.02 up to zoom 16, 0.5 from zoom 20, × √area scale)', () => {
  it('follows the spec curve for ordinary layers', () => {
    expect(iconSizeAt(12, 'hydrants')).toBeCloseTo(0.02, 10);
    expect(iconSizeAt(16, 'hydrants')).toBeCloseTo(0.02, 10);
    expect(iconSizeAt(18, 'hydrants')).toBeCloseTo(0.26, 10);
    expect(iconSizeAt(20, 'trees')).toBeCloseTo(0.5, 10);
    expect(iconSizeAt(22, 'trees')).toBeCloseTo(0.5, 10);
    expect(iconPxAt(20, 'trees')).toBeCloseTo(48, 10);
  });

  it('draws pedestrian ramps at √0.25 = half size', () => {
    expect(iconSizeAt(20, 'pedestrianRamps')).toBeCloseTo(0.25, 10);
    expect(iconSizeAt(18, 'pedestrianRamps') / iconSizeAt(18, 'hydrants')).toBeCloseTo(0.5, 10);
  });
});

import { describe, expect, it } from 'vitest';
import { areaTooltipContent, ZONE_CREATOR_TIP } from '../../src/ui/components/areaTooltipContent';

describe("The intersections hover tip 'Use Zone Creator to select nodes' shows only while the zone creator is not active", () => {
  const node = { _name: 'W 42 St & 5 Av' };

  it('reads the spec text over an intersection while the zone creator is off', () => {
    expect(ZONE_CREATOR_TIP).toBe('Use Zone Creator to select nodes');
    expect(areaTooltipContent('intersections', false, node)).toEqual({
      kind: 'intersection',
      title: 'W 42 St & 5 Av',
      hint: ZONE_CREATOR_TIP,
    });
  });

  it('names the intersection only once the zone creator is active (a click then picks the node)', () => {
    expect(areaTooltipContent('intersections', true, node)).toEqual({
      kind: 'intersection',
      title: 'W 42 St & 5 Av',
      hint: null,
    });
  });

  it('shows label/value pairs for parks and plazas, zone creator or not', () => {
    const park = { _name: 'Bryant Park', _property: 'Bryant Park', _sub: '' };
    expect(areaTooltipContent('parks', false, park)).toEqual({
      kind: 'area',
      rows: [
        ['Zone', 'Bryant Park'],
        ['Property', 'Bryant Park'],
      ],
    });
  });
});

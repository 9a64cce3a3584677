import { describe, expect, it } from 'vitest';
import { steppedPosition } from '../../src/shared/geometry/nudgeStep';
import { lengthMetres } from '../../src/shared/geometry/measure';

const AT = { lng: -73.9836, lat: 40.7537 };
const moved = (dir: 'up' | 'down' | 'left' | 'right', bearing: number, m = 5) => steppedPosition(AT, dir, bearing, m);

describe('steppedPosition', () => {
  it('on a north-up map, up is north and right is east, by the asked distance', () => {
    const up = moved('up', 0);
    expect(up.lng).toBeCloseTo(AT.lng, 9);
    expect(up.lat).toBeGreaterThan(AT.lat);
    const right = moved('right', 0);
    expect(right.lat).toBeCloseTo(AT.lat, 9);
    expect(right.lng).toBeGreaterThan(AT.lng);
    for (const p of [up, right, moved('down', 0), moved('left', 0)]) expect(lengthMetres([[AT.lng, AT.lat], [p.lng, p.lat]])).toBeCloseTo(5, 1);
  });

  it('follows the map\'s bearing: at 90° up points east and right points south', () => {
    const up = moved('up', 90);
    expect(up.lat).toBeCloseTo(AT.lat, 9);
    expect(up.lng).toBeGreaterThan(AT.lng);
    const right = moved('right', 90);
    expect(right.lng).toBeCloseTo(AT.lng, 9);
    expect(right.lat).toBeLessThan(AT.lat);
  });
});

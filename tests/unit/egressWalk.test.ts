// The longest walk to an exit is walked around what is in the way, not measured in a straight line.
import { describe, expect, it } from 'vitest';
import { computeEgress } from '../../src/shared/egress/engine';
import { feetPlane, planeRect } from '../../src/shared/egress/plane';
import type { Pt } from '../../src/shared/egress/types';
import { walkField } from '../../src/shared/egress/walk';
import { drawnEnclosure, exit, obj } from './helpers/egressPlan';
import { O } from './helpers/sitePlan';

const plane = feetPlane(O.lng, O.lat);
const ring: Pt[] = [
  [0, 0],
  [60, 0],
  [60, 40],
  [0, 40],
];
// A row of six 8 ft tables across the enclosure, 10 ft in front of the exit in the middle of the south side.
const tables = Array.from({ length: 6 }, (_, i) => obj(`t${i}`, 'table', [8, 2.5], 10 + i * 8, 10));

describe('the walk to the nearest exit', () => {
  it('with nothing in the way is about the straight line', () => {
    const field = walkField(ring, [], [{ at: [30, 0], widthFt: 6 }], plane)!;
    expect(field.walk.cellFt).toBe(1);
    // The far corners: √(30² + 40²) = 50 ft; the grid's eight directions make it a little longer.
    expect(Math.abs(field.walk.straightFt - 50)).toBeLessThan(1.5);
    expect(field.walk.longestFt).toBeGreaterThanOrEqual(field.walk.straightFt - 3);
    expect(field.walk.longestFt).toBeLessThan(field.walk.straightFt * 1.1);
  });

  it('goes round a row of tables: longer than the straight line from behind them', () => {
    const open = walkField(ring, [], [{ at: [30, 0], widthFt: 6 }], plane)!;
    const blocked = walkField(
      ring,
      tables.map((t) => planeRect(t, plane)),
      [{ at: [30, 0], widthFt: 6 }],
      plane,
    )!;
    const behind: Pt = [30.5, 13.5];
    const straight = Math.hypot(behind[0] - 30, behind[1]);
    expect(open.at(behind)!).toBeLessThan(straight + 2);
    // Round the end of the row (x 58) and back: well over twice the straight 13.5 ft.
    expect(blocked.at(behind)!).toBeGreaterThan(2 * straight);
    expect(blocked.at([30.5, 10.5])).toBeNull(); // under a table
    expect(blocked.walk.longestFt).toBeGreaterThan(blocked.walk.straightFt);
    expect(blocked.walk.path.length).toBeGreaterThan(2);
  });

  it('the plan’s figure is the walk, with its path ending at the exit', () => {
    const e = computeEgress({
      objects: [...tables, exit('x', 30, 0)],
      shapes: [drawnEnclosure(60, 40)],
      attendance: 100,
    });
    expect(e.walk).not.toBeNull();
    expect(e.walk!.longestFt).toBeGreaterThan(e.walk!.straightFt);
    expect(e.walkLimitFt).toBeNull();
    const last = e.walk!.path[e.walk!.path.length - 1]!;
    expect(last[0]).toBeCloseTo(e.exits![0]!.atLngLat[0], 9);
    expect(last[1]).toBeCloseTo(e.exits![0]!.atLngLat[1], 9);
  });

  it('a place closed in by objects reaches no exit, and is said so', () => {
    // Tables round a 10 ft square in the middle.
    const box = [
      obj('n', 'table', [14, 2], 30, 26),
      obj('s', 'table', [14, 2], 30, 14),
      obj('w', 'table', [14, 2], 24, 20, 90),
      obj('e', 'table', [14, 2], 36, 20, 90),
    ];
    const e = computeEgress({ objects: [...box, exit('x', 30, 0)], shapes: [drawnEnclosure(60, 40)], attendance: 10 });
    expect(e.walk!.unreachableFt2).toBeGreaterThan(50);
    expect(e.findings.map((f) => f.id)).toContain('egress-walk-blocked');
  });
});

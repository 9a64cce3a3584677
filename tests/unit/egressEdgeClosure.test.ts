/**
 * An enclosure that closes on the focused area's edge (issue 39): a run of barricades across a
 * corner of the area, both its ends on the edge, pens the corner, the smaller way round; with one end
 * short of the edge it stays open and the check says between which pieces.
 */
import { describe, expect, it } from 'vitest';
import { computeEgress } from '../../src/shared/egress/engine';
import { closeOnEdge } from '../../src/shared/egress/edgeClosure';
import { ringAreaFt2 } from '../../src/shared/egress/plane';
import { egressRows } from '../../src/shared/egress/rows';
import type { AreaGeometry } from '../../src/shared/geography/geometry';
import { drawnEnclosure, exit, obj } from './helpers/egressPlan';

/** The area: 200 by 120 ft, south-west corner at O. */
const AREA = drawnEnclosure(200, 120).geometry as AreaGeometry;

/** Barricades north from (120, 0) to (120, 64), then east to (200 - short, 64). */
function cornerRun(short = 0) {
  const up = Array.from({ length: 8 }, (_, k) => obj(`v${k}`, 'barricade', [8, 2], 120, 4 + 8 * k, 90));
  const across = Array.from({ length: 10 }, (_, k) => obj(`h${k}`, 'barricade', [8, 2], 124 + 8 * k - short, 64));
  return [...up, ...across];
}

describe('closeOnEdge', () => {
  const edge = [
    [0, 0],
    [200, 0],
    [200, 120],
    [0, 120],
  ] as const;
  it('closes a run across a corner the smaller way round', () => {
    const ring = closeOnEdge(
      [
        [120, 0],
        [120, 64],
        [200, 64],
      ],
      edge,
      3,
    );
    expect(ring).not.toBeNull();
    expect(ringAreaFt2(ring!)).toBeCloseTo(80 * 64, 6);
  });
  it('leaves open a run laid along the edge itself, its gap being the way out', () => {
    const alongOutline: [number, number][] = [
      [60, 0],
      [0, 0],
      [0, 120],
      [200, 120],
      [200, 0],
      [120, 0],
    ];
    expect(closeOnEdge(alongOutline, edge, 3)).toBeNull();
  });
  it('leaves a run with an end off the edge open', () => {
    expect(
      closeOnEdge(
        [
          [120, 0],
          [120, 64],
          [190, 64],
        ],
        edge,
        3,
      ),
    ).toBeNull();
  });
});

describe('The egress check over a run that ends on the area edge', () => {
  it('is closed on the edge, measures the corner, and counts an exit on the run', () => {
    const e = computeEgress({
      objects: [...cornerRun(), exit('x', 160, 64, 6, 0)],
      shapes: [],
      attendance: 200,
      area: AREA,
    });
    expect(e.enclosure.closed).toBe(true);
    expect(e.enclosure.closesOnAreaEdge).toBe(true);
    expect(e.load!.grossFt2).toBeCloseTo(80 * 64, 0);
    expect(e.exits).toHaveLength(1);
    expect(egressRows(e).find((r) => r.key === 'enclosure')!.value).toContain("closed on the area's edge");
  });

  it('stays open when the run stops 8 ft short of the edge, naming its loose ends', () => {
    const e = computeEgress({ objects: cornerRun(8), shapes: [], attendance: 200, area: AREA });
    expect(e.enclosure.closed).toBe(false);
    expect(e.enclosure.unclosed).not.toBeNull();
    expect(e.findings.map((f) => f.id)).toContain('egress-not-closed');
  });
});

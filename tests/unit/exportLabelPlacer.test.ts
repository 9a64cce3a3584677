/**
 * The plan sheets' label placement: priorities, positions beside the anchor then on a leader, never
 * over another label, a leader or an object's drawing, never past the frame, and a report of what did
 * not fit.
 */
import { describe, expect, it } from 'vitest';
import { rectMeetsConvex, rectsMeet, segmentMeetsRect, type Pt, type Rect } from '../../src/shared/geometry/convex';
import { LabelPlacer, LABEL_GAP_MM, type LabelSpec, type Obstacle } from '../../src/shared/export/sheets/labelPlacer';
import { MAP_TEXT } from '../../src/shared/export/sheets/mapText';

const BOUNDS: Rect = { x: 0, y: 0, width: 100, height: 80 };
const square = (x: number, y: number, side: number, owner?: string): Obstacle => {
  const shape: Pt[] = [
    [x, y],
    [x + side, y],
    [x + side, y + side],
    [x, y + side],
  ];
  return { shape, rect: { x, y, width: side, height: side }, ...(owner ? { owner } : {}) };
};
const spec = (key: string, text: string, anchor: Rect, more: Partial<LabelSpec> = {}): LabelSpec => ({
  key,
  priority: 1,
  variants: [[{ text, style: MAP_TEXT.plain }]],
  anchor,
  ...more,
});

describe('label placer', () => {
  it('puts a label beside what it names, touching neither it nor anything drawn', () => {
    const chair = square(40, 40, 3, 'chair');
    const placer = new LabelPlacer(BOUNDS, [chair]);
    const p = placer.place(spec('n', '12', chair.rect, { owner: 'chair', prefer: 'corners' }))!;
    expect(p).not.toBeNull();
    expect(p.leader).toBeNull();
    expect(rectMeetsConvex(p.rect, chair.shape)).toBe(false);
    // A corner first (numbers), above and to the right.
    expect(p.rect.x).toBeGreaterThan(43);
    expect(p.rect.y + p.rect.height).toBeLessThan(40);
  });

  it('places in priority order: a number takes the place a size wanted', () => {
    const thing = square(40, 40, 3, 'o');
    const placer = new LabelPlacer(BOUNDS, [thing]);
    const { placed } = placer.placeAll([
      spec('size', '3 × 3 m', thing.rect, { owner: 'o', priority: 2 }),
      spec('number', '7', thing.rect, { owner: 'o', priority: 1 }),
    ]);
    expect(placed.map((p) => p.spec.key)).toEqual(['number', 'size']);
  });

  it('moves a label away on a leader when every place beside is taken, and keeps later labels off the leader', () => {
    // An object hemmed in by others on every side.
    const centre = square(45, 45, 4, 'c');
    const ring = [-1, 0, 1].flatMap((i) =>
      [-1, 0, 1].filter((j) => i !== 0 || j !== 0).map((j) => square(45 + i * 5, 45 + j * 5, 4.5, `n${i}${j}`)),
    );
    const placer = new LabelPlacer(BOUNDS, [centre, ...ring]);
    const p = placer.place(spec('n', '99', centre.rect, { owner: 'c' }))!;
    expect(p.leader).not.toBeNull();
    for (const o of [centre, ...ring]) expect(rectMeetsConvex(p.rect, o.shape)).toBe(false);
    // Nothing placed later lies on the leader.
    const [a, b] = p.leader!;
    const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const later = placer.place(
      spec('later', 'W', { x: mid[0] - 0.1, y: mid[1] - 0.1, width: 0.2, height: 0.2 }, { centred: true }),
    )!;
    expect(later).not.toBeNull();
    expect(segmentMeetsRect(a, b, later.rect)).toBe(false);
  });

  it('never puts two labels within the gap of each other, and reports what found no room', () => {
    const placer = new LabelPlacer({ x: 0, y: 0, width: 20, height: 10 }, []);
    const specs = Array.from({ length: 40 }, (_, i) =>
      spec(`l${i}`, `Label ${i}`, { x: 9.9, y: 4.9, width: 0.2, height: 0.2 }, { centred: true }),
    );
    const { placed, unplaced } = placer.placeAll(specs);
    expect(placed.length).toBeGreaterThan(0);
    expect(unplaced.length).toBeGreaterThan(0);
    expect(placed.length + unplaced.length).toBe(40);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(rectsMeet(placed[i]!.rect, placed[j]!.rect, LABEL_GAP_MM - 1e-9)).toBe(false);
  });

  it('slides a label inside the frame rather than cutting it at the edge', () => {
    const edge = square(99, 40, 1, 'e');
    const placer = new LabelPlacer(BOUNDS, [edge]);
    const p = placer.place(spec('n', 'A long label at the edge', edge.rect, { owner: 'e' }))!;
    expect(p.rect.x + p.rect.width).toBeLessThanOrEqual(100);
    expect(p.rect.x).toBeGreaterThanOrEqual(0);
  });

  it('tries a second layout when the first does not fit (two lines instead of one)', () => {
    const placer = new LabelPlacer({ x: 0, y: 0, width: 30, height: 30 }, []);
    const long = 'Chairs 1–48 · 48 × 0.5 × 0.5 m · 6 rows of 8';
    const p = placer.place({
      key: 'b',
      priority: 1,
      variants: [
        [{ text: long, style: MAP_TEXT.heading }],
        [
          { text: 'Chairs 1–48', style: MAP_TEXT.heading },
          { text: '48 × 0.5 × 0.5 m · 6 rows of 8', style: MAP_TEXT.plain },
        ],
      ],
      anchor: { x: 14, y: 14, width: 2, height: 2 },
    })!;
    expect(p.text.lines).toHaveLength(2);
  });
});

/**
 * Detail sheets: their scale (the least enlargement that spaces neighbours for their numbers), their
 * windows over the objects that need one, their letters, and the sheet a window makes.
 */
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { MAP_FRAME_MM } from '../../src/shared/export/pageLayout';
import type { TextPrimitive } from '../../src/shared/export/primitives';
import {
  DETAIL_SPACING_MM,
  detailLetter,
  detailScaleFor,
  MAX_DETAIL_SHEETS,
  planDetails,
} from '../../src/shared/export/sheets/detailPlan';
import { frameAtScale, makeSheet } from '../../src/shared/export/sheets/sheet';
import { localPlane } from '../../src/shared/geometry/metres';
import type { PlacedObject } from '../../src/shared/objects/placed';
import { AREA_BBOX, FRAME, placed, samplePage } from './helpers/exportFixtures';

const [W, S, E, N] = AREA_BBOX;
const plane = localPlane((W + E) / 2, (S + N) / 2);
const at = (type: string, east: number, north: number, id: string): PlacedObject => {
  const [lng, lat] = plane.toLngLat(east, north);
  return placed(type, lng, lat, id);
};
const overview = makeSheet('overview', FRAME, MAP_FRAME_MM);

describe('detail sheets', () => {
  it('take the least enlargement that puts neighbours DETAIL_SPACING_MM apart, from the standard scales', () => {
    expect(DETAIL_SPACING_MM).toBe(7);
    // 2 m apart: 1:200 gives 10 mm; 1:500 only 4.
    expect(detailScaleFor(2, 1630)).toBe(200);
    expect(detailScaleFor(1.2, 1630)).toBe(100);
    expect(detailScaleFor(5, 1630)).toBe(500);
    // Always an enlargement of at least half again the overview's.
    expect(detailScaleFor(20, 760)).toBe(500);
    // Closer than any scale can part: the largest.
    expect(detailScaleFor(0.1, 1630)).toBe(50);
  });

  it('frames the ground at exactly its scale', () => {
    const frame = frameAtScale([(W + E) / 2, (S + N) / 2], MAP_FRAME_MM, 200);
    expect(makeSheet('detail', frame, MAP_FRAME_MM).proj.metresPerMm).toBeCloseTo(0.2, 9);
  });

  it('letters A … Z, then AA', () => {
    expect([0, 1, 25, 26, 27].map(detailLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('lays one window over a block, two over blocks far apart, lettered from the top left', () => {
    const block = (x0: number, y0: number, p: string) =>
      Array.from({ length: 12 }, (_, i) => at('chair', x0 + (i % 4) * 2, y0 - Math.floor(i / 4) * 2, `${p}${i}`));
    const west = block(-120, 60, 'w');
    const east = block(100, -50, 'e');
    const one = planDetails(west, west, overview, MAP_FRAME_MM);
    expect(one).toHaveLength(1);
    expect(one[0]!.scale).toBe(200);
    const two = planDetails([...east, ...west], [...east, ...west], overview, MAP_FRAME_MM);
    expect(two.map((w) => w.letter)).toEqual(['A', 'B']);
    // A is the north-west block's.
    const inside = (o: PlacedObject, f: (typeof two)[number]['frame']) =>
      o.position.lng > f.west && o.position.lng < f.east && o.position.lat > f.south && o.position.lat < f.north;
    expect(west.every((o) => inside(o, two[0]!.frame))).toBe(true);
    expect(east.every((o) => inside(o, two[1]!.frame))).toBe(true);
    // Each window lies inside the overview's frame.
    for (const w of two) {
      expect(w.frame.west).toBeGreaterThanOrEqual(FRAME.west - 1e-9);
      expect(w.frame.east).toBeLessThanOrEqual(FRAME.east + 1e-9);
    }
  });

  it(`stop at ${MAX_DETAIL_SHEETS} sheets`, () => {
    // Pairs of chairs 0.5 m apart (1:50 each), 40 m apart: one window each, more than allowed.
    const pairs = Array.from({ length: 30 }, (_, i) => [
      at('chair', -140 + (i % 6) * 55, 90 - Math.floor(i / 6) * 45, `a${i}`),
      at('trash-can', -139.5 + (i % 6) * 55, 90 - Math.floor(i / 6) * 45, `b${i}`),
    ]).flat();
    expect(planDetails(pairs, pairs, overview, MAP_FRAME_MM)).toHaveLength(MAX_DETAIL_SHEETS);
  });

  it('are sheets of their own: a heading, the scale, the key plan and the legend of their objects, numbered in the set', () => {
    const chairs = Array.from({ length: 24 }, (_, i) => at('chair', (i % 6) * 2, -Math.floor(i / 6) * 2, `c${i}`));
    const doc = layoutDocument(samplePage({ objects: chairs, nearby: [] }), true);
    const texts = (i: number) => doc.pages[i]!.filter((p): p is TextPrimitive => p.kind === 'text').map((t) => t.text);
    expect(texts(0)).toContain('Detail A — sheet 2, 1:200');
    const detail = texts(1);
    expect(detail).toEqual(expect.arrayContaining(['Detail A', 'Scale 1:200 · enlarged from sheet 1', 'Chair', '24']));
    expect(detail.join(' ')).toContain(`Sheet\u00a02\u00a0of\u00a0${doc.pages.length}`);
    expect(detail).toContain('1:200 (Detail A)');
    // Sheets in the set's orientation; the summaries after them.
    expect(doc.formats[1]).toEqual(doc.formats[0]);
    expect(texts(2)).toContain('Plan sheets');
    expect(texts(2)).toContain(`Page 3 of ${doc.pages.length}`);
  });
});

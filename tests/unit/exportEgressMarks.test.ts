/**
 * The egress check on the plan sheet (issue 39): each exit tagged with its number and clear width
 * beside a green dot, and the longest walk drawn as a dashed purple path; exits outside the frame are
 * left off, and a plan without the check draws none of it.
 */
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import type { Primitive } from '../../src/shared/export/primitives';
import { EXIT_INK, WALK_INK } from '../../src/shared/export/sheets/egressMarks';
import { samplePage } from './helpers/exportFixtures';

/** Every primitive of a page, those inside clips included. */
function flat(prims: readonly Primitive[]): Primitive[] {
  return prims.flatMap((p) => (p.kind === 'clip' ? [p, ...flat(p.children)] : [p]));
}

const marks = {
  exits: [
    { tag: 'E1 6 ft', lng: -73.9972, lat: 40.7305 },
    { tag: 'E2 12 ft', lng: -73.9962, lat: 40.7315 },
    // Far outside the frame: not drawn.
    { tag: 'E3 6 ft', lng: -73.95, lat: 40.7 },
  ],
  walk: [
    [-73.9985, 40.7315],
    [-73.998, 40.731],
    [-73.9972, 40.7305],
  ] as [number, number][],
};

describe("The plan sheet's exits and longest walk", () => {
  it('tags each exit in the frame with its number and width, and draws the walk', () => {
    const doc = layoutDocument(samplePage({ egressMarks: marks }), true);
    const sheet = flat(doc.pages[0]!);
    const texts = sheet.flatMap((p) => (p.kind === 'text' ? [p.text] : []));
    expect(texts).toEqual(expect.arrayContaining(['E1 6 ft', 'E2 12 ft']));
    expect(texts).not.toContain('E3 6 ft');
    const dots = sheet.filter((p) => p.kind === 'circle' && p.fill === EXIT_INK);
    expect(dots).toHaveLength(2);
    const walks = sheet.filter((p) => p.kind === 'mapPath' && p.stroke === WALK_INK);
    expect(walks).toHaveLength(1);
    expect(walks[0]!.kind === 'mapPath' && walks[0]!.rings[0]!.length).toBe(3);
  });

  it('draws nothing of it for a plan without the check', () => {
    const sheet = flat(layoutDocument(samplePage(), true).pages[0]!);
    expect(sheet.some((p) => p.kind === 'circle' && p.fill === EXIT_INK)).toBe(false);
    expect(sheet.some((p) => p.kind === 'mapPath' && p.stroke === WALK_INK)).toBe(false);
  });
});

// The shapes' labels on the map (src/ui/app/edit/shapeLabels.ts): each shape measured once and kept
// with it, so an edit measures only the shape it changed; many shapes at once (an import) measured a
// slice at a time, all of them in the end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShapeFeature } from '../../src/shared/plan/schema';
import { LABEL_SLICE_MS, shapeLabelCollection } from '../../src/ui/app/edit/shapeLabels';
import { dimensionUnits, showShapeLabels } from '../../src/ui/store/draw';
import { plan } from '../../src/ui/store/plan';

/** A square of `side` degrees of longitude at Bryant Park, labelled. */
function square(id: string, side: number, label = `Zone ${id}`): ShapeFeature {
  const [x, y] = [-73.9836, 40.7536];
  return {
    type: 'Feature',
    id,
    properties: { label },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [x, y],
          [x + side, y],
          [x + side, y + side],
          [x, y + side],
          [x, y],
        ],
      ],
    },
  };
}

const texts = () => shapeLabelCollection.value.features.map((f) => (f.properties as { text: string }).text);

beforeEach(() => {
  showShapeLabels.value = true;
  dimensionUnits.value = 'm';
  plan.value = { objects: [], shapes: [] };
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('shape labels', () => {
  it('an edit measures only the shape it changed; the others keep their label as it was', () => {
    // A clock that stands still: every shape is measured in the first pass.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    plan.value = { objects: [], shapes: [square('a', 0.0001), square('b', 0.0002)] };
    const [a, b] = shapeLabelCollection.value.features;
    expect(texts()[0]).toMatch(/^Zone a\n[\d,]+ m²$/);
    // 'a' grows: its label is measured again, 'b' keeps the very same label.
    plan.value = { objects: [], shapes: [square('a', 0.0003), plan.value.shapes[1]!] };
    const [a2, b2] = shapeLabelCollection.value.features;
    expect(b2).toBe(b);
    expect(a2).not.toBe(a);
    expect(texts()[0]).not.toBe((a!.properties as { text: string }).text);
    expect(texts()[1]).toBe((b!.properties as { text: string }).text);
  });

  it('other units measure every shape again', () => {
    plan.value = { objects: [], shapes: [square('a', 0.0001)] };
    expect(texts()[0]).toMatch(/ m²$/);
    dimensionUnits.value = 'ft';
    expect(texts()[0]).toMatch(/ ft²$/);
  });

  it('shapes that arrive together are measured a slice at a time, then all are labelled', async () => {
    vi.useFakeTimers();
    // Each reading of the clock is a millisecond later: a slice measures LABEL_SLICE_MS shapes.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now++);
    const shapes = Array.from({ length: 40 }, (_, i) => square(String(i), 0.0001 + i * 1e-6));
    plan.value = { objects: [], shapes };
    const first = shapeLabelCollection.value.features.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(LABEL_SLICE_MS + 1);
    let passes = 1;
    while (shapeLabelCollection.value.features.length < shapes.length && passes < 20) {
      await vi.runAllTimersAsync();
      passes++;
    }
    expect(shapeLabelCollection.value.features).toHaveLength(40);
    expect(passes).toBeGreaterThan(2);
    // In the plan's order, each with its own text.
    expect(texts().map((t) => t.split('\n')[0])).toEqual(shapes.map((s) => s.properties.label));
  });

  it('labels switched off draw none', () => {
    plan.value = { objects: [], shapes: [square('a', 0.0001)] };
    showShapeLabels.value = false;
    expect(shapeLabelCollection.value.features).toEqual([]);
  });
});

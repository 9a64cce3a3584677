import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shape } from '../../src/shared/objects/placed';
import { LABEL_SCAN_MS, labelledShapes, scannedLabels, startLabelScan } from '../../src/ui/app/draw/labelScan';
import { plan } from '../../src/ui/store/plan';

const square = (id: string, label: string, lng = -73.98): Shape => ({
  id,
  properties: { label },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [lng, 40.75],
        [lng + 0.001, 40.75],
        [lng + 0.001, 40.751],
        [lng, 40.751],
        [lng, 40.75],
      ],
    ],
  },
});
const rename = (id: string, label: string) => {
  plan.value = {
    ...plan.value,
    shapes: plan.value.shapes.map((s) => (s.id === id ? { ...s, properties: { label } } : s)),
  };
};

describe('The 400 ms label scan after shape labels change', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    plan.value = { objects: [], shapes: [square('a', 'stage'), square('b', '')] };
    stop = startLabelScan();
    vi.advanceTimersByTime(LABEL_SCAN_MS);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('is 400 ms and reads the non-blank labels', () => {
    expect(LABEL_SCAN_MS).toBe(400);
    expect([...scannedLabels.value]).toEqual([['a', 'stage']]);
  });

  it('reads a changed label 400 ms after the change, not before', () => {
    rename('a', 'beer garden');
    vi.advanceTimersByTime(LABEL_SCAN_MS - 1);
    expect(scannedLabels.value.get('a')).toBe('stage');
    vi.advanceTimersByTime(1);
    expect(scannedLabels.value.get('a')).toBe('beer garden');
  });

  it('waits for a burst of renames to settle and reads the last', () => {
    const seen: string[] = [];
    const unwatch = scannedLabels.subscribe((labels) => seen.push(labels.get('b') ?? '-'));
    rename('b', 'g');
    vi.advanceTimersByTime(200);
    rename('b', 'glass');
    vi.advanceTimersByTime(300);
    expect(scannedLabels.value.get('b')).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(scannedLabels.value.get('b')).toBe('glass');
    unwatch();
    expect(seen).toEqual(['-', 'glass']);
  });

  it('places the scanned labels where their shapes are now, and drops deleted shapes at once', () => {
    plan.value = { objects: [], shapes: [square('a', 'stage', -73.99)] };
    const [only, ...rest] = labelledShapes(plan.value.shapes, scannedLabels.value);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: 'a', label: 'stage' });
    expect(only!.position.lng).toBeCloseTo(-73.9895, 4);
  });

  it("finds a shape's label point again when the shape moves, not while it stays", () => {
    const a = square('a', 'stage', -73.99);
    plan.value = { objects: [], shapes: [a] };
    expect(labelledShapes(plan.value.shapes, scannedLabels.value)[0]!.position.lng).toBeCloseTo(-73.9895, 4);
    // Moved: a new geometry, so its point is found again; the same shape kept answers the same point.
    const moved = square('a', 'stage', -73.97);
    plan.value = { objects: [], shapes: [moved] };
    expect(labelledShapes(plan.value.shapes, scannedLabels.value)[0]!.position.lng).toBeCloseTo(-73.9695, 4);
    plan.value = { objects: [], shapes: [a] };
    expect(labelledShapes(plan.value.shapes, scannedLabels.value)[0]!.position.lng).toBeCloseTo(-73.9895, 4);
  });
});

/**
 * The plan's shapes in our own map layer (issue 41's 50 MB import): MapLibre is sent only what
 * changed, a large addition a slice a frame, and the shape terra-draw holds while it is edited is
 * left out of the layer, whatever its id.
 */
import type * as maplibregl from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shape } from '../../src/shared/objects/placed';
import {
  PLAN_SHAPES_PER_FRAME as PER_FRAME,
  PLAN_SHAPES_SOURCE,
  PlanShapesLayer,
} from '../../src/ui/map/planShapesLayer';
import { UPDATE_WAIT_MAX_MS } from '../../src/ui/map/nextSlice';
import { sleep } from '../../src/shared/async/sleep';

interface Diff {
  add?: { id: string }[];
  remove?: string[];
}

/** A stand-in for the few map calls the layer makes, recording each diff and filter. */
function standInMap() {
  const diffs: Diff[] = [];
  const filters = new Map<string, unknown>();
  const layers = new Set<string>();
  let source: { updateData: (d: Diff) => Promise<void> } | undefined;
  /** MapLibre's worker taking the updates sent so far (each update's promise settles then). */
  const waiting: (() => void)[] = [];
  const map = {
    isStyleLoaded: () => true,
    getSource: (id: string) => (id === PLAN_SHAPES_SOURCE ? source : undefined),
    addSource: () => {
      source = {
        updateData: (d: Diff) => {
          diffs.push(d);
          return new Promise<void>((resolve) => waiting.push(resolve));
        },
      };
    },
    removeSource: () => (source = undefined),
    addLayer: (l: { id: string; filter: unknown }) => {
      layers.add(l.id);
      filters.set(l.id, l.filter);
    },
    getLayer: (id: string) => layers.has(id) || undefined,
    removeLayer: (id: string) => layers.delete(id),
    setFilter: (id: string, f: unknown) => filters.set(id, f),
  };
  const workerTakes = async () => {
    for (const resolve of waiting.splice(0)) resolve();
    await settled();
  };
  return { map: map as unknown as maplibregl.Map, diffs, filters, layers, workerTakes };
}

const square = (id: string, i: number): Shape => {
  const [x, y, d] = [-73.984 + i * 1e-5, 40.7536, 1e-5];
  const ring: [number, number][] = [
    [x, y],
    [x + d, y],
    [x + d, y + d],
    [x, y],
  ];
  return { id, geometry: { type: 'Polygon', coordinates: [ring] }, properties: { label: '' } };
};

let frames: (() => void)[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', (n: number) => (frames[n - 1] = () => undefined));
});
afterEach(() => vi.unstubAllGlobals());
/** Promise callbacks run. */
const settled = () => sleep(0);
const nextFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((f) => f());
};

describe('the plan’s shapes layer', () => {
  it('adds thousands of shapes a slice a frame, each once the worker has the last, then sends only a reshape or a removal', async () => {
    const { map, diffs, workerTakes } = standInMap();
    const layer = new PlanShapesLayer(map);
    layer.attach();
    const shapes = Array.from({ length: 2 * PER_FRAME + 7 }, (_, i) => square(`zone-${i}`, i));
    layer.sync(shapes);
    expect(diffs.map((d) => d.add?.length)).toEqual([PER_FRAME]);
    // No frame is asked for while MapLibre's worker has the slice: MapLibre would merge the next into it.
    await settled();
    expect(frames).toHaveLength(0);
    await workerTakes();
    expect(frames).toHaveLength(1);
    nextFrame();
    await workerTakes();
    nextFrame();
    expect(diffs.map((d) => d.add?.length)).toEqual([PER_FRAME, PER_FRAME, 7]);
    await workerTakes();
    expect(frames).toHaveLength(0);
    expect(new Set(diffs.flatMap((d) => d.add!.map((f) => f.id)))).toEqual(new Set(shapes.map((s) => s.id)));

    diffs.length = 0;
    const moved = { ...shapes[7]!, geometry: square('x', 40).geometry };
    layer.sync([...shapes.slice(0, 7), moved, ...shapes.slice(8, -1)]);
    expect(diffs).toEqual([{ add: [expect.objectContaining({ id: 'zone-7' })], remove: [shapes.at(-1)!.id] }]);
    await workerTakes();
    expect(frames).toHaveLength(0);
  });

  it('sends the next slice anyway when the worker never answers the last (an update MapLibre dropped)', async () => {
    vi.useFakeTimers();
    try {
      const { map, diffs } = standInMap();
      const layer = new PlanShapesLayer(map);
      layer.sync(Array.from({ length: PER_FRAME + 1 }, (_, i) => square(`a${i}`, i)));
      await vi.advanceTimersByTimeAsync(UPDATE_WAIT_MAX_MS - 1);
      expect(frames).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      nextFrame();
      expect(diffs.map((d) => d.add?.length)).toEqual([PER_FRAME, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a newer plan replaces the slices still waiting for theirs', () => {
    const { map, diffs } = standInMap();
    const layer = new PlanShapesLayer(map);
    layer.sync(Array.from({ length: PER_FRAME + 300 }, (_, i) => square(`a${i}`, i)));
    layer.sync([square('b', 0)]);
    nextFrame();
    const added = diffs.flatMap((d) => d.add!.map((f) => f.id));
    expect(added).toContain('b');
    expect(added.filter((id) => id.startsWith('a'))).toHaveLength(PER_FRAME);
    expect(diffs.at(-1)!.remove).toHaveLength(PER_FRAME);
  });

  it('leaves out the shape being edited, by its own id (a word, a number, the older app’s)', () => {
    const { map, filters } = standInMap();
    const layer = new PlanShapesLayer(map);
    layer.attach();
    for (const id of ['enclosure', '7', 'x3A5DSn85UQ3hgQ4KvomjXmEewLb7Hz5']) {
      layer.hide(id);
      for (const f of filters.values()) expect(JSON.stringify(f)).toContain(`["!=",["get","sid"],"${id}"]`);
    }
    layer.hide(null);
    for (const f of filters.values()) expect(JSON.stringify(f)).not.toContain('sid');
  });
});

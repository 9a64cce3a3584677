// The shape labels reaching MapLibre (src/ui/map/shapeLabelsSource.ts): only the labels that changed,
// by updateData, everything again to a source made anew; and a restyle that leaves them alone.
import { describe, expect, it } from 'vitest';
import { diff } from '@maplibre/maplibre-gl-style-spec';
import type { GeoJSONSourceDiff, GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import {
  keepShapeLabels,
  SHAPE_LABELS_PER_SLICE,
  ShapeLabelsSource,
  type LabelSource,
} from '../../src/ui/map/shapeLabelsSource';
import { composeStyle } from '../../src/ui/map/styles/baseStyles';
import { overlayStateWith } from '../support/overlayState';
import { EMPTY_COLLECTION, SOURCE_IDS } from '../../src/ui/map/styles/overlayLayers';
import { sleep } from '../../src/shared/async/sleep';

const label = (id: string, text = id): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { id, text },
  geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
});
const collection = (...features: GeoJSON.Feature[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** A source that records each update, as the ids it adds and removes. */
function fakeSource() {
  const calls: Array<{ add: string[]; remove: string[]; removeAll: boolean }> = [];
  const source: LabelSource = {
    updateData(d: GeoJSONSourceDiff) {
      calls.push({
        add: (d.add ?? []).map((f) => String(f.properties?.id)),
        remove: (d.remove ?? []).map(String),
        removeAll: d.removeAll === true,
      });
      return Promise.resolve();
    },
  };
  return { source, calls };
}

/** Promise callbacks run. */
const settled = () => sleep(0);

function harness() {
  const first = fakeSource();
  let current: LabelSource | null = first.source;
  /** Frames asked for and not cancelled, run by `frame()`. */
  let frames: Array<() => void> = [];
  const labels = new ShapeLabelsSource(
    () => current,
    (work) => {
      frames.push(work);
      return () => {
        frames = frames.filter((w) => w !== work);
      };
    },
  );
  return {
    labels,
    first,
    frames: () => frames.length,
    frame() {
      const due = frames;
      frames = [];
      for (const work of due) work();
    },
    /** The map's source replaced by another (a style replaced whole), or gone (mid-replacement). */
    replace(next: LabelSource | null) {
      current = next;
    },
  };
}

describe('Shape labels sent to MapLibre by what changed', () => {
  it('sends every label first, then nothing for the same collection', () => {
    const h = harness();
    const a = label('a');
    const b = label('b');
    const labels = collection(a, b);
    h.labels.show(labels);
    expect(h.first.calls).toEqual([{ add: ['a', 'b'], remove: [], removeAll: false }]);
    h.labels.show(labels);
    h.labels.sync();
    expect(h.first.calls).toHaveLength(1);
  });

  it('sends only the changed and new labels, and removes the labels of removed shapes', () => {
    const h = harness();
    const [a, b, c] = [label('a'), label('b'), label('c')];
    h.labels.show(collection(a, b, c));
    // b renamed (a new object for it), c removed, d added; a is the same object.
    h.labels.show(collection(a, label('b', 'Stage'), label('d')));
    expect(h.first.calls[1]).toEqual({ add: ['b', 'd'], remove: ['c'], removeAll: false });
    // Only a's label left: the others removed, a not sent again.
    const again = h.first.calls.length;
    h.labels.show(collection(a));
    expect(h.first.calls.slice(again)).toEqual([{ add: [], remove: ['b', 'd'], removeAll: false }]);
  });

  it('sends many labels a slice a frame once the worker has the last, and an edit meanwhile at once', async () => {
    const h = harness();
    const many = Array.from({ length: SHAPE_LABELS_PER_SLICE + 5 }, (_, i) => label(`s${i}`));
    h.labels.show(collection(...many));
    expect(h.first.calls.map((c) => c.add.length)).toEqual([SHAPE_LABELS_PER_SLICE]);
    // The frame is asked for once MapLibre's worker has the slice (the stand-in's update settles at once).
    expect(h.frames()).toBe(0);
    await settled();
    expect(h.frames()).toBe(1);
    // The first label renamed before the next frame: sent now with the next slice; no second frame asked.
    const renamed = label('s0', 'Stage');
    h.labels.show(collection(renamed, ...many.slice(1)));
    const rest = many.slice(SHAPE_LABELS_PER_SLICE).map((f) => String(f.properties?.id));
    expect(h.first.calls[1]!.add).toEqual(['s0', ...rest]);
    await settled();
    expect(h.frames()).toBe(0);
    h.frame();
    expect(h.first.calls).toHaveLength(2);
  });

  it('sends the rest of a large collection on the frames that follow, then nothing', async () => {
    const h = harness();
    const many = Array.from({ length: 2 * SHAPE_LABELS_PER_SLICE + 1 }, (_, i) => label(`s${i}`));
    h.labels.show(collection(...many));
    for (let i = 0; i < 3; i++) {
      await settled();
      h.frame();
    }
    expect(h.first.calls.map((c) => c.add.length)).toEqual([SHAPE_LABELS_PER_SLICE, SHAPE_LABELS_PER_SLICE, 1]);
    await settled();
    expect(h.frames()).toBe(0);
  });

  it('removes every label when the collection empties (labels switched off)', () => {
    const h = harness();
    h.labels.show(collection(label('a'), label('b')));
    h.labels.show(EMPTY_COLLECTION);
    expect(h.first.calls[1]).toEqual({ add: [], remove: [], removeAll: true });
    h.labels.show(collection(label('a')));
    expect(h.first.calls[2]).toEqual({ add: ['a'], remove: [], removeAll: false });
  });

  it('gives a source made anew every label again, and waits while there is none', () => {
    const h = harness();
    const labels = collection(label('a'), label('b'));
    h.labels.show(labels);
    h.replace(null);
    const moved = collection(label('a'), label('b', 'Moved'));
    h.labels.show(moved);
    expect(h.first.calls).toHaveLength(1);
    const second = fakeSource();
    h.replace(second.source);
    h.labels.sync();
    expect(second.calls).toEqual([{ add: ['a', 'b'], remove: [], removeAll: false }]);
    expect(h.first.calls).toHaveLength(1);
  });
});

describe('A restyle and the shape labels', () => {
  const base: StyleSpecification = { version: 8, sources: {}, layers: [{ id: 'background', type: 'background' }] };
  const state = overlayStateWith();
  /** The style MapLibre holds, serialised: the composed one with the labels it was sent. */
  const held = (style: StyleSpecification, labels: GeoJSON.FeatureCollection): StyleSpecification => {
    const composed = style.sources[SOURCE_IDS.shapeLabels] as GeoJSONSourceSpecification;
    return { ...style, sources: { ...style.sources, [SOURCE_IDS.shapeLabels]: { ...composed, data: labels } } };
  };

  it('composes the labels source empty, keyed by the shape id', () => {
    expect(composeStyle(base, state, 'light', null).sources[SOURCE_IDS.shapeLabels]).toEqual({
      type: 'geojson',
      data: EMPTY_COLLECTION,
      promoteId: 'id',
    });
  });

  it('a theme change restyles the labels layer but leaves the labels source as it is', () => {
    const previous = held(composeStyle(base, state, 'light', null), collection(label('a'), label('b')));
    const next = composeStyle(base, state, 'dark', null);
    const commands = diff(previous, keepShapeLabels(previous, next));
    expect(commands.some((c) => c.command === 'setPaintProperty' && c.args[0] === 'shape-labels')).toBe(true);
    expect(
      commands.filter(
        (c) => JSON.stringify(c.args).includes(SOURCE_IDS.shapeLabels) && c.command !== 'setPaintProperty',
      ),
    ).toEqual([]);
    // Without the transform, MapLibre would set the labels source to the composed empty data.
    expect(diff(held(composeStyle(base, state, 'light', null), collection(label('a'))), next)).toContainEqual({
      command: 'setGeoJSONSourceData',
      args: [SOURCE_IDS.shapeLabels, EMPTY_COLLECTION],
    });
  });

  it('leaves a first style alone', () => {
    const next = composeStyle(base, state, 'light', null);
    expect(keepShapeLabels(undefined, next)).toBe(next);
  });
});

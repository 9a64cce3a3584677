// The zone creator's state rules: width clamping, node picking (caps, repeats, undo, clear), options and the preview feature.
import { describe, expect, it } from 'vitest';
import {
  INITIAL_ZONE_CREATOR_STATE,
  ZONE_PREVIEW,
  ZONE_WIDTH,
  canGenerate,
  clampWidth,
  hintFor,
  zoneCreatorReducer as reduce,
  zonePreviewFeature,
  type NodeId,
  type PrimaryType,
  type ZoneCreatorState,
} from '../../src/shared/zoneCreator/state';

const click = { lng: -73.99, lat: 40.75 };

function active(primaryType: PrimaryType = 'single-block'): ZoneCreatorState {
  return reduce(reduce(INITIAL_ZONE_CREATOR_STATE, { type: 'activate' }), { type: 'setPrimaryType', primaryType });
}

/** A point-node click on node `id`, at a coordinate derived from it so each node sits somewhere distinct. */
function pick(state: ZoneCreatorState, id: NodeId): ZoneCreatorState {
  const k = typeof id === 'number' ? id : id.length;
  return reduce(state, {
    type: 'addNode',
    id,
    coordinates: [-73.98 - k * 0.001, 40.75],
    isPoint: true,
    clickLngLat: click,
  });
}

const pickAll = (state: ZoneCreatorState, ids: NodeId[]) => ids.reduce(pick, state);

describe('clampWidth', () => {
  it('keeps in-range values on the 2 ft grid', () => {
    expect(clampWidth(40)).toBe(40);
    expect(clampWidth(6)).toBe(6);
    expect(clampWidth(200)).toBe(200);
    expect(ZONE_WIDTH).toEqual({ min: 6, max: 200, step: 2, default: 40 });
  });

  it('clamps to 6..200', () => {
    expect(clampWidth(0)).toBe(6);
    expect(clampWidth(-40)).toBe(6);
    expect(clampWidth(5)).toBe(6);
    expect(clampWidth(201)).toBe(200);
    expect(clampWidth(10_000)).toBe(200);
  });

  it('rounds an off-step value to the nearest step (halves up)', () => {
    expect(clampWidth(41)).toBe(42);
    expect(clampWidth(40.9)).toBe(40);
    expect(clampWidth(7)).toBe(8);
    expect(clampWidth(199)).toBe(200);
    expect(clampWidth(199.5)).toBe(200);
  });

  it('reads numeric strings and turns anything non-numeric into 6', () => {
    expect(clampWidth('50')).toBe(50);
    expect(clampWidth(' 41 ')).toBe(42);
    expect(clampWidth('300')).toBe(200);
    for (const bad of ['', '  ', 'abc', '40ft', NaN, Infinity, -Infinity, null, undefined, {}, [], true]) {
      expect(clampWidth(bad)).toBe(6);
    }
  });

  it('setWidth stores the clamped width', () => {
    let s = active();
    expect(s.widthFeet).toBe(40);
    s = reduce(s, { type: 'setWidth', value: '41' });
    expect(s.widthFeet).toBe(42);
    s = reduce(s, { type: 'setWidth', value: 'wide' });
    expect(s.widthFeet).toBe(6);
  });
});

describe('picking nodes', () => {
  it('ignores clicks while the creator is inactive', () => {
    expect(pick(INITIAL_ZONE_CREATOR_STATE, 'a').selectedNodes).toEqual([]);
  });

  it('caps a single block at 2 nodes and multi-block at 12', () => {
    expect(pickAll(active('single-block'), ['a', 'b', 'c']).selectedNodeIds).toEqual(['a', 'b']);
    const ids = Array.from({ length: 14 }, (_, i) => i + 1);
    const multi = pickAll(active('multi-block'), ids);
    expect(multi.selectedNodeIds).toEqual(ids.slice(0, 12));
    expect(multi.selectedNodes).toHaveLength(12);
  });

  it('ignores a repeat of the last node but allows an earlier one again', () => {
    const s = pickAll(active('multi-block'), ['a', 'a', 'b', 'b', 'a']);
    expect(s.selectedNodeIds).toEqual(['a', 'b', 'a']);
  });

  it('needs a feature id', () => {
    const s = active();
    for (const id of [null, undefined, '', NaN]) {
      expect(reduce(s, { type: 'addNode', id, coordinates: [-73.98, 40.75], isPoint: true, clickLngLat: click })).toBe(
        s,
      );
    }
  });

  it('uses the point coordinates for a point, the click position otherwise', () => {
    let s = reduce(active(), {
      type: 'addNode',
      id: 'p',
      coordinates: [-73.98, 40.76],
      isPoint: true,
      clickLngLat: click,
    });
    s = reduce(s, { type: 'addNode', id: 'street', coordinates: [1, 2, 3, 4], isPoint: false, clickLngLat: click });
    expect(s.selectedNodes).toEqual([
      { id: 'p', coordinates: [-73.98, 40.76] },
      { id: 'street', coordinates: [-73.99, 40.75] },
    ]);
  });

  it('ignores a point click without usable coordinates', () => {
    const s = active();
    for (const coordinates of [undefined, null, [], [NaN, 40], [500, 40]]) {
      expect(reduce(s, { type: 'addNode', id: 'x', coordinates, isPoint: true, clickLngLat: click })).toBe(s);
    }
  });

  it('undo removes the last node, clear removes all', () => {
    let s = pickAll(active('multi-block'), ['a', 'b', 'c']);
    s = reduce(s, { type: 'undoNode' });
    expect(s.selectedNodeIds).toEqual(['a', 'b']);
    expect(s.selectedNodes.map((n) => n.id)).toEqual(['a', 'b']);
    s = reduce(s, { type: 'clearNodes' });
    expect(s.selectedNodeIds).toEqual([]);
    expect(s.selectedNodes).toEqual([]);
    expect(reduce(s, { type: 'undoNode' })).toBe(s);
  });

  it('switching to single-block keeps the first 2 nodes; to multi-block keeps all', () => {
    const multi = pickAll(active('multi-block'), ['a', 'b', 'c', 'd']);
    const single = reduce(multi, { type: 'setPrimaryType', primaryType: 'single-block' });
    expect(single.selectedNodeIds).toEqual(['a', 'b']);
    expect(single.selectedNodes.map((n) => n.id)).toEqual(['a', 'b']);
    const back = reduce(single, { type: 'setPrimaryType', primaryType: 'multi-block' });
    expect(back.selectedNodeIds).toEqual(['a', 'b']);
  });

  it('deactivating drops the selection and preview but keeps the settings', () => {
    let s = pickAll(active('multi-block'), ['a', 'b']);
    s = reduce(reduce(s, { type: 'setWidth', value: 60 }), { type: 'previewShown' });
    expect(s.previewActive).toBe(true);
    s = reduce(s, { type: 'deactivate' });
    expect(s).toMatchObject({
      isActive: false,
      previewActive: false,
      selectedNodeIds: [],
      primaryType: 'multi-block',
      widthFeet: 60,
    });
    expect(reduce(s, { type: 'previewCleared' })).toBe(s);
  });
});

describe('generate and hints', () => {
  it('enables Generate Zone for exactly 2 single-block nodes, 2 to 12 multi-block', () => {
    expect(canGenerate(pickAll(active('single-block'), ['a']))).toBe(false);
    expect(canGenerate(pickAll(active('single-block'), ['a', 'b']))).toBe(true);
    expect(canGenerate(pickAll(active('multi-block'), ['a']))).toBe(false);
    expect(canGenerate(pickAll(active('multi-block'), ['a', 'b']))).toBe(true);
    expect(
      canGenerate(
        pickAll(
          active('multi-block'),
          Array.from({ length: 12 }, (_, i) => i),
        ),
      ),
    ).toBe(true);
    expect(canGenerate(INITIAL_ZONE_CREATOR_STATE)).toBe(false);
  });

  it('hints at the cap of the current type', () => {
    expect(hintFor(active('single-block'))).toBe('Pick up to 2 nodes');
    expect(hintFor(active('multi-block'))).toBe('Pick up to 12 nodes');
  });
});

describe('options and the preview feature', () => {
  it('keeps curb lane only and sidewalk only exclusive', () => {
    let s = reduce(active(), { type: 'setOptions', options: { curbLaneOnly: true } });
    expect(s).toMatchObject({ curbLaneOnly: true, sidewalkOnly: false });
    s = reduce(s, { type: 'setOptions', options: { sidewalkOnly: true } });
    expect(s).toMatchObject({ curbLaneOnly: false, sidewalkOnly: true });
    s = reduce(s, { type: 'setOptions', options: { curbLaneOnly: true, sidewalkOnly: true, entireZonePdf: true } });
    expect(s).toMatchObject({ curbLaneOnly: false, sidewalkOnly: true, entireZonePdf: true });
    s = reduce(s, { type: 'setOptions', options: { sidewalkOnly: false } });
    expect(s).toMatchObject({ curbLaneOnly: false, sidewalkOnly: false, entireZonePdf: true });
  });

  it('builds the preview feature with the options in its properties', () => {
    let s = pickAll(active(), ['a', 'b']);
    s = reduce(s, { type: 'setOptions', options: { curbLaneOnly: true, entireZonePdf: true } });
    const polygon = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ] as [number, number][],
      ],
    };
    const f = zonePreviewFeature(polygon, s);
    expect(f).toEqual({
      type: 'Feature',
      id: 'zonecreator-preview',
      properties: {
        name: 'Custom Street Zone',
        curbLaneOnly: true,
        sidewalkOnly: false,
        entireZonePdf: true,
        widthFeet: 40,
        primaryType: 'single-block',
        nodeIds: ['a', 'b'],
      },
      geometry: polygon,
    });
    expect(ZONE_PREVIEW.style).toEqual({ color: '#2563eb', fillOpacity: 0.2, lineWidth: 3 });
    expect(ZONE_PREVIEW.fit).toEqual({ paddingPx: 30, durationMs: 600, maxZoom: 20 });
  });
});

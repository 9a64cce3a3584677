import { describe, expect, it, vi } from 'vitest';

// The geography store (read by the nudge context) listens for a window event at import: an event target stands in.
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window ??= Object.assign(new EventTarget(), {
    localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  });
});
import { areasShown, focusCollection, mapOverlay } from '../../src/ui/app/map/mapOverlay';
import { dismissedNudges, nudges } from '../../src/ui/app/precheck/nudgeController';
import type { FocusTarget } from '../../src/shared/geography/areaIndex';
import type { Nudge } from '../../src/shared/nudges/rules';
import { INITIAL_ZONE_CREATOR_STATE } from '../../src/shared/zoneCreator/state';
import { EMPTY_COLLECTION } from '../../src/ui/map/styles/overlayLayers';
import { INITIAL_OVERLAY } from '../../src/ui/map/overlayDiff';
import { areasLayerVisible } from '../../src/ui/store/areas';
import { focused, overlapShapes } from '../../src/ui/store/focus';
import { IDLE_LAYER, layerStates } from '../../src/ui/store/layers';
import { zoneCreator, zonePreviewShape } from '../../src/ui/store/zoneCreator';

const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-73.99, 40.75],
      [-73.98, 40.75],
      [-73.98, 40.76],
      [-73.99, 40.75],
    ],
  ],
};
const target = {
  area: { idx: 3, id: 'M001', system: 'M001-1', name: 'Bryant Park' },
  geometry: square,
  bbox: [-73.99, 40.75, -73.98, 40.76],
  rect: null,
  point: null,
} as unknown as FocusTarget;
const corridor: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: square }],
};
const grill = {
  id: 'n1',
  severity: 'warning',
  subject: { position: { lng: -73.985, lat: 40.755 } },
} as unknown as Nudge;

describe('The map overlay derived from the signals', () => {
  it('starts as the map starts, so the first hand-over sends the map nothing', () => {
    const o = mapOverlay.value;
    // (The placed objects are built from the plan, even an empty one: the first hand-over sets them.)
    for (const part of ['focus', 'overlaps', 'badges', 'preview', 'selection', 'shapeLabels'] as const)
      expect(o[part], part).toBe(INITIAL_OVERLAY[part]);
    expect(o.zonePreview).toBeNull();
    expect(o.areasVisible).toBe(true);
    expect(o.selectedNodes).toEqual([]);
    expect([...o.layersVisible]).toEqual([]);
  });

  it('a focus outlines the area and hides the other areas; clearing it brings back the toggle', () => {
    focused.value = target;
    expect(mapOverlay.value.focus.features[0]?.geometry).toBe(square);
    expect(mapOverlay.value.areasVisible).toBe(false);
    areasLayerVisible.value = false;
    focused.value = null;
    expect(mapOverlay.value.focus).toBe(EMPTY_COLLECTION);
    expect(mapOverlay.value.areasVisible).toBe(false);
    areasLayerVisible.value = true;
    expect(mapOverlay.value.areasVisible).toBe(true);
    expect(areasShown(target, true)).toBe(false);
    expect(focusCollection(null)).toBe(EMPTY_COLLECTION);
  });

  it('carries the overlaps, the zone preview, the picked points and the badges', () => {
    overlapShapes.value = corridor;
    zonePreviewShape.value = corridor;
    zoneCreator.value = { ...INITIAL_ZONE_CREATOR_STATE, selectedNodeIds: [7, 'custom', 12] };
    nudges.value = [grill];
    const o = mapOverlay.value;
    expect(o.overlaps).toBe(corridor);
    expect(o.zonePreview).toBe(corridor);
    expect(o.selectedNodes).toEqual([7, 12]);
    expect(o.badges.features.map((f): unknown => f.properties?.id)).toEqual(['n1']);
    dismissedNudges.value = new Set(['n1']);
    expect(mapOverlay.value.badges).toBe(EMPTY_COLLECTION);
  });

  it('lists the layers switched on', () => {
    layerStates.value = { ...layerStates.value, trees: { ...IDLE_LAYER, visible: true } };
    expect([...mapOverlay.value.layersVisible]).toEqual(['trees']);
  });

  it('keeps the reference of every part that did not change', () => {
    focused.value = target;
    const before = mapOverlay.value;
    // The zone creator and layer states change in ways the map does not draw: an option, a load's progress.
    zoneCreator.value = { ...zoneCreator.value, widthFeet: zoneCreator.value.widthFeet + 1 };
    layerStates.value = { ...layerStates.value, trees: { ...layerStates.value.trees, loading: true } };
    overlapShapes.value = null;
    const after = mapOverlay.value;
    expect(after).not.toBe(before);
    expect(after.overlaps).toBe(EMPTY_COLLECTION);
    for (const part of [
      'focus',
      'badges',
      'zonePreview',
      'selectedNodes',
      'layersVisible',
      'objects',
      'preview',
      'selection',
      'shapeLabels',
    ] as const)
      expect(after[part]).toBe(before[part]);
  });
});

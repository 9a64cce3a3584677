import { describe, expect, it } from 'vitest';
import { diffOverlay, INITIAL_OVERLAY, type MapOverlay } from '../../src/ui/map/overlayDiff';
import { overlayStateWith } from '../support/overlayState';
import { SOURCE_IDS, type OverlayState } from '../../src/ui/map/styles/overlayLayers';

const shape: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-73.98, 40.75] } }],
};

/** Applies each hand-over's change as MapOverlays does, recording what would reach MapLibre. */
function harness() {
  const calls: string[] = [];
  let last = INITIAL_OVERLAY;
  let state: OverlayState = overlayStateWith({
    areas: { tilesKey: 'k', kind: 'point', bbox: [-74, 40.7, -73.9, 40.8] },
    infrastructure: { trees: { tilesKey: 't', bounds: [-74, 40.7, -73.9, 40.8], visible: false, count: 3 } },
  });
  const sync = {
    apply(next: MapOverlay) {
      const change = diffOverlay(last, next, state);
      last = next;
      state = change.state;
      if (change.restyle) calls.push('restyle');
      if (change.light) {
        const { overlay, typeIds } = change.light;
        calls.push(`light ${overlay.objects.features.length} ${overlay.hover.features.length} ${typeIds.join(',')}`);
      }
      for (const [id] of change.data) calls.push(`data ${id}`);
      for (const id of change.nodes.dropped) calls.push(`node ${id} false`);
      for (const id of change.nodes.picked) calls.push(`node ${id} true`);
    },
  };
  return { calls, sync, state: () => state };
}

describe('The overlay reaching the map', () => {
  it('sends only the parts that changed, as data', () => {
    const h = harness();
    h.sync.apply(INITIAL_OVERLAY);
    expect(h.calls).toEqual([]);
    h.sync.apply({ ...INITIAL_OVERLAY, focus: shape, overlaps: shape });
    expect(h.calls).toEqual([`data ${SOURCE_IDS.focus}`, `data ${SOURCE_IDS.overlaps}`]);
    expect(h.state().focus).toBe(shape);
  });

  it('restyles for area visibility and the zone preview, which hides the points', () => {
    const h = harness();
    h.sync.apply({ ...INITIAL_OVERLAY, areasVisible: false });
    expect(h.calls).toEqual(['restyle']);
    h.calls.length = 0;
    const withPreview: MapOverlay = { ...INITIAL_OVERLAY, areasVisible: false, zonePreview: shape };
    h.sync.apply(withPreview);
    expect(h.calls).toEqual(['restyle']);
    expect(h.state().pointsHidden).toBe(true);
    expect(h.state().zonePreview).toBe(shape);
  });

  it('hands objects, previews, selection, badges and the hovered area to the light layer, never to MapLibre', () => {
    const h = harness();
    h.sync.apply({ ...INITIAL_OVERLAY, objects: shape, typeIds: ['chair'] });
    h.sync.apply({ ...INITIAL_OVERLAY, objects: shape, typeIds: ['chair'], hover: shape });
    h.sync.apply({ ...INITIAL_OVERLAY, objects: shape, typeIds: ['chair'], hover: shape, preview: shape });
    h.sync.apply({
      ...INITIAL_OVERLAY,
      objects: shape,
      typeIds: ['chair'],
      hover: shape,
      preview: shape,
      badges: shape,
    });
    expect(h.calls).toEqual(['light 1 0 chair', 'light 1 1 chair', 'light 1 1 chair', 'light 1 1 chair']);
  });

  it('colours newly picked nodes and uncolours dropped ones', () => {
    const h = harness();
    h.sync.apply({ ...INITIAL_OVERLAY, selectedNodes: [1, 2] });
    h.sync.apply({ ...INITIAL_OVERLAY, selectedNodes: [2, 3] });
    expect(h.calls).toEqual(['node 1 true', 'node 2 true', 'node 1 false', 'node 3 true']);
  });

  it('sends no shape labels as data: ShapeLabelsSource sends only the labels that changed', () => {
    const h = harness();
    h.sync.apply({ ...INITIAL_OVERLAY, shapeLabels: shape });
    expect(h.calls).toEqual([]);
  });

  it('leaves infrastructure toggles to the layer batches: no restyle, the drawn layers unchanged', () => {
    const h = harness();
    const before = h.state().infrastructure;
    h.sync.apply({ ...INITIAL_OVERLAY, layersVisible: new Set(['trees']) });
    expect(h.calls).toEqual([]);
    expect(h.state().infrastructure).toBe(before);
  });
});

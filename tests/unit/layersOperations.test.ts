// The layers worker's operations over its explicit state (src/workers/layers/state.ts), each on its
// own: a feature's popup and a vector tile, read only from the load the tile key names; the export's
// nearby features, only from the layers shown on the plan.
import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import type { LayerFeature } from '../../src/shared/layers/features';
import { buildLayerTiles } from '../../src/shared/layers/layerTiles';
import { popupRows } from '../../src/shared/layers/popup';
import type { AreaGeometry } from '../../src/shared/geography/geometry';
import { describeFeature } from '../../src/workers/layers/describe';
import { nearbyLayers } from '../../src/workers/layers/nearby';
import type { LayersState } from '../../src/workers/layers/state';
import { vectorTile } from '../../src/workers/layers/vectorTile';
import { tileOf } from './helpers/areas';
import { loadedEntry, pointFeature } from './helpers/layersState';

const KEY = 'hydrants.test-1';
const hydrant: LayerFeature = {
  type: 'Feature',
  id: 0,
  geometry: { type: 'Point', coordinates: [-73.9845, 40.7541] },
  properties: { unitid: 'H341234' },
};

function state(): LayersState {
  const features = [hydrant];
  return {
    loaded: new Map([
      [
        'hydrants',
        {
          key: KEY,
          features,
          tiles: buildLayerTiles(features),
          outcome: {
            status: 'loaded',
            layerId: 'hydrants',
            tilesKey: KEY,
            bounds: [-73.99, 40.75, -73.98, 40.76],
            count: 1,
            dropped: 0,
            truncated: false,
            source: null,
          },
        },
      ],
    ]),
  };
}

describe('the layers worker operations', () => {
  it("describe: a held load's feature gets the spec's popup; another load's key or an unknown feature gets none", () => {
    const held = state();
    expect(describeFeature(held, KEY, 0)).toEqual({
      layerId: 'hydrants',
      title: LAYER_CATALOGUE.hydrants.name,
      rows: popupRows(LAYER_CATALOGUE.hydrants, hydrant.properties),
    });
    expect(describeFeature(held, 'hydrants.test-0', 0)).toBeNull();
    expect(describeFeature(held, KEY, 1)).toBeNull();
    expect(describeFeature(held, 'nothing.test-1', 0)).toBeNull();
  });

  it('vector tile: the bytes of the tile where the feature is, in a buffer of their own; none elsewhere or for another load', () => {
    const held = state();
    const [x, y] = tileOf(-73.9845, 40.7541, 16);
    const buffer = vectorTile(held, KEY, 16, x, y);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(buffer!.byteLength).toBeGreaterThan(0);
    expect(vectorTile(held, KEY, 16, x + 50, y)).toBeNull();
    expect(vectorTile(held, 'hydrants.test-0', 16, x, y)).toBeNull();
  });

  it('nearby: a layer shown on the plan lists its features in the frame; one loaded but not shown, or shown but not loaded, is not loaded', () => {
    const stop = pointFeature(0, -73.9835, 40.7545, { stop_name: '5 AV/W 42 ST', stop_id: '401234' });
    const far = pointFeature(1, -73.95, 40.78, { stop_name: 'Outside the frame' });
    const held: LayersState = { loaded: new Map([['busStops', loadedEntry('busStops', 'busStops.x-1', [stop, far])]]) };
    const area: AreaGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [-73.984, 40.754],
          [-73.983, 40.754],
          [-73.983, 40.755],
          [-73.984, 40.755],
          [-73.984, 40.754],
        ],
      ],
    };
    const frame = { west: -73.99, south: 40.75, east: -73.98, north: 40.76 };
    const byId = (shown: string[]) => new Map(nearbyLayers(held, area, frame, shown).map((l) => [l.layerId, l]));

    const shown = byId(['busStops', 'parkingMeters']);
    expect(shown.get('busStops')).toMatchObject({ loaded: true, omitted: 0 });
    expect(shown.get('busStops')?.features.map((f) => f.title)).toEqual(['5 AV/W 42 ST']);
    expect(shown.get('busStops')?.features[0]?.distanceM).toBe(0);
    expect(shown.get('parkingMeters')).toEqual({ layerId: 'parkingMeters', loaded: false, features: [], omitted: 0 });

    expect(byId([]).get('busStops')).toEqual({ layerId: 'busStops', loaded: false, features: [], omitted: 0 });
  });
});

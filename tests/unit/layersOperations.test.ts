// The layers worker's operations over its explicit state (src/workers/layers/state.ts), each on its
// own: a feature's popup and a vector tile, read only from the load the tile key names.
import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import type { LayerFeature } from '../../src/shared/layers/features';
import { buildLayerTiles } from '../../src/shared/layers/layerTiles';
import { popupRows } from '../../src/shared/layers/popup';
import { describeFeature } from '../../src/workers/layers/describe';
import type { LayersState } from '../../src/workers/layers/state';
import { vectorTile } from '../../src/workers/layers/vectorTile';
import { tileOf } from './helpers/areas';

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
});

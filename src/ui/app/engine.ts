/** The engine workers, each reached only through its typed comlink API. */
import * as Comlink from 'comlink';
import type { GeographyApi } from '../../workers/geography/api';
import type { LayersApi } from '../../workers/layers/api';
import { registerTileProtocol, TILE_PROTOCOLS } from '../map/tileProtocol';
import { openDataConfig } from './openDataConfig';

let geography: Comlink.Remote<GeographyApi> | null = null;
let layers: Comlink.Remote<LayersApi> | null = null;

export function geographyEngine(): Comlink.Remote<GeographyApi> {
  if (!geography) {
    const engine = Comlink.wrap<GeographyApi>(new Worker(new URL('../../workers/geography.worker.ts', import.meta.url), { type: 'module', name: 'geography' }));
    registerTileProtocol(TILE_PROTOCOLS.areas, (key, z, x, y) => engine.tile(key, z, x, y));
    geography = engine;
  }
  return geography;
}

export function layersEngine(): Comlink.Remote<LayersApi> {
  if (!layers) {
    const engine = Comlink.wrap<LayersApi>(new Worker(new URL('../../workers/layers.worker.ts', import.meta.url), { type: 'module', name: 'layers' }));
    registerTileProtocol(TILE_PROTOCOLS.layers, (key, z, x, y) => engine.tile(key, z, x, y));
    void engine.configure(openDataConfig());
    layers = engine;
  }
  return layers;
}

/** The geography worker, reached only through its typed comlink API. */
import * as Comlink from 'comlink';
import type { GeographyApi } from '../../workers/geography/api';
import { registerAreaTileProtocol } from '../map/tileProtocol';

let proxy: Comlink.Remote<GeographyApi> | null = null;

export function geographyEngine(): Comlink.Remote<GeographyApi> {
  if (!proxy) {
    const engine = Comlink.wrap<GeographyApi>(new Worker(new URL('../../workers/geography.worker.ts', import.meta.url), { type: 'module', name: 'geography' }));
    registerAreaTileProtocol((key, z, x, y) => engine.tile(key, z, x, y));
    proxy = engine;
  }
  return proxy;
}

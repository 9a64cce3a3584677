/** The geography worker, reached only through its typed comlink API. */
import * as Comlink from 'comlink';
import type { GeographyApi } from '../../workers/geography/api';

let proxy: Comlink.Remote<GeographyApi> | null = null;

export function geographyEngine(): Comlink.Remote<GeographyApi> {
  proxy ??= Comlink.wrap<GeographyApi>(new Worker(new URL('../../workers/geography.worker.ts', import.meta.url), { type: 'module', name: 'geography' }));
  return proxy;
}

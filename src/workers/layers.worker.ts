/** Layers worker: a comlink shell over the layers engine (fetching, normalising, tiling). */
import * as Comlink from 'comlink';
import { createLayersApi, type LayersApi } from './layers/api';

const api: LayersApi = createLayersApi(
  { fetch: (url, init) => fetch(url, init), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
  { transfer: (buffer) => Comlink.transfer(buffer, [buffer]) },
);

Comlink.expose(api, self);

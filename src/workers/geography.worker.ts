/** Geography worker: a comlink shell over the geography engine. */
import * as Comlink from 'comlink';
import { createGeographyApi, type GeographyApi } from './geography/api';

const api: GeographyApi = createGeographyApi(
  {
    fetch: (url, init) => fetch(url, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
  },
  { transfer: (buffer) => Comlink.transfer(buffer, [buffer]) },
);

Comlink.expose(api, self);

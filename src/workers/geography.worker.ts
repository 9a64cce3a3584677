/** Geography worker: a comlink shell over the geography engine. */
import * as Comlink from 'comlink';
import { sleep } from '../shared/async/sleep';
import { createGeographyApi, type GeographyApi } from './geography/api';
import { idbAreaCache, memoryAreaCache } from './geography/areaCache';
import { serveEngine, workerJobs } from './engineHost';

const jobs = workerJobs(self);
const api: GeographyApi = createGeographyApi(
  {
    fetch: (url, init) => fetch(url, init),
    sleep,
    now: () => Date.now(),
    // IndexedDB where the browser has it (a private window may not): then the areas live as long as the tab.
    cache: typeof indexedDB === 'undefined' ? memoryAreaCache() : idbAreaCache(),
  },
  { transfer: (buffer) => Comlink.transfer(buffer, [buffer]) },
  jobs,
);

serveEngine(api, jobs, self);

/** Layers worker: a comlink shell over the layers engine (fetching, normalising, tiling, raster tiles). */
import * as Comlink from 'comlink';
import { sleep } from '../shared/async/sleep';
import { createLayersApi, type LayersApi } from './layers/api';
import { offscreenSurface } from './layers/offscreenSurface';
import { serveEngine, workerJobs } from './engineHost';

const jobs = workerJobs(self);
const api: LayersApi = createLayersApi<ImageBitmap, ImageBitmap>(
  { fetch: (url, init) => fetch(url, init), sleep },
  {
    transfer: (buffer) => Comlink.transfer(buffer, [buffer]),
    raster: { surface: offscreenSurface(), transfer: (image) => Comlink.transfer(image, [image]) },
  },
  jobs,
);

serveEngine(api, jobs, self);

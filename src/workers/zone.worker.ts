/** Zone worker: a comlink shell over the zone creator's corridor (turf/JSTS is too heavy for the UI thread). */
import { sleep } from '../shared/async/sleep';
import { createZoneApi, type ZoneApi } from './zone/api';
import { serveEngine, workerJobs } from './engineHost';

const jobs = workerJobs(self);
const api: ZoneApi = createZoneApi(
  {
    fetch: (url, init) => fetch(url, init),
    sleep,
  },
  jobs,
);

serveEngine(api, jobs, self);

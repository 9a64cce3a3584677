/** Plan worker: a comlink shell over plan-file reading, parsing and serialising. */
import { createPlanApi, type PlanApi } from './plan/api';
import { serveEngine, workerJobs } from './engineHost';

// One job, the import: a large GeoJSON or KML file reports its progress and can be cancelled.
const jobs = workerJobs(self);
const api: PlanApi = createPlanApi(jobs);

serveEngine(api, jobs, self);

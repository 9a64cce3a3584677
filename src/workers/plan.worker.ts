/** Plan worker: a comlink shell over plan-file reading, parsing and serialising. */
import { jobHost } from '../shared/async/jobs';
import { createPlanApi, type PlanApi } from './plan/api';
import { serveEngine } from './engineHost';

const api: PlanApi = createPlanApi();

// No job of its own (a comparison answers at once, so the page's latestOnly only drops an older one).
serveEngine(api, jobHost(), self);

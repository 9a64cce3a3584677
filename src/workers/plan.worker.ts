/** Plan worker: a comlink shell over plan-file reading, parsing and serialising. */
import * as Comlink from 'comlink';
import { createPlanApi, type PlanApi } from './plan/api';

const api: PlanApi = createPlanApi();

Comlink.expose(api, self);

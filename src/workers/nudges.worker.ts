/** Nudge worker: a comlink shell over the nudge engine, fed infrastructure by the layers worker. */
import { jobHost } from '../shared/async/jobs';
import { createNudgesApi, type NudgesApi } from './nudges/api';
import { serveEngine } from './engineHost';

const api: NudgesApi = createNudgesApi();

// No job of its own (every call answers at once); the page's heartbeat is answered all the same.
serveEngine(api, jobHost(), self);

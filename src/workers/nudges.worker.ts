/** Nudge worker: a comlink shell over the nudge engine, fed infrastructure by the layers worker. */
import * as Comlink from 'comlink';
import { createNudgesApi, type NudgesApi } from './nudges/api';

const api: NudgesApi = createNudgesApi();

Comlink.expose(api, self);

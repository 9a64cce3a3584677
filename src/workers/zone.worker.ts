/** Zone worker: a comlink shell over the zone creator's corridor (turf/JSTS is too heavy for the UI thread). */
import * as Comlink from 'comlink';
import { sleep } from '../shared/async/sleep';
import { createZoneApi, type ZoneApi } from './zone/api';

const api: ZoneApi = createZoneApi({
  fetch: (url, init) => fetch(url, init),
  sleep,
});

Comlink.expose(api, self);

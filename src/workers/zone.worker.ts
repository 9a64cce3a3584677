/** Zone worker: a comlink shell over the zone creator's corridor buffer (turf/JSTS is too heavy for the UI thread). */
import * as Comlink from 'comlink';
import { createZoneApi, type ZoneApi } from './zone/api';

const api: ZoneApi = createZoneApi();

Comlink.expose(api, self);

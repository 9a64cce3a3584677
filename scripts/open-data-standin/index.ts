/**
 * A local stand-in for the open-data services the app queries: NYC and NY State Socrata (SODA)
 * resources and their views metadata (`/api/views/{id}.json`), and the curb-cut ArcGIS FeatureServer.
 * It honours exactly the query semantics the app uses (see soqlWhere.ts, soqlQuery.ts, arcgis.ts),
 * picks the answer's format from the path's extension and the Accept header as Socrata does
 * (negotiate.ts), types columns as Socrata does (columns.ts), and refuses the rest with Socrata's
 * error bodies.
 *
 *   const answer = createOpenDataStandIn(await loadDemoStore())(url, { accept });  // null: not a URL it serves
 */
import { OPEN_DATA_HOSTS } from '../../src/shared/layers/sources.ts';
import { answerArcGis } from './arcgis.ts';
import { sodaError } from './responses.ts';
import { answerSoda, answerView, parseResourcePath, parseViewPath } from './soda.ts';
import type { WithinBoxMode } from './soqlQuery.ts';
import type { DatasetStore, StandInResponse } from './types.ts';

export type { ArcGisFeature, DatasetStore, Row, SodaDataset, StandInResponse } from './types.ts';
export type { WithinBoxMode } from './soqlQuery.ts';
export { qualityOf } from './negotiate.ts';
export { DEFAULT_DEMO_DIR, loadDemoStore } from './store.ts';

export interface StandInOptions {
  /** See WithinBoxMode: 'contained' reproduces Socrata's envelope-contains test for lines and polygons. */
  withinBox?: WithinBoxMode;
}

/** What of the request besides its URL the answer depends on. */
export interface StandInRequest {
  /** The Accept header; absent (or null) is `*\/*`, as for a request that sends none. */
  accept?: string | null;
}

export type OpenDataStandIn = (url: string, request?: StandInRequest) => StandInResponse | null;

const SODA_HOSTS = new Set(Object.values(OPEN_DATA_HOSTS).map((origin) => new URL(origin).host));

export function createOpenDataStandIn(store: DatasetStore, options: StandInOptions = {}): OpenDataStandIn {
  const mode = options.withinBox ?? 'contained';
  return (text, request = {}) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:') return null;
    const layer = store.arcgis[`${url.origin}${url.pathname}`];
    if (layer) return answerArcGis(layer, url.searchParams);
    if (!SODA_HOSTS.has(url.host)) return null;
    const viewId = parseViewPath(url.pathname);
    if (viewId !== null) {
      const dataset = store.soda[url.host]?.[viewId];
      if (!dataset) return sodaError(404, 'not_found', `Dataset ${viewId} not found on ${url.host} (stand-in)`);
      return answerView(viewId, dataset);
    }
    const resource = parseResourcePath(url.pathname);
    if (!resource) return null;
    const dataset = store.soda[url.host]?.[resource.id];
    if (!dataset) return sodaError(404, 'not_found', `Dataset ${resource.id} not found on ${url.host} (stand-in)`);
    return answerSoda(dataset, resource.format, request.accept, url.searchParams, mode);
  };
}

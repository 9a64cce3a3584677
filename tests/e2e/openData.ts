/**
 * Open-data hosts answered in browser tests by the project's stand-in (the same query semantics as
 * Socrata and ArcGIS for what the app asks, and Socrata's choice of format from the page's own Accept
 * header), over the bundled demo sample or a test's own store.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import {
  createOpenDataStandIn,
  loadDemoStore,
  type DatasetStore,
  type OpenDataStandIn,
} from '../../scripts/open-data-standin/index';
import { sleep } from '../../src/shared/async/sleep';

export const OPEN_DATA_HOSTS = /^https:\/\/(data\.cityofnewyork\.us|data\.ny\.gov|services6\.arcgis\.com)\//;

export interface Answered {
  url: string;
  status: number;
  body: string;
  /** The Accept header the page sent (null: none). */
  accept: string | null;
}

/**
 * Requests in flight to each host, as the routes see them: each is held `holdMs` before its answer (a
 * slow service), so requests sent together are seen together; `most` is the highest count per host.
 */
export interface InFlight {
  holdMs: number;
  most: Map<string, number>;
}

/**
 * Routes the open-data hosts to the stand-in; `override` may answer a URL first (a failing source).
 * `store` replaces the demo store (a test's own data, with the same query semantics). A context's
 * routes also see the requests of the app's service worker (the offline test). `inFlight` counts the
 * requests in flight per host.
 */
export async function answerOpenData(
  page: Page | BrowserContext,
  override?: (url: string, route: Route) => Promise<boolean>,
  store?: DatasetStore,
  inFlight?: InFlight,
): Promise<Answered[]> {
  const standIn: OpenDataStandIn = createOpenDataStandIn(store ?? (await loadDemoStore()));
  const answered: Answered[] = [];
  const now = new Map<string, number>();
  const answer = async (route: Route): Promise<void> => {
    const url = route.request().url();
    if (override && (await override(url, route))) return;
    // The page's own Accept header decides the format, as Socrata's content negotiation does.
    const accept = route.request().headers().accept ?? null;
    const answer = standIn(url, { accept });
    if (!answer) return route.abort('internetdisconnected');
    answered.push({ url, status: answer.status, body: answer.body, accept });
    await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
  };
  await page.route(OPEN_DATA_HOSTS, async (route) => {
    if (!inFlight) return answer(route);
    const host = new URL(route.request().url()).host;
    now.set(host, (now.get(host) ?? 0) + 1);
    inFlight.most.set(host, Math.max(inFlight.most.get(host) ?? 0, now.get(host)!));
    try {
      // A deliberate network delay: a slow service, so the page's requests overlap as they would live.
      await sleep(inFlight.holdMs);
      await answer(route);
    } finally {
      now.set(host, now.get(host)! - 1);
    }
  });
  return answered;
}

/** The city's datasets the app asks for as it starts: the parks permit areas and the street centreline. */
export const CITY_START_DATASETS =
  /^https:\/\/data\.cityofnewyork\.us\/(resource|api\/views)\/(c5vm-g2dk|inkn-q76z)\.(geo)?json/;

let demoStandIn: Promise<OpenDataStandIn> | null = null;

/** The tests' default answer to the city's start-up datasets: the stand-in over the demo store. */
export async function answerCityDefaults(page: Page | BrowserContext): Promise<void> {
  demoStandIn ??= loadDemoStore().then((store) => createOpenDataStandIn(store));
  const standIn = await demoStandIn;
  await page.route(CITY_START_DATASETS, async (route) => {
    const answer = standIn(route.request().url(), { accept: route.request().headers().accept ?? null });
    if (!answer) return route.abort('internetdisconnected');
    await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
  });
}

/** Features (GeoJSON) or rows (JSON) in an answer body. */
export function itemsOf(
  body: string,
): Array<
  { geometry?: { type: string; coordinates: number[] }; properties?: Record<string, unknown> } & Record<string, unknown>
> {
  const parsed = JSON.parse(body) as unknown;
  if (Array.isArray(parsed)) return parsed as never;
  return ((parsed as { features?: unknown[] }).features ?? []) as never;
}

/**
 * One run of the city-parks case: the app with a sample parks file asks the city's permit areas
 * (answered by the stand-in over the generated store), shows them, and is searched; then a second
 * visit in the same browser profile shows them from the copy kept in IndexedDB.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createOpenDataStandIn, type DatasetStore } from '../../../scripts/open-data-standin/index';
import { PageBroke, longest, probe, quiet, tasksIn } from '../lib/probe';
import { continueAsParks } from '../lib/parksStart';
import { median } from '../lib/stats';
import { INIT_SCRIPT } from '../pageScripts';
import { timeSearches } from '../lib/zoneSearch';
import type { TaskSplit } from '../traceTasks';

/** Common (hundreds of areas) to rare (a handful), from the generator's words; those the store has are asked. */
export const CITY_QUERY_CANDIDATES = [
  'Lincoln',
  'Riverside',
  'Amphitheater',
  'Oppenheimer',
  'Vanderveer',
  'Zabriskie',
  'Quisqueya',
  'Yellowstone',
  'Franz Sigel',
  'Kaiser',
];

/** The candidates found in the store's names, with how many areas each matches: five, common to rare. */
export function cityQueries(store: DatasetStore): Array<{ query: string; matching: number }> {
  const rows = store.soda['data.cityofnewyork.us']?.['c5vm-g2dk']?.rows ?? [];
  const names = rows.map((r) =>
    `${String(r.name)} ${String(r.propertyname)} ${String(r.subpropertyname)}`.toLowerCase(),
  );
  const found = CITY_QUERY_CANDIDATES.map((query) => ({
    query,
    matching: names.filter((n) => n.includes(query.toLowerCase())).length,
  })).filter((q) => q.matching > 0);
  found.sort((a, b) => b.matching - a.matching);
  return [...found.slice(0, 3), ...found.slice(3).slice(-2)];
}

export interface Visit {
  /** Continue → the areas shown on the map. */
  shownMs: number;
  /** Continue → the worker's indexed areas reaching the page. */
  workerMs: number;
  longestMs: number;
  longestOtherMs: number;
  longestRenderMs: number;
  others: TaskSplit['others'];
  /** Requests for the permit areas themselves (not the date) during the visit, and their bytes. */
  areaRequests: number;
  areaBytes: number;
  source: string;
}

export interface CityRun {
  first: Visit;
  second: Visit;
  searchMedianMs: number;
  searchLongestTaskMs: number;
}

interface Served {
  resource: number;
  bytes: number;
}

async function cityContext(
  browser: Browser,
  store: DatasetStore,
): Promise<{ context: BrowserContext; served: Served }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
  const standIn = createOpenDataStandIn(store);
  const served: Served = { resource: 0, bytes: 0 };
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await context.route(/^https:\/\/data\.cityofnewyork\.us\//, async (route) => {
    const url = route.request().url();
    const answer = standIn(url);
    if (!answer) return route.abort('internetdisconnected');
    if (url.includes('/resource/c5vm-g2dk')) {
      served.resource++;
      served.bytes += Buffer.byteLength(answer.body);
    }
    await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
  });
  await context.addInitScript({ content: INIT_SCRIPT });
  return { context, served };
}

async function visit(browser: Browser, page: Page, served: Served, errors: string[]): Promise<Visit> {
  const before = { ...served };
  const split = await continueAsParks(browser, page, 120_000);
  const p = await probe(page);
  const shown = p.areaStates.find((s) => s.state === 'shown');
  const source = (await page.getByTestId('geography-source').textContent()) ?? '';
  if (!shown || p.continueAt === null) throw new PageBroke('areas never shown');
  if (!source.startsWith("The city's data: NYC Parks Permit Areas"))
    throw new PageBroke(`the city's areas were not shown: ${source}`);
  if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
  return {
    shownMs: shown.t - p.continueAt,
    workerMs: p.indexedAt === null ? NaN : p.indexedAt - p.continueAt,
    longestMs: longest(tasksIn(p.longTasks, p.continueAt, shown.t)),
    longestOtherMs: split.longestOtherMs,
    longestRenderMs: split.longestFrameMs,
    others: split.others,
    areaRequests: served.resource - before.resource,
    areaBytes: served.bytes - before.bytes,
    source,
  };
}

async function searches(page: Page, queries: readonly string[]): Promise<{ medianMs: number; longestTaskMs: number }> {
  const from = (await probe(page)).now;
  const runs = await timeSearches(page, queries);
  const end = await probe(page);
  return {
    medianMs: median(runs.map((r) => r.minusDebounceMs)),
    longestTaskMs: longest(tasksIn(end.longTasks, from, end.now)),
  };
}

/** Forgets everything but the kept city areas, so the second visit starts as the first did. */
const FORGET_ALL_BUT_CITY_AREAS = `(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase('keyval-store');
    r.onsuccess = r.onerror = r.onblocked = () => resolve(undefined);
  });
})()`;

export async function runCityParks(
  browser: Browser,
  store: DatasetStore,
  queries: readonly string[],
): Promise<CityRun> {
  const { context, served } = await cityContext(browser, store);
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const first = await visit(browser, page, served, errors);
    await quiet(page, 800, 10_000);
    const search = await searches(page, queries);
    await page.evaluate(FORGET_ALL_BUT_CITY_AREAS);
    await page.close();
    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(e.message));
    const second = await visit(browser, again, served, errors);
    if (!second.source.includes('the copy saved on'))
      throw new PageBroke(`the second visit did not use the kept copy: ${second.source}`);
    return { first, second, searchMedianMs: search.medianMs, searchLongestTaskMs: search.longestTaskMs };
  } finally {
    if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
    await context.close();
  }
}

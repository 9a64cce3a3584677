/**
 * The area-loading case's two measurements: the app (parse + index in the geography worker, then
 * zone searches) and a baseline that parses and searches on the main thread.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASELINE_MAIN_THREAD_SOURCE, type BaselineOptions, type BaselineResult } from '../baselineMainThread';
import { PageBroke, isRecord, longest, probe, quiet, sleep, tasksIn, totalBlocking } from '../lib/probe';
import { BASE } from '../lib/server';
import { continueAsParks } from '../lib/parksStart';
import { traced } from '../lib/tracing';
import { median } from '../lib/stats';
import { INIT_SCRIPT } from '../pageScripts';
import { timeSearches, type SearchRun } from '../lib/zoneSearch';
import type { TaskSplit } from '../traceTasks';

/** Mirrors GEOGRAPHY_MODES.parks / ZONE_SEARCH; the baseline page cannot import them. */
const PARKS_SEARCH_KEYS = ['name', 'propertyname', 'subpropertyname', 'FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'];
/** Common (a few hundred areas) to rare (one area). */
export const QUERIES = ['Lincoln', 'Riverside', 'Amphitheater', 'Oppenheimer', 'Vanderveer'];

async function benchContext(
  browser: Browser,
  areas: Buffer,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; areaRequests: () => number }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
  let requests = 0;
  // Everything but the app itself is offline, as in tests/e2e/fixtures.ts.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await context.route('**/data/permit-areas/parks.geojson*', (route) => {
    requests++;
    return route.fulfill({ status: 200, body: areas, contentType: 'application/geo+json' });
  });
  await context.route('**/__bench/blank', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body></body></html>',
    }),
  );
  await context.addInitScript({ content: INIT_SCRIPT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('crash', () => errors.push('page crashed'));
  return { context, page, errors, areaRequests: () => requests };
}

export interface AppRun {
  shownMs: number;
  longestMs: number;
  totalBlockingMs: number;
  longTasks: number;
  longestOtherMs: number;
  longestRenderMs: number;
  beforeContinueLongestMs: number;
  /** The longest main-thread tasks while loading that are not rendering frames. */
  others: TaskSplit['others'];
  /** Continue → the geography worker's loaded, indexed areas reaching the UI (the 'areas:indexed' mark). */
  workerMs: number;
  searches: SearchRun[];
  searchMedianRawMs: number;
  searchMedianMs: number;
  searchLongestTaskMs: number;
}

export async function runApp(browser: Browser, areas: Buffer): Promise<AppRun> {
  const { context, page, errors, areaRequests } = await benchContext(browser, areas);
  try {
    const split = await continueAsParks(browser, page, 90_000);
    await quiet(page, 800, 10_000);
    const p = await probe(page);
    const shown = p.areaStates.find((s) => s.state === 'shown');
    if (!shown || p.continueAt === null) {
      const error = p.areaStates.find((s) => s.state === 'error');
      throw new PageBroke(
        error
          ? `areas failed to load: ${await page
              .locator('body')
              .innerText()
              .then((t) => t.slice(0, 300))}`
          : 'areas never shown',
      );
    }
    if (areaRequests() === 0) throw new PageBroke('the area file was not fetched through the benchmark route');
    const t0 = p.continueAt;
    const t1 = shown.t;
    const during = tasksIn(p.longTasks, t0, t1);

    const searchFrom = (await probe(page)).now;
    const searches = await timeSearches(page, QUERIES);
    const end = await probe(page);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      shownMs: t1 - t0,
      longestMs: longest(during),
      totalBlockingMs: totalBlocking(during),
      longTasks: during.length,
      longestOtherMs: split.longestOtherMs,
      longestRenderMs: split.longestFrameMs,
      beforeContinueLongestMs: longest(tasksIn(p.longTasks, 0, t0)),
      others: split.others,
      workerMs: p.indexedAt === null ? NaN : p.indexedAt - t0,
      searches,
      searchMedianRawMs: median(searches.map((s) => s.rawMs)),
      searchMedianMs: median(searches.map((s) => s.minusDebounceMs)),
      searchLongestTaskMs: longest(tasksIn(end.longTasks, searchFrom, end.now)),
    };
  } finally {
    if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
    await context.close();
  }
}

export interface BaselineRun extends BaselineResult {
  longestMs: number;
  longestOtherMs: number;
  totalBlockingMs: number;
  searchMedianMs: number;
  searchLongestTaskMs: number;
}

export async function runBaseline(browser: Browser, areas: Buffer): Promise<BaselineRun> {
  const { context, page, errors } = await benchContext(browser, areas);
  try {
    await page.goto(`${BASE}/__bench/blank`);
    const options: BaselineOptions = {
      url: '/data/permit-areas/parks.geojson',
      queries: QUERIES,
      searchKeys: PARKS_SEARCH_KEYS,
      maxResults: 10,
      minChars: 2,
    };
    const { value, split } = await traced(browser, page, (): Promise<unknown> =>
      page.evaluate(`(${BASELINE_MAIN_THREAD_SOURCE})(${JSON.stringify(options)})`),
    );
    if (!isRecord(value) || typeof value.busyMs !== 'number' || !Array.isArray(value.searches))
      throw new PageBroke('baseline returned nothing');
    const result = value as unknown as BaselineResult;
    await sleep(300);
    const p = await probe(page);
    const during = tasksIn(p.longTasks, result.busyStart, result.busyEnd);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      ...result,
      longestMs: longest(during),
      longestOtherMs: split.longestOtherMs,
      totalBlockingMs: totalBlocking(during),
      searchMedianMs: median(result.searches.map((s) => s.ms)),
      searchLongestTaskMs: longest(tasksIn(p.longTasks, result.busyEnd + 1, p.now)),
    };
  } finally {
    await context.close();
  }
}

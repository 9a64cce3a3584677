/**
 * npm run bench — load benchmark over a large generated park permit-area file (20,000 polygons).
 *
 * Builds the app, serves it with `vite preview` (or reuses a server already on :4173), and in headless
 * Chromium measures, for the app (parse + index in the geography worker) and for a baseline that
 * parses on the main thread: time from Continue to areas shown, the longest main-thread task, the
 * total blocking time, and zone-search latency. Figures are printed and written to
 * bench-results/load.json; they are never asserted. The run fails only when the page breaks.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { BASELINE_MAIN_THREAD_SOURCE, type BaselineOptions, type BaselineResult } from './baselineMainThread';
import { DEFAULT_AREA_COUNT, writeAreasFile, type AreaCollection } from './generateAreas';
import { AREAS_SETTLED, INIT_SCRIPT, READ_PROBE, SEARCH_DONE, TWO_FRAMES, armSearchWatch, type LongTask, type PageProbe } from './pageScripts';
import { splitTrace, type TaskSplit } from './traceTasks';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';
/** 4173 as in playwright.config.ts; BENCH_PORT overrides it. */
const PORT = Number(process.env.BENCH_PORT ?? 4173);
const BASE = `http://${HOST}:${PORT}`;
/** The project's own vite (what `npx vite` runs), without npx's wrapper process. */
const VITE = `${ROOT}node_modules/.bin/vite`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEBOUNCE_MS = 250;
const LONG_TASK_MS = 50;
/** Mirrors GEOGRAPHY_MODES.parks / ZONE_SEARCH; the baseline page cannot import them. */
const PARKS_SEARCH_KEYS = ['name', 'propertyname', 'subpropertyname', 'FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'];
/** Common (a few hundred areas) to rare (one area). */
const QUERIES = ['Lincoln', 'Riverside', 'Amphitheater', 'Oppenheimer', 'Vanderveer'];

class PageBroke extends Error {
  override name = 'PageBroke';
}

// ---- small helpers ---------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US')} ms` : 'n/a');
const ratio = (app: number, base: number) => (Number.isFinite(app) && Number.isFinite(base) && base > 0 ? `${(app / base).toFixed(2)}×` : 'n/a');

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function asProbe(v: unknown): PageProbe {
  if (!isRecord(v) || !Array.isArray(v.longTasks) || !Array.isArray(v.areaStates)) throw new PageBroke('instrumentation missing from the page');
  return v as unknown as PageProbe;
}

async function probe(page: Page): Promise<PageProbe> {
  return asProbe(await page.evaluate(READ_PROBE));
}

/** Tasks overlapping [from, to]. */
function tasksIn(tasks: readonly LongTask[], from: number, to: number): LongTask[] {
  return tasks.filter((t) => t.start < to && t.start + t.duration > from);
}

const longest = (tasks: readonly LongTask[]) => tasks.reduce((m, t) => Math.max(m, t.duration), 0);
const totalBlocking = (tasks: readonly LongTask[]) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);

/** Waits until no long task has ended in the last `quietMs` (at most `maxMs`). */
async function quiet(page: Page, quietMs = 600, maxMs = 8000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const p = await probe(page);
    const lastEnd = p.longTasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
    if (p.now - lastEnd >= quietMs) return;
    await sleep(150);
  }
}

// ---- tracing ---------------------------------------------------------------------------------------

/** Chromium trace categories enough to see the main thread's tasks and the frames inside them. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'];

async function traced<T>(browser: Browser, page: Page, work: () => Promise<T>): Promise<{ value: T; split: TaskSplit }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  try {
    const value = await work();
    return { value, split: splitTrace(await browser.stopTracing()) };
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
}

// ---- server and build ------------------------------------------------------------------------------

async function isServing(): Promise<boolean> {
  try {
    const res = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

function build(): void {
  const started = Date.now();
  const result = spawnSync(VITE, ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function startServer(): Promise<ChildProcess | null> {
  if (await isServing()) {
    console.log(`reusing the server already listening on ${BASE}`);
    return null;
  }
  // Its own process group, so the server and its children stop together.
  const child = spawn(VITE, ['preview', '--host', HOST, '--port', String(PORT), '--strictPort'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode})`);
    if (await isServing()) return child;
    await sleep(250);
  }
  stopServer(child);
  throw new Error('vite preview did not start within 30 s');
}

function stopServer(child: ChildProcess | null): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

// ---- browser ---------------------------------------------------------------------------------------

async function benchContext(browser: Browser, areas: Buffer): Promise<{ context: BrowserContext; page: Page; errors: string[]; areaRequests: () => number }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  let requests = 0;
  // Everything but the app itself is offline, as in tests/e2e/fixtures.ts.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await context.route('**/data/permit-areas/parks.geojson*', (route) => {
    requests++;
    return route.fulfill({ status: 200, body: areas, contentType: 'application/geo+json' });
  });
  await context.route('**/__bench/blank', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body></body></html>' }));
  await context.addInitScript({ content: INIT_SCRIPT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('crash', () => errors.push('page crashed'));
  return { context, page, errors, areaRequests: () => requests };
}

interface SearchRun { query: string; rawMs: number; minusDebounceMs: number; hits: number }
interface AppRun {
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

async function runApp(browser: Browser, areas: Buffer): Promise<AppRun> {
  const { context, page, errors, areaRequests } = await benchContext(browser, areas);
  try {
    await page.goto(`${BASE}/`);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.getByRole('radio', { name: /^Parks/ }).click();
    // Let the basemap's first render finish, so it is not counted against loading the areas.
    await page.locator('.map-area .maplibregl-canvas').waitFor();
    await page.locator('.map-loading').waitFor({ state: 'detached', timeout: 30_000 });
    await quiet(page);
    const { split } = await traced(browser, page, async () => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForFunction(AREAS_SETTLED, undefined, { timeout: 90_000, polling: 100 });
    });
    await quiet(page, 800, 10_000);
    const p = await probe(page);
    const shown = p.areaStates.find((s) => s.state === 'shown');
    if (!shown || p.continueAt === null) {
      const error = p.areaStates.find((s) => s.state === 'error');
      throw new PageBroke(error ? `areas failed to load: ${await page.locator('body').innerText().then((t) => t.slice(0, 300))}` : 'areas never shown');
    }
    if (areaRequests() === 0) throw new PageBroke('the area file was not fetched through the benchmark route');
    const t0 = p.continueAt;
    const t1 = shown.t;
    const during = tasksIn(p.longTasks, t0, t1);

    const input = page.getByLabel('Search Zones');
    const searches: SearchRun[] = [];
    const searchFrom = (await probe(page)).now;
    for (const query of QUERIES) {
      await input.fill('');
      await page.locator('ul.result-list').waitFor({ state: 'detached' });
      await page.evaluate(TWO_FRAMES);
      await page.evaluate(armSearchWatch(query.toLowerCase()));
      await input.pressSequentially(query);
      const done: unknown = await page.evaluate(SEARCH_DONE);
      const after = await probe(page);
      if (!isRecord(done) || typeof done.t !== 'number' || after.lastInputAt === null) throw new PageBroke(`search for ${query} did not render`);
      const rawMs = done.t - after.lastInputAt;
      searches.push({ query, rawMs, minusDebounceMs: rawMs - DEBOUNCE_MS, hits: Number(done.hits) });
    }
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

interface BaselineRun extends BaselineResult {
  longestMs: number;
  longestOtherMs: number;
  totalBlockingMs: number;
  searchMedianMs: number;
  searchLongestTaskMs: number;
}

async function runBaseline(browser: Browser, areas: Buffer): Promise<BaselineRun> {
  const { context, page, errors } = await benchContext(browser, areas);
  try {
    await page.goto(`${BASE}/__bench/blank`);
    const options: BaselineOptions = { url: '/data/permit-areas/parks.geojson', queries: QUERIES, searchKeys: PARKS_SEARCH_KEYS, maxResults: 10, minChars: 2 };
    const { value, split } = await traced(browser, page, (): Promise<unknown> => page.evaluate(`(${BASELINE_MAIN_THREAD_SOURCE})(${JSON.stringify(options)})`));
    if (!isRecord(value) || typeof value.busyMs !== 'number' || !Array.isArray(value.searches)) throw new PageBroke('baseline returned nothing');
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

// ---- report ----------------------------------------------------------------------------------------

function queryCounts(collection: AreaCollection): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of QUERIES) {
    const needle = q.toLowerCase();
    counts[q] = collection.features.filter((f) => [f.properties.name, f.properties.propertyname, f.properties.subpropertyname].some((v) => v.toLowerCase().includes(needle))).length;
  }
  return counts;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const { path: areasPath, collection } = writeAreasFile(DEFAULT_AREA_COUNT);
  const areas = readFileSync(areasPath);
  const sizeMb = statSync(areasPath).size / 1e6;
  const counts = queryCounts(collection);
  console.log(`areas: ${collection.features.length.toLocaleString('en-US')} polygons, ${sizeMb.toFixed(1)} MB (${areasPath})`);

  build();
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  const stop = () => {
    stopServer(server);
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  // Also when the process dies some other way (e.g. stdout closed under it).
  process.once('exit', () => stopServer(server));
  try {
    server = await startServer();
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
    const version = browser.version();
    const app: AppRun[] = [];
    const base: BaselineRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await runApp(browser, areas));
      base.push(await runBaseline(browser, areas));
      const a = app[i]!, b = base[i]!;
      console.log(`run ${i + 1}/${RUNS}: app shown ${ms(a.shownMs)}, longest task ${ms(a.longestMs)}; baseline busy ${ms(b.busyMs)}, longest task ${ms(b.longestMs)}`);
    }

    const m = {
      app: {
        shownMs: median(app.map((r) => r.shownMs)),
        workerMs: median(app.map((r) => r.workerMs)),
        longestMs: median(app.map((r) => r.longestMs)),
        longestOtherMs: median(app.map((r) => r.longestOtherMs)),
        longestRenderMs: median(app.map((r) => r.longestRenderMs)),
        totalBlockingMs: median(app.map((r) => r.totalBlockingMs)),
        longTasks: median(app.map((r) => r.longTasks)),
        beforeContinueLongestMs: median(app.map((r) => r.beforeContinueLongestMs)),
        searchMedianMs: median(app.map((r) => r.searchMedianMs)),
        searchMedianRawMs: median(app.map((r) => r.searchMedianRawMs)),
        searchLongestTaskMs: median(app.map((r) => r.searchLongestTaskMs)),
      },
      baseline: {
        busyMs: median(base.map((r) => r.busyMs)),
        parseMs: median(base.map((r) => r.parseMs)),
        normaliseMs: median(base.map((r) => r.normaliseMs)),
        fetchMs: median(base.map((r) => r.fetchMs)),
        longestMs: median(base.map((r) => r.longestMs)),
        longestOtherMs: median(base.map((r) => r.longestOtherMs)),
        totalBlockingMs: median(base.map((r) => r.totalBlockingMs)),
        searchMedianMs: median(base.map((r) => r.searchMedianMs)),
        searchLongestTaskMs: median(base.map((r) => r.searchLongestTaskMs)),
      },
    };

    console.log('');
    console.log(`machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}; Chromium ${version} (SwiftShader WebGL), headless 1400x900`);
    console.log(`file: ${collection.features.length.toLocaleString('en-US')} polygon features, ${sizeMb.toFixed(1)} MB; baseline parsed ${base[0]?.count.toLocaleString('en-US')} (skipped ${base[0]?.skipped ?? 0})`);
    console.log(`medians of ${RUNS} runs each\n`);
    console.log(
      table([
        ['metric', 'app (worker)', 'baseline (main thread)', 'ratio app/baseline'],
        ['areas shown (baseline: parse+normalise busy)', ms(m.app.shownMs), ms(m.baseline.busyMs), ratio(m.app.shownMs, m.baseline.busyMs)],
        ['longest main-thread task while loading', ms(m.app.longestMs), ms(m.baseline.longestMs), ratio(m.app.longestMs, m.baseline.longestMs)],
        ['longest main-thread task that is not a rendering frame', ms(m.app.longestOtherMs), ms(m.baseline.longestOtherMs), ratio(m.app.longestOtherMs, m.baseline.longestOtherMs)],
        ['  longest rendering frame (SwiftShader WebGL)', ms(m.app.longestRenderMs), '-', '-'],
        ['total blocking time while loading', ms(m.app.totalBlockingMs), ms(m.baseline.totalBlockingMs), ratio(m.app.totalBlockingMs, m.baseline.totalBlockingMs)],
        ['search latency, median (app: minus 250 ms debounce)', ms(m.app.searchMedianMs), ms(m.baseline.searchMedianMs), ratio(m.app.searchMedianMs, m.baseline.searchMedianMs)],
        ['search latency, median, raw (incl. debounce)', ms(m.app.searchMedianRawMs), '-', '-'],
        ['longest main-thread task while searching', ms(m.app.searchLongestTaskMs), ms(m.baseline.searchLongestTaskMs), ratio(m.app.searchLongestTaskMs, m.baseline.searchLongestTaskMs)],
      ]),
    );
    console.log('');
    console.log(`app: Continue → worker's areas indexed ${ms(m.app.workerMs)} (fetch, parse, index, tile index off the main thread), then tiles → areas drawn ${ms(m.app.shownMs - m.app.workerMs)}`);
    console.log(`app: ${m.app.longTasks} long tasks while loading, all but the non-frame ones above are WebGL frames drawn in software; the basemap's own first frame before Continue took ${ms(m.app.beforeContinueLongestMs)}`);
    console.log(`baseline: fetch ${ms(m.baseline.fetchMs)} (not counted), JSON.parse ${ms(m.baseline.parseMs)}, normalise ${ms(m.baseline.normaliseMs)}; it does not hand the areas to MapLibre, so it does not include drawing them`);
    console.log('\nsearch, per query (median over runs):');
    console.log(
      table([
        ['query', 'areas matching', 'app raw', 'app minus debounce', 'baseline'],
        ...QUERIES.map((q, i) => [
          q,
          String(counts[q]),
          ms(median(app.map((r) => r.searches[i]!.rawMs))),
          ms(median(app.map((r) => r.searches[i]!.minusDebounceMs))),
          ms(median(base.map((r) => r.searches[i]!.ms))),
        ]),
      ]),
    );
    console.log('\nlongest app main-thread tasks while loading that are not rendering frames (run 1, from the Chromium trace):');
    for (const t of app[0]!.others) console.log(`  ${ms(t.ms).padStart(9)}  ${t.inside.join(' > ')}`);

    mkdirSync(`${ROOT}bench-results`, { recursive: true });
    const out = `${ROOT}bench-results/load.json`;
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? null, totalMemGiB: os.totalmem() / 2 ** 30, platform: `${os.platform()} ${os.release()}`, chromium: version },
          file: { features: collection.features.length, bytes: areas.length },
          runs: RUNS,
          queries: QUERIES.map((q) => ({ query: q, matching: counts[q] })),
          median: m,
          app,
          baseline: base,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s total`);
  } finally {
    await browser?.close();
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof PageBroke ? 2 : 1;
});

/**
 * The GeoJSON import case (BENCH_ONLY=geojsonimport; one run unless BENCH_RUNS says more): on the demo
 * page focused on Bryant Park's Lawn, a 50 MB GeoJSON made in the page like a GIS export (pretty-printed,
 * full-precision coordinates, a row of attributes per feature: 4,000 polygons of 40 corners) is
 * handed to Import as the file chooser does. Measured: → 'Added 4,000 shapes' (the worker's read and
 * the page's apply), and every long animation frame's work before rendering from the hand-over on (the
 * map is drawn in software here, so rendering is counted apart). Beside it, in the same run, the import
 * the issue compares it with: a 20 MB plan file of the older app's kind (its layers carry their whole
 * data, which the importer ignores, beside a small plan), measured the same way until the plan is applied
 * and autosaved (tests/e2e/largePlanImport.spec.ts imports the same file). Printed and written to
 * bench-results/geojsonimport.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { machineJson } from '../lib/machine';
import { PageBroke, longTasksNow, longest, quiet, tasksIn } from '../lib/probe';
import { BASE, ROOT } from '../lib/server';
import { median, ms } from '../lib/stats';
import { startProfile } from '../lib/cpuProfile';
import { TRACE_CATEGORIES_WITH_GPU } from '../lib/tracing';

const FEATURES = 4000;
const CORNERS = 40;
const TARGET_BYTES = 50 * 1024 * 1024;
/**
 * Characters of notes per row (BENCH_GEOJSON_NOTES; default 6,000, kept with each shape): with 0 the
 * 50 MB is made up by whitespace instead, which tells the cost of the shapes from that of their properties.
 */
const NOTES = Number(process.env.BENCH_GEOJSON_NOTES ?? 6000);

interface Frame {
  start: number;
  work: number;
  scripts: string[];
}
export interface ImportRun {
  bytes: number;
  /** Hand-over → the shapes added (GeoJSON) or the plan applied and autosaved (plan file). */
  addedMs: number;
  longestWorkMs: number;
  over100: number;
  /**
   * The longest single main-thread task (the Long Tasks API), the issue's own measure: a frame's work may
   * be several tasks, between which the page takes input.
   */
  longestTaskMs: number;
  tasksOver100: number;
  frames: Frame[];
}
interface GeoJsonImportRun {
  geojson: ImportRun;
  planFile: ImportRun;
  /** The 50 MB GeoJSON again with the WebGL canvas shown itself (`present=direct`). */
  geojsonDirect: ImportRun;
}

const INSTALL_FRAMES = `(function () {
  var w = window; w.__frames = [];
  new PerformanceObserver(function (list) {
    for (var e of list.getEntries()) w.__frames.push({ start: e.startTime, work: (e.renderStart > 0 ? e.renderStart : e.startTime + e.duration) - e.startTime,
      scripts: e.scripts.map(function (s) { return s.invoker + ' ' + (s.sourceURL || '').split('/').pop() + ':' + s.sourceFunctionName + ' ' + Math.round(s.duration) + ' ms'; }) });
  }).observe({ type: 'long-animation-frame' });
})()`;

const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver(function (list) {
  for (var e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });`;

/** The file, made in the page before the clock starts (handing Playwright 50 MB would decode it on the page's thread). */
const MAKE_FILE = `(function (n, corners, target, notes) {
  var features = [];
  for (var i = 0; i < n; i++) {
    var cx = -73.9847 + (i % 80) * 0.00003, cy = 40.7534 + Math.floor(i / 80) * 0.00002, ring = [];
    for (var k = 0; k < corners; k++) {
      var a = (2 * Math.PI * k) / corners;
      ring.push([cx + 0.000011 * Math.cos(a) + Math.random() * 1e-12, cy + 0.000008 * Math.sin(a) + Math.random() * 1e-12]);
    }
    ring.push(ring[0]);
    var props = { name: 'Zone ' + (i + 1), objectid: i + 1, borough: 'Manhattan', park: 'Bryant Park', use: 'Event staging',
      surface: 'Lawn', inspected: '2025-06-01', inspector: 'Parks GIS', notes: '' };
    features.push({ type: 'Feature', id: 'zone-' + (i + 1), properties: props, geometry: { type: 'Polygon', coordinates: [ring] } });
  }
  var text = JSON.stringify({ type: 'FeatureCollection', name: 'bench_zones', features: features }, null, 2);
  // The rest of the 50 MB as each row's notes, as a GIS table's long text column.
  var per = Math.max(0, Math.floor((target - text.length) / n) - 4);
  for (var j = 0; j < n; j++) features[j].properties.notes = 'x'.repeat(Math.min(per, notes));
  text = JSON.stringify({ type: 'FeatureCollection', name: 'bench_zones', features: features }, null, 2);
  if (text.length < target) text = text.replace('"bench_zones"', '"bench_zones' + ' '.repeat(target - text.length) + '"');
  window.__bigFile = new File([text], 'bench-zones.geojson', { type: 'application/geo+json' });
  return text.length;
})(${FEATURES}, ${CORNERS}, ${TARGET_BYTES}, ${NOTES})`;

/** The 20 MB plan file of the older app's kind, made in the page (as tests/e2e/largePlanImport.spec.ts makes it). */
const MAKE_PLAN_FILE = `(function () {
  var features = [];
  for (var i = 0; i < 60000; i++) features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [-73.98 + i * 1e-7, 40.75] },
    properties: { tree_id: i, spc_common: 'London planetree', status: 'Alive', address: i + ' West 42nd Street' } });
  var plan = { metadata: { geography: 'parks', center: [-73.985, 40.758], zoom: 16 },
    layers: { trees: { visible: false, loading: false, data: { type: 'FeatureCollection', features: features } } },
    droppedObjects: [], eventInfo: { name: 'Big Import' } };
  var text = JSON.stringify(plan);
  text = text.replace('"loading":false', '"loading":false,"styling":"' + 'x'.repeat(Math.max(0, 20 * 1024 * 1024 - 64 * 1024 - text.length)) + '"');
  window.__bigFile = new File([text], 'big-plan.json', { type: 'application/json' });
  return text.length;
})()`;

/** Whether the autosave holds the imported plan (its event name): the plan file's import has ended. */
const PLAN_STORED = `(async function () {
  var db = await new Promise(function (resolve, reject) {
    var open = indexedDB.open('nyc-stager');
    open.onsuccess = function () { resolve(open.result); };
    open.onerror = function () { reject(open.error); };
  });
  var values = await new Promise(function (resolve) {
    var request = db.transaction('autosave').objectStore('autosave').getAll();
    request.onsuccess = function () { resolve(request.result); };
  });
  db.close();
  // Autosave keeps the plan worker's text in a Blob (workers/plan/autosaveFile.ts); the plan itself is small.
  var texts = await Promise.all(values.map(function (v) {
    if (v && v.file instanceof Blob) return v.file.text();
    return v && typeof v.text === 'string' ? v.text : '';
  }));
  return texts.some(function (t) { return t.indexOf('"name": "Big Import"') >= 0; });
})()`;

const HAND_OVER = `(function () {
  var t0 = performance.now();
  var input = document.querySelector('input.plan-file-input');
  var transfer = new DataTransfer();
  transfer.items.add(window.__bigFile);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return t0;
})()`;

/**
 * The same-run baseline: the app with its WebGL canvas shown itself (`present=direct`), as before the
 * map was presented through a 2D canvas on a software renderer.
 */
const DIRECT = '&present=direct';

/** A fresh page of the demo (`extra` added to its query), focused on Bryant Park's Lawn. */
async function lawnPage(
  browser: Browser,
  extra: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // The long tasks `quiet` waits out.
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${BASE}/?demo${extra}`);
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('.map-area[data-areas-state="shown"]').waitFor({ timeout: 120_000 });
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await page.locator('.map-area[data-camera="still"]').waitFor({ timeout: 60_000 });
  return { context, page, errors };
}

/**
 * One import: the file made in the page (`make`), the garbage of making it collected, then handed to
 * Import; `ended` waits for the import's end. The frames count from the hand-over until the page is quiet.
 */
async function measureImport(
  browser: Browser,
  /** Names the import in trace files. */
  name: string,
  make: string,
  ended: (page: Page) => Promise<void>,
  extra = '',
): Promise<ImportRun> {
  const { context, page, errors } = await lawnPage(browser, extra);
  try {
    const bytes = Number(await page.evaluate(make));
    // Making the file left twice its size as garbage on the page's heap, the bench's and no user's:
    // collected now, not by the import's first tasks.
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.detach();
    await page.evaluate(INSTALL_FRAMES);
    // BENCH_TRACE=<file>: a Chromium trace with the GPU client's waits, from the hand-over until quiet, one
    // file per import (`<file>-<name>.json`; the last run's are kept).
    const traceFile = process.env.BENCH_TRACE ? `${process.env.BENCH_TRACE}-${name}.json` : null;
    if (traceFile) await browser.startTracing(page, { categories: [...TRACE_CATEGORIES_WITH_GPU, 'cc'] });
    // BENCH_PROFILE=<file>: the page's CPU profile over the same span (`<file>-<name>.cpuprofile`).
    const profileFile = process.env.BENCH_PROFILE ? `${process.env.BENCH_PROFILE}-${name}.cpuprofile` : null;
    const profiling = profileFile ? await startProfile(page) : null;
    const t0 = Number(await page.evaluate(HAND_OVER));
    await ended(page);
    const addedAt = Number(await page.evaluate('performance.now()'));
    // The map draws what came in after the import ends: the frames until the page is quiet count too.
    await quiet(page, 600, 20_000);
    if (traceFile) writeFileSync(traceFile, await browser.stopTracing());
    if (profiling && profileFile) writeFileSync(profileFile, JSON.stringify(await profiling.stop()));
    const frames = (await page.evaluate<Frame[]>('window.__frames')).filter((f) => f.start >= t0);
    const { longTasks, now } = await longTasksNow(page);
    const tasks = tasksIn(longTasks, t0, now);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      bytes,
      addedMs: addedAt - t0,
      longestWorkMs: frames.reduce((m, f) => Math.max(m, f.work), 0),
      over100: frames.filter((f) => f.work > 100).length,
      longestTaskMs: longest(tasks),
      tasksOver100: tasks.filter((t) => t.duration > 100).length,
      frames: frames.filter((f) => f.work > 50),
    };
  } finally {
    await context.close();
  }
}

async function shapesAdded(page: Page): Promise<void> {
  const added = page.getByTestId('shapes-added');
  await added.waitFor({ timeout: 300_000 });
  const text = (await added.textContent()) ?? '';
  if (!text.includes(`Added ${FEATURES.toLocaleString('en-US')} shapes`)) throw new PageBroke(`not all added: ${text}`);
}

async function planStored(page: Page): Promise<void> {
  const until = Date.now() + 120_000;
  while (!(await page.evaluate<boolean>(PLAN_STORED))) {
    if (Date.now() > until) throw new PageBroke('the imported plan never reached the autosave');
    await page.waitForTimeout(100);
  }
}

async function runOnce(browser: Browser): Promise<GeoJsonImportRun> {
  return {
    geojson: await measureImport(browser, 'geojson', MAKE_FILE, shapesAdded),
    planFile: await measureImport(browser, 'plan', MAKE_PLAN_FILE, planStored),
    geojsonDirect: await measureImport(browser, 'geojson-direct', MAKE_FILE, shapesAdded, DIRECT),
  };
}

function report(title: string, done: ImportRun[]): void {
  const last = done[done.length - 1]!;
  console.log(`  ${title} (${(last.bytes / 1024 / 1024).toFixed(1)} MB):`);
  console.log(`    → ended: ${ms(median(done.map((r) => r.addedMs)))}`);
  console.log(`    longest main-thread work in a frame: ${ms(median(done.map((r) => r.longestWorkMs)))}`);
  console.log(`    frames with over 100 ms of work: ${done.map((r) => r.over100).join(', ')}`);
  console.log(`    longest main-thread task: ${done.map((r) => ms(r.longestTaskMs)).join(', ')}`);
  console.log(`    tasks over 100 ms: ${done.map((r) => r.tasksOver100).join(', ')}`);
  for (const f of last.frames) console.log(`      ${Math.round(f.work)} ms: ${f.scripts.join(', ')}`);
}

export async function runGeoJsonImportCase(browser: Browser, runs: number): Promise<void> {
  const done: GeoJsonImportRun[] = [];
  for (let i = 0; i < runs; i++) done.push(await runOnce(browser));
  console.log(`GeoJSON import beside the 20 MB plan import, ${done.length} run(s):`);
  report(
    `GeoJSON, ${FEATURES} polygons of ${CORNERS} corners (→ added)`,
    done.map((r) => r.geojson),
  );
  report(
    'plan file of the older app (→ applied and autosaved)',
    done.map((r) => r.planFile),
  );
  report(
    `the same GeoJSON with the WebGL canvas shown itself (${DIRECT.slice(1)})`,
    done.map((r) => r.geojsonDirect),
  );
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(
    `${ROOT}/bench-results/geojsonimport.json`,
    JSON.stringify({ machine: machineJson(browser.version()), runs: done }, null, 2),
  );
}

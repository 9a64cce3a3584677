/**
 * The GeoJSON import case (BENCH_ONLY=geojsonimport; one run unless BENCH_RUNS says more): on the demo
 * page focused on Bryant Park's Lawn, a 50 MB GeoJSON made in the page like a GIS export (pretty-printed,
 * full-precision coordinates, a row of attributes per feature: 4,000 polygons of 40 corners) is
 * handed to Import as the file chooser does. Measured: → 'Added 4,000 shapes' (the worker's read and
 * the page's apply), and every long animation frame's work before rendering from the hand-over on (the
 * map is drawn in software here, so rendering is counted apart, as tests/e2e/largePlanImport.spec.ts
 * does for the 20 MB plan import). Printed and written to bench-results/geojsonimport.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { machineJson } from '../lib/machine';
import { PageBroke, quiet } from '../lib/probe';
import { BASE, ROOT } from '../lib/server';
import { median, ms } from '../lib/stats';

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
export interface GeoJsonImportRun {
  bytes: number;
  addedMs: number;
  longestWorkMs: number;
  over100: number;
  frames: Frame[];
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

const HAND_OVER = `(function () {
  var t0 = performance.now();
  var input = document.querySelector('input.plan-file-input');
  var transfer = new DataTransfer();
  transfer.items.add(window.__bigFile);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return t0;
})()`;

async function runOnce(browser: Browser): Promise<GeoJsonImportRun> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // The long tasks `quiet` waits out.
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${BASE}/?demo`);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.getByRole('radio', { name: /^Parks/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.map-area[data-areas-state="shown"]').waitFor({ timeout: 120_000 });
    await page.getByLabel('Search Zones').fill('Lawn');
    await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
    await page.locator('.map-area[data-camera="still"]').waitFor({ timeout: 60_000 });
    const bytes = Number(await page.evaluate(MAKE_FILE));
    // Making the file left twice its 50 MB as garbage on the page's heap, the bench's and no user's:
    // collected now, not by the import's first tasks.
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.detach();
    await page.evaluate(INSTALL_FRAMES);
    const t0 = Number(await page.evaluate(HAND_OVER));
    const added = page.getByTestId('shapes-added');
    await added.waitFor({ timeout: 300_000 });
    const text = (await added.textContent()) ?? '';
    if (!text.includes(`Added ${FEATURES.toLocaleString('en-US')} shapes`))
      throw new PageBroke(`not all added: ${text}`);
    const addedAt = Number(await page.evaluate('performance.now()'));
    // The map draws the new shapes after the banner: the frames until the page is quiet count too.
    await quiet(page, 600, 20_000);
    const frames = (await page.evaluate<Frame[]>('window.__frames')).filter((f) => f.start >= t0);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      bytes,
      addedMs: addedAt - t0,
      longestWorkMs: frames.reduce((m, f) => Math.max(m, f.work), 0),
      over100: frames.filter((f) => f.work > 100).length,
      frames: frames.filter((f) => f.work > 50),
    };
  } finally {
    await context.close();
  }
}

export async function runGeoJsonImportCase(browser: Browser, runs: number): Promise<void> {
  const done: GeoJsonImportRun[] = [];
  for (let i = 0; i < runs; i++) done.push(await runOnce(browser));
  const last = done[done.length - 1]!;
  console.log(
    `GeoJSON import: ${(last.bytes / 1024 / 1024).toFixed(1)} MB, ${FEATURES} polygons of ${CORNERS} corners`,
  );
  console.log(`  → added: ${ms(median(done.map((r) => r.addedMs)))}`);
  console.log(`  longest main-thread work in a frame: ${ms(median(done.map((r) => r.longestWorkMs)))}`);
  console.log(`  frames with over 100 ms of work: ${done.map((r) => r.over100).join(', ')}`);
  for (const f of last.frames) console.log(`    ${Math.round(f.work)} ms: ${f.scripts.join(', ')}`);
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(
    `${ROOT}/bench-results/geojsonimport.json`,
    JSON.stringify({ machine: machineJson(browser.version()), runs: done }, null, 2),
  );
}

/**
 * The array-fill case (BENCH_ONLY=arrayfill): on the dense case's page (Bench Dense Park, 38,000 trees
 * and ~29,000 features in 24 more layers, 'All Recommended' on, 1440 × 900), 'Layout' → Chair →
 * 'Fill Area' and two clicks spanning 20 chairs × 25 rows = 500 chairs. Measured from the second
 * click: → 'Placed Objects (500)' (listed), → the nudges answering a plan of 500 objects (settled),
 * and the longest main-thread task in between. Printed and written to bench-results/arrayfill.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { layersContext } from '../layers/context';
import { openAndFocus } from '../layers/measure';
import { LAYERS_SETTLED } from '../layers/pageScripts';
import { loadNote, machineJson } from '../lib/machine';
import { PageBroke, longTasksNow, longest, quiet, tasksIn } from '../lib/probe';
import { ROOT } from '../lib/server';
import { median, ms } from '../lib/stats';
import { readProbe } from '../placement/measure';
import { INSTALL_PLACEMENT_PROBE, settledAt } from '../placement/pageScripts';
import { parkOnScreen } from '../placement/screen';
import type { DenseCaseInput } from '../dense/case';
import { VIEWPORT } from '../dense/measure';
import { DENSE_PARK } from '../dense/park';

export const CHAIRS = 500;
/** 10 chairs (1.5 ft at 2 ft centres), a 4 ft aisle, 10 more: 43 ft; 25 rows at 3 ft: 73.5 ft (the app's defaults). */
const FILL_FT = { width: 43.6, depth: 74.2 };
const SETTLE_TIMEOUT_MS = 120_000;

export interface ArrayFillRun {
  zoom: number;
  listedMs: number;
  settledMs: number;
  longestMs: number;
  longestWorkMs: number;
  longTasks: number;
  load1: number;
}

/** Long animation frames split a long task into the page's work and the frame's rendering (the map drawn in software). */
const INSTALL_FRAMES = `(function () {
  var w = window; w.__fillFrames = [];
  new PerformanceObserver(function (list) {
    for (var e of list.getEntries()) w.__fillFrames.push({ start: e.startTime, duration: e.duration, work: (e.renderStart > 0 ? e.renderStart : e.startTime + e.duration) - e.startTime,
      scripts: e.scripts.map(function (s) { return s.invoker + ' ' + (s.sourceURL || '').split('/').pop() + ':' + s.sourceFunctionName + ' ' + Math.round(s.duration) + ' ms'; }) });
  }).observe({ type: 'long-animation-frame' });
})()`;
interface FillFrame {
  start: number;
  duration: number;
  work: number;
  scripts: string[];
}

/** CSS pixels per foot at the map's zoom and the dense park's latitude (MapLibre's 512 px tiles). */
async function pxPerFoot(page: Page): Promise<number> {
  const zoom = Number(await page.locator('.map-area').getAttribute('data-zoom'));
  const lat = 40.746;
  return 0.3048 / (((40075016.686 / 512) * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom);
}

async function runOnce(browser: Browser, input: DenseCaseInput): Promise<ArrayFillRun> {
  const { context, page, errors } = await layersContext(browser, input.standIn, input.parks, {
    viewport: VIEWPORT,
    staticFiles: input.staticFiles,
  });
  try {
    const zoom = await openAndFocus(page, { path: '/', parkName: DENSE_PARK.name });
    await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
    await page.waitForFunction(LAYERS_SETTLED, undefined, { timeout: 300_000, polling: 100 });
    await quiet(page, 600, 8000);
    const park = await parkOnScreen(page);
    if (Number(await page.evaluate(INSTALL_PLACEMENT_PROBE)) !== 0)
      throw new PageBroke("'Placed Objects' is not empty before the fill");
    const layout = page.getByRole('region', { name: 'Layout' });
    await layout.getByLabel('Object').selectOption('chair');
    await layout.getByRole('button', { name: 'Fill Area' }).click();
    const ft = await pxPerFoot(page);
    const cx = (park.left + park.right) / 2;
    const cy = (park.top + park.bottom) / 2;
    const [w, h] = [FILL_FT.width * ft, FILL_FT.depth * ft];
    await page.mouse.click(cx - w / 2, cy - h / 2);
    await page.mouse.move(cx + w / 2, cy + h / 2, { steps: 8 });
    await quiet(page, 400, 5000);
    await page.evaluate(INSTALL_FRAMES);
    await page.mouse.click(cx + w / 2, cy + h / 2);
    await page.waitForFunction(settledAt(CHAIRS, true), undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 50 });
    const p = await readProbe(page);
    const click = p.clicks[p.clicks.length - 1];
    const listed = p.listed.find((l) => l.n >= CHAIRS);
    if (!click || !listed) throw new PageBroke('the fill click or its listing was not seen');
    if (listed.n !== CHAIRS) throw new PageBroke(`the fill placed ${listed.n} chairs, not ${CHAIRS}`);
    const sent = p.posts.find((x) => x.n >= CHAIRS)!;
    const settled = p.marks.find((m) => m > sent.t)!;
    const { longTasks } = await longTasksNow(page);
    const during = tasksIn(longTasks, click.at, settled);
    const frames = (await page.evaluate<FillFrame[]>('window.__fillFrames')).filter(
      (f) => f.start < settled && f.start + f.duration > click.at,
    );
    if (process.env.BENCH_FRAMES)
      for (const f of frames)
        console.log(`    frame ${Math.round(f.duration)} ms (work ${Math.round(f.work)} ms): ${f.scripts.join(', ')}`);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      zoom,
      listedMs: listed.t - click.ts,
      settledMs: settled - click.ts,
      longestMs: longest(during),
      longestWorkMs: frames.reduce((m, f) => Math.max(m, f.work), 0),
      longTasks: during.length,
      load1: loadNote().load1,
    };
  } finally {
    await context.close();
  }
}

export async function runArrayFillCase(browser: Browser, input: DenseCaseInput, runs: number): Promise<void> {
  const done: ArrayFillRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(browser, input);
    done.push(r);
    console.log(
      `arrayfill run ${i + 1}/${runs}: ${CHAIRS} chairs listed ${ms(r.listedMs)}, nudges settled ${ms(r.settledMs)}, longest task ${ms(r.longestMs)} (the page's work in it ${ms(r.longestWorkMs)}; ${r.longTasks} long tasks; load ${r.load1.toFixed(1)})`,
    );
  }
  const m = {
    listedMs: median(done.map((r) => r.listedMs)),
    settledMs: median(done.map((r) => r.settledMs)),
    longestMs: median(done.map((r) => r.longestMs)),
    longestWorkMs: median(done.map((r) => r.longestWorkMs)),
  };
  console.log(
    `arrayfill (median of ${runs}): fill click → ${CHAIRS} listed ${ms(m.listedMs)}, → nudges settled ${ms(m.settledMs)}, longest main-thread task ${ms(m.longestMs)}, of which the page's own work before rendering at most ${ms(m.longestWorkMs)}`,
  );
  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/arrayfill.json`;
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineJson(browser.version()), viewport: VIEWPORT, chairs: CHAIRS, runs, median: m, all: done }, null, 2)}\n`,
  );
  console.log(`wrote ${out}`);
}

/**
 * Loading on the issue's world (issue 43): there, the trees (38,000 in view), hydrants, benches and
 * pedestrian ramps were loaded when the area was focused, before 'All Recommended', and the line layers'
 * `intersects` queries answered in 330–350 ms; 'All Recommended' then brought the rest. This run builds
 * that world on the dense park: those four layers switched on and loaded first, the page left to go
 * quiet, every answer to an `intersects(` query held 350 ms at the open-data host, then 'All
 * Recommended' → no row '(Loading...)', → idle, and the longest main-thread task from the click to idle.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { runningOpenDataHost } from '../lib/openDataHost';
import { startProfile } from '../lib/cpuProfile';
import { loadNote } from '../lib/machine';
import { TRACE_CATEGORIES_WITH_GPU } from '../lib/tracing';
import { PageBroke, longTasksNow, longest, quiet, tasksIn } from '../lib/probe';
import { openAndFocus } from '../layers/measure';
import { READ_ROWS } from '../layers/pageScripts';
import { allDrawn, contextFor, settle, type DenseInput } from './measure';

/** The layers the world had loaded at focus. */
export const LOADED_AT_FOCUS = ['trees', 'hydrants', 'benches', 'pedestrianRamps'] as const;
/** The line layers' queries, as late as the issue measured them. */
export const LINE_QUERY_DELAY = { containing: 'intersects(', ms: 350 } as const;

export interface FocusLoadedRun {
  /** 'All Recommended' click → no row says '(Loading...)'. */
  loadedMs: number;
  /** The click → every layer drawn. */
  shownMs: number;
  /** The click → the end of the last long task before 2 s without one. */
  idleMs: number;
  /** The longest main-thread task from the click to idle, and how many were over 100 ms. */
  longestMs: number;
  over100: number;
  features: number;
  load1: number;
}

/** Each of `ids` switched on by its row's checkbox, then waited for until its row shows a count. */
async function loadLayers(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) await page.locator(`[data-layer="${id}"] input[type="checkbox"]`).first().check();
  await page.waitForFunction(
    `(${READ_ROWS}).filter(function (r) { return ${JSON.stringify(ids)}.indexOf(r.id) >= 0 && r.count; }).length === ${ids.length}`,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
}

/**
 * The same-run baseline: the app with its WebGL canvas shown itself (`?present=direct`), as before the map
 * was presented through a 2D canvas on a software renderer.
 */
export const DIRECT_PATH = '/?present=direct';

/** Runs so far, naming each run's trace and profile files. */
let recorded = 0;

export async function runFocusLoadedLoad(browser: Browser, input: DenseInput, path = '/'): Promise<FocusLoadedRun> {
  const { context, page, errors } = await contextFor(browser, input);
  const host = runningOpenDataHost();
  try {
    await openAndFocus(page, { parkName: input.park.name, path });
    await loadLayers(page, LOADED_AT_FOCUS);
    await quiet(page, 2000, 30_000);
    host.delayAnswers(LINE_QUERY_DELAY);
    // One file per run and side (`<file>-<n>-app.json`, `-direct`), so the run with the long task is kept.
    const run = `${++recorded}-${path === DIRECT_PATH ? 'direct' : 'app'}`;
    // BENCH_PROFILE=<file>: the page's CPU profile from the click to idle (where a long task's time went).
    const profileFile = process.env.BENCH_PROFILE ? `${process.env.BENCH_PROFILE}-${run}.cpuprofile` : null;
    const profiling = profileFile ? await startProfile(page) : null;
    // BENCH_TRACE=<file>: a Chromium trace with the GPU client's waits, from the click to idle.
    const traceFile = process.env.BENCH_TRACE ? `${process.env.BENCH_TRACE}-${run}.json` : null;
    if (traceFile) await browser.startTracing(page, { categories: [...TRACE_CATEGORIES_WITH_GPU, 'cc'] });
    const drawn = await allDrawn(page, input.trees);
    const idle = await settle(page, drawn.clickAt, drawn.loadedAt);
    if (profiling && profileFile) writeFileSync(profileFile, JSON.stringify(await profiling.stop()));
    if (traceFile) writeFileSync(traceFile, await browser.stopTracing());
    const { longTasks } = await longTasksNow(page);
    const tasks = tasksIn(longTasks, drawn.clickAt, drawn.clickAt + Math.max(idle.idleMs, drawn.loadedMs));
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      loadedMs: drawn.loadedMs,
      shownMs: drawn.shownMs,
      idleMs: idle.idleMs,
      longestMs: longest(tasks),
      over100: tasks.filter((t) => t.duration > 100).length,
      features: drawn.features,
      load1: loadNote().load1,
    };
  } finally {
    host.delayAnswers(null);
    await context.close();
  }
}

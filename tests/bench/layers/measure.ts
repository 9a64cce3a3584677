/**
 * The heavy layers case's measurements. The app: focus Bench Great Park, click 'All Recommended',
 * wait until the map has drawn every layer that did not fail, then drag the map for a few seconds; long
 * tasks, the Chromium trace and frame times in both windows. The baseline: the same answers loaded on
 * the main thread of a blank page (baseline.ts).
 */
import type { Browser, Page } from 'playwright-core';
import type { OpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { PageBroke, isRecord, longTasksNow, longest, quiet, sleep, tasksIn, totalBlocking } from '../lib/probe';
import { BASE } from '../lib/server';
import { frameStats, type FrameStats } from '../lib/stats';
import { TRACE_CATEGORIES_WITH_GPU as GPU, traced } from '../lib/tracing';
import type { LongTask } from '../pageScripts';
import type { TaskSplit } from '../traceTasks';
import { baselineAnswers } from './answers';
import { BASELINE_FETCH_SOURCE, LAYERS_BASELINE_SOURCE, type LayersBaselineResult } from './baseline';
import { layersContext, type Requested } from './context';
import { PARK_NAME, parkBBox } from './heavyPark';
import { TREE_COUNT } from './heavyStore';
import {
  LAYERS_SETTLED,
  READ_LAYERS_PROBE,
  READ_ROWS,
  START_FRAMES,
  STOP_FRAMES,
  type LayersProbe,
} from './pageScripts';
import { panFor, type Pan } from './pan';

export interface WindowFigures {
  ms: number;
  /** From the long-task observer; when no task reached 50 ms, the longest task in the trace. */
  longestMs: number;
  totalBlockingMs: number;
  longTasks: number;
  longestOtherMs: number;
  longestFrameMs: number;
  frames: FrameStats;
  /** Where the rendering frames' time went, from the trace. */
  frameWork: TaskSplit['frames'];
  /** The longest main-thread tasks that are not rendering frames, with what ran inside them. */
  others: TaskSplit['others'];
}

export interface LayerRowState {
  id: string;
  count: string | null;
  error: string | null;
}

export interface LayersAppRun {
  shownMs: number;
  firstShownMs: number;
  /** Click → the last layer row showing its count (the worker's loads done). */
  lastLoadedMs: number;
  loadedAt: Record<string, number>;
  shownAt: Record<string, number>;
  rows: LayerRowState[];
  failed: number;
  requests: Requested[];
  zoom: number;
  loading: WindowFigures;
  panning: WindowFigures & { drags: number; moves: number };
  /** The same drags with the layers switched off again: what the software renderer allows here. */
  panningLayersOff: { frames: FrameStats; longestMs: number; totalBlockingMs: number; drags: number; moves: number };
}

export async function readProbe(page: Page): Promise<LayersProbe> {
  const v: unknown = await page.evaluate(READ_LAYERS_PROBE);
  if (!isRecord(v) || !Array.isArray(v.longTasks) || !Array.isArray(v.marks))
    throw new PageBroke('instrumentation missing from the page');
  return v as unknown as LayersProbe;
}

export function figures(
  longTasks: readonly LongTask[],
  from: number,
  to: number,
  frames: readonly number[],
  split: TaskSplit,
): WindowFigures {
  const during = tasksIn(longTasks, from, to);
  return {
    ms: to - from,
    longestMs: during.length ? longest(during) : Math.max(split.longestOtherMs, split.longestFrameMs),
    totalBlockingMs: totalBlocking(during),
    longTasks: during.length,
    longestOtherMs: split.longestOtherMs,
    longestFrameMs: split.longestFrameMs,
    frames: frameStats(frames.filter((t) => t >= from && t <= to)),
    frameWork: split.frames,
    others: split.others,
  };
}

/** Waits until the camera stops: the reported zoom and bearing hold still for a while (as tests/e2e does). */
async function cameraSettled(page: Page): Promise<number> {
  const map = page.locator('.map-area');
  let last = '';
  for (let i = 0; i < 60; i++) {
    const now = `${String(await map.getAttribute('data-zoom'))}|${String(await map.getAttribute('data-bearing'))}`;
    if (now === last) break;
    last = now;
    await sleep(250);
  }
  return Number(last.split('|')[0]);
}

/** 'All Recommended' off again, then the same drags: the map without the layers on this renderer. */
async function panLayersOff(page: Page): Promise<Pan> {
  await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
  await quiet(page, 600, 8000);
  const pan = await panFor(page);
  await sleep(300);
  return pan;
}

/** How openAndFocus opens the app: the address (default '/') and the park to focus (default Bench Great Park). */
export interface OpenOptions {
  path?: string;
  parkName?: string;
  /** Another build's server (the packet case's baseline). */ base?: string;
}

export async function openAndFocus(
  page: Page,
  { path = '/', parkName = PARK_NAME, base = BASE }: OpenOptions = {},
): Promise<number> {
  await page.goto(`${base}${path}`);
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('.map-area[data-areas-state="shown"]').waitFor({ timeout: 90_000 });
  await page.getByLabel('Search Zones').fill(parkName);
  await page
    .getByRole('button', { name: new RegExp(`^${parkName}`) })
    .first()
    .click();
  await page.getByRole('region', { name: 'Focused area' }).waitFor();
  const zoom = await cameraSettled(page);
  // Every group open, so every layer's row (its count or its Error tag) is on the page.
  const collapsed = page.locator('button.group-expander[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  await quiet(page, 800, 10_000);
  return zoom;
}

export async function runLayersApp(browser: Browser, standIn: OpenDataStandIn, parks: Buffer): Promise<LayersAppRun> {
  const { context, page, errors, requested } = await layersContext(browser, standIn, parks);
  try {
    const zoom = await openAndFocus(page);
    const load = await traced(
      browser,
      page,
      async () => {
        await page.evaluate(START_FRAMES);
        await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
        const settled = await page.waitForFunction(LAYERS_SETTLED, undefined, { timeout: 180_000, polling: 100 });
        const { shown } = (await settled.jsonValue()) as { shown: number };
        return { frames: await page.evaluate<number[]>(STOP_FRAMES), shown };
      },
      GPU,
    );
    await sleep(300);
    const p = await readProbe(page);
    const rows = await page.evaluate<LayerRowState[]>(READ_ROWS);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    if (p.allRecommendedAt === null || p.marks.length === 0)
      throw new PageBroke('no layer was shown after All Recommended');
    const trees = rows.find((r) => r.id === 'trees');
    if (trees?.count !== TREE_COUNT.toLocaleString('en-US'))
      throw new PageBroke(
        `the Street Trees row shows ${trees?.count ?? trees?.error ?? 'nothing'}, not ${TREE_COUNT.toLocaleString('en-US')}`,
      );
    const t0 = p.allRecommendedAt;
    // All shown: when `data-layers-shown` reached the number of layers that did not fail.
    const t1 =
      p.shownChanges.find((c) => c.t >= t0 && c.shown === load.value.shown)?.t ?? Math.max(...p.marks.map((m) => m.t));
    const shownAt = Object.fromEntries(p.marks.map((m) => [m.name, m.t - t0]));
    const loadedAt = Object.fromEntries(Object.entries(p.loadedAt).map(([id, t]) => [id, t - t0]));

    await quiet(page, 600, 8000);
    const pan = await traced(browser, page, () => panFor(page), GPU);
    await sleep(300);
    const off = await panLayersOff(page);
    const after = await longTasksNow(page);
    if (errors.length) throw new PageBroke(`uncaught page errors while panning: ${errors.join('; ')}`);
    const offTasks = tasksIn(after.longTasks, off.from, off.to);
    return {
      shownMs: t1 - t0,
      firstShownMs: Math.min(...p.marks.map((m) => m.t)) - t0,
      lastLoadedMs: Math.max(...Object.values(loadedAt)),
      loadedAt,
      shownAt,
      rows,
      failed: rows.filter((r) => r.error !== null).length,
      requests: [...requested],
      zoom,
      loading: figures(p.longTasks, t0, t1, load.value.frames, load.split),
      panning: {
        ...figures(after.longTasks, pan.value.from, pan.value.to, pan.value.frames, pan.split),
        drags: pan.value.drags,
        moves: pan.value.moves,
      },
      panningLayersOff: {
        frames: frameStats(off.frames),
        longestMs: longest(offTasks),
        totalBlockingMs: totalBlocking(offTasks),
        drags: off.drags,
        moves: off.moves,
      },
    };
  } finally {
    if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
    await context.close();
  }
}

export interface LayersBaselineRun extends LayersBaselineResult {
  fetchMs: number;
  loading: WindowFigures;
  answers: number;
}

export async function runLayersBaseline(
  browser: Browser,
  standIn: OpenDataStandIn,
  parks: Buffer,
  app: LayersAppRun,
): Promise<LayersBaselineRun> {
  const { context, page, errors } = await layersContext(browser, standIn, parks);
  try {
    await page.goto(`${BASE}/__bench/blank`);
    const answers = baselineAnswers(app.requests, parkBBox());
    const fetchMs = Number(await page.evaluate(`(${BASELINE_FETCH_SOURCE})(${JSON.stringify(answers)})`));
    await sleep(300);
    const { value, split } = await traced(browser, page, (): Promise<unknown> =>
      page.evaluate(`(${LAYERS_BASELINE_SOURCE})(${JSON.stringify(answers)})`),
    );
    if (!isRecord(value) || typeof value.busyMs !== 'number' || !Array.isArray(value.frames))
      throw new PageBroke('baseline returned nothing');
    const result = value as unknown as LayersBaselineResult;
    await sleep(300);
    const p = await longTasksNow(page);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      ...result,
      fetchMs,
      answers: answers.length,
      loading: figures(p.longTasks, result.busyStart, result.busyEnd, result.frames, split),
    };
  } finally {
    await context.close();
  }
}

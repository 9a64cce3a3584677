/**
 * One pass of the placement case. The heavy layers case's setup (Bench Great Park focused, 'All
 * Recommended' on, every layer loaded and drawn; in the 'hidden' pass then unticked, see setup.ts),
 * then 'Grill' in 'Event Objects' and CLICKS shift-clicks on a grid inside the park, one every 150–250
 * ms (a seeded jitter, the same on every run): real mouse events, Shift held throughout, sent at the
 * hand's pace whether or not the page has taken the last one (see clicks.ts). Traced, with long tasks
 * and frames recorded, until every object is listed and the nudges have answered the whole plan.
 */
import type { Browser, Page } from 'playwright-core';
import { LONG_TASK_MS, PageBroke, isRecord, longTasksNow, quiet, sleep } from '../lib/probe';
import type { LayersInput } from '../layers/case';
import { layersContext } from '../layers/context';
import { figures, type WindowFigures } from '../layers/measure';
import { START_FRAMES, STOP_FRAMES } from '../layers/pageScripts';
import { TRACE_CATEGORIES_WITH_GPU as GPU, traced } from '../lib/tracing';
import { clickLatencies, summarise, type ClickLatency, type LatencySummary } from './analyse';
import { READ_NUDGES, READ_PLACEMENT_PROBE, settledAt, type PlacementProbe } from './pageScripts';
import { clickAll } from './clicks';
import { CLICKS, clickGrid, type Rect } from './screen';
import { hideLayers, layersOn, startGrillPlacement, type HiddenCheck, type LayersPass } from './setup';

/** src/ui/app/precheck/nudgeController.ts NUDGE_DEBOUNCE_MS (not imported: that module needs the page). */
export const NUDGE_DEBOUNCE_MS = 100;
const SETTLE_TIMEOUT_MS = 60_000;
const IDLE_MS = 1000;

export interface PlacementRun {
  pass: LayersPass;
  zoom: number;
  /** Layers loaded and drawn before the clicks ('All Recommended'); in the 'hidden' pass then hidden. */
  layersShown: number;
  hidden: HiddenCheck | null;
  grid: { cols: number; rows: number; area: Rect };
  clicksTaken: number;
  shiftClicks: number;
  /** The sending loop's worst lateness against its schedule (Node timers; should be ~0). */
  slipMs: number;
  /** Last click sent → the page had acknowledged every click: how far behind the hand the page fell. */
  backlogMs: number;
  /** 'nudges:updated' marks, and plans sent to the nudge worker, between the first and the last click. */
  marksWhileClicking: number;
  plansWhileClicking: number;
  /** Gaps over the debounce between consecutive clicks as the page ran them (room for the nudge timer). */
  gapsOverDebounce: number;
  /** Last click → the mark that answered the whole plan, and → that plan sent to the worker. */
  finalNudgeMs: number;
  finalPlanSentMs: number;
  /** Long tasks in a second idle in placement mode before the clicks. */
  idleLongTasks: number;
  /** First click → last click, as the page took them. */
  clickingMs: number;
  latencies: ClickLatency[];
  summary: LatencySummary;
  window: WindowFigures;
  objects: number;
  nudges: { total: number; byRule: Record<string, number> };
  batchMode: boolean;
}

export async function readProbe(page: Page): Promise<PlacementProbe> {
  const v: unknown = await page.evaluate(READ_PLACEMENT_PROBE);
  if (!isRecord(v) || !Array.isArray(v.clicks) || !Array.isArray(v.marks))
    throw new PageBroke('placement instrumentation missing from the page');
  return v as unknown as PlacementProbe;
}

/** Long tasks in a second of doing nothing in placement mode: whether the map draws even when idle. */
async function idleLongTaskCount(page: Page): Promise<number> {
  const from = (await longTasksNow(page)).now;
  await sleep(IDLE_MS);
  const after = await longTasksNow(page);
  return after.longTasks.filter((t) => t.start >= from).length;
}

export async function runPlacementApp(browser: Browser, input: LayersInput, pass: LayersPass): Promise<PlacementRun> {
  const { context, page, errors } = await layersContext(browser, input.standIn, input.parks);
  try {
    const { zoom, shown } = await layersOn(page);
    await quiet(page, 600, 10_000);
    // Found with the layers drawn (by hovering them), in both passes.
    const grid = await clickGrid(page);
    const hidden = pass === 'hidden' ? await hideLayers(page, grid.points) : null;
    const startCount = await startGrillPlacement(page);
    const idleLongTasks = await idleLongTaskCount(page);

    const run = await traced(
      browser,
      page,
      async () => {
        const from = await page.evaluate<number>(START_FRAMES);
        const sending = await clickAll(page, grid.points);
        const done = await page
          .waitForFunction(settledAt(startCount + CLICKS), undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 100 })
          .then(
            () => true,
            () => false,
          );
        return { from, sending, done, frames: await page.evaluate<number[]>(STOP_FRAMES) };
      },
      GPU,
    );
    await sleep(300);
    const p = await readProbe(page);
    const { longTasks } = await longTasksNow(page);
    const objects = p.listed.length ? p.listed[p.listed.length - 1]!.n : p.startCount;
    const nudges = await page.evaluate<PlacementRun['nudges']>(READ_NUDGES);
    if (nudges.total === 0 && !(await page.getByText('No nudges').isVisible()))
      throw new PageBroke('neither nudges nor "No nudges" shown');
    const batchMode = await page
      .getByRole('region', { name: 'Event Objects' })
      .getByText('Batch Mode', { exact: true })
      .isVisible();
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    if (p.clicks.length !== CLICKS) throw new PageBroke(`the map took ${p.clicks.length} of ${CLICKS} clicks`);
    if (objects < CLICKS) throw new PageBroke(`'Placed Objects' lists ${objects} after ${CLICKS} placements`);
    if (!run.value.done)
      throw new PageBroke(`the nudges did not answer the ${CLICKS}-object plan within ${SETTLE_TIMEOUT_MS / 1000} s`);
    // The layers' data stays in the nudge worker when they are hidden: the trees still nudge the grills.
    if (pass === 'hidden' && (nudges.byRule['grill-tree'] ?? 0) === 0)
      throw new PageBroke(`no grill-tree nudges with the layers hidden (${JSON.stringify(nudges.byRule)})`);
    const latencies = clickLatencies(p);
    const firstClick = p.clicks[0]!.ts,
      lastClick = p.clicks[p.clicks.length - 1]!.ts;
    // The window: from just before the first click to the mark that answered the whole plan.
    const last = Math.max(...p.marks);
    const handled = p.clicks.map((c) => c.at);
    const gapsOverDebounce = handled.slice(1).filter((t, i) => t - handled[i]! > NUDGE_DEBOUNCE_MS).length;
    return {
      pass,
      zoom,
      layersShown: shown,
      hidden,
      grid: { cols: grid.cols, rows: grid.rows, area: grid.area },
      clicksTaken: p.clicks.length,
      shiftClicks: p.clicks.filter((c) => c.shift).length,
      ...run.value.sending,
      marksWhileClicking: p.marks.filter((t) => t > firstClick && t <= lastClick).length,
      plansWhileClicking: p.posts.filter((x) => x.t > firstClick && x.t <= lastClick).length,
      gapsOverDebounce,
      finalNudgeMs: last - lastClick,
      finalPlanSentMs: (p.posts.find((x) => x.n >= startCount + CLICKS)?.t ?? NaN) - lastClick,
      idleLongTasks,
      clickingMs: lastClick - firstClick,
      latencies,
      summary: summarise(latencies),
      window: figures(longTasks, run.value.from, Math.max(last, lastClick) + LONG_TASK_MS, run.value.frames, run.split),
      objects,
      nudges,
      batchMode,
    };
  } finally {
    if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
    await context.close();
  }
}

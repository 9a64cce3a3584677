/**
 * The dense case's placements, on a page with the dense park's layers drawn: 'Grill' in 'Event
 * Objects', then CLICKS shift-clicks on a grid inside the park at a hand's pace (the placement case's
 * screen.ts, clicks.ts and probe), and click → listed in 'Placed Objects (N)' per click. Waiting is
 * capped: if the page has not listed them all LISTED_CAP_MS after the last click (the slow baseline),
 * it stops and reports how many were placed. The longest main-thread task while placing comes from
 * the long-task observer (first click → last listed, or → giving up).
 */
import type { Page } from 'playwright-core';
import { longTasksNow, longest, quiet, tasksIn } from '../lib/probe';
import { summarise, clickLatencies, type LatencySummary } from '../placement/analyse';
import { clickAll } from '../placement/clicks';
import { readProbe } from '../placement/measure';
import { READ_NUDGES, settledAt } from '../placement/pageScripts';
import { startGrillPlacement } from '../placement/setup';
import { CLICKS, clickGrid, type Rect } from '../placement/screen';

export const LISTED_CAP_MS = 120_000;

export interface DensePlacement {
  grid: { cols: number; rows: number; area: Rect };
  /** Clicks the map took (of CLICKS sent), objects listed at the end, and whether all were listed in time. */
  clicksTaken: number;
  placed: number;
  allListed: boolean;
  /** Last click sent → the page had acknowledged every click (NaN when it had not within the cap). */
  backlogMs: number;
  summary: LatencySummary;
  longestMs: number;
  longTasks: number;
  /** First click → last object listed (or → giving up), as the page took them. */
  windowMs: number;
  nudges: number;
}

export async function placeGrills(page: Page): Promise<DensePlacement> {
  await quiet(page, 600, 8000);
  const grid = await clickGrid(page);
  const startCount = await startGrillPlacement(page);

  const sending = await clickAll(page, grid.points, LISTED_CAP_MS);
  const left = sending.lastSentAt + LISTED_CAP_MS - Date.now();
  const allListed = await page
    .waitForFunction(settledAt(startCount + CLICKS, false), undefined, { timeout: Math.max(1, left), polling: 100 })
    .then(
      () => true,
      () => false,
    );
  const p = await readProbe(page);
  const { longTasks, now } = await longTasksNow(page);
  const placed = (p.listed.length ? p.listed[p.listed.length - 1]!.n : startCount) - startCount;
  const from = p.clicks[0]?.ts ?? now;
  const to = allListed ? p.listed[p.listed.length - 1]!.t : now;
  const during = tasksIn(longTasks, from, to);
  const nudges = (await page.evaluate<{ total: number }>(READ_NUDGES)).total;
  return {
    grid: { cols: grid.cols, rows: grid.rows, area: grid.area },
    clicksTaken: p.clicks.length,
    placed,
    allListed,
    backlogMs: sending.backlogMs,
    summary: summarise(clickLatencies(p)),
    longestMs: longest(during),
    longTasks: during.length,
    windowMs: to - from,
    nudges,
  };
}

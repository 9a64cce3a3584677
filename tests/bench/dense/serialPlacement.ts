/**
 * Placement as a person does it: 'Chair' in 'Event Objects', then CLICKS shift-clicks on a grid over the
 * whole focused area as it shows on screen (`.map-area[data-focus-corners]`, inset 3%), one at a time:
 * each click is sent as Playwright's mouse.click sends it (CDP mouse move, press, release) and the next
 * waits until the count in 'Placed Objects (N)' has gone up, read from outside the page. Click →
 * listed is the driver's time from sending the click to reading the new count. A target covered by
 * something other than the map (a banner, a button) is not clicked: it counts as not placed.
 * While placing, a requestAnimationFrame loop records frame intervals, and the long-task observer
 * the page's long tasks.
 */
import type { Page } from 'playwright-core';
import { PageBroke, longTasksNow, longest, quiet, tasksIn } from '../lib/probe';
import { frameStats, type FrameStats } from '../lib/stats';
import { START_FRAMES, STOP_FRAMES } from '../layers/pageScripts';
import { onCanvas, type Point } from '../placement/screen';

export const CLICKS = 200;
const GRID = { cols: 20, rows: 10 } as const;
const INSET = 0.03;
/** A click not listed within this long is counted as not placed (the run goes on). */
const LISTED_CAP_MS = 10_000;

export interface SerialPlacement {
  targets: number;
  /** Targets where something other than the map was on top (not clicked). */
  covered: number;
  placed: number;
  /** Click sent → new count read, per placed object (ms). */
  listedMs: number[];
  frames: FrameStats;
  /** Frame intervals over 50 ms while placing. */
  slowFrames: number;
  longestMs: number;
  longTasks: number;
  windowMs: number;
}

const COUNT = String.raw`(function () {
  var h = document.getElementById('placed-objects-title');
  var m = h && /\((\d+)\)/.exec(h.textContent || '');
  return m ? Number(m[1]) : -1;
})()`;

export const readCount = async (page: Page) => Number(await page.evaluate(COUNT));

/** The focused area's corners on the page, from the map's data-focus-corners (CSS px of the map). */
export async function focusCorners(page: Page): Promise<Point[]> {
  const map = page.locator('.map-area');
  const attr = await map.getAttribute('data-focus-corners');
  const box = await page.locator('.map-area .map-canvas').boundingBox();
  if (!attr || !box) throw new PageBroke('the focused area is not on screen (no data-focus-corners)');
  return attr.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return { x: box.x + x!, y: box.y + y! };
  });
}

/** A grid of points (CLICKS by default) over the focused rectangle (a parallelogram on screen), row by row. */
export function gridOver(corners: readonly Point[], grid: { cols: number; rows: number } = GRID): Point[] {
  const [a, b, , d] = corners as [Point, Point, Point, Point];
  const points: Point[] = [];
  for (let r = 0; r < grid.rows; r++) {
    for (let c = 0; c < grid.cols; c++) {
      const u = INSET + ((1 - 2 * INSET) * (c + 0.5)) / grid.cols;
      const v = INSET + ((1 - 2 * INSET) * (r + 0.5)) / grid.rows;
      points.push({ x: a.x + u * (b.x - a.x) + v * (d.x - a.x), y: a.y + u * (b.y - a.y) + v * (d.y - a.y) });
    }
  }
  return points;
}

/**
 * One click as Playwright's mouse.click sends it, waited for until 'Placed Objects' counts more than
 * `count` (at most LISTED_CAP_MS): the count then, and the driver's time from sending to reading it.
 */
export async function clickListed(
  page: Page,
  p: Point,
  count: number,
): Promise<{ count: number; listedMs: number | null }> {
  const sent = Date.now();
  await page.mouse.click(p.x, p.y);
  let now = count;
  while (now <= count && Date.now() - sent < LISTED_CAP_MS) now = await readCount(page);
  return { count: now, listedMs: now > count ? Date.now() - sent : null };
}

export async function startChairPlacement(page: Page): Promise<void> {
  const chair = page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Chair/ });
  await chair.click();
  if ((await chair.getAttribute('aria-pressed')) !== 'true')
    throw new PageBroke("'Chair' did not enter placement mode");
}

export async function placeChairsSerially(page: Page): Promise<SerialPlacement> {
  await quiet(page, 600, 8000);
  const targets = gridOver(await focusCorners(page));
  const visible = await onCanvas(page, targets);
  await startChairPlacement(page);
  await quiet(page, 600, 8000);
  let count = await readCount(page);
  if (count !== 0) throw new PageBroke(`'Placed Objects' shows ${count} before placing, not 0`);
  const listedMs: number[] = [];
  await page.keyboard.down('Shift');
  const from = Number(await page.evaluate(START_FRAMES));
  try {
    for (const [i, p] of targets.entries()) {
      if (!visible[i]) continue;
      const click = await clickListed(page, p, count);
      if (click.listedMs !== null) listedMs.push(click.listedMs);
      count = click.count;
    }
  } finally {
    await page.keyboard.up('Shift');
  }
  const frames = await page.evaluate<number[]>(STOP_FRAMES);
  const { longTasks, now: to } = await longTasksNow(page);
  const during = tasksIn(longTasks, from, to);
  const intervals = frames.slice(1).map((t, i) => t - frames[i]!);
  return {
    targets: targets.length,
    covered: visible.filter((v) => !v).length,
    placed: count,
    listedMs,
    frames: frameStats(frames),
    slowFrames: intervals.filter((d) => d > 50).length,
    longestMs: longest(during),
    longTasks: during.length,
    windowMs: to - from,
  };
}

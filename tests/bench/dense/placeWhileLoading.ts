/**
 * Placing while the layers load, as a person who does not wait for the map: 'Chair' in 'Event
 * Objects', then 'All Recommended', then at once LOADING_CLICKS shift-clicks on a grid over the focused
 * area, one at a time (each sent as Playwright's mouse.click sends it and waited for until the count in
 * 'Placed Objects (N)' has gone up, read from outside the page). Reports click → listed per click, how
 * many clicks were pressed while a layer row still said '(Loading...)', the map's frames and the long
 * tasks while placing, and when loading ended and everything was drawn (the clicks come first, the
 * drawing waits, but not for ever).
 */
import type { Page } from 'playwright-core';
import { PageBroke, longTasksNow, longest, tasksIn } from '../lib/probe';
import { readProbe } from '../layers/measure';
import { LAYERS_SETTLED } from '../layers/pageScripts';
import { onCanvas } from '../placement/screen';
import { rendersBetween } from './renders';
import { clickListed, focusCorners, gridOver, readCount, startChairPlacement } from './serialPlacement';

export const LOADING_CLICKS = 40;
const GRID = { cols: 8, rows: 5 } as const;
const SETTLE_TIMEOUT_MS = 300_000;

export interface PlaceWhileLoading {
  clicks: number;
  placed: number;
  /** Click sent → new count read, per placed object (ms). */
  listedMs: number[];
  /** Clicks pressed while some layer row still said '(Loading...)'. */
  duringLoading: number;
  /** Map frames from the first press to the last click listed. */
  rendersWhilePlacing: number;
  longestTaskMs: number;
  longTasks: number;
  /** 'All Recommended' click → no row '(Loading...)', → everything drawn, and the map's frames in between. */
  loadedMs: number;
  shownMs: number;
  renders: number;
}

export async function placeWhileLoading(page: Page): Promise<PlaceWhileLoading> {
  const targets = gridOver(await focusCorners(page), GRID);
  const visible = await onCanvas(page, targets);
  if (visible.some((v) => !v)) throw new PageBroke('a target of the placing-while-loading grid is covered');
  await startChairPlacement(page);
  let count = await readCount(page);
  if (count !== 0) throw new PageBroke(`'Placed Objects' shows ${count} before placing, not 0`);
  const listedMs: number[] = [];
  await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
  await page.keyboard.down('Shift');
  try {
    for (const p of targets) {
      const click = await clickListed(page, p, count);
      if (click.listedMs !== null) listedMs.push(click.listedMs);
      count = click.count;
    }
  } finally {
    await page.keyboard.up('Shift');
  }
  const placedAt = (await longTasksNow(page)).now;
  const settled = await page.waitForFunction(LAYERS_SETTLED, undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 100 });
  const { shown } = (await settled.jsonValue()) as { shown: number };
  const p = await readProbe(page);
  if (p.allRecommendedAt === null) throw new PageBroke("the 'All Recommended' click was not seen");
  const t0 = p.allRecommendedAt;
  const shownAt = p.shownChanges.find((c) => c.t >= t0 && c.shown === shown)?.t ?? NaN;
  const loadedAt = [...p.loadingChanges].reverse().find((c) => c.n === 0 && c.t >= t0)?.t ?? NaN;
  const presses = p.presses.filter((t) => t >= t0);
  const during = tasksIn(p.longTasks, presses[0] ?? placedAt, placedAt);
  return {
    clicks: targets.length,
    placed: count,
    listedMs,
    duringLoading: presses.filter((t) => t < loadedAt).length,
    rendersWhilePlacing: rendersBetween(p.renders, presses[0] ?? placedAt, placedAt),
    longestTaskMs: longest(during),
    longTasks: during.length,
    loadedMs: loadedAt - t0,
    shownMs: shownAt - t0,
    renders: rendersBetween(p.renders, t0, shownAt),
  };
}

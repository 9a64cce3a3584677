/**
 * Dense layers drawn from the layers worker's raster tiles: a rastered tree is drawn where the vector
 * drawing draws it and opens its popup through the worker's hit test; the map goes idle; the dense
 * layer toggles off and on. Bryant Park holds 3,004 trees here (tests/e2e/denseTrees.ts).
 */
import type { Page } from '@playwright/test';
import { expect, mapRegion, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { DENSE_TREE_COUNT, PROBE_TREES, denseTreeStore } from './denseTrees';
import { changedPixels, cropAround, type PixelBlob } from './pixels';

const TREES = PROBE_TREES.length + DENSE_TREE_COUNT;
const treesToggle = (page: Page) => page.getByRole('checkbox', { name: 'Street Trees', exact: true });
const cursorAt = (page: Page) => page.locator('.maplibregl-canvas').evaluate((el) => (el as HTMLElement).style.cursor);

/** Long tasks, and when the map last reported a layer drawn. */
const IDLE_PROBE = `(function () {
  window.__longTasks = [];
  new PerformanceObserver(function (l) { for (var e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
})();`;

async function openWithTrees(page: Page, path = '/') {
  await answerOpenData(page, undefined, await denseTreeStore());
  await page.addInitScript({ content: IDLE_PROBE });
  await startAs(page, 'Parks', path);
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();
  await treesToggle(page).check();
  await expect(page.locator('[data-layer="trees"] .count')).toHaveText(TREES.toLocaleString('en-US'));
  await expect(mapRegion(page)).toHaveAttribute('data-layers-shown', '1');
}

/** The probe tree's pixels: what changes in a 91 px square around the map's centre when the trees switch on. */
async function probePixels(page: Page): Promise<PixelBlob> {
  const c = await mapCentre(page);
  await page.mouse.move(5, 5);
  const withTrees = await cropAround(page, c, 45);
  await treesToggle(page).uncheck();
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', '');
  await expect
    .poll(async () => changedPixels(page, withTrees, await cropAround(page, c, 45)).count)
    .toBeGreaterThan(20);
  const blob = changedPixels(page, withTrees, await cropAround(page, c, 45));
  await treesToggle(page).check();
  await expect(mapRegion(page)).toHaveAttribute('data-layers-shown', '1');
  return blob;
}

test('a rastered tree is drawn where the vector drawing puts it, and its popup comes from the worker', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await openWithTrees(page);
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', 'trees');

  // The map goes idle: no long task from 3 s after everything is drawn, for 2 s.
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((t) => performance.now() > t + 5_000, shownAt, { polling: 250, timeout: 10_000 });
  const idleTasks = await page.evaluate(
    (t) =>
      (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks.filter(
        (x) => x.start + x.duration > t + 3_000,
      ),
    shownAt,
  );
  expect(idleTasks).toEqual([]);

  // Where the raster draws the probe tree: what appears around it when the trees switch on.
  const probe = PROBE_TREES[1]!;
  await goTo(page, probe.lng, probe.lat);
  const rastered = await probePixels(page);
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', 'trees');
  expect(rastered.count).toBeGreaterThan(50);

  // The worker's hit test: the pointer on the drawn tree finds it, 30 px beside it finds nothing.
  const c = await mapCentre(page);
  const drawn = { x: c.x + rastered.cx, y: c.y + rastered.cy };
  await page.mouse.move(drawn.x, drawn.y);
  await expect.poll(() => cursorAt(page)).toBe('pointer');
  await page.mouse.move(drawn.x + 30, drawn.y);
  await expect.poll(() => cursorAt(page)).toBe('');
  await page.mouse.click(drawn.x, drawn.y);
  const popup = page.getByTestId('feature-popup');
  await expect(popup.getByRole('heading', { name: 'Street Trees' })).toBeVisible();
  await expect(popup).toContainText(probe.id);
  await page.getByRole('button', { name: 'Close popup' }).click();

  // The vector drawing of the same view draws it at the same place and size.
  const vectorPage = await browser.newPage({ viewport: page.viewportSize()! });
  await vectorPage.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await openWithTrees(vectorPage, '/?draw=vector');
  await expect(mapRegion(vectorPage)).toHaveAttribute('data-rastered-layers', '');
  await goTo(vectorPage, probe.lng, probe.lat);
  expect(await mapRegion(vectorPage).getAttribute('data-zoom')).toBe(await mapRegion(page).getAttribute('data-zoom'));
  const vector = await probePixels(vectorPage);
  await vectorPage.close();
  expect(Math.hypot(rastered.cx - vector.cx, rastered.cy - vector.cy)).toBeLessThan(1.5);
  expect(rastered.count / vector.count).toBeGreaterThan(0.7);
  expect(rastered.count / vector.count).toBeLessThan(1.4);
});

test('a dense layer toggles off and on: gone from the map and its hit test, then back', async ({ page }) => {
  await openWithTrees(page);
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', 'trees');
  const probe = PROBE_TREES[2]!;
  await goTo(page, probe.lng, probe.lat);
  const blob = await probePixels(page);
  const centre = await mapCentre(page);
  const c = { x: centre.x + blob.cx, y: centre.y + blob.cy };

  await treesToggle(page).uncheck();
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', '');
  await page.mouse.move(c.x + 1, c.y);
  await page.mouse.move(c.x, c.y);
  await page.mouse.click(c.x, c.y);
  await expect(page.getByTestId('feature-popup')).toHaveCount(0);
  expect(await cursorAt(page)).toBe('');

  await treesToggle(page).check();
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', 'trees');
  await page.mouse.move(c.x + 1, c.y);
  await page.mouse.move(c.x, c.y);
  await expect.poll(() => cursorAt(page)).toBe('pointer');
  await page.mouse.click(c.x, c.y);
  await expect(page.getByTestId('feature-popup')).toContainText(probe.id);
});

/**
 * Few map frames while the city loads (issue 30): on a dense area (Bryant Park with 3,004 trees,
 * tests/e2e/denseTrees.ts, and the demo data's other 24 layers), 'All Recommended' reaches the map in
 * a few batches, whatever the number of layers: the page counts the map's frames itself
 * (`.map-area[data-map-renders]`, one per MapLibre render), and from the click to everything drawn
 * there are at most MAX_RENDERS; once drawn, the map draws nothing more.
 */
import type { Page } from '@playwright/test';
import { expect, mapRegion, startAs, test } from './fixtures';
import { answerOpenData } from './openData';
import { denseTreeStore } from './denseTrees';

/** Issue 30's limit: map frames from 'All Recommended' to everything drawn. */
const MAX_RENDERS = 10;

const renders = async (page: Page) => Number(await mapRegion(page).getAttribute('data-map-renders'));

/** Waits until the map has drawn no frame for `forMs` (tiles, eases and fades done) and returns its count. */
async function mapAtRest(page: Page, forMs = 1000): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await renders(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [forMs], timeout: 30_000 },
    )
    .toBe(true);
  return last;
}

/**
 * Every layer row switched on has its count or its Error tag, and the map has drawn every layer that did
 * not fail. ('All Recommended' leaves off the two layers whose data the city does not publish.)
 */
const EVERYTHING_DRAWN = () => {
  const rows = [...document.querySelectorAll('[data-layer]')].filter(
    (r) => r.querySelector('input:checked') || r.querySelector('.tag-error') || r.querySelector('.count'),
  );
  const failed = rows.filter((r) => r.querySelector('.tag-error')).map((r) => r.getAttribute('data-layer'));
  const loaded = rows.filter((r) => r.querySelector('.count')).length;
  const shown = Number(document.querySelector('.map-area')?.getAttribute('data-layers-shown'));
  const loading = rows.some((r) => r.textContent.includes('(Loading...)'));
  return !loading && rows.length > 0 && loaded + failed.length === rows.length && shown === loaded
    ? { rows: rows.length, loaded, failed }
    : null;
};

test("'All Recommended' on a dense area reaches the map in at most 10 frames, and then it rests", async ({ page }) => {
  test.setTimeout(120_000);
  await answerOpenData(page, undefined, await denseTreeStore());
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();
  await expect(mapRegion(page)).toHaveAttribute('data-camera', 'still');
  // Every group open, so every layer's row (its count or its Error tag) is on the page.
  const collapsed = page.locator('button.group-expander[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  const before = await mapAtRest(page);

  await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
  const drawn = await page.waitForFunction(EVERYTHING_DRAWN, undefined, { timeout: 90_000, polling: 50 });
  const counts = (await drawn.jsonValue())!;
  const frames = (await renders(page)) - before;
  test.info().annotations.push({ type: 'map frames', description: String(frames) });

  expect(frames, `map frames from 'All Recommended' to everything drawn`).toBeGreaterThan(0);
  expect(frames, `map frames from 'All Recommended' to everything drawn`).toBeLessThanOrEqual(MAX_RENDERS);
  // Dense: every layer with features drawn in the one composite raster.
  // Every layer but Fire Lanes and Special Disaster Routes (the city publishes no such data), all loaded.
  expect(counts.rows).toBe(23);
  expect(counts.failed).toEqual([]);
  expect(counts.loaded).toBe(23);
  const rastered = ((await mapRegion(page).getAttribute('data-rastered-layers')) ?? '').split(' ');
  expect(rastered).toContain('trees');
  expect(rastered.length).toBeGreaterThan(5);

  // Everything is on the map: once the map rests, no frame has followed that would draw nothing new.
  const settled = await renders(page);
  expect(await mapAtRest(page), 'map frames after everything was drawn').toBe(settled);
});

/**
 * The packet's map is drawn by the export worker as vectors: with 40,004 trees in Bryant Park every
 * tree is one placement of one tree symbol (a form defined once), the only images are the basemap
 * and the locator, and the file stays small.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { answerOpenData } from './openData';
import { PROBE_TREES, denseTreeStore } from './denseTrees';
import { pdfDrawing } from './pdfObjects';

const DENSE = 40_000;
const TREES = DENSE + PROBE_TREES.length;

test.describe.configure({ timeout: 180_000 });

async function exportPdf(page: Page): Promise<string> {
  await page
    .getByRole('complementary', { name: 'Site Plan Designer' })
    .getByRole('button', { name: 'Export Site Plan' })
    .click();
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  // Kept beside the test's results, to be looked at when it fails.
  const path = test.info().outputPath('site-plan.pdf');
  await (await downloading).saveAs(path);
  return path;
}

test('a 40,000-tree export draws every tree as a vector symbol placed once per tree', async ({ page }) => {
  await answerOpenData(page, undefined, await denseTreeStore(DENSE, 200));
  await startAs(page, 'Parks', '/');
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Street Trees', exact: true }).check();
  await expect(page.locator('[data-layer="trees"] .count')).toHaveText(TREES.toLocaleString('en-US'));

  const path = await exportPdf(page);
  const drawing = pdfDrawing(readFileSync(path));
  // One form per symbol; the tree's is the one placed most, once per tree in the frame.
  const counts = [...drawing.placements.entries()]
    .filter(([name]) => drawing.forms.includes(name))
    .map(([, n]) => n)
    .sort((a, b) => b - a);
  expect(counts[0]).toBe(TREES);
  // The map and the locator are the only pictures: no tree reached the page as pixels.
  expect(drawing.images).toBe(2);
  expect(statSync(path).size).toBeLessThan(2 * 1024 * 1024);
});

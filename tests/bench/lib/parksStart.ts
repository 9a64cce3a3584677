/**
 * How the area benches open the app: as a new user choosing Parks, with the basemap's first render
 * finished and the page quiet before Continue (so it is not counted against loading the areas), then
 * Continue traced until the areas are settled on the map.
 */
import type { Browser, Page } from 'playwright-core';
import { AREAS_SETTLED } from '../pageScripts';
import type { TaskSplit } from '../traceTasks';
import { quiet } from './probe';
import { BASE } from './server';
import { traced } from './tracing';

export async function continueAsParks(browser: Browser, page: Page, settleTimeoutMs: number): Promise<TaskSplit> {
  await page.goto(`${BASE}/`);
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.locator('.map-area .maplibregl-canvas').waitFor();
  await page.locator('.map-loading').waitFor({ state: 'detached', timeout: 30_000 });
  await quiet(page);
  const { split } = await traced(browser, page, async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForFunction(AREAS_SETTLED, undefined, { timeout: settleTimeoutMs, polling: 100 });
  });
  return split;
}

/** Saved-plan browser tests: building a plan, saving and importing files, a second clean browser. */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { cameraSettled, clickVertices, expect } from './fixtures';
import { cityPark } from './demoAreas';
import { mapCentre } from './navigation';

export const designer = (page: Page) => page.getByRole('complementary', { name: 'Site Plan Designer' });
export const placedHeading = (page: Page) => page.locator('#placed-objects-title');
export const placedList = (page: Page) => page.getByRole('list', { name: 'Placed objects' });
export const fixturesList = (page: Page) => page.getByRole('list', { name: 'Event fixtures' });
export const focusName = (page: Page) => page.getByRole('region', { name: 'Focused area' }).locator('.focus-name');
export const importError = (page: Page) => page.getByTestId('import-error');
export const planNotices = (page: Page) => page.getByTestId('plan-notices');
const objectButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: new RegExp(`^${name}`) });

export const IMPORT_ERROR = 'Error importing plan. Please check the file format.';

/** Bryant Park's Lawn as the tests' city answers it (its permit-area code is its id), so files carry real geometry. */
export const LAWN = cityPark('M008-LW');

export async function focusLawn(page: Page): Promise<void> {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(designer(page)).toBeVisible();
  // The focus frames the Lawn (a 1 s ease): a plan saved or a click made before it ends sees another view.
  await cameraSettled(page);
}

/** A grill (flipped, turned 15°) and a tent, placed by clicks near the map's centre. */
export async function placeGrillAndTent(page: Page): Promise<void> {
  const { x, y } = await mapCentre(page);
  await objectButton(page, 'Grill').click();
  await page.mouse.click(x - 120, y + 60);
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  // Selected from the list: a map click can land before a loaded machine has drawn the grill there.
  const grill = placedList(page).locator('li').first();
  await grill.getByRole('button').first().click();
  await expect(grill).toHaveClass(/selected/);
  await page.keyboard.press(',');
  await page.keyboard.press('r');
  await expect(placedList(page).locator('li').first()).toContainText('flipped · 15°');
  await objectButton(page, 'Tent').click();
  await page.mouse.click(x - 20, y + 120);
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
}

/** A polygon with a label, drawn and renamed as a user would. */
export async function drawLabelledPolygon(page: Page, label: string): Promise<void> {
  const { x, y } = await mapCentre(page);
  const tool = page.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Polygon', exact: true });
  await expect(tool).toBeEnabled();
  await tool.click();
  await clickVertices(page, [
    [x + 20, y - 100],
    [x + 140, y - 100],
    [x + 140, y - 20],
    [x + 20, y - 20],
    [x + 20, y - 100],
  ]);
  await tool.click();
  await fixturesList(page).getByRole('button', { name: 'Polygon (unlabeled)' }).click();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Shape label').fill(label);
  await page.getByLabel('Shape label').press('Enter');
  await expect(fixturesList(page).getByRole('button', { name: label })).toBeVisible();
}

export async function setEventName(page: Page, name: string): Promise<void> {
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await info.getByLabel('Event name').fill(name);
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
}

/** Exports the packet as a PDF from the designer; the downloaded file's path. */
export async function exportPdf(page: Page): Promise<string> {
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  return (await download).path();
}

/** Clicks a designer button that downloads a file; the file's name and text. */
export async function downloadFrom(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    designer(page).getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

export async function savePlan(page: Page): Promise<Record<string, unknown>> {
  const { name, text } = await downloadFrom(page, 'Save Plan');
  expect(name).toMatch(/^siteplan-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Picks a file through the header's Import button, as the user does. */
export async function importFile(
  page: Page,
  name: string,
  content: string | Buffer,
  mimeType = 'application/json',
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import Plan (JSON)' }).click();
  await (
    await chooser
  ).setFiles({ name, mimeType, buffer: typeof content === 'string' ? Buffer.from(content) : content });
}

export const importJson = (page: Page, value: unknown, name = 'plan.json') =>
  importFile(page, name, JSON.stringify(value));

/** A second browser with nothing stored (its own IndexedDB), offline like the test fixture's page. */
export async function cleanBrowserPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  return {
    page,
    async close() {
      await context.close();
      expect(errors, 'uncaught page errors').toEqual([]);
    },
  };
}

/** The saved document without the time it was written. */
export function withoutUpdatedAt(plan: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(plan).filter(([key]) => key !== 'updatedAt'));
}

import type { Page } from '@playwright/test';
import { clickVertices, expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { cropAround, inkOnGround } from './pixels';

const fixtures = (page: Page) => page.getByRole('list', { name: 'Event fixtures' });
const tool = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name, exact: true });

test('draw, label and delete a point, a line and a polygon; a polygon labelled beer garden gets the alcohol nudge; its label on the map toggles and stays through a theme change', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
  await expect(tool(page, 'Polygon')).toBeEnabled();
  const { x, y } = await mapCentre(page);

  // Polygon: the hint, four corners, closed on the first.
  await tool(page, 'Polygon').click();
  await expect(page.getByText('Click to start drawing polygon · Press ESC to cancel')).toBeVisible();
  await clickVertices(page, [
    [x - 150, y],
    [x, y],
    [x, y + 120],
    [x - 150, y + 120],
    [x - 150, y],
  ]);
  await expect(fixtures(page).getByRole('button', { name: 'Polygon (unlabeled)' })).toBeVisible();
  await expect(fixtures(page)).toContainText('m²');
  // Choosing the active tool again returns to none.
  await tool(page, 'Polygon').click();
  await expect(tool(page, 'Polygon')).toHaveAttribute('aria-pressed', 'false');

  // Line: two points, finished on the last; its length shows.
  await tool(page, 'Line').click();
  await expect(page.getByText('Click to start drawing line · Press ESC to cancel')).toBeVisible();
  await clickVertices(page, [
    [x + 60, y - 40],
    [x + 200, y - 40],
    [x + 200, y - 40],
  ]);
  await expect(fixtures(page).getByRole('button', { name: 'Line (unlabeled)' })).toBeVisible();
  await expect(fixtures(page).locator('li', { hasText: 'Line (unlabeled)' })).toContainText(/\d+ m$/);
  await page.keyboard.press('Escape');
  await expect(tool(page, 'Line')).toHaveAttribute('aria-pressed', 'false');

  // Point.
  await tool(page, 'Point').click();
  await expect(page.getByText('Click to add point · Press ESC to cancel')).toBeVisible();
  await clickVertices(page, [[x + 120, y + 150]]);
  await expect(fixtures(page).getByRole('button', { name: 'Point (unlabeled)' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Rename: Escape cancels, Enter saves; the label appears in the list.
  await fixtures(page).getByRole('button', { name: 'Polygon (unlabeled)' }).click();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Shape label').fill('Nothing');
  await page.getByLabel('Shape label').press('Escape');
  await expect(fixtures(page).getByRole('button', { name: 'Polygon (unlabeled)' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Shape label').fill('Beer garden');
  await page.getByLabel('Shape label').press('Enter');
  await expect(fixtures(page).getByRole('button', { name: 'Beer garden' })).toBeVisible();
  const alcohol = page.getByRole('list', { name: 'Nudges' }).locator('[data-rule="text-alcohol"]');
  await expect(alcohol).toContainText('Beer garden');

  // The polygon's label on the map (its name and area, under its centre) toggles off and on, and stays
  // through a theme change, which restyles the map over another basemap.
  const label = async () => inkOnGround(await cropAround(page, { x: x - 75, y: y + 85 }, 25));
  await expect.poll(async () => (await label()).ink).toBeGreaterThan(40);
  await page.getByLabel('Show labels').uncheck();
  await expect.poll(async () => (await label()).ink).toBeLessThan(10);
  await page.getByLabel('Show labels').check();
  await expect.poll(async () => (await label()).ink).toBeGreaterThan(40);
  await page.getByRole('button', { name: 'Switch to Dark Mode' }).click();
  await expect
    .poll(async () => {
      const { ground, ink } = await label();
      return ground[0] + ground[1] + ground[2] < 384 && ink > 40;
    })
    .toBe(true);

  // Delete each shape type; undo brings the last one back.
  for (const name of ['Beer garden', 'Line (unlabeled)', 'Point (unlabeled)']) {
    await fixtures(page).getByRole('button', { name }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(fixtures(page).getByRole('button', { name })).toBeHidden();
  }
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (0)');
  await expect(alcohol).toBeHidden();
  await page.keyboard.press('Control+z');
  await expect(fixtures(page).getByRole('button', { name: 'Point (unlabeled)' })).toBeVisible();
});

/** Placing without a pointer: Enter puts the chosen object at the map's centre; Shift+Enter stays in batch mode. */
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';

const heading = (page: Page) => page.locator('#placed-objects-title');

test('Enter places the chosen object at the map centre, Shift+Enter keeps placing, Escape stops', async ({ page }) => {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
  const chair = page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Chair/ });
  await chair.focus();
  await page.keyboard.press('Enter');
  await expect(chair).toHaveAttribute('aria-pressed', 'true');
  // On the button, Enter is the button's; on the map it places.
  await page.locator('.maplibregl-canvas').focus();
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.press('Shift+Enter');
  await expect(heading(page)).toHaveText('Placed Objects (2)');
  await expect(chair).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Placed Objects (3)');
  await page.keyboard.press('Escape');
  await expect(chair).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Placed Objects (3)');
});

import { expect, mapRegion, startAs, test } from './fixtures';
import { mapCentre } from './navigation';

test("A nudge's 'Zoom to' zooms to its subject (not only a pan), and 'Highlight' has its button", async ({ page }) => {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
  const { x, y } = await mapCentre(page);
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: /^Speaker/ })
    .click();
  await page.mouse.click(x + 60, y + 40);
  const speaker = page.getByRole('list', { name: 'Nudges' }).locator('[data-rule="object-speaker"]');
  await expect(speaker).toBeVisible();
  expect(Number(await mapRegion(page).getAttribute('data-zoom'))).toBeLessThan(19);

  await speaker.getByRole('button', { name: 'Zoom to' }).click();
  // Zoom 19 or closer: the subject is shown large enough to read.
  await expect(mapRegion(page)).toHaveAttribute('data-zoom', /^(19|2\d)\./);
  await expect(speaker).not.toHaveClass(/highlighted/);

  await speaker.getByRole('button', { name: 'Highlight' }).click();
  await expect(speaker).toHaveClass(/highlighted/);
  // The highlight lasts 1.5 s, then goes.
  await expect(speaker).not.toHaveClass(/highlighted/);
});

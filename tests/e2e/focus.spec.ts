import { cameraMovedBy, cameraSettled, expect, mapRegion, startAs, test } from './fixtures';
import { deepestOverlap } from './demoAreas';
import { goTo, mapCentre } from './navigation';

test('search, focus a sub-area, clear focus', async ({ page }) => {
  await startAs(page, 'Parks');
  const search = page.getByLabel('Search Zones');
  await search.fill('z');
  await expect(page.getByText('No matching zones found')).toBeHidden();
  await search.fill('zzzq');
  await expect(page.getByText('No matching zones found')).toBeVisible();
  await search.fill('LAWN');
  const result = page.getByRole('button', { name: /Bryant Park - Lawn/ });
  await expect(result.locator('mark')).toHaveText('Lawn');
  const before = await cameraSettled(page);
  const focusedCamera = await cameraMovedBy(page, () => result.click());

  const banner = page.getByRole('region', { name: 'Focused area' });
  await expect(banner.getByText('Focused on:')).toBeVisible();
  await expect(banner.getByText('Bryant Park - Lawn')).toBeVisible();
  await expect(banner.getByText('Bryant Park', { exact: true })).toBeVisible();
  expect(focusedCamera.zoom).toBeGreaterThan(before.zoom);
  // Turned to the area's own orientation (the Manhattan grid), not north-up.
  expect(Math.abs(focusedCamera.bearing)).toBeGreaterThan(5);
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
  await expect(page.getByText('Design tools for focused area')).toBeVisible();
  await expect(page.getByText('Site Plan Mode Active – Design tools available on the right')).toBeVisible();

  // The minimum zoom is raised to the focused zoom − 2.
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  // The button disables itself at the minimum zoom, possibly between our check and the click.
  for (let i = 0; i < 6 && (await zoomOut.isEnabled()); i++)
    await zoomOut.click({ timeout: 2000 }).catch(() => undefined);
  await expect(zoomOut).toBeDisabled();
  const zoomedOut = await cameraSettled(page);
  expect(zoomedOut.zoom).toBeGreaterThanOrEqual(focusedCamera.zoom - 2 - 0.01);

  await page.getByRole('button', { name: 'Hide Panel' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Show focus panel' }).click();
  await page.getByRole('button', { name: 'Clear Focus', exact: true }).click();
  await expect(page.getByText('Focused on:')).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeHidden();
  // The minimum zoom is restored: zooming out goes past the focus limit again.
  for (let i = 0; i < 4; i++) await zoomOut.click();
  expect((await cameraSettled(page)).zoom).toBeLessThan(focusedCamera.zoom - 2.5);
});

test('overlap chooser lists smaller areas first and focuses the choice', async ({ page }) => {
  const spot = deepestOverlap();
  expect(spot.names.length).toBeGreaterThanOrEqual(2);
  await startAs(page, 'Parks');
  await goTo(page, spot.lng, spot.lat);
  const centre = await mapCentre(page);
  await page.mouse.move(centre.x, centre.y);
  await expect(page.getByRole('tooltip')).toContainText('Zone');
  await page.mouse.click(centre.x, centre.y);

  const chooser = page.getByRole('dialog', { name: 'Multiple Zones Found' });
  await expect(chooser).toBeVisible();
  await expect(
    chooser.getByText(`${spot.names.length} overlapping zones detected. Smaller areas are shown first.`),
  ).toBeVisible();
  await expect(chooser.locator('.overlap-name')).toHaveText(spot.names);
  await expect(chooser.getByText('Click an area above to focus')).toBeVisible();
  await expect(chooser.getByText('Double-click map to bypass')).toBeVisible();
  await expect(page.getByText('Overlapping Areas Detected')).toBeVisible();

  await chooser.getByRole('button', { name: new RegExp(spot.names[1]!) }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('region', { name: 'Focused area' }).locator('.focus-name')).toHaveText(spot.names[1]!);
});

test('double-click focuses the top (smallest) area', async ({ page }) => {
  const spot = deepestOverlap();
  await startAs(page, 'Parks');
  await goTo(page, spot.lng, spot.lat);
  const centre = await mapCentre(page);
  // As a user does: the smallest area is on the map under the pointer (its tiles drawn after the move)
  // before the double-click; earlier, only the park around it is there to focus.
  await page.mouse.move(centre.x, centre.y);
  await expect(page.getByRole('tooltip')).toContainText(spot.names[0]!);
  await page.mouse.dblclick(centre.x, centre.y);
  await expect(page.getByRole('region', { name: 'Focused area' }).locator('.focus-name')).toHaveText(spot.names[0]!);
});

test('Q and E rotate by 15°, not while typing; the north button resets', async ({ page }) => {
  await startAs(page, 'Parks');
  // The map's lower right, clear of the areas, whatever the window's height.
  const canvas = page.locator('.maplibregl-canvas');
  const { height } = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: 900, y: height - 60 } });
  await page.keyboard.press('e');
  expect((await cameraSettled(page)).bearing).toBeCloseTo(15, 0);
  await page.keyboard.press('q');
  await page.keyboard.press('q');
  expect((await cameraSettled(page)).bearing).toBeCloseTo(-15, 0);
  await page.getByLabel('Search Zones').click();
  await page.keyboard.type('qe');
  // The keys were handled (the field has them) and the map did not turn.
  await expect(page.getByLabel('Search Zones')).toHaveValue('qe');
  expect((await cameraSettled(page)).bearing).toBeCloseTo(-15, 0);
  await page.getByRole('button', { name: /Reset to north/ }).click();
  expect((await cameraSettled(page)).bearing).toBeCloseTo(0, 0);
  await expect(mapRegion(page)).toHaveAttribute('data-bearing', '0.0');
});

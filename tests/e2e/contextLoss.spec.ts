/**
 * A lost WebGL context (software renderers and remote desktops lose it): the map says so, and when the
 * browser gives the context back it draws the same picture again, with the view, the placed objects
 * and the rastered layer (our own WebGL layer) as they were.
 */
import type { Page } from '@playwright/test';
import { expect, mapRegion, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { DENSE_TREE_COUNT, PROBE_TREES, denseTreeStore } from './denseTrees';
import { changedPixels, cropAround } from './pixels';
import { placedHeading } from './planFileHelpers';

const TREES = PROBE_TREES.length + DENSE_TREE_COUNT;

/** The map canvas's own context, through the extension that simulates a loss. */
function loseContext(page: Page, action: 'loseContext' | 'restoreContext') {
  return page.locator('.map-canvas .maplibregl-canvas').evaluate((canvas, act) => {
    const gl = (canvas as HTMLCanvasElement).getContext('webgl2')!;
    const ext = gl.getExtension('WEBGL_lose_context')!;
    const w = window as unknown as { __loseContext?: WEBGL_lose_context };
    // After a loss the context hands out no extension: keep the one that can restore it.
    w.__loseContext ??= ext;
    w.__loseContext[act]();
  }, action);
}

test('after a lost WebGL context the map is restored with the view, the placed objects and the rastered trees', async ({
  page,
}) => {
  // 3,004 trees drawn in software, twice; on a shared machine this can take a while.
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /context|custom layer/i.test(m.text())) warnings.push(m.text());
  });
  await answerOpenData(page, undefined, await denseTreeStore());
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Street Trees', exact: true }).check();
  await expect(page.locator('[data-layer="trees"] .count')).toHaveText(TREES.toLocaleString('en-US'));
  await expect(mapRegion(page)).toHaveAttribute('data-layers-shown', '1');
  await expect(mapRegion(page)).toHaveAttribute('data-rastered-layers', 'trees');

  const c = await mapCentre(page);
  const grillAt = { x: c.x + 40, y: c.y + 60 };
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: /^Grill/ })
    .click();
  await page.mouse.click(grillAt.x, grillAt.y);
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  await page.keyboard.press('Escape');
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '0');
  await page.mouse.move(5, 5);
  // The grill's nudge badge is part of the picture: it arrives from the nudge worker after the placement.
  await expect(page.locator('[data-checked-objects]')).toHaveAttribute('data-checked-objects', '1');
  const view = {
    zoom: await mapRegion(page).getAttribute('data-zoom'),
    bearing: await mapRegion(page).getAttribute('data-bearing'),
  };
  const drawn = await cropAround(page, c, 120);

  await loseContext(page, 'loseContext');
  await expect(mapRegion(page)).toHaveAttribute('data-map-state', 'context-lost');
  await expect(page.getByTestId('map-context-lost')).toContainText("The map's graphics were interrupted");
  // The map is inert meanwhile, not broken: a pointer over it raises no error, and the plan still
  // changes (the grill's placement undone), to be drawn when the map is back.
  await page.mouse.move(c.x, c.y);
  await page.mouse.move(grillAt.x, grillAt.y);
  await page.mouse.move(5, 5);
  await page.keyboard.press('Control+z');
  await expect(placedHeading(page)).toHaveText('Placed Objects (0)');

  await loseContext(page, 'restoreContext');
  await expect(mapRegion(page)).toHaveAttribute('data-map-state', 'loaded');
  await expect(page.getByTestId('map-context-lost')).toBeHidden();
  // The same picture but for the grill, undone while the map was lost: only its spot differs.
  await expect
    .poll(async () => {
      const blob = changedPixels(page, drawn, await cropAround(page, c, 120));
      return blob.count > 30 && blob.count < 3000 && Math.hypot(blob.cx - 40, blob.cy - 60) < 12;
    })
    .toBe(true);
  // Redone: the area, the rastered trees and the grill, drawn where they were.
  await page.keyboard.press('Control+Shift+z');
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  // The placed objects stayed on screen while the map was lost (they are drawn over it), so the pointer
  // that crossed the grill then left its hover tools up: pointing at empty map puts them away.
  await page.mouse.move(c.x - 150, c.y + 150);
  await expect(page.locator('.object-tools')).toHaveCount(0);
  await page.mouse.move(5, 5);
  // The rastered trees are drawn again tile by tile in software: on a busy machine that takes a while.
  await expect
    .poll(async () => changedPixels(page, drawn, await cropAround(page, c, 120)).count, { timeout: 30_000 })
    .toBeLessThan(40);
  await expect(mapRegion(page)).toHaveAttribute('data-zoom', view.zoom!);
  await expect(mapRegion(page)).toHaveAttribute('data-bearing', view.bearing!);
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  // The map answers again: a click on the grill selects it.
  await page.mouse.click(grillAt.x, grillAt.y);
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '1');
  expect(warnings).toEqual([]);
});

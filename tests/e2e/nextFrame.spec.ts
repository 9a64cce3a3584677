/**
 * Feedback that never waits for a map frame (issue 24): hovering an area, the placement preview and
 * placing objects are drawn in the light layer over the map, so MapLibre draws no frame for them; and
 * the focused area is left visible and clickable, corner to corner, with its banner shown.
 */
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';

/** Counts the map's frames: MapLibre clears its canvas's colour once at the start of each. */
const COUNT_MAP_FRAMES = String.raw`(function () {
  window.__mapFrames = 0;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const clear = proto.clear;
    proto.clear = function (mask) {
      const canvas = this.canvas;
      if (mask & this.COLOR_BUFFER_BIT && canvas.classList && canvas.classList.contains('maplibregl-canvas') &&
          this.getParameter(this.FRAMEBUFFER_BINDING) === null) window.__mapFrames++;
      return clear.call(this, mask);
    };
  }
})()`;

const mapFrames = (page: Page) => page.evaluate(() => (window as unknown as { __mapFrames: number }).__mapFrames);
const heading = (page: Page) => page.locator('#placed-objects-title');
const chair = (page: Page) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Chair/ });

/** Waits until the map has drawn no frame for a while (tiles and eases done). */
async function mapAtRest(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await mapFrames(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [400] },
    )
    .toBe(true);
  return last;
}

/** The focused area's first corner on screen. */
async function firstCorner(page: Page): Promise<[number, number]> {
  const attr = (await page.locator('.map-area').getAttribute('data-focus-corners')) ?? '';
  return attr.split(' ')[0]!.split(',').map(Number) as [number, number];
}

async function focusLawn(page: Page) {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: COUNT_MAP_FRAMES });
});

test('hovering an area, the placement preview and placing draw no map frame', async ({ page }) => {
  await startAs(page, 'Parks');
  await goTo(page, -73.98355, 40.75365);
  const { x, y } = await mapCentre(page);
  let before = await mapAtRest(page);
  for (let i = 0; i <= 10; i++) await page.mouse.move(x - 60 + i * 12, y - 20 + i * 4);
  await expect(page.getByRole('tooltip')).toContainText('Bryant Park');
  await page.mouse.move(x + 300, y + 300);
  await expect(page.getByRole('tooltip')).toBeHidden();
  expect(await mapFrames(page)).toBe(before);

  await focusLawn(page);
  const centre = await mapCentre(page);
  await chair(page).click();
  before = await mapAtRest(page);
  for (let i = 0; i <= 10; i++) await page.mouse.move(centre.x - 100 + i * 20, centre.y + i * 5);
  await page.keyboard.down('Shift');
  for (let i = 0; i < 8; i++) {
    await page.mouse.click(centre.x - 80 + i * 20, centre.y + 40);
    await expect(heading(page)).toHaveText(`Placed Objects (${i + 1})`);
  }
  await page.keyboard.up('Shift');
  // The chairs are drawn (over the map, in the light layer) and hit: the select cursor finds one.
  await page.keyboard.press('Escape');
  await page.mouse.move(centre.x - 80, centre.y + 40);
  await expect
    .poll(() => page.locator('.maplibregl-canvas').evaluate((c) => (c as HTMLElement).style.cursor))
    .toBe('move');
  expect(await mapFrames(page)).toBe(before);

  // A drag still pans the map (the press is handed to MapLibre once it moves): the area follows the hand
  // while it is held (read before the release: a release while moving may glide on, MapLibre's inertia).
  const cornersBefore = await firstCorner(page);
  await page.mouse.move(centre.x + 150, centre.y - 60);
  await page.mouse.down();
  await page.mouse.move(centre.x + 190, centre.y - 40, { steps: 6 });
  await expect.poll(() => mapFrames(page)).toBeGreaterThan(before);
  await expect.poll(async () => Math.round((await firstCorner(page))[0] - cornersBefore[0])).toBe(40);
  expect(Math.round((await firstCorner(page))[1] - cornersBefore[1])).toBe(20);
  await page.mouse.up();
});

test("the focused area's corners are clickable with its banner shown", async ({ page }) => {
  await startAs(page, 'Parks');
  await focusLawn(page);
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();
  await mapAtRest(page);
  const box = (await page.locator('.map-area .map-canvas').boundingBox())!;
  const corners = ((await page.locator('.map-area').getAttribute('data-focus-corners')) ?? '')
    .split(' ')
    .map((pair) => pair.split(',').map(Number) as [number, number]);
  expect(corners).toHaveLength(4);
  const cx = corners.reduce((s, c) => s + c[0], 0) / 4;
  const cy = corners.reduce((s, c) => s + c[1], 0) / 4;
  // Each corner, 6 px inside the area, is the map itself (no banner, panel or control over it), and takes a chair.
  await chair(page).click();
  await page.keyboard.down('Shift');
  for (const [i, [x, y]] of corners.entries()) {
    const d = Math.hypot(cx - x, cy - y);
    const at = { x: box.x + x + ((cx - x) * 6) / d, y: box.y + y + ((cy - y) * 6) / d };
    const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className ?? '', at);
    expect(top, `corner ${i + 1}`).toContain('maplibregl-canvas');
    await page.mouse.click(at.x, at.y);
    await expect(heading(page)).toHaveText(`Placed Objects (${i + 1})`);
  }
  await page.keyboard.up('Shift');
});

/**
 * The map presented through a 2D canvas on a software renderer (map/presenter.ts): the WebGL canvas is
 * transparent on top, taking the pointer, and each frame is copied beneath it once the renderer has
 * drawn it. What the screen shows must be MapLibre's last frame, at rest and after a drag: read from
 * a screenshot (the page as the person sees it) against the WebGL canvas's own pixels. Without the copy
 * the screen shows the page's background where the map is; a copy that falls behind shows an older frame.
 */
import type { Page } from '@playwright/test';
import { expect, mapRegion, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';
import { changedPixels, cropAround } from './pixels';

/** Half the side of the square read around the map's centre: the park's outlines are in it. */
const R = 120;

/** The WebGL canvas's frame around a page point, as RGBA at CSS-pixel scale (its buffer is kept: preserveDrawingBuffer). */
async function renderedAround(page: Page, c: { x: number; y: number }): Promise<number[]> {
  return page.evaluate(
    ({ x, y, r }) => {
      const gl = document.querySelector<HTMLCanvasElement>('.maplibregl-canvas')!;
      const box = gl.getBoundingClientRect();
      const ratio = gl.width / box.width;
      const size = 2 * r + 1;
      const scratch = document.createElement('canvas');
      scratch.width = size;
      scratch.height = size;
      const ctx = scratch.getContext('2d')!;
      const left = Math.round(x) - r - box.left;
      const top = Math.round(y) - r - box.top;
      ctx.drawImage(gl, left * ratio, top * ratio, size * ratio, size * ratio, 0, 0, size, size);
      return Array.from(ctx.getImageData(0, 0, size, size).data);
    },
    { ...c, r: R },
  );
}

/** The mean difference per channel between the screen and the rendered frame around a point. */
async function screenAgainstFrame(page: Page, c: { x: number; y: number }): Promise<number> {
  const screen = (await cropAround(page, c, R)).rgba;
  const frame = await renderedAround(page, c);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < screen.length; i += 4)
    for (let k = 0; k < 3; k++) {
      sum += Math.abs(screen[i + k]! - frame[i + k]!);
      n++;
    }
  return sum / n;
}

const shownIsLatest = async (page: Page) => {
  const area = mapRegion(page);
  const [rendered, shown] = await Promise.all([
    area.getAttribute('data-map-renders'),
    area.getAttribute('data-map-shown'),
  ]);
  return rendered !== null && rendered === shown;
};

test("on a software renderer the screen shows the map's last frame, through a 2D canvas, at rest and after a drag", async ({
  page,
}) => {
  await startAs(page, 'Parks');
  await goTo(page, -73.98355, 40.75365);
  const software = (await page.locator('.map-canvas').getAttribute('data-map-resolution')) === 'moving-lower';
  test.skip(!software, 'a GPU that keeps up shows the WebGL canvas itself');

  // The WebGL canvas takes the pointer but is not what is seen; the presented canvas is.
  const gl = page.locator('.maplibregl-canvas');
  await expect(gl).toHaveCSS('opacity', '0');
  await expect(page.locator('.map-presented')).toHaveCount(1);

  const { x, y } = await mapCentre(page);
  const spot = { x, y };
  // The pointer off the map: no hover outline or tooltip over the frame.
  const away = async () => {
    await page.mouse.move(5, 5);
    await expect(page.getByRole('tooltip')).toBeHidden();
  };
  await away();
  await expect.poll(() => shownIsLatest(page)).toBe(true);
  expect(await screenAgainstFrame(page, spot)).toBeLessThan(4);
  const before = await cropAround(page, spot, R);

  // A drag moves what is seen, and once the map rests the screen is its last frame again, at full size.
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(x - step * 30, y + step * 20);
  await page.mouse.up();
  await away();
  await expect(mapRegion(page)).toHaveAttribute('data-camera', 'still');
  await expect.poll(() => shownIsLatest(page)).toBe(true);
  const sizes = await page.evaluate(() => {
    const source = document.querySelector<HTMLCanvasElement>('.maplibregl-canvas')!;
    const shown = document.querySelector<HTMLCanvasElement>('.map-presented')!;
    return { source: [source.width, source.height], shown: [shown.width, shown.height] };
  });
  expect(sizes.shown).toEqual(sizes.source);
  expect(await screenAgainstFrame(page, spot)).toBeLessThan(4);
  const after = await cropAround(page, spot, R);
  expect(changedPixels(page, before, after, 24).count).toBeGreaterThan(500);
});

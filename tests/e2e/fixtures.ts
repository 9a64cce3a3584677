/**
 * Browser-test rig: the internet is unreachable (as on this machine), page errors fail the test. The
 * city's services the app asks as it starts (the parks permit areas, c5vm-g2dk, when the bundled parks
 * file is a sample; the street centreline, inkn-q76z, for intersections) are answered by the project's
 * stand-in over the demo store, in Socrata's shapes, so every test starts on the demo parks as the
 * city's data; a test answers them otherwise with its own route (registered later, so it runs first).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { answerCityDefaults } from './openData';

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Everything but the app itself is offline unless a test answers it with its own route.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
    await answerCityDefaults(page);
    await use(page);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };

export const mapRegion = (page: Page) => page.locator('.map-area');

const AREAS_SHOWN_TIMEOUT_MS = 60_000;

/** Opens the app as a new user: welcome, skip, choose a geography, wait for the areas. */
export async function startAs(page: Page, geography: 'Parks' | 'Plazas' | 'Intersections', path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${geography}`) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  if (geography !== 'Parks') await page.getByRole('button', { name: 'Got it' }).click();
  // The areas come from the areas worker after the map's first frames: on a busy 2-core machine (software
  // WebGL, two browsers at once) that has taken over 15 s, so this wait has a minute.
  await areasShown(page);
}

/** Waits for the areas to be on the map, after a start or a reload: a minute, as startAs explains. */
export async function areasShown(page: Page): Promise<void> {
  await expect(mapRegion(page)).toHaveAttribute('data-areas-state', 'shown', { timeout: AREAS_SHOWN_TIMEOUT_MS });
}

/**
 * Waits until the camera is still: the map has been idle since its last move began (MapLibre's 'idle',
 * shown as `.map-area[data-camera]`), and returns the view it settled on. For a move the page starts
 * at once (a key, a zoom button, a place chosen); a move that starts later needs `cameraMovedBy`.
 */
export async function cameraSettled(page: Page): Promise<{ zoom: number; bearing: number }> {
  await expect(mapRegion(page)).toHaveAttribute('data-camera', 'still');
  return mapRegion(page).evaluate((el) => ({
    zoom: Number((el as HTMLElement).dataset.zoom),
    bearing: Number((el as HTMLElement).dataset.bearing),
  }));
}

/**
 * Runs an action that moves the camera, maybe later (a focus waits for the geography worker, a wheel
 * zoom for MapLibre's next frame), and waits until a move has begun since (`data-camera-moves`) and
 * the map is idle after it.
 */
export async function cameraMovedBy(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ zoom: number; bearing: number }> {
  const moves = await mapRegion(page).getAttribute('data-camera-moves');
  await action();
  await expect(mapRegion(page)).not.toHaveAttribute('data-camera-moves', moves ?? '');
  return cameraSettled(page);
}

/**
 * Moves the mouse to a point on the page and waits until the map has handled a move there
 * (`.map-area[data-pointer]`, CSS px in the map, rounded), so what the page shows next answers this
 * move and not an earlier one. Already there, the pointer steps aside first: a fresh move is handled.
 */
export async function pointTo(page: Page, x: number, y: number): Promise<void> {
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const handledAt = (px: number, py: number) =>
    page.waitForFunction(
      ([hx, hy]) => {
        const at = document.querySelector('.map-area')?.getAttribute('data-pointer') ?? '';
        const [ax, ay] = at.split(',').map(Number);
        return Math.abs(ax! - hx!) <= 1 && Math.abs(ay! - hy!) <= 1;
      },
      [px - box.x, py - box.y],
    );
  const [lastX, lastY] = ((await mapRegion(page).getAttribute('data-pointer')) ?? '').split(',').map(Number);
  if (Math.abs(lastX! - (x - box.x)) <= 1 && Math.abs(lastY! - (y - box.y)) <= 1) {
    await page.mouse.move(x + 4, y);
    await handledAt(x + 4, y);
  }
  await page.mouse.move(x, y);
  await handledAt(x, y);
}

/**
 * Clicks the vertices of a shape being drawn. The browser delivers the presses in order and terra-draw
 * takes each one as it comes (it keeps no timers), so the vertices need no pause between them: what to
 * wait for is the finished shape in the list.
 */
export async function clickVertices(page: Page, points: ReadonlyArray<readonly [number, number]>): Promise<void> {
  for (const [x, y] of points) await page.mouse.click(x, y);
}

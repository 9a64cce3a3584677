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

/** Opens the app as a new user: welcome, skip, choose a geography, wait for the areas. */
export async function startAs(page: Page, geography: 'Parks' | 'Plazas' | 'Intersections', path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${geography}`) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  if (geography !== 'Parks') await page.getByRole('button', { name: 'Got it' }).click();
  await expect(mapRegion(page)).toHaveAttribute('data-areas-state', 'shown');
}

/** Waits until the camera stops: the reported zoom and bearing hold still for a while. */
export async function cameraSettled(page: Page): Promise<{ zoom: number; bearing: number }> {
  let last = '';
  for (let i = 0; i < 60; i++) {
    const now = `${await mapRegion(page).getAttribute('data-zoom')}|${await mapRegion(page).getAttribute('data-bearing')}`;
    if (now === last) break;
    last = now;
    await page.waitForTimeout(250);
  }
  const [zoom, bearing] = last.split('|').map(Number);
  return { zoom: zoom!, bearing: bearing! };
}

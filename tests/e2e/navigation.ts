/** Moving the map in browser tests the way a user would: through the place search. */
import type { Page } from '@playwright/test';
import { geosearchAnswer } from './demoAreas';
import { cameraMovedBy, expect } from './fixtures';

/** Uses the place search (answered like NYC GeoSearch) to centre the map on a spot, then clicks there. */
export async function goTo(page: Page, lng: number, lat: number) {
  let asked = '';
  await page.route('https://geosearch.planninglabs.nyc/**', async (route) => {
    asked = route.request().url();
    await route.fulfill({ json: geosearchAnswer('Test spot, Manhattan', lng, lat) });
  });
  await page.getByLabel('Search places').fill('test spot');
  await page.getByLabel('Search places').press('Enter');
  await cameraMovedBy(page, () => page.getByRole('button', { name: 'Test spot, Manhattan' }).click());
  const url = new URL(asked);
  expect(url.pathname).toBe('/v2/autocomplete');
  expect(url.searchParams.get('text')).toBe('test spot');
  expect(url.searchParams.get('size')).toBe('5');
  expect(url.searchParams.get('focus.point.lat')).not.toBeNull();
}

/**
 * The map's centre on the page: where a found place lands and, with an area focused, the middle of
 * the part of the map the panels and banners leave visible (`.map-area[data-centre]`).
 */
export async function mapCentre(page: Page) {
  // Read once the camera is at rest (a focus still framing its area counts as moving): clicks at a
  // centre read mid-move land where the map no longer is.
  await expect(page.locator('.map-area')).toHaveAttribute('data-camera', 'still');
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const [x, y] = ((await page.locator('.map-area').getAttribute('data-centre')) ?? '').split(',').map(Number);
  return Number.isFinite(x) && Number.isFinite(y)
    ? { x: box.x + x!, y: box.y + y! }
    : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The screen point nearest (x, y) where the map shows a pointer cursor, i.e. a clickable feature:
 * found by moving the mouse outward in rings, as a user hunting for a small icon would. `cursor` names
 * another cursor to look for (the zone creator shows a crosshair over the points it can pick).
 */
export async function pointerSpotNear(
  page: Page,
  x: number,
  y: number,
  maxRadius = 90,
  step = 5,
  cursor = 'pointer',
): Promise<{ x: number; y: number }> {
  const canvas = page.locator('.maplibregl-canvas');
  const candidates: Array<{ x: number; y: number; d: number }> = [];
  for (let dx = -maxRadius; dx <= maxRadius; dx += step) {
    for (let dy = -maxRadius; dy <= maxRadius; dy += step) {
      const d = Math.hypot(dx, dy);
      if (d <= maxRadius) candidates.push({ x: x + dx, y: y + dy, d });
    }
  }
  candidates.sort((a, b) => a.d - b.d);
  for (const c of candidates) {
    await page.mouse.move(c.x, c.y);
    if ((await canvas.evaluate((el) => (el as HTMLElement).style.cursor)) === cursor) return { x: c.x, y: c.y };
  }
  throw new Error(`no clickable map feature within ${maxRadius} px of (${x}, ${y})`);
}

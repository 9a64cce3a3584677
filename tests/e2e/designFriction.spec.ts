import { areasShown, cameraMovedBy, expect, mapRegion, startAs, test } from './fixtures';
import { readFileSync } from 'node:fs';

const designer = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Site Plan Designer' });

test('a picked zone closes the search list', async ({ page }) => {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(designer(page)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matching zones' })).toBeHidden();
  // Typing again opens it.
  await page.getByLabel('Search Zones').fill('Lawn ');
  await expect(page.getByRole('list', { name: 'Matching zones' })).toBeVisible();
});

/**
 * The demo parks plus one 3.4 km × 2.2 km meadow: a focus that fits it lands below zoom 14. Served as a
 * deployment's real bundled file (as `npm run data:fetch` writes one), so the city is not asked.
 */
function parksWithHugeMeadow(): string {
  const file = JSON.parse(readFileSync('public/data/permit-areas/parks.geojson', 'utf8')) as {
    dataset: { sample: boolean };
    features: Array<{ id?: unknown; properties: Record<string, unknown>; geometry: unknown }>;
  };
  file.dataset = { ...file.dataset, sample: false };
  const first = file.features[0]!;
  const [w, s, e, n] = [-73.99, 40.74, -73.95, 40.76];
  file.features.push({
    ...first,
    id: 'huge-meadow',
    properties: {
      ...first.properties,
      name: 'Huge Test Meadow',
      propertyname: 'Huge Test Meadow',
      subpropertyname: '',
      system: 'HUGE',
    },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
  });
  return JSON.stringify(file);
}

test("a focus that lands below the designer's zoom says why and offers to zoom in", async ({ page }) => {
  const body = parksWithHugeMeadow();
  await page.route('**/data/permit-areas/parks.geojson*', (route) =>
    route.fulfill({ body, contentType: 'application/json' }),
  );
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Huge Test');
  await cameraMovedBy(page, () => page.getByRole('button', { name: /Huge Test Meadow/ }).click());
  expect(Number(await mapRegion(page).getAttribute('data-zoom'))).toBeLessThan(14);
  await expect(designer(page)).toBeHidden();
  const zoomIn = page.getByRole('button', { name: 'Zoom in to design' });
  await expect(page.getByText(/The design tools show from zoom 14/)).toBeVisible();
  await zoomIn.click();
  await expect(designer(page)).toBeVisible();
  await expect(zoomIn).toBeHidden();
});

test("the tutorial started before any geography is chosen searches the default geography's areas", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Find a Permit Area' })).toBeVisible();
  await areasShown(page);
  await page.getByLabel('Search Zones').fill('Lawn');
  await expect(page.getByRole('button', { name: /Bryant Park - Lawn/ })).toBeVisible();
});

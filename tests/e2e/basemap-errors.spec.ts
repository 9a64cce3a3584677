import { areasShown, expect, startAs, test } from './fixtures';

const NOTICE = 'Basemap unreachable — showing the offline map. Areas and tools keep working.';

test('offline: the basemap falls back to the local style, says so, and the app keeps working', async ({ page }) => {
  await startAs(page, 'Parks');
  await expect(page.getByTestId('basemap-notice')).toHaveText(NOTICE);
  // Areas, search and focus still work on the fallback map.
  await page.getByLabel('Search Zones').fill('fountain');
  await page
    .getByRole('button', { name: /Fountain/ })
    .first()
    .click();
  await expect(page.getByText('Focused on:')).toBeVisible();
});

test('online: the CARTO style is used and no notice shows; satellite asks the NYC aerial tiles', async ({ page }) => {
  const styleRequests: string[] = [];
  await page.route('https://basemaps.cartocdn.com/**', async (route) => {
    styleRequests.push(route.request().url());
    // A minimal valid style standing in for CARTO's answer.
    await route.fulfill({
      json: {
        version: 8,
        name: 'stand-in',
        sources: {},
        layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#eeeeee' } }],
      },
    });
  });
  const tiles: string[] = [];
  for (const host of ['https://maps.nyc.gov/**', 'https://tiles.arcgis.com/**'])
    await page.route(host, (route) => {
      tiles.push(route.request().url());
      return route.abort('internetdisconnected');
    });
  await startAs(page, 'Parks');
  expect(styleRequests[0]).toBe('https://basemaps.cartocdn.com/gl/positron-gl-style/style.json');
  await expect(page.getByTestId('basemap-notice')).toHaveCount(0);

  await page.getByText('Satellite', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Satellite' })).toBeChecked();
  // The 2024 photos from the city's ArcGIS organisation (the old host removed 2020 and later), then 2018.
  await expect.poll(() => tiles.some((u) => u.includes('/NYC_Orthos_2024/MapServer/tile/'))).toBe(true);
  await expect.poll(() => tiles.some((u) => u.includes('/xyz/1.0.0/carto/label-lt/'))).toBe(true);
  await page.getByLabel('Imagery year').selectOption('2018');
  await expect.poll(() => tiles.some((u) => u.includes('/xyz/1.0.0/photo/2018/'))).toBe(true);
  // Unreachable imagery is reported, and the areas stay on the map.
  await expect(page.getByTestId('basemap-notice')).toHaveText(
    'Aerial imagery unreachable — areas and tools keep working.',
  );
  await areasShown(page);

  await page.getByText('Streets', { exact: true }).click();
  await expect(page.getByTestId('basemap-notice')).toHaveCount(0);
  // Dark mode switches to the dark CARTO style.
  await page.getByRole('button', { name: 'Switch to Dark Mode' }).click();
  await expect
    .poll(() => styleRequests.includes('https://basemaps.cartocdn.com/gl/dark-matter-gl-style/style.json'))
    .toBe(true);
  await areasShown(page);
});

test('a malformed area file gives a clear banner at once, and Try again recovers', async ({ page }) => {
  let broken = true;
  await page.route('**/data/permit-areas/parks.geojson*', (route) =>
    broken ? route.fulfill({ body: '{"type":"FeatureColl', contentType: 'application/json' }) : route.fallback(),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error loading zone geometry: The area file is not valid JSON');
  await expect(page.locator('.layer-row .tag-error')).toHaveText('Error');
  broken = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await areasShown(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failing area server is retried 5 times, with Loading zone geometry... meanwhile', async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/data/permit-areas/plazas.geojson*', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 503, body: 'down' });
  });
  await startAs(page, 'Parks');
  await page.getByRole('button', { name: 'Wrong mode selected? Click here to switch.' }).click();
  await page.getByRole('radio', { name: /^Plazas/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Loading zone geometry...')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Error loading zone geometry: Failed to load polygon areas', {
    timeout: 20_000,
  });
  await expect(page.getByRole('alert')).toContainText('Last error: HTTP 503');
  expect(asked).toHaveLength(5);
  expect(asked.every((u) => /plazas\.geojson\?_ts=\d+$/.test(u))).toBe(true);
});

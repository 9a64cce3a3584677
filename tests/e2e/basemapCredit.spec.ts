/**
 * Issue 44: the imagery that exists (the city's 2024 orthophotos, asked row before column) with its
 * owner's credit on the map, and CARTO's and OpenStreetMap's credit on the streets.
 */
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** A 1 x 1 grey PNG for the stand-in tiles. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==',
  'base64',
);

/** Tiles from another origin are drawn only with CORS, as the real hosts answer. */
const CORS = { 'Access-Control-Allow-Origin': '*' };

/** CARTO's style answered by a stand-in with one raster tile set, as CARTO's own style has no inline credit. */
async function answerCarto(page: Page): Promise<void> {
  await page.route('https://basemaps.cartocdn.com/**', (route) =>
    route.fulfill({
      json: {
        version: 8,
        name: 'stand-in',
        sources: { carto: { type: 'raster', tiles: ['https://tiles.example.test/{z}/{x}/{y}.png'], tileSize: 256 } },
        layers: [
          { id: 'bg', type: 'background', paint: { 'background-color': '#eeeeee' } },
          { id: 'carto', type: 'raster', source: 'carto' },
        ],
      },
    }),
  );
  await page.route('https://tiles.example.test/**', (route) =>
    route.fulfill({ body: TILE_PNG, contentType: 'image/png', headers: CORS }),
  );
}

/** The tile column and row of a longitude and latitude at zoom z (Web Mercator). */
function tileOf(lng: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

test("'Satellite' asks the city's 2024 orthophotos row before column, and credits them on the map", async ({
  page,
}) => {
  await answerCarto(page);
  const asked: string[] = [];
  await page.route('https://tiles.arcgis.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ body: TILE_PNG, contentType: 'image/png', headers: CORS });
  });
  await startAs(page, 'Parks');
  // The streets carry CARTO's and OpenStreetMap's credit in the map's compact attribution.
  const attribution = page.locator('.maplibregl-ctrl-attrib');
  await expect(attribution).toContainText('© OpenStreetMap contributors');
  await expect(attribution).toContainText('© CARTO');

  await page.getByText('Satellite', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Satellite' })).toBeChecked();
  await expect(page.getByLabel('Imagery year')).toHaveValue('2024');
  const TILE = /\/NYC_Orthos_2024\/MapServer\/tile\/(\d+)\/(\d+)\/(\d+)$/;
  await expect.poll(() => asked.filter((u) => TILE.test(u)).length).toBeGreaterThan(0);
  // Row before column: around New York the row (y) and the column (x) differ, and each is where NYC is.
  for (const url of asked.filter((u) => TILE.test(u))) {
    const [, z, row, col] = TILE.exec(url)!.map(Number) as [number, number, number, number];
    const nw = tileOf(-74.26, 40.92, z);
    const se = tileOf(-73.7, 40.47, z);
    expect(row, url).toBeGreaterThanOrEqual(nw.y - 1);
    expect(row, url).toBeLessThanOrEqual(se.y + 1);
    expect(col, url).toBeGreaterThanOrEqual(nw.x - 1);
    expect(col, url).toBeLessThanOrEqual(se.x + 1);
  }
  await expect(attribution).toContainText('Imagery © NYC OTI (2024)');

  // The 2018 photos are the older choice, from the city's old host.
  const older: string[] = [];
  await page.route('https://maps.nyc.gov/**', (route) => {
    older.push(route.request().url());
    return route.fulfill({ body: TILE_PNG, contentType: 'image/png', headers: CORS });
  });
  await page.getByLabel('Imagery year').selectOption('2018');
  await expect.poll(() => older.some((u) => u.includes('/xyz/1.0.0/photo/2018/'))).toBe(true);
  await expect(attribution).toContainText('Imagery © City of New York (2018)');
});

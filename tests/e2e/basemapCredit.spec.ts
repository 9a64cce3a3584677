/**
 * Issue 44: the imagery that exists (the city's 2024 orthophotos, asked row before column) with its
 * owner's credit on the map, and CARTO's and OpenStreetMap's credit on the streets.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { answerCarto, CORS, NORTH_BAND_RGB, TILE_PNG } from './basemapStandIn';
import { lawnBounds } from './scaleBarWords';
import { MAP_FRAME_MM, mmToPx } from '../../src/shared/export/pageLayout';
import { pdfText, pdfWords } from './pdfReader';

test.describe.configure({ timeout: 120_000 });

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

/** A PNG's pixel (image pixels from the top left) as RGB, decoded by the browser itself. */
async function pixelAt(page: Page, png: Buffer, at: { x: number; y: number }): Promise<number[]> {
  return page.evaluate(
    async ({ b64, at }) => {
      const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(1, 1);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, -at.x, -at.y);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    },
    { b64: png.toString('base64'), at },
  );
}

/** The dark pixels of a PNG inside a box (image pixels), decoded by the browser itself. */
async function inkIn(page: Page, png: Buffer, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate(
    async ({ b64, box }) => {
      const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(box.width, box.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, -box.x, -box.y);
      const data = ctx.getImageData(0, 0, box.width, box.height).data;
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 200) ink++;
      return ink;
    },
    { b64: png.toString('base64'), box },
  );
}

test("the exported PDF's map sheet and the PNG carry the streets' credit by the scale bar", async ({ page }) => {
  // Two exports, each a 150 dpi map in software WebGL.
  test.setTimeout(180_000);
  // The basemap is red north of the Lawn's middle: the PNG's map must be red at its top only.
  const [, south, , north] = lawnBounds();
  await answerCarto(page, { northOf: (south + north) / 2 });
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  const designer = page.getByRole('complementary', { name: 'Site Plan Designer' });
  await expect(designer).toBeVisible();
  const exportAs = async (label: 'PDF Document' | 'PNG Image') => {
    await designer.getByRole('button', { name: 'Export Site Plan' }).click();
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('menuitem', { name: label }).click();
    return (await downloading).path();
  };

  const pdf = await exportAs('PDF Document');
  const sheet = pdfText(pdf, 1);
  expect(sheet).toContain('© CARTO © OpenStreetMap contributors');
  expect(sheet).not.toContain('No basemap');
  // The credit's words on the sheet, in points from the top-left.
  const words = pdfWords(pdf, 1);
  const first = words.findIndex((w, i) => w.text === '©' && words[i + 1]?.text === 'CARTO');
  expect(first, 'the credit on the map sheet').toBeGreaterThanOrEqual(0);
  const credit = words.slice(first, first + 5);
  expect(credit.map((w) => w.text).join(' ')).toBe('© CARTO © OpenStreetMap contributors');

  // The PNG is the same page at 150 dpi: where the PDF prints the credit, the image has its ink.
  const png = readFileSync(await exportAs('PNG Image'));
  const px = 150 / 72;
  const box = {
    x: Math.floor(Math.min(...credit.map((w) => w.xMin)) * px),
    y: Math.floor(Math.min(...credit.map((w) => w.yMin)) * px),
    width: Math.ceil((Math.max(...credit.map((w) => w.xMax)) - Math.min(...credit.map((w) => w.xMin))) * px),
    height: Math.ceil((Math.max(...credit.map((w) => w.yMax)) - Math.min(...credit.map((w) => w.yMin))) * px),
  };
  expect(await inkIn(page, png, box)).toBeGreaterThan(40);

  // The map as the offscreen map drew it, north up (its pixels are read off the GPU bottom row first):
  // red in the frame's top corner, the tiles' grey in its bottom corner, west of the Lawn at both.
  const inset = mmToPx(4);
  const topLeft = { x: mmToPx(MAP_FRAME_MM.x) + inset, y: mmToPx(MAP_FRAME_MM.y) + inset };
  const bottomLeft = { x: topLeft.x, y: mmToPx(MAP_FRAME_MM.y + MAP_FRAME_MM.height) - inset };
  const near = (rgb: number[], want: readonly number[]) => rgb.every((v, i) => Math.abs(v - want[i]!) < 40);
  expect(near(await pixelAt(page, png, topLeft), NORTH_BAND_RGB), 'the north-west corner is red').toBe(true);
  expect(near(await pixelAt(page, png, bottomLeft), [238, 238, 238]), 'the south-west corner is grey').toBe(true);
});

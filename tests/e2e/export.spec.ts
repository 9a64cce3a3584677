import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { pdfInfo, pdfText, pdfWords, type PdfWord } from './pdfReader';
import { barClaim, lawnBounds } from './scaleBarWords';
import { cssSizeFor, FIT_PADDING_PX, MAP_FRAME_MM } from '../../src/shared/export/pageLayout';

// An export renders a 150 dpi map in software WebGL: each test gets room for two of them.
test.describe.configure({ timeout: 120_000 });

const designer = (page: Page) => page.getByRole('complementary', { name: 'Site Plan Designer' });

async function focusLawn(page: Page) {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(designer(page)).toBeVisible();
}

async function exportAs(
  page: Page,
  label: 'PNG Image' | 'JPG Image' | 'PDF Document',
): Promise<{ download: Download; bytes: Buffer; path: string }> {
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: label }).click();
  const download = await downloading;
  const path = await download.path();
  return { download, bytes: readFileSync(path), path };
}

/**
 * Ground metres per PDF point on the map frame, computed from first principles: Web Mercator, the
 * frame's CSS size, the 12 px fit padding, and the frame drawn across MAP_FRAME_MM.
 */
function expectedMetresPerPoint(): number {
  const R = 6378137;
  const [w, s, e, n] = lawnBounds();
  const x = (lng: number) => (R * lng * Math.PI) / 180;
  const y = (lat: number) => R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const { width, height } = cssSizeFor(MAP_FRAME_MM);
  const pxPerMetreAtZ0 = 512 / (2 * Math.PI * R);
  const scale = Math.min(
    (width - 2 * FIT_PADDING_PX) / ((x(e) - x(w)) * pxPerMetreAtZ0),
    (height - 2 * FIT_PADDING_PX) / ((y(n) - y(s)) * pxPerMetreAtZ0),
  );
  const latC = (2 * Math.atan(Math.exp((y(n) + y(s)) / 2 / R)) - Math.PI / 2) * (180 / Math.PI);
  const groundMetresPerCssPx = Math.cos((latC * Math.PI) / 180) / (pxPerMetreAtZ0 * scale);
  const pointsPerCssPx = ((MAP_FRAME_MM.width / width) * 72) / 25.4;
  return groundMetresPerCssPx / pointsPerCssPx;
}

/** The scale bar: its '0' and 'N unit' labels, each centred on an end of the bar. */
function scaleBar(words: PdfWord[]): { lengthPt: number; metres: number } | null {
  const claim = barClaim(words);
  const centre = (w: PdfWord) => (w.xMin + w.xMax) / 2;
  return claim && { lengthPt: centre(claim.end) - centre(claim.zero), metres: claim.metres };
}

test('PDF: an A4 landscape site plan with its legend, summaries and a scale bar true to the ground', async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await page.getByRole('checkbox', { name: 'Bus Stops', exact: true }).check();
  await expect(page.locator('[data-layer="busStops"] .count')).toHaveText(/^[1-9]\d*$/);

  // Event information and one placed object.
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await info.getByLabel('Event name').fill('Summer Picnic');
  await info.getByRole('button', { name: 'Save' }).click();
  const { x, y } = await mapCentre(page);
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: /^Tent \(10 x 10 ft\)/ })
    .click();
  await page.mouse.click(x, y + 40);
  await expect(page.locator('#placed-objects-title')).toHaveText('Placed Objects (1)');

  const canvasesBefore = await page.locator('canvas').count();
  const { download, bytes, path } = await exportAs(page, 'PDF Document');
  expect(download.suggestedFilename()).toMatch(/^siteplan-bryant-park[a-z0-9-]*-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
  await expect(page.getByRole('status').filter({ hasText: `Saved ${download.suggestedFilename()}` })).toBeVisible();
  // The offscreen map is gone.
  expect(await page.locator('[data-export-map]').count()).toBe(0);
  expect(await page.locator('canvas').count()).toBe(canvasesBefore);

  const info1 = pdfInfo(path);
  // The map, the two summaries, the permit pre-check and the permits with their deadlines.
  expect(info1.pages).toBe(5);
  expect(info1.pageSize).toMatch(/^841\.89 x 595\.2\d pts \(A4\)/);
  const all = pdfText(path);
  expect(all).toContain('Layers and Equipment Summary');
  expect(all).toContain('Parking & Transit Summary');
  expect(pdfText(path, 4)).toContain('Permit Pre-check');
  expect(pdfText(path, 5)).toContain('Permits and deadlines');
  const first = pdfText(path, 1);
  expect(first).toContain('Bryant Park');
  expect(first).toContain('Summer Picnic');
  expect(first).toContain('Bus Stops');
  expect(first).toContain('Tent');

  const bar = scaleBar(pdfWords(path, 1));
  expect(bar, 'a scale bar with its 0 and length labels').not.toBeNull();
  const expectedPt = bar!.metres / expectedMetresPerPoint();
  expect(Math.abs(bar!.lengthPt - expectedPt) / expectedPt).toBeLessThan(0.01);
});

test('PNG and JPG: each a real image of the whole page at 150 dpi', async ({ page }) => {
  await startAs(page, 'Parks');
  await focusLawn(page);
  const png = await exportAs(page, 'PNG Image');
  expect(png.download.suggestedFilename()).toMatch(/^siteplan-bryant-park[a-z0-9-]*-\d{4}-\d{2}-\d{2}\.png$/);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // IHDR: width and height of A4 landscape at 150 dpi.
  expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([1754, 1240]);

  const jpg = await exportAs(page, 'JPG Image');
  expect(jpg.download.suggestedFilename()).toMatch(/\.jpg$/);
  expect([...jpg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpg.bytes.subarray(-2).toString('hex')).toBe('ffd9');
});

/** A 1 x 1 grey PNG for the stand-in basemap's raster tiles. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==',
  'base64',
);

test('cancel stops an export, and a basemap that never draws fails with the spec’s text; nothing is left behind', async ({
  page,
}) => {
  let tilesHang = false;
  await page.route('https://basemaps.cartocdn.com/**', (route) =>
    route.fulfill({
      json: {
        version: 8,
        name: 'stand-in',
        sprite: 'https://tiles.example.test/sprite',
        sources: { tiles: { type: 'raster', tiles: ['https://tiles.example.test/{z}/{x}/{y}.png'], tileSize: 256 } },
        layers: [
          { id: 'bg', type: 'background', paint: { 'background-color': '#eeeeee' } },
          { id: 'tiles', type: 'raster', source: 'tiles' },
        ],
      },
    }),
  );
  // Tiles and the sprite answer until the test makes them hang: the offscreen map's style then never loads.
  await page.route('https://tiles.example.test/**', (route) => {
    if (tilesHang) return;
    if (route.request().url().endsWith('.json')) return route.fulfill({ json: {} });
    return route.fulfill({ body: TILE_PNG, contentType: 'image/png' });
  });
  await startAs(page, 'Parks');
  await focusLawn(page);
  const canvasesBefore = await page.locator('canvas').count();
  tilesHang = true;

  let downloads = 0;
  page.on('download', () => downloads++);
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  await expect(page.getByRole('status').getByText('Rendering map…')).toBeVisible();
  await expect(page.locator('[data-export-map]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.locator('[data-export-map]')).toHaveCount(0);
  await expect(designer(page).getByRole('button', { name: 'Export Site Plan' })).toBeEnabled();

  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  await page.getByRole('menuitem', { name: 'PNG Image' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Export failed: Offscreen map style load timeout' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-export-map]')).toHaveCount(0);
  expect(await page.locator('canvas').count()).toBe(canvasesBefore);
  expect(downloads).toBe(0);
});

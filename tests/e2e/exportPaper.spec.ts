import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { answerOpenData } from './openData';
import { pdfInfo, pdfText, pdfWords } from './pdfReader';
import { savePlan } from './planFileHelpers';
import { barClaim, lawnBounds } from './scaleBarWords';
import { cssSizeFor, FIT_PADDING_PX, pageGeometry } from '../../src/shared/export/pageLayout';

// Each test renders a 150 dpi map in software WebGL.
test.describe.configure({ timeout: 120_000 });

const designer = (page: Page) => page.getByRole('complementary', { name: 'Site Plan Designer' });
const MM_PER_PT = 25.4 / 72;
const R = 6378137;

async function focusLawn(page: Page) {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(designer(page)).toBeVisible();
}

async function pageSetup(page: Page, paper: string, orientation: 'Landscape' | 'Portrait', scale: string) {
  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Options' });
  await dialog.getByLabel('Paper').selectOption({ label: paper });
  await dialog.getByRole('radio', { name: orientation }).check();
  await dialog.getByLabel('Map scale').selectOption({ label: scale });
  return dialog;
}

async function exportFile(page: Page, label: 'PNG Image' | 'PDF Document'): Promise<string> {
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('menuitem', { name: label }).click();
  return (await downloading).path();
}

/** Page 1's content stream, inflated: the drawing operators as written. */
function firstPageContent(path: string): string {
  const buf = readFileSync(path);
  const raw = buf.toString('latin1');
  const contents = /\/Type \/Page\b[^]*?\/Contents (\d+) 0 R/.exec(raw)!;
  const obj = new RegExp(`\\n${contents[1]!} 0 obj[^]*?stream\\r?\\n`).exec(raw)!;
  const start = obj.index + obj[0].length;
  return inflateSync(buf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
}

/**
 * The drawn bar: the row of filled rectangles 1.6 mm high whose left end is under the '0'. Its
 * length in points, from the PDF's own 're' operators.
 */
function drawnBarPt(content: string, zeroCentreX: number): number {
  const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map(
    (m) => m.slice(1, 5).map(Number) as [number, number, number, number],
  );
  const barHeightPt = 1.6 / MM_PER_PT;
  const segments = rects.filter(([, , w, h]) => Math.abs(Math.abs(h) - barHeightPt) < 0.05 && w > 0);
  const first = segments.find(([x]) => Math.abs(x - zeroCentreX) < 1)!;
  expect(first, 'a bar segment starting under the 0').toBeDefined();
  const row = segments.filter(([, y]) => Math.abs(y - first[1]) < 0.01).sort((a, b) => a[0] - b[0]);
  let end = first[0];
  for (const [x, , w] of row) if (Math.abs(x - end) < 0.05 || x === first[0]) end = Math.max(end, x + w);
  return end - first[0];
}

test('Tabloid at 1:500: 1224 x 792 pt, the title block, and a scale bar true to the ground', async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await info.getByLabel('Event name').fill('Summer Picnic');
  await info.getByLabel('Organizer').fill('Friends of Bryant Park');
  await info.getByLabel('Permit number').fill('EV-2026-0412');
  await info.getByRole('button', { name: 'Save' }).click();

  const dialog = await pageSetup(page, 'Tabloid (11 × 17 in)', 'Landscape', '1:500');
  // The Lawn's bounds are 143 x 146 m of ground; Tabloid's 318 x 267 mm map holds 159 x 134 m at 1:500.
  await expect(dialog.getByRole('status')).toHaveText(
    'The area does not fit on this page at 1:500: parts of it lie outside the map.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Beside the export button too, before exporting.
  await expect(designer(page).getByRole('note').filter({ hasText: 'does not fit' })).toHaveText(
    'The area does not fit on this page at 1:500: parts of it lie outside the map.',
  );

  const path = await exportFile(page, 'PDF Document');
  const info1 = pdfInfo(path);
  expect(info1.pageSize).toMatch(/^1224 x 792 pts/);
  const first = pdfText(path, 1);
  expect(first).toContain('Scale 1:500');
  for (const s of ['Summer Picnic', 'Friends of Bryant Park', 'Permit #', 'EV-2026-0412', 'Bryant Park', 'Revision'])
    expect(first).toContain(s);
  // The page says so too (the title block wraps it over lines).
  expect(first.replace(/\s+/g, ' ')).toContain('The area does not fit on this page at 1:500');

  // 'Scale 1:500' is worked out from the captured map's own bounds (to the unit below 1,000), so the
  // capture is at 1:500 at its centre latitude. The bar as drawn, against the ground its label
  // claims at 1:500:
  const words = pdfWords(path, 1);
  const claim = barClaim(words);
  expect(claim, 'a scale bar with its 0 and length labels').not.toBeNull();
  const zeroCentre = (claim!.zero.xMin + claim!.zero.xMax) / 2;
  const drawn = drawnBarPt(firstPageContent(path), zeroCentre);
  const expectedPt = ((claim!.metres / 500) * 1000) / MM_PER_PT;
  expect(Math.abs(drawn - expectedPt) / expectedPt).toBeLessThan(0.01);
  // The length label is centred on the bar's end.
  expect(Math.abs((claim!.end.xMin + claim!.end.xMax) / 2 - zeroCentre - drawn)).toBeLessThan(1);
});

test('Letter landscape fitted to the area: 792 x 612 pt and its written scale and bar true to the ground', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  await focusLawn(page);
  const dialog = await pageSetup(page, 'US Letter (8.5 × 11 in)', 'Landscape', 'Fit to area');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const path = await exportFile(page, 'PDF Document');
  expect(pdfInfo(path).pageSize).toMatch(/^792 x 612 pts \(letter\)/);
  // Summary pages: landscape Letter too.
  expect(pdfText(path)).toContain('Parking & Transit Summary');

  // Ground metres per point from first principles: the fit of the Lawn (12 px padding) into
  // Letter's map frame in Web Mercator, shrunk by cos(latitude) at the frame's centre.
  const frame = pageGeometry('letter', 'landscape').mapFrame;
  const { width, height } = cssSizeFor(frame);
  const [w, s, e, n] = lawnBounds();
  const x = (lng: number) => (R * lng * Math.PI) / 180;
  const y = (lat: number) => R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const pxPerMetreAtZ0 = 512 / (2 * Math.PI * R);
  const scale = Math.min(
    (width - 2 * FIT_PADDING_PX) / ((x(e) - x(w)) * pxPerMetreAtZ0),
    (height - 2 * FIT_PADDING_PX) / ((y(n) - y(s)) * pxPerMetreAtZ0),
  );
  const latC = (2 * Math.atan(Math.exp((y(n) + y(s)) / 2 / R)) - Math.PI / 2) * (180 / Math.PI);
  const metresPerMm = Math.cos((latC * Math.PI) / 180) / (pxPerMetreAtZ0 * scale) / (frame.width / width);
  const first = pdfText(path, 1);
  const written = /Scale 1:([\d,]+)/.exec(first);
  expect(written).not.toBeNull();
  expect(Math.abs(Number(written![1]!.replace(/,/g, '')) / (metresPerMm * 1000) - 1)).toBeLessThan(0.01);
  expect(first).toContain('(fit to area)');
  const claim = barClaim(pdfWords(path, 1))!;
  const drawn = drawnBarPt(firstPageContent(path), (claim.zero.xMin + claim.zero.xMax) / 2);
  const expectedPt = claim.metres / metresPerMm / MM_PER_PT;
  expect(Math.abs(drawn - expectedPt) / expectedPt).toBeLessThan(0.01);
});

test('Letter portrait: the options warn while the Lawn does not fit the scale; the PNG is the portrait Letter page', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  await focusLawn(page);
  const dialog = await pageSetup(page, 'US Letter (8.5 × 11 in)', 'Portrait', '1:250');
  await expect(dialog.getByRole('status')).toHaveText(
    'The area does not fit on this page at 1:250: parts of it lie outside the map.',
  );
  // At 1:1,000 the 204 x 175 mm map holds 204 x 175 m: the Lawn (143 x 146 m) fits.
  await dialog.getByLabel('Map scale').selectOption({ label: '1:1,000' });
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Saved with the plan's export options; the dialog opens with them again.
  expect((await savePlan(page)).exportOptions).toEqual({
    includeDimensions: true,
    dimensionUnits: 'm',
    paper: 'letter',
    orientation: 'portrait',
    scale: 1000,
    detailSheets: true,
  });
  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  const again = page.getByRole('dialog', { name: 'Export Options' });
  await expect(again.getByLabel('Paper')).toHaveValue('letter');
  await expect(again.getByRole('radio', { name: 'Portrait' })).toBeChecked();
  await expect(again.getByLabel('Map scale')).toHaveValue('1000');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(designer(page).getByRole('note').filter({ hasText: 'does not fit' })).toHaveCount(0);

  const png = readFileSync(await exportFile(page, 'PNG Image'));
  // IHDR: 8.5 x 11 in at 150 dpi.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1275, 1650]);
});

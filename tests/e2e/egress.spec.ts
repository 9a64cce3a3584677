/**
 * Occupant load and egress in the browser (issue 39): the beer garden — a ring of barricades on the
 * Lawn with one 6 ft gap, 1,200 expected — is short of exits and width in the pre-check's group; three
 * Exits placed inside it make the count and the width, the findings clear, an exit's clear width is
 * edited in the selection's properties, and the packet prints the 'Occupant load and egress' table.
 */
import type { Page } from '@playwright/test';
import { cameraSettled, expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { pdfText } from './pdfReader';
import { LAWN, designer, exportPdf, focusName, importJson, placedHeading, placedList } from './planFileHelpers';

const CENTRE = { lng: -73.98345, lat: 40.75375 };
const FT_LAT = 0.3048 / 111195;
const FT_LNG = 0.3048 / (111195 * Math.cos((CENTRE.lat * Math.PI) / 180));
const at = (east: number, north: number) => ({ lng: CENTRE.lng + east * FT_LNG, lat: CENTRE.lat + north * FT_LAT });

/**
 * 8 ft barricades end to end round a 200 by 120 ft rectangle centred on the Lawn, leaving one 6 ft gap
 * in the middle of the south side (from 3 ft west of the centre to 3 ft east).
 */
function ring() {
  const [w, h] = [200, 120];
  const pieces: { east: number; north: number; rotationDeg: number }[] = [];
  for (let i = 0; i < 25; i++) pieces.push({ east: -w / 2 + 4 + i * 8, north: h / 2, rotationDeg: 0 });
  for (let k = 0; k < 12; k++)
    pieces.push(
      { east: -(7 + 8 * k), north: -h / 2, rotationDeg: 0 },
      { east: 7 + 8 * k, north: -h / 2, rotationDeg: 0 },
    );
  for (let i = 0; i < 15; i++) {
    const north = -h / 2 + 4 + i * 8;
    pieces.push({ east: -w / 2, north, rotationDeg: 90 }, { east: w / 2, north, rotationDeg: 90 });
  }
  return pieces.map((p, i) => ({
    id: `b${i}`,
    type: 'barricade',
    name: 'Barricade',
    position: at(p.east, p.north),
    properties: { rotationDeg: p.rotationDeg },
  }));
}

const group = (page: Page) => page.getByRole('group', { name: 'Occupant load and egress' });
const row = (page: Page, key: string) => group(page).locator(`[data-egress="${key}"]`);
const objectButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: new RegExp(`^${name}`) });

test('the beer garden: exits 1 of 4 and 6 ft of 20 ft; three Exits make 4 of 4 and 24 ft; the PDF prints the table', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  const barricades = ring();
  await importJson(page, {
    schemaVersion: 1,
    geography: { type: 'parks' },
    focusedArea: LAWN,
    view: { center: CENTRE, zoom: 18.25, bearing: 0, pitch: 0 },
    droppedObjects: barricades,
  });
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn');
  await expect(placedHeading(page)).toHaveText(`Placed Objects (${barricades.length})`);

  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  await page.getByLabel('Attendance').fill('1200');
  await page.getByRole('dialog', { name: 'Event Information' }).getByRole('button', { name: 'Save' }).click();

  await expect(row(page, 'exits')).toContainText('1 of 4');
  await expect(row(page, 'width')).toContainText('6 ft of 20 ft');
  await expect(row(page, 'exit')).toContainText('E1');
  await expect(group(page).locator('[data-egress-finding="egress-exits-short"]')).toContainText(
    'Exits: 1 of 4 for 1,200 people',
  );
  await expect(group(page).locator('[data-egress-finding="egress-width-short"]')).toBeVisible();

  // Three Exits inside the ring, 45 ft apart along its middle: each is a way out.
  await cameraSettled(page);
  const c = await mapCentre(page);
  for (const dx of [-60, 0, 60]) {
    await objectButton(page, 'Exit').click();
    await page.mouse.click(c.x + dx, c.y);
  }
  await expect(placedHeading(page)).toHaveText(`Placed Objects (${barricades.length + 3})`);
  await expect(row(page, 'exits')).toContainText('4 of 4');
  await expect(row(page, 'width')).toContainText('24 ft of 20 ft');
  await expect(row(page, 'exits')).toHaveAttribute('data-short', 'false');
  await expect(row(page, 'width')).toHaveAttribute('data-short', 'false');
  await expect(group(page).locator('[data-egress-finding="egress-exits-short"]')).toHaveCount(0);
  await expect(group(page).locator('[data-egress-finding="egress-width-short"]')).toHaveCount(0);

  // One exit's clear width, set in the selection's properties in the user's units (metres here): the width follows.
  const exit = placedList(page).locator('li', { hasText: 'Exit' }).last();
  await exit.getByRole('button').first().click();
  await expect(exit).toHaveClass(/selected/);
  const clear = page.getByLabel('Clear width (m)');
  await expect(clear).toHaveValue('1.83');
  // 8 ft.
  await clear.fill('2.4384');
  await clear.press('Enter');
  await expect(row(page, 'width')).toContainText('26 ft of 20 ft');

  const pdf = await exportPdf(page);
  const text = pdfText(pdf);
  // The plan sheet tags every exit with its number and clear width (the ring's gap and the three placed).
  const sheet = pdfText(pdf, 1);
  expect(sheet).toMatch(/E1 6 ft/);
  expect(sheet.match(/E\d 6 ft/g)?.length).toBe(3);
  expect(sheet).toMatch(/E\d 8 ft/);
  const table = text.slice(text.indexOf('Occupant load and egress'));
  expect(table).toMatch(/4 of 4/);
  expect(table).toMatch(/26 ft of 20 ft/);
  expect(table).toMatch(/E4/);
  expect(table).toMatch(/Fire guards/);
  expect(table).toMatch(/NYC Building Code § 1004\.1\.2/);
});

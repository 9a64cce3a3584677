/**
 * What is drawn is what is saved, printed and filed: a tent resized to 6 × 6 m is 6 × 6 m (19.7 ft) in
 * the plan file, the packet's legend and equipment table and the pre-check's findings, with no trace of
 * its catalogue size; and a 10,000-character note is in the packet whole.
 */
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { pdfText } from './pdfReader';
import { designer, exportPdf, focusLawn, placedHeading, placedList, savePlan } from './planFileHelpers';

// An export renders a 150 dpi map in software WebGL.
test.describe.configure({ timeout: 150_000 });

const properties = (page: Page) => page.getByRole('region', { name: 'Shape Properties' });
const findings = (page: Page) => page.getByRole('list', { name: 'Nudges' });
const SIX_M_FT = 6 / 0.3048;
const RESIZED = 'Tent (19.7 x 19.7 ft)';

test('a tent resized to 6 × 6 m is 6 × 6 m in the file, the packet and the findings', async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Tent/ }).click();
  await page.mouse.click(x, y);
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  // In a park a tent raises the Parks finding, named by the tent.
  await expect(findings(page).locator('[data-rule="park-tent-stakes"]')).toContainText('Tent (10 x 10 ft)');

  // Selected from the list, then resized in metres (Export Options' default units) as a user does.
  await placedList(page).locator('li').first().getByRole('button').first().click();
  await expect(properties(page).getByLabel('Width (m)')).toHaveValue('3.05');
  await properties(page).getByLabel('Width (m)').fill('6');
  await properties(page).getByLabel('Depth (m)').fill('6');
  await properties(page).getByRole('button', { name: 'Resize' }).click();
  await expect(placedList(page)).toContainText(RESIZED);
  await expect(placedList(page)).toContainText('6 × 6 m');
  await expect(page.locator('.object-counts')).toHaveText(`${RESIZED}: 1`);

  // The findings: the same tent, at its one size.
  const stakes = findings(page).locator('[data-rule="park-tent-stakes"]');
  await expect(stakes).toContainText(`A ${RESIZED} is on the plan`);
  await expect(findings(page)).not.toContainText('10 x 10');

  // The file: one size, and the name that says it.
  const saved = await savePlan(page);
  const [tent] = saved.droppedObjects as {
    name: string;
    properties: { name: string; label: string; footprintFt: { width: number; depth: number }; widthFt: number };
  }[];
  expect(tent!.properties.footprintFt.width).toBeCloseTo(SIX_M_FT, 6);
  expect(tent!.properties.footprintFt.depth).toBeCloseTo(SIX_M_FT, 6);
  expect(tent!.properties.widthFt).toBeCloseTo(SIX_M_FT, 6);
  expect([tent!.name, tent!.properties.name, tent!.properties.label]).toEqual([RESIZED, RESIZED, RESIZED]);

  // The packet: the legend on the site plan and the equipment table, read as its readers read it.
  const pdf = await exportPdf(page);
  const sheet = pdfText(pdf, 1);
  expect(sheet).toContain(RESIZED);
  const all = pdfText(pdf);
  const table = all.slice(all.indexOf('Equipment'));
  expect(table).toMatch(/Tent \(19\.7 x 19\.7 ft\)\s+1\s+1\s+6\s*×\s*6\s*m/);
  expect(all).not.toContain('10 x 10');
  expect(all).not.toMatch(/3\.05\s*×\s*3\.05/);
});

/** About 10,000 characters of notes, each sentence its own, so a lost or repeated line shows. */
const NOTES = Array.from(
  { length: 150 },
  (_, i) => `Item ${i + 1}: generator ${i % 7} feeds the stalls on row ${i % 11}, cables ramped.`,
).join(' ');

test('a 10,000-character note is in the packet whole, and the title block says where it continues', async ({
  page,
}) => {
  expect(NOTES.length).toBeGreaterThan(9_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await info.getByLabel('Event name').fill('Harvest Fair');
  await info.getByLabel('Notes').fill(NOTES);
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();

  const pdf = await exportPdf(page);
  const sheet = pdfText(pdf, 1);
  const pointer = /Notes continue on page (\d+)\./.exec(sheet.replace(/\s+/g, ' '));
  expect(pointer).not.toBeNull();
  const first = Number(pointer![1]);
  // The Notes pages: from the page named, while their title is 'Notes'. Each page's own lines (its title,
  // the area and date under it, the page number) are left out; what remains is the notes.
  const pages: string[] = [];
  for (let n = first; ; n++) {
    const lines = pdfText(pdf, n)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    if (!/^Notes( \(continued\))?$/.test(lines[0] ?? '')) break;
    pages.push(
      lines
        .slice(2)
        .filter((l) => !/^Page \d+ of \d+$/.test(l) && !l.startsWith("The event's notes as written"))
        .join(' '),
    );
  }
  expect(pages.length).toBeGreaterThan(1);
  const words = (s: string) => s.replace(/\s+/g, ' ').trim();
  const body = words(pages.join(' '));
  expect(body).toContain(words(NOTES));
});

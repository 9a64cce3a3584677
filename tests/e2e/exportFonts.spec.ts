/**
 * Every script prints: the PDF embeds Noto Sans (and Noto Sans SC for CJK text, and the Hebrew,
 * Arabic, Devanagari, Bengali, Korean and emoji faces for theirs) as subsets, so a name such as
 * 'Łódź Fest 中文' or a label 'Grill 🔥 שלום עולם مرحبا' comes back out of the file as text; and small
 * objects get readable dimensions ('0.5 × 0.5 m' for a chair, never '0 m'), in the schedule when too
 * small to carry them on the map.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { pdfFonts, pdfText } from './pdfReader';

test.describe.configure({ timeout: 120_000 });

const designer = (page: Page) => page.getByRole('complementary', { name: 'Site Plan Designer' });

async function exportAs(page: Page, label: 'PDF Document' | 'PNG Image'): Promise<{ bytes: Buffer; path: string }> {
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: label }).click();
  const path = await (await downloading).path();
  return { bytes: readFileSync(path), path };
}

async function focusLawn(page: Page) {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(designer(page)).toBeVisible();
}

async function setEventName(page: Page, name: string) {
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await info.getByLabel('Event name').fill(name);
  await info.getByRole('button', { name: 'Save' }).click();
}

test("PDF: 'Łódź Fest 中文' prints in embedded Noto Sans subsets, and a chair's size reads '0.5 × 0.5 m'", async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await setEventName(page, 'Łódź Fest 中文');

  // Dimension labels on, in metres.
  await page.getByRole('button', { name: 'Export Options' }).click();
  const options = page.getByRole('dialog', { name: 'Export Options' });
  await options.getByRole('checkbox', { name: 'Include dimensions' }).check();
  await options.getByRole('radio', { name: 'Metres (m)' }).check();
  await options.getByRole('button', { name: 'Save' }).click();

  const { x, y } = await mapCentre(page);
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: /^Chair/ })
    .click();
  await page.mouse.click(x, y + 40);
  await expect(page.locator('#placed-objects-title')).toHaveText('Placed Objects (1)');

  const { bytes, path } = await exportAs(page, 'PDF Document');
  test.info().annotations.push({ type: 'pdf size', description: `${bytes.length} bytes` });
  expect(bytes.length).toBeLessThan(2 * 1024 * 1024);

  const fonts = pdfFonts(path);
  const named = (suffix: string) => fonts.find((f) => f.name.endsWith(`+${suffix}`));
  for (const suffix of ['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansSC-Regular']) {
    expect(named(suffix), suffix).toMatchObject({ embedded: true, subset: true, unicode: true });
  }
  // Nothing is printed in a font that is not embedded (no standard Helvetica any more).
  expect(fonts.filter((f) => !f.embedded)).toEqual([]);

  const first = pdfText(path, 1);
  expect(first).toContain('Łódź Fest 中文');
  expect(first).not.toContain('?');
  expect(first).not.toMatch(/\b0 m\b/);
  // A chair is 0.6 mm on paper at 1:760, too small to carry its size on the map: the schedule has it.
  expect(first).not.toMatch(/0\.5 × 0\.5 m/);
  expect(pdfText(path, 2)).toMatch(/0\.5 × 0\.5 m/);
});

test('PNG: the export fonts load in the worker, the 2.4 MB CJK one only once a name needs it', async ({ page }) => {
  const fontFiles: string[] = [];
  page.context().on('request', (r) => {
    const file = /\/(NotoSans\w*)-[\w-]+\.ttf$/.exec(new URL(r.url()).pathname)?.[1];
    if (file) fontFiles.push(file);
  });
  await startAs(page, 'Parks');
  await focusLawn(page);
  await setEventName(page, 'Łódź Fest');
  const latin = await exportAs(page, 'PNG Image');
  expect([...latin.bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  expect(fontFiles.sort()).toEqual(['NotoSans_400Regular', 'NotoSans_700Bold']);

  await setEventName(page, 'Łódź Fest 中文');
  const cjk = await exportAs(page, 'PNG Image');
  expect([cjk.bytes.readUInt32BE(16), cjk.bytes.readUInt32BE(20)]).toEqual([1754, 1240]);
  // Fetched once per worker: the Latin faces are not fetched again.
  expect(fontFiles.sort()).toEqual(['NotoSansSC_400Regular', 'NotoSans_400Regular', 'NotoSans_700Bold']);
  await test.info().attach('cjk.png', { path: cjk.path, contentType: 'image/png' });
});

/** Places an object with a click, selects it from the list and gives it a label, as a user renames it. */
async function placeLabelled(page: Page, type: string, at: { x: number; y: number }, label: string, count: number) {
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: new RegExp(`^${type}`) })
    .click();
  await page.mouse.click(at.x, at.y);
  await expect(page.locator('#placed-objects-title')).toHaveText(`Placed Objects (${count})`);
  const item = page
    .getByRole('list', { name: 'Placed objects' })
    .locator('li')
    .nth(count - 1);
  await item.getByRole('button').first().click();
  await expect(item).toHaveClass(/selected/);
  const field = page.getByRole('region', { name: 'Shape Properties' }).getByLabel('Label');
  await field.fill(label);
  await field.press('Enter');
  await expect(page.getByRole('list', { name: 'Placed objects' })).toContainText(label);
}

/** pdftotext marks right-to-left text with embedding controls (RLE … PDF) and marks: the words typed are between them. */
const withoutBidiMarks = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

const GRILL_LABEL = 'Grill 🔥 שלום עולם مرحبا';
const TENT_LABEL = 'خيمة الإسعافات';

test("PDF: 'Grill 🔥 שלום עולם مرحبا' and an Arabic tent label print as typed, in embedded Hebrew, Arabic and emoji faces", async ({
  page,
}) => {
  const fontFiles = new Set<string>();
  page.context().on('request', (r) => {
    const file = /\/(Noto\w*|harfbuzz)-[\w-]+\.(ttf|wasm)$/.exec(new URL(r.url()).pathname)?.[1];
    if (file) fontFiles.add(file);
  });
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await setEventName(page, 'नमस्ते বাংলা 안녕하세요 Fest');
  const { x, y } = await mapCentre(page);
  await placeLabelled(page, 'Grill', { x: x - 120, y: y + 60 }, GRILL_LABEL, 1);
  await placeLabelled(page, 'Tent', { x: x - 20, y: y + 120 }, TENT_LABEL, 2);

  const { path } = await exportAs(page, 'PDF Document');
  const fonts = pdfFonts(path);
  for (const suffix of [
    'NotoSansHebrew-Regular',
    'NotoSansArabic-Regular',
    'NotoEmoji-Regular',
    'NotoSansDevanagari-Regular',
    'NotoSansBengali-Regular',
    'NotoSansKR-Regular',
  ]) {
    expect(
      fonts.find((f) => f.name.endsWith(`+${suffix}`)),
      suffix,
    ).toMatchObject({ embedded: true, subset: true, unicode: true });
  }
  expect(fonts.filter((f) => !f.embedded)).toEqual([]);

  // The sheet (its legend or labels) and the equipment table both carry the labels, as typed.
  const text = withoutBidiMarks(pdfText(path));
  expect(text).not.toContain('?');
  expect(text).toContain('नमस्ते বাংলা 안녕하세요 Fest');
  const first = withoutBidiMarks(pdfText(path, 1));
  expect(first).toContain(GRILL_LABEL);
  const schedule = withoutBidiMarks(pdfText(path, 2));
  expect(schedule).toContain(GRILL_LABEL);
  expect(schedule).toContain(TENT_LABEL);

  // Each face was fetched for the labels' scripts, with HarfBuzz; not the 2.4 MB CJK one.
  expect([...fontFiles].sort()).toEqual([
    'NotoEmoji_400Regular',
    'NotoSansArabic_400Regular',
    'NotoSansBengali_400Regular',
    'NotoSansDevanagari_400Regular',
    'NotoSansHebrew_400Regular',
    'NotoSansKR_400Regular',
    'NotoSans_400Regular',
    'NotoSans_700Bold',
    'harfbuzz',
  ]);
  // The PNG draws with the same faces (the canvas shapes and orders the text itself).
  const image = await exportAs(page, 'PNG Image');
  expect([...image.bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  await test.info().attach('labels.png', { path: image.path, contentType: 'image/png' });

  // The page as a reader shows it, for a person to look at (right to left, Arabic joined).
  const png = `${path}-page1`;
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '110', '-png', '-singlefile', path, png]);
  await test.info().attach('page1.png', { path: `${png}.png`, contentType: 'image/png' });
  const png2 = `${path}-page2`;
  execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '110', '-png', '-singlefile', path, png2]);
  await test.info().attach('page2.png', { path: `${png2}.png`, contentType: 'image/png' });
});

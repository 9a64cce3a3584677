import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { cropAround, changedPixels } from './pixels';
import { designer, focusLawn, placeGrillAndTent, placedHeading, placedList } from './planFileHelpers';

async function download(page: Page, label: string): Promise<{ name: string; text: string }> {
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: label }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test("'Compare with…' a saved plan shows a moved and an added object; DXF, KML and CSV download from the export menu", async ({
  page,
}, testInfo) => {
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  const [saving] = await Promise.all([
    page.waitForEvent('download'),
    designer(page).getByRole('button', { name: 'Save Plan' }).click(),
  ]);
  const earlier = testInfo.outputPath('earlier-plan.json');
  writeFileSync(earlier, readFileSync(await saving.path()));

  // Move the grill 10 ft to the right and add a chair.
  const grill = placedList(page).locator('li').first();
  await grill.getByRole('button').first().click();
  await expect(grill).toHaveClass(/selected/);
  await page.keyboard.press('Shift+ArrowRight');
  const { x, y } = await mapCentre(page);
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: /^Chair/ })
    .click();
  await page.mouse.click(x + 100, y - 80);
  await expect(placedHeading(page)).toHaveText('Placed Objects (3)');
  await page.keyboard.press('Escape');

  // Where the grill was: what the map shows there before and after the comparison. The comparison is
  // drawn by the map under the objects' canvas, and the grill's icon (moved only 3 m) covers most of it:
  // the crops read the map without that canvas, so they see the comparison's own marks, not the icon.
  const wasAt = { x: x - 120, y: y + 60 };
  const lightLayer = (display: string) =>
    page.evaluate((d) => {
      for (const c of document.querySelectorAll<HTMLElement>('.map-light-layer')) c.style.display = d;
    }, display);
  await lightLayer('none');
  const before = await cropAround(page, wasAt, 24);
  await lightLayer('');
  await page.getByTestId('compare-file').setInputFiles(earlier);
  const panel = page.getByTestId('compare-panel');
  await expect(panel.getByTestId('compare-summary')).toHaveText(/1 added\s*1 moved/);
  await expect(panel.locator('li[data-change="added"]')).toContainText('Chair');
  await expect(panel.locator('li[data-change="moved"]')).toContainText('Grill');
  await expect(panel.locator('li[data-change="moved"]')).toContainText('moved 3 m');
  await expect
    .poll(
      async () => {
        await lightLayer('none');
        const after = await cropAround(page, wasAt, 24);
        await lightLayer('');
        return changedPixels(page, before, after).count;
      },
      { message: 'the earlier place and the path of the moved grill are drawn on the map' },
    )
    .toBeGreaterThan(20);

  // The handover files, named like the packet.
  const name = /^siteplan-bryant-park-lawn-\d{4}-\d{2}-\d{2}\./;
  const dxf = await download(page, 'DXF (CAD)');
  expect(dxf.name).toMatch(new RegExp(`${name.source}dxf$`));
  expect(dxf.text.startsWith('0\r\nSECTION\r\n2\r\nHEADER\r\n9\r\n$ACADVER\r\n1\r\nAC1015\r\n')).toBe(true);
  expect(dxf.text).toContain('A-EVNT-GRIL');
  expect(dxf.text).toContain('A-EVNT-CHAR');
  const kml = await download(page, 'KML (Google Earth)');
  expect(kml.name).toMatch(new RegExp(`${name.source}kml$`));
  expect(kml.text.match(/<Data name="spot">/g)).toHaveLength(3);
  const csv = await download(page, 'CSV equipment list');
  expect(csv.name).toMatch(new RegExp(`${name.source}csv$`));
  const rows = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toMatch(/^Spot,Type,Label,/);
  expect(rows.slice(1).map((r) => r.split(',').slice(0, 2).join(','))).toEqual([
    '1,Chair',
    '2,Grill',
    '3,Tent (10 x 10 ft)',
  ]);
});

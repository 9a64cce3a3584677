import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cameraMovedBy, clickVertices, expect, mapRegion, pointTo, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { pdfText } from './pdfReader';

test.describe.configure({ timeout: 120_000 });

const designer = (page: Page) => page.getByRole('complementary', { name: 'Site Plan Designer' });
const heading = (page: Page) => page.locator('#placed-objects-title');
const objectButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: new RegExp(`^${name}`) });
const properties = (page: Page) => page.getByRole('region', { name: 'Shape Properties' });
const canvas = (page: Page) => page.locator('.maplibregl-canvas');

async function focusLawn(page: Page) {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  const camera = await cameraMovedBy(page, () => page.getByRole('button', { name: /Bryant Park - Lawn/ }).click());
  await expect(designer(page)).toBeVisible();
  return camera;
}

/** Places one object of a type with a click (single placement ends by itself). */
async function place(page: Page, type: string, x: number, y: number, count: number) {
  await objectButton(page, type).click();
  await page.mouse.click(x, y);
  await expect(heading(page)).toHaveText(`Placed Objects (${count})`);
}

/** Whether the map, once it has handled the pointer at a point, shows the move cursor: a placed object is there. */
async function objectAt(page: Page, x: number, y: number): Promise<boolean> {
  await pointTo(page, x, y);
  return (await canvas(page).evaluate((el) => (el as HTMLElement).style.cursor)) === 'move';
}

/** CSS pixels per foot on the ground at the map's zoom (MapLibre's 512 px tiles, at Bryant Park's latitude). */
async function pxPerFoot(page: Page): Promise<number> {
  const zoom = Number(await mapRegion(page).getAttribute('data-zoom'));
  const metresPerPx = ((40075016.686 / 512) * Math.cos((40.7536 * Math.PI) / 180)) / 2 ** zoom;
  return 0.3048 / metresPerPx;
}

test('shift-click two objects and delete them; one undo brings both back', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await place(page, 'Grill', x - 120, y + 60, 1);
  await place(page, 'Cooler', x + 60, y + 60, 2);
  await place(page, 'Speaker', x, y - 80, 3);
  await page.mouse.click(x - 120, y + 60);
  await page.keyboard.down('Shift');
  await page.mouse.click(x + 60, y + 60);
  await page.keyboard.up('Shift');
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '2');
  await expect(properties(page)).toContainText('2 objects, 0 shapes selected');
  await page.keyboard.press('Delete');
  await expect(heading(page)).toHaveText('Placed Objects (1)');
  await expect(page.getByText('Speaker: 1')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(heading(page)).toHaveText('Placed Objects (3)');
  await expect(page.getByText('Grill: 1')).toBeVisible();
  await expect(page.getByText('Cooler: 1')).toBeVisible();
});

test('box-select two objects, then arrow keys move them both', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await place(page, 'Grill', x - 100, y, 1);
  await place(page, 'Cooler', x - 40, y, 2);
  await place(page, 'Speaker', x + 150, y + 150, 3);
  // A Shift-drag on empty map draws the box and selects what it covers.
  await page.keyboard.down('Shift');
  await page.mouse.move(x - 140, y - 40);
  await page.mouse.down();
  await page.mouse.move(x - 60, y + 20, { steps: 4 });
  await expect(page.getByTestId('selection-box')).toBeVisible();
  await page.mouse.move(x, y + 40, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('selection-box')).toBeHidden();
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '2');
  // Shift+arrows move 10 ft a press on screen, whatever the map's bearing.
  const step = 10 * (await pxPerFoot(page));
  const presses = Math.ceil(90 / step);
  await page.mouse.move(x + 300, y - 200);
  // With the map focused: the arrows move the selection, not the map.
  await canvas(page).focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press('Shift+ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const dy = presses * step;
  const dx = 3 * (step / 10);
  await expect.poll(() => objectAt(page, x - 100 + dx, y + dy)).toBe(true);
  await expect.poll(() => objectAt(page, x - 40 + dx, y + dy)).toBe(true);
  await expect.poll(() => objectAt(page, x - 100, y)).toBe(false);
  await expect.poll(() => objectAt(page, x + 150, y + 150)).toBe(true);
  // Every press is one undo step.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Control+z');
  await expect.poll(() => objectAt(page, x - 100, y + dy - step)).toBe(true);
});

/** The exported GeoJSON's footprint ring of the one placed object: its two side lengths in feet. */
async function exportedFootprintFt(page: Page): Promise<[number, number]> {
  const downloading = page.waitForEvent('download');
  await designer(page).getByRole('button', { name: 'Export GeoJSON' }).click();
  const file = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as {
    features: { properties: { kind: string }; geometry: { coordinates: number[][][] } }[];
  };
  const ring = file.features.find((f) => f.properties.kind === 'objectFootprint')!.geometry.coordinates[0]!;
  const feet = (a: number[], b: number[]) => {
    const k = (Math.PI / 180) * 6371008.8;
    return Math.hypot((b[0]! - a[0]!) * k * Math.cos((a[1]! * Math.PI) / 180), (b[1]! - a[1]!) * k) / 0.3048;
  };
  return [feet(ring[0]!, ring[1]!), feet(ring[1]!, ring[2]!)];
}

test('resize a tent to 20 × 20 ft and its footprint grows on the map', async ({ page }) => {
  await focusLawn(page);
  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  await page.getByLabel('Feet (ft)').check();
  await page.getByRole('dialog', { name: 'Export Options' }).getByRole('button', { name: 'Save' }).click();
  const { x, y } = await mapCentre(page);
  await place(page, 'Tent', x, y, 1);
  const before = await exportedFootprintFt(page);
  expect(before[0]).toBeCloseTo(10, 1);
  await page.mouse.click(x, y);
  await expect(properties(page).getByLabel('Width (ft)')).toHaveValue('10');
  await properties(page).getByLabel('Width (ft)').fill('20');
  await properties(page).getByLabel('Depth (ft)').fill('20');
  await properties(page).getByRole('button', { name: 'Resize' }).click();
  await expect(page.getByRole('list', { name: 'Placed objects' })).toContainText('20 × 20 ft');
  const after = await exportedFootprintFt(page);
  expect(after[0]).toBeCloseTo(20, 1);
  expect(after[1]).toBeCloseTo(20, 1);
  // The footprint drawn on the map is the same one: the pointer finds the tent 8.8 ft out, beyond a 10 ft tent's corners.
  await page.mouse.move(x, y);
  // One wheel step at a time, each zoom settled: a step that came late would change the zoom after `ft` is read.
  for (let i = 0; i < 4; i++) await cameraMovedBy(page, () => page.mouse.wheel(0, -500));
  const ft = await pxPerFoot(page);
  expect(ft).toBeGreaterThan(4);
  await expect.poll(() => objectAt(page, x + 8.8 * ft * Math.SQRT1_2, y + 8.8 * ft * Math.SQRT1_2)).toBe(true);
  // One undo step back to the catalogue size.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('list', { name: 'Placed objects' })).not.toContainText('20 × 20 ft');

  // The turn handle sits 4 ft above the tent's farthest corner (7.07 ft); dragged a quarter round, it turns the tent 90°.
  const reach = (5 * Math.SQRT2 + 4) * ft;
  await page.mouse.move(x, y - reach);
  await page.mouse.down();
  for (let a = 10; a <= 90; a += 10)
    await page.mouse.move(x + reach * Math.sin((a * Math.PI) / 180), y - reach * Math.cos((a * Math.PI) / 180));
  await page.mouse.up();
  await expect(page.getByRole('list', { name: 'Placed objects' }).locator('li').first()).toContainText('90°');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('list', { name: 'Placed objects' }).locator('li').first()).not.toContainText('°');
});

test('duplicate with Ctrl+D, copy and paste at the pointer with Ctrl+C and Ctrl+V', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await place(page, 'Generator', x - 100, y, 1);
  await page.mouse.click(x - 100, y);
  await page.keyboard.press('Control+d');
  await expect(heading(page)).toHaveText('Placed Objects (2)');
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '1');
  await page.keyboard.press('Control+c');
  // Pasted where the app last saw the pointer.
  await pointTo(page, x + 140, y + 120);
  await page.keyboard.press('Control+v');
  await expect(heading(page)).toHaveText('Placed Objects (3)');
  await expect(page.getByText('Generator: 3')).toBeVisible();
  await expect.poll(() => objectAt(page, x + 140, y + 120)).toBe(true);
  await page.keyboard.press('Control+z');
  await expect(heading(page)).toHaveText('Placed Objects (2)');
});

test('fill a rectangle with 200 chairs in one gesture: listed, nudged, one undo step', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  const layout = page.getByRole('region', { name: 'Layout' });
  await layout.getByLabel('Object').selectOption('chair');
  await layout.getByRole('button', { name: 'Fill Area' }).click();
  // Rows of 10 + aisle + 10 chairs (1.5 ft at 2 ft centres, 4 ft aisle: 43 ft) and 10 rows at 3 ft (28.5 ft);
  // a 21st chair would need 45 ft and an 11th row 31.5 ft: the margins keep a pixel's rounding harmless.
  const ft = await pxPerFoot(page);
  const [w, h] = [44 * ft, 30 * ft];
  await page.mouse.click(x - w / 2, y - h / 2);
  await page.mouse.move(x + w / 2, y + h / 2, { steps: 5 });
  await page.mouse.click(x + w / 2, y + h / 2);
  await expect(heading(page)).toHaveText('Placed Objects (200)');
  await expect(page.getByText('Chair: 200')).toBeVisible();
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '200');
  // The pre-check (the nudge worker) sees them: seated capacity, less the chairs' 200 × 2.25 ft².
  await expect(page.getByTestId('capacity')).toContainText('with chairs');
  await expect(page.getByRole('group', { name: 'Crowd capacity' })).toContainText('less 450 ft² of objects');
  await page.keyboard.press('Control+z');
  await expect(heading(page)).toHaveText('Placed Objects (0)');
});

test('a run of barricades along a line in one gesture', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  const layout = page.getByRole('region', { name: 'Layout' });
  await layout.getByLabel('Object').selectOption('barricade');
  await layout.getByRole('button', { name: 'Along Line' }).click();
  await expect(layout.getByLabel('Spacing (ft, centre to centre)')).toHaveValue('8');
  // 84 ft end to end: ten 8 ft barricades, centred on the line.
  const half = (84 * (await pxPerFoot(page))) / 2;
  await page.mouse.click(x - half, y + 40);
  await expect(layout.getByText('Click the end of the line to place the run')).toBeVisible();
  await page.mouse.click(x + half, y + 40);
  // The run's count is asked before it is placed.
  const question = layout.getByRole('group', { name: 'Place the run' });
  await expect(question).toContainText(/^10 barricades along 2[56] m — place\?/);
  await question.getByRole('button', { name: 'Place' }).click();
  await expect(page.getByText('Barricade: 10')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(heading(page)).toHaveText('Placed Objects (0)');
});

test('move a polygon vertex: the area changes, and undo puts it back', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  const fixtures = page.getByRole('list', { name: 'Event fixtures' });
  await page
    .getByRole('group', { name: 'Drawing tools' })
    .getByRole('button', { name: 'Polygon', exact: true })
    .click();
  await clickVertices(page, [
    [x - 100, y - 60],
    [x + 100, y - 60],
    [x + 100, y + 60],
    [x - 100, y + 60],
    [x - 100, y - 60],
  ]);
  await expect(fixtures.getByRole('button', { name: 'Polygon (unlabeled)' })).toBeVisible();
  await page.keyboard.press('Escape');
  const item = fixtures.locator('li', { hasText: 'Polygon (unlabeled)' });
  const before = (await item.textContent())!;
  // Selected (it was just drawn): drag its corner out.
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '1');
  await page.mouse.move(x + 100, y + 60);
  await page.mouse.down();
  await page.mouse.move(x + 140, y + 100, { steps: 6 });
  await page.mouse.move(x + 160, y + 120, { steps: 6 });
  await page.mouse.up();
  await expect(item).not.toHaveText(before);
  await page.keyboard.press('Control+z');
  await expect(item).toHaveText(before);
});

test('rename an object: the label shows in the list and in the exported PDF', async ({ page }) => {
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await place(page, 'Tent', x, y + 40, 1);
  await page.mouse.click(x, y + 40);
  const label = properties(page).getByLabel('Label');
  await label.fill('Nothing');
  await label.press('Escape');
  await expect(label).toHaveValue('Tent (10 x 10 ft)');
  await label.fill('Info booth');
  await label.press('Enter');
  await expect(page.getByRole('list', { name: 'Placed objects' })).toContainText('Info booth');
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  const path = await (await downloading).path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(path)).toContain('Info booth');
});

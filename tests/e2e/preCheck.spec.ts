/**
 * The permit pre-check in the browser: rules checked against infrastructure no one switched on, a rule
 * left unchecked by a failed load, the emergency-lane warning (guidance) on a street zone with its narrow point
 * drawn, the capacity warning, and the PDF's 'Permit Pre-check' page.
 */
import type { Page } from '@playwright/test';
import { cameraMovedBy, cameraSettled, expect, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { generateZone, screenProjector, streetNode } from './centrelineNodes';
import { changedPixels, cropAround } from './pixels';
import { pdfText } from './pdfReader';

const objectButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: new RegExp(`^${name}`) });
const findings = (page: Page) => page.getByRole('list', { name: 'Nudges' });
const TREE = { lng: -73.98335, lat: 40.75375 };
const HYDRANT = { lng: -73.9839, lat: 40.7535 };
/**
 * A small grid of points (5 by 5, `stepFt` apart) around a spot: a click at the map's centre lands within
 * a few feet of the spot, not on it, so the object is measured against the nearest of these.
 */
const around = (p: { lng: number; lat: number }, stepFt: number, properties: Record<string, string>) => ({
  type: 'FeatureCollection',
  features: Array.from({ length: 25 }, (_, i) => ({
    type: 'Feature',
    properties,
    geometry: {
      type: 'Point',
      coordinates: [
        p.lng + (((i % 5) - 2) * stepFt * 0.3048) / 84300,
        p.lat + ((Math.floor(i / 5) - 2) * stepFt * 0.3048) / 111195,
      ],
    },
  })),
});

async function focusArea(page: Page, search: string, name: RegExp) {
  await page.getByLabel('Search Zones').fill(search);
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
}

/** Places one object at the map's centre once the map sits on `at`. */
async function placeAt(page: Page, type: string, at: { lng: number; lat: number }) {
  await goTo(page, at.lng, at.lat);
  const c = await mapCentre(page);
  await objectButton(page, type).click();
  await page.mouse.click(c.x, c.y);
}

test('with no layer switched on, a grill on a tree and a chair by a hydrant raise their findings', async ({ page }) => {
  await answerOpenData(page, async (url, route) => {
    if (url.includes('hn5i-inap'))
      await route.fulfill({ json: around(TREE, 8, { genusspecies: 'Platanus x acerifolia' }) });
    else if (url.includes('5bgh-vtsn')) await route.fulfill({ json: around(HYDRANT, 12, { unitid: 'H-1' }) });
    else return false;
    return true;
  });
  await startAs(page, 'Parks');
  await focusArea(page, 'Lawn', /Bryant Park - Lawn/);
  await placeAt(page, 'Grill', TREE);
  await placeAt(page, 'Chair', HYDRANT);
  await expect(findings(page).locator('[data-rule="grill-tree"]')).toContainText(/from a tree/);
  const hydrant = findings(page).locator('[data-rule="hydrant-clearance"]');
  await expect(hydrant).toContainText(/from a fire hydrant/);
  await expect(hydrant).toContainText('NYC Traffic Rules, 34 RCNY § 4-08(e)(2)');
  // Park rules and severities: the grill also needs a designated barbecue area; counts head the panel.
  await expect(findings(page).locator('[data-rule="park-bbq-area"]')).toBeVisible();
  await expect(page.getByLabel('Findings by severity')).toContainText('0 blockers');
  await expect(page.getByLabel('Findings by severity')).toContainText(/[1-9] warnings/);
  // Nothing was switched on: the layers panel still shows the trees off, with no count.
  await expect(page.getByRole('checkbox', { name: 'Street Trees', exact: true })).not.toBeChecked();
  await expect(page.locator('[data-layer="trees"] .count')).toHaveCount(0);
});

test('a rule whose data failed to load says it was not checked', async ({ page }) => {
  await answerOpenData(page, async (url, route) => {
    if (!url.includes('hn5i-inap')) return false;
    await route.fulfill({ status: 404, body: 'no such dataset' });
    return true;
  });
  await startAs(page, 'Parks');
  await focusArea(page, 'Lawn', /Bryant Park - Lawn/);
  const unchecked = page.getByRole('list', { name: 'Rules not checked' });
  await expect(unchecked).toContainText('grill-tree');
  await expect(unchecked).toContainText(/Street Trees data failed to load — HTTP error! Status: 404/);
});

test('attendance 3,000 in a small area raises the capacity warning; the PDF pre-check page lists findings and citations', async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusArea(page, 'Father Duffy', /Father Duffy Statue/);
  const c = await mapCentre(page);
  await objectButton(page, 'Speaker').click();
  await page.mouse.click(c.x, c.y);
  await page
    .getByRole('complementary', { name: 'Site Plan Designer' })
    .getByRole('button', { name: 'Event Information' })
    .click();
  await page.getByLabel('Attendance').fill('3000');
  await page.getByRole('dialog', { name: 'Event Information' }).getByRole('button', { name: 'Save' }).click();
  const capacity = findings(page).locator('[data-rule="capacity"]');
  await expect(capacity).toContainText(
    /Attendance of 3,000 is more than the [\d,]+ people the usable area holds \(5 ft² per person, standing\)/,
  );
  await expect(page.getByRole('group', { name: 'Crowd capacity' })).toContainText('NYC Building Code');
  await expect(page.getByRole('list', { name: 'Permits and deadlines' })).toContainText('Sound Device Permit');

  await page
    .getByRole('complementary', { name: 'Site Plan Designer' })
    .getByRole('button', { name: 'Export Site Plan' })
    .click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  const text = pdfText(await (await download).path());
  const preCheck = text.slice(text.indexOf('Permit Pre-check'));
  expect(preCheck).toMatch(/Permit Pre-check/);
  expect(preCheck).toMatch(/Attendance of 3,000 is more than/);
  expect(preCheck).toMatch(/NYC Building Code § 1004\.1\.2, Table 1004\.1\.2/);
  expect(preCheck).toMatch(/NYC 311: Sound Device Permit \(NYPD\)/);
  expect(preCheck).toMatch(/Special Events permit|Frequently Asked Special Events Permit Questions/);
  expect(preCheck).toMatch(/Permits and deadlines/);
  expect(preCheck).toMatch(/Sound Device Permit/);
});

test('a street zone with barricades across it raises the emergency-lane warning (guidance) and draws the narrow point', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerOpenData(page);
  await startAs(page, 'Intersections');
  const [a, b] = [streetNode(40, '7'), streetNode(41, '7')];
  const mid = await generateZone(page, a, b);

  // Back north up on the block, two steps closer; barricades shift-clicked across the avenue at mid-block.
  // The focused zone pads the map (banners, panels): the block's middle lands at the map's new centre.
  await goTo(page, mid.lng, mid.lat);
  // Each move waited out: a zoom clicked during the turn's ease would keep the bearing it had got to.
  await cameraMovedBy(page, () => page.getByRole('button', { name: /^Reset to north/ }).click());
  for (let i = 0; i < 2; i++) await cameraMovedBy(page, () => page.getByRole('button', { name: 'Zoom in' }).click());
  const { zoom } = await cameraSettled(page);
  expect(Number(await page.locator('.map-area').getAttribute('data-bearing'))).toBe(0);
  const centre = await mapCentre(page);
  const project = screenProjector(centre, mid, zoom);
  const pa = project(a),
    pb = project(b);
  const len = Math.hypot(pb.x - pa.x, pb.y - pa.y);
  const across = { x: -(pb.y - pa.y) / len, y: (pb.x - pa.x) / len };
  const feetPerPx = 264 / len; // a Manhattan avenue block is about 264 ft
  await objectButton(page, 'Barricade').click();
  await page.keyboard.down('Shift');
  for (let ft = -28; ft <= 28; ft += 4)
    await page.mouse.click(centre.x + (across.x * ft) / feetPerPx, centre.y + (across.y * ft) / feetPerPx);
  await page.keyboard.up('Shift');
  await page.keyboard.press('Escape');

  const lane = findings(page).locator('[data-rule="emergency-lane"]');
  await expect(lane).toContainText(
    /The street is only \d+\.\d ft clear here\. A full street closure must keep a continuous 15-foot emergency vehicle lane/,
  );
  // No page gives the 15 ft: the finding is guidance, a warning that says so, never a blocker.
  await expect(lane).toHaveAttribute('data-severity', 'warning');
  await expect(lane).toContainText('guidance: no page found gives the 15 ft width');
  await expect(page.getByLabel('Findings by severity')).toContainText('0 blockers');

  // The narrow point is drawn across the street: dismissing the finding takes the red line away.
  await page.mouse.move(5, 5);
  const drawn = await cropAround(page, centre, 80);
  await lane.getByRole('button', { name: 'Dismiss' }).click();
  await expect(lane).toBeHidden();
  await expect
    .poll(async () => changedPixels(page, drawn, await cropAround(page, centre, 80)).count)
    .toBeGreaterThan(250);
});

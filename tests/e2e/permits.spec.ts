/**
 * The permits an event needs, in the browser: a 20 × 24 ft stage with no height is asked, not guessed, and
 * blocks only once answered over 2 ft; food trucks in a park list Parks' vendor permit and the FDNY's LPG permit; a press conference on a plaza is SAPO's 10-day category; a plaza's 'beer garden' is not cited to the Parks rules; an event 10 days away lists its
 * past-due permits as blockers and the packet's 'Permits and deadlines' page says so; 40 chairs by trees
 * are one grouped line that steps through them on the map; a layer switched off prints no markers.
 */
import type { Page } from '@playwright/test';
import { localDate } from '../../src/shared/app/localTime';
import { cameraSettled, expect, mapRegion, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { realPlaza } from './demoAreas';
import { pdfText } from './pdfReader';
import { drawLabelledPolygon, exportPdf } from './planFileHelpers';

const designer = (page: Page) => page.getByRole('complementary', { name: 'Site Plan Designer' });
const findings = (page: Page) => page.getByRole('list', { name: 'Nudges' });
const permits = (page: Page) => page.getByRole('list', { name: 'Permits and deadlines' });
const objectButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: new RegExp(`^${name}`) });
const properties = (page: Page) => page.getByRole('group', { name: 'Selection' });

async function focusLawn(page: Page) {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(designer(page)).toBeVisible();
}

async function eventInformation(page: Page, fields: Record<string, string>) {
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Information' });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** A stage sized by two clicks near the map's centre, selected from the list. */
async function placeStage(page: Page) {
  const { x, y } = await mapCentre(page);
  await objectButton(page, 'Stage').click();
  await page.mouse.click(x - 30, y - 20);
  await page.mouse.click(x + 30, y + 20);
  const item = page.getByRole('list', { name: 'Placed objects' }).locator('li').first();
  await expect(item).toContainText('Stage');
  await item.getByRole('button').first().click();
}

test('a stage without a height is asked, with no Buildings blocker until answered; at 4 ft the blocker is the office’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeStage(page);
  // 20 × 24 ft in the default metres.
  await properties(page).getByLabel('Width (m)').fill('6.096');
  await properties(page).getByLabel('Depth (m)').fill('7.3152');
  await properties(page).getByRole('button', { name: 'Resize' }).click();
  // No height is assumed: the field is empty until the organizer sets it.
  await expect(properties(page).getByLabel('Deck height (m)')).toHaveValue('');
  const day = new Date();
  day.setDate(day.getDate() + 10);
  await eventInformation(page, { 'Expected attendance': '300', 'First day': localDate(day) });

  const asked = permits(page).locator('[data-permit="dob-temporary-structure"]');
  await expect(asked).toContainText('Stage height? Over 2 ft needs a Buildings permit');
  await expect(asked).toContainText('(if it applies)');
  // Ten days out the 15 business days are past, but the height is not known: a warning, never a blocker.
  const structure = findings(page).locator('[data-rule="dob-temporary-structure"]');
  await expect(structure).toHaveAttribute('data-severity', 'warning');
  await expect(structure).toContainText('Depending on the answer above, it may have had to be filed by');
  await expect(findings(page).locator('[data-rule="dob-place-of-assembly"]')).toContainText(
    'attendance of 300: 200 or more people outdoors',
  );

  // Answered: 4 ft (1.2192 m) is over 2 ft, and the past-due permit blocks.
  await properties(page).getByLabel('Deck height (m)').fill('1.2192');
  await properties(page).getByLabel('Deck height (m)').press('Enter');
  await expect(structure).toHaveAttribute('data-severity', 'blocker');
  await expect(structure).toContainText(
    /Temporary Structure Permit .*Department of Buildings.*Stage 20 × 24 ft \(480 sq ft\), deck 4 ft high: over 2 ft/,
  );
  await expect(structure).toContainText('CECM: Department of Buildings');
  await expect(asked).not.toContainText('(if it applies)');
  await expect(asked).toContainText('15 business days');
});

test("food trucks at a Parks event list Parks' vendor permit and FDNY's LPG permit", async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await eventInformation(page, { 'Expected attendance': '300', Notes: 'Three food trucks on the lawn' });

  const vendors = permits(page).locator('[data-permit="parks-vendor-permit"]');
  await expect(vendors).toContainText("Revenue-generating activity permit from Parks' Revenue Division");
  await expect(vendors).toContainText('NYC Parks');
  await expect(vendors).toContainText('“Three food trucks on the lawn”');
  const lpg = permits(page).locator('[data-permit="fdny-lpg"]');
  await expect(lpg).toContainText('LPG (propane) permit');
  await expect(lpg).toContainText('FDNY');
  await expect(lpg).toContainText('3 RCNY § 6109-01');
  // The trucks' fuel is not said: the permit is listed as asked, and propane is not treated as barbecuing.
  await expect(lpg).toContainText('(if it applies)');
  await expect(findings(page).locator('[data-rule="park-propane"]')).toHaveCount(0);
});

test('a press conference on a plaza 12 days out: SAPO’s press / rally permit due 10 days ahead, no blocker', async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Plazas');
  const plaza = realPlaza(['W 42 ST', 'W 43 ST', 'BROADWAY']);
  await page.getByLabel('Search Zones').fill('W 43 ST');
  await page
    .getByRole('button', { name: new RegExp(`^W 42 ST ${plaza.name}`) })
    .first()
    .click();
  await expect(designer(page)).toBeVisible();
  const day = new Date();
  day.setDate(day.getDate() + 12);
  const due = new Date();
  due.setDate(due.getDate() + 2);
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Information' });
  await dialog.getByLabel('First day').fill(localDate(day));
  await dialog.getByLabel('Event type').selectOption('press-event');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const own = permits(page).locator('[data-permit="sapo-plaza-event"]');
  await expect(own).toContainText('press conference, rally or stationary demonstration');
  await expect(own).toContainText('10 days');
  await expect(own).toContainText(localDate(due));
  await expect(own).not.toContainText('30 days');
  await expect(findings(page).locator('[data-severity="blocker"]')).toHaveCount(0);
  await expect(findings(page).locator('[data-rule="event-type-setting"]')).toHaveCount(0);
  await expect(findings(page)).not.toContainText('street events');
  // Not a street fair, block party or festival: no sanitation meeting.
  await expect(permits(page).locator('[data-permit="dsny-street-event"]')).toHaveCount(0);
});

test("a plaza plan's 'beer garden' is not cited to the Parks rules", async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Plazas');
  // A real plaza (the city's plazas are bundled): Broadway between 42nd and 43rd Street, in Times Square.
  const plaza = realPlaza(['W 42 ST', 'W 43 ST', 'BROADWAY']);
  await page.getByLabel('Search Zones').fill('W 43 ST');
  await page
    .getByRole('button', { name: new RegExp(`^W 42 ST ${plaza.name}`) })
    .first()
    .click();
  await expect(designer(page)).toBeVisible();
  await drawLabelledPolygon(page, 'Beer garden');
  const alcohol = findings(page).locator('[data-rule="street-alcohol"]');
  await expect(alcohol).toContainText('"Beer garden" mentions alcohol');
  await expect(alcohol).toContainText('NYS Liquor Authority');
  await expect(findings(page).locator('[data-rule="text-alcohol"]')).toHaveCount(0);
  await expect(findings(page)).not.toContainText('Parks');
  await expect(permits(page).locator('[data-permit="sla-alcohol"]')).toBeVisible();
});

test("an event 10 days away with a stage: the past-due permits are blockers, and the packet's 'Permits and deadlines' page lists them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeStage(page);
  const day = new Date();
  day.setDate(day.getDate() + 10);
  const eventDate = localDate(day);
  await eventInformation(page, { 'First day': eventDate });

  const parks = permits(page).locator('[data-permit="park-event-permit"]');
  await expect(parks).toHaveAttribute('data-status', 'past-due');
  await expect(parks).toContainText('Past due');
  const blocker = findings(page).locator('[data-rule="park-event-permit"]');
  await expect(blocker).toHaveAttribute('data-severity', 'blocker');
  await expect(blocker).toContainText(
    /It had to be filed by \d{4}-\d{2}-\d{2} \(30 days before the event\), 20 days ago/,
  );
  await expect(findings(page).locator('li').first()).toHaveAttribute('data-severity', 'blocker');
  await expect(page.getByLabel('Findings by severity')).toContainText(/[1-9] blockers?/);

  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  const text = pdfText(await (await download).path());
  const page5 = text.slice(text.lastIndexOf('Permits and deadlines'));
  expect(page5).toContain(`count back from the day each office counts from: the event's first day, ${eventDate}`);
  expect(page5).toMatch(/permit\(s\) past their file-by date/);
  expect(page5).toContain('Special Event Permit');
  expect(page5).toContain('NYC Parks');
  expect(page5).toMatch(/PAST DUE/);
  expect(page5).toContain('NYC Parks: Frequently Asked Special Events Permit');
});

test('a 6,000-person event first advertised 40 days before: Part 18 is due 5 days before the advertising, not 30 days before the event', async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  const inDays = (n: number) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return localDate(d);
  };
  // The event in 60 days, first advertised in 20 (40 days before it): § 18.3(b)'s two dates are in 15 and in 30 days.
  await eventInformation(page, {
    'Expected attendance': '6000',
    'First day': inDays(60),
    'Advertising starts': inDays(20),
  });
  const part18 = permits(page).locator('[data-permit="nys-public-gathering"]');
  await expect(part18).toContainText(`first advertised ${inDays(20)}: filed by ${inDays(15)} (5 days before)`);
  await expect(part18.locator('.permit-date')).toContainText(inDays(15));
  await expect(part18.locator('.permit-date')).toContainText('5 days before the first day of advertising');
  await expect(part18.locator('.permit-date')).not.toContainText(inDays(30));
});

test('40 chairs near trees show as one grouped line that steps through them on the map', async ({ page }) => {
  const CENTRE = { lng: -73.98335, lat: 40.75375 };
  // A tree every 3 ft around the spot: wherever a chair lands, a tree stands within 2 ft of it.
  const trees = {
    type: 'FeatureCollection',
    features: Array.from({ length: 61 * 61 }, (_, i) => ({
      type: 'Feature',
      properties: { genusspecies: 'Platanus x acerifolia' },
      geometry: {
        type: 'Point',
        coordinates: [
          CENTRE.lng + (((i % 61) - 30) * 3 * 0.3048) / 84300,
          CENTRE.lat + ((Math.floor(i / 61) - 30) * 3 * 0.3048) / 111195,
        ],
      },
    })),
  };
  await answerOpenData(page, async (url, route) => {
    if (!url.includes('hn5i-inap')) return false;
    await route.fulfill({ json: trees });
    return true;
  });
  await startAs(page, 'Parks');
  await focusLawn(page);
  await goTo(page, CENTRE.lng, CENTRE.lat);
  const { zoom } = await cameraSettled(page);
  const feetPerPx = (40075016.686 * Math.cos((CENTRE.lat * Math.PI) / 180)) / (512 * 2 ** zoom) / 0.3048;
  const step = 7 / feetPerPx;
  const c = await mapCentre(page);
  await objectButton(page, 'Chair').click();
  await page.keyboard.down('Shift');
  for (let i = 0; i < 40; i++)
    await page.mouse.click(c.x + ((i % 8) - 3.5) * step, c.y + (Math.floor(i / 8) - 2) * step);
  await page.keyboard.up('Shift');
  await page.keyboard.press('Escape');
  await expect(page.locator('#placed-objects-title')).toHaveText('Placed Objects (40)');

  const line = findings(page).locator('[data-rule="tree-fastening"]');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-count', '40');
  await expect(line.locator('.nudge-message')).toHaveText('40 chairs within 2 ft of a tree');
  await line.getByRole('button', { name: 'Show all 40' }).click();
  await expect(line.getByRole('list')).toBeVisible();
  await expect(line.getByRole('list').locator('li')).toHaveCount(40);
  await line.getByRole('button', { name: 'Next on the map' }).click();
  await expect(line.getByRole('status')).toHaveText('1 of 40');
  await expect(mapRegion(page)).toHaveAttribute('data-zoom', /^(19|2\d)\./);
  await line.getByRole('button', { name: 'Next on the map' }).click();
  await expect(line.getByRole('status')).toHaveText('2 of 40');
});

test('a layer switched off prints no markers or summary rows', async ({ page }) => {
  test.setTimeout(120_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  const busStops = page.getByRole('checkbox', { name: 'Bus Stops', exact: true });
  await busStops.check();
  await expect(page.locator('[data-layer="busStops"] .count')).toHaveText(/^[1-9]\d*$/);
  // Shown, the stops near the site are marked B1, B2… on the map and listed on the transit page.
  const shown = await exportPdf(page);
  expect(pdfText(shown, 1)).toMatch(/\bB1\b/);
  expect(pdfText(shown, 3)).not.toMatch(/Bus stops \(B#\)\s+Layer not shown on the plan/);

  await busStops.uncheck();
  await expect(busStops).not.toBeChecked();
  const path = await exportPdf(page);
  // Switched off: no B markers on the map, and the transit page says the layer was not shown.
  expect(pdfText(path, 1)).not.toMatch(/\bB\d+\b/);
  expect(pdfText(path, 1)).not.toContain('Bus Stops');
  const transit = pdfText(path, 3);
  expect(transit).toContain('Parking & Transit Summary');
  expect(transit).toMatch(/Bus stops \(B#\)\s+Layer not shown on the plan/);
});

import type { BrowserContext, Page } from '@playwright/test';
import { answerCarto } from './basemapStandIn';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import {
  cleanBrowserPage,
  designer,
  fixturesList,
  focusLawn,
  focusName,
  importJson,
  LAWN,
  placeGrillAndTent,
  placedHeading,
  placedList,
  setEventName,
} from './planFileHelpers';

const saved = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
const eventObjects = (page: Page) => page.getByRole('region', { name: 'Event Objects' });
const sharedBanner = (page: Page) => page.getByTestId('shared-plan');

/** Another tab of the same browser, offline like the fixture's page. */
async function newTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  return tab;
}

async function placeGrill(page: Page, dx: number, dy: number): Promise<void> {
  const { x, y } = await mapCentre(page);
  await eventObjects(page)
    .getByRole('button', { name: /^Grill/ })
    .click();
  await page.mouse.click(x + dx, y + dy);
}

test("Share: the link opens the plan read-only in a fresh browser; 'Edit a copy' makes it editable and leaves the other plan alone", async ({
  page,
  browser,
  baseURL,
  viewport,
}) => {
  // Three app starts and a reload, each drawing the map in software.
  test.setTimeout(180_000);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await setEventName(page, 'Summer Picnic');
  await designer(page).getByRole('button', { name: 'Share' }).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#plan=[A-Za-z0-9_-]+$/);

  // A fresh browser whose user already has a plan of their own.
  const fresh = await cleanBrowserPage(browser, baseURL, viewport);
  const mine = fresh.page;
  await startAs(mine, 'Parks');
  await focusLawn(mine);
  await placeGrill(mine, 40, 80);
  await expect(placedHeading(mine)).toHaveText('Placed Objects (1)');
  await setEventName(mine, 'My own plan');
  await saved(mine);

  // The link, opened in another tab of that browser: the same objects, read-only.
  const tab = await newTab(mine.context());
  await answerCarto(tab);
  await tab.goto(link);
  await expect(sharedBanner(tab)).toContainText('read-only');
  await expect(focusName(tab)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(tab)).toHaveText('Placed Objects (2)');
  await expect(placedList(tab).locator('li').first()).toContainText('flipped · 15°');
  await expect(designer(tab).getByRole('region', { name: 'Shared plan (read-only)' })).toContainText('Summer Picnic');
  await expect(eventObjects(tab)).toHaveCount(0);
  await expect(designer(tab).getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(designer(tab).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  // The shared view's map credits its streets as the app's own does.
  await expect(tab.locator('.maplibregl-ctrl-attrib')).toContainText('© CARTO © OpenStreetMap contributors');

  // 'Edit a copy': editable, its history starting at the copy (as an import's), the link gone from the address.
  await tab.getByRole('button', { name: 'Edit a copy' }).click();
  await expect(sharedBanner(tab)).toHaveCount(0);
  await expect(eventObjects(tab)).toBeVisible();
  expect(tab.url()).not.toContain('#plan=');
  await expect(designer(tab).getByRole('button', { name: 'Undo' })).toBeDisabled();
  await placeGrill(tab, 60, -60);
  await expect(placedHeading(tab)).toHaveText('Placed Objects (3)');
  // Undo takes back the user's own edit, and stops at the copy.
  await designer(tab).getByRole('button', { name: 'Undo' }).click();
  await expect(placedHeading(tab)).toHaveText('Placed Objects (2)');
  await expect(designer(tab).getByRole('button', { name: 'Undo' })).toBeDisabled();
  await designer(tab).getByRole('button', { name: 'Redo' }).click();
  await expect(placedHeading(tab)).toHaveText('Placed Objects (3)');
  await saved(tab);

  // The browser's own plan is untouched: its tab, reloaded, finds it as it was.
  await mine.reload();
  await expect(focusName(mine)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(mine)).toHaveText('Placed Objects (1)');
  await expect(mine.getByText('Restoring your plan...')).toBeHidden();
  await designer(mine).getByRole('button', { name: 'Event Information' }).click();
  await expect(mine.getByRole('dialog', { name: 'Event Information' }).getByLabel('Event name')).toHaveValue(
    'My own plan',
  );
  await fresh.close();
});

const LAWN_CENTRE = { lng: -73.98345, lat: 40.75375 };
/** 14 chairs in a row across the Lawn and two labelled lines: the plan a shared link carries. */
const FOURTEEN = {
  schemaVersion: 1,
  geography: { type: 'parks' },
  focusedArea: LAWN,
  droppedObjects: Array.from({ length: 14 }, (_, i) => ({
    id: `c${i}`,
    type: 'chair',
    name: 'Chair',
    position: { lng: LAWN_CENTRE.lng + (i - 7) * 0.00003, lat: LAWN_CENTRE.lat },
  })),
  customShapes: {
    type: 'FeatureCollection',
    features: ['North fence', 'South fence'].map((label, i) => ({
      type: 'Feature',
      id: `s${i}`,
      geometry: {
        type: 'LineString',
        coordinates: [
          [LAWN_CENTRE.lng - 0.0003, LAWN_CENTRE.lat + (i === 0 ? 0.0002 : -0.0002)],
          [LAWN_CENTRE.lng + 0.0003, LAWN_CENTRE.lat + (i === 0 ? 0.0002 : -0.0002)],
        ],
      },
      properties: { label },
    })),
  },
};

test("Share: Undo right after 'Edit a copy' changes nothing, and a reload keeps the whole copy", async ({ page }) => {
  // An import, the link opened in a second tab, and a reload, each drawing the map in software.
  test.setTimeout(180_000);
  await startAs(page, 'Parks');
  await importJson(page, FOURTEEN);
  await expect(placedHeading(page)).toHaveText('Placed Objects (14)');
  await designer(page).getByRole('button', { name: 'Share' }).click();
  const link = await page.getByTestId('share-link').inputValue();

  const tab = await newTab(page.context());
  await tab.goto(link);
  await expect(sharedBanner(tab)).toContainText('read-only');
  await expect(placedHeading(tab)).toHaveText('Placed Objects (14)', { timeout: 45_000 });
  await tab.getByRole('button', { name: 'Edit a copy' }).click();
  await expect(sharedBanner(tab)).toHaveCount(0);
  await expect(eventObjects(tab)).toBeVisible();

  // Ctrl+Z, as the user presses it: nothing of the copy is taken back.
  await tab.keyboard.press('Control+z');
  await expect(placedHeading(tab)).toHaveText('Placed Objects (14)');
  await expect(fixturesList(tab).getByRole('button', { name: 'North fence' })).toBeVisible();
  await expect(fixturesList(tab).getByRole('button', { name: 'South fence' })).toBeVisible();
  await expect(designer(tab).getByRole('button', { name: 'Undo' })).toBeDisabled();
  await saved(tab);

  // The copy is this tab's plan now: a reload brings it back whole, not the link.
  await tab.reload();
  await expect(focusName(tab)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(tab)).toHaveText('Placed Objects (14)');
  await expect(fixturesList(tab).getByRole('button', { name: 'South fence' })).toBeVisible();
  expect(tab.url()).not.toContain('#plan=');
  await expect(sharedBanner(tab)).toHaveCount(0);
});

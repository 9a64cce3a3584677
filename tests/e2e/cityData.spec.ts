/**
 * The city's data, answered by routes in NYC Open Data's published shapes (the project's stand-in):
 * the parks permit areas (c5vm-g2dk) loaded live when the bundled parks file is a sample, with the
 * samples and a notice when the service fails or hangs, and Retry; and intersections anywhere from the
 * street centreline (inkn-q76z), searched by street names and made into a zone. (Offline after a visit:
 * offline.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { areasShown, cameraSettled, expect, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { cityStore, LONG_MEADOW, PARK_SLOPE } from './cityStore';
import { pickNode } from './centrelineNodes';
import { sleep } from '../../src/shared/async/sleep';
import { nameHasWord } from '../../src/shared/intersections/centrelineQuery';

const CITY_PARKS = "The city's data: NYC Parks Permit Areas (NYC Open Data c5vm-g2dk), updated Jun 2, 2025";
const NOTICE = "Sample areas shown: the city's permit areas could not be loaded";
const PARKS_RESOURCE = /^https:\/\/data\.cityofnewyork\.us\/(resource|api\/views)\/c5vm-g2dk\./;

const notice = (page: Page) => page.getByTestId('sample-areas-notice');
const focusName = (page: Page) => page.getByRole('region', { name: 'Focused area' }).locator('.focus-name');

async function focusLongMeadow(page: Page) {
  await page.getByLabel('Search Zones').fill('Long Meadow');
  const hit = page.getByRole('button', { name: /^Prospect Park - Long Meadow/ });
  await expect(hit.locator('mark')).toHaveText('Long Meadow');
  await hit.click();
  await expect(focusName(page)).toHaveText(LONG_MEADOW.name);
}

test("the city's permit areas: an area only the live answer has is listed and focused; the page says whose data is on screen", async ({
  page,
}) => {
  const answered = await answerOpenData(page, undefined, await cityStore());
  await startAs(page, 'Parks');
  await expect(page.getByTestId('geography-source')).toHaveText(CITY_PARKS);
  await expect(page.getByTestId('layers-area-source')).toHaveText(CITY_PARKS);
  await expect(notice(page)).toHaveCount(0);
  // Only the fields the app reads, the geometry simplified by the service, in a stable order.
  const asked = new URL(answered.find((a) => a.url.includes('/resource/c5vm-g2dk'))!.url).searchParams;
  expect(asked.get('$select')).toMatch(
    /^name,propertyname,subpropertyname,system,borough,acres,gispropnum,simplify_preserve_topology\(multipolygon, 0\.0000045\) AS multipolygon$/,
  );
  expect(asked.get('$order')).toBe(':id');

  await focusLongMeadow(page);
  // The bundled layers say what they are: the city's bus stops (none in the meadow itself).
  await page.getByRole('checkbox', { name: 'Bus Stops', exact: true }).check();
  const stops = page.locator('[data-layer="busStops"]');
  await expect(stops.locator('.count')).toHaveText('0');
  await expect(stops.locator('.layer-source')).toHaveText(
    "The city's data: MTA bus stops, bundled with the app, as of Aug 15, 2025",
  );
});

test('a failing city service: the sample areas with the notice; Retry brings the city areas', async ({ page }) => {
  await answerOpenData(page, undefined, await cityStore());
  let failing = true;
  let attempts = 0;
  await page.route(PARKS_RESOURCE, async (route) => {
    if (!failing) return route.fallback();
    if (route.request().url().includes('/resource/')) attempts++;
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  await startAs(page, 'Parks');
  await expect(notice(page)).toContainText(NOTICE);
  await expect(notice(page)).toContainText('Last error: HTTP error! Status: 503, Details: Service Unavailable');
  await expect(page.getByTestId('geography-source')).toHaveText(
    "Sample data: Sample park permit areas (a few Midtown parks), not the city's: HTTP error! Status: 503, Details: Service Unavailable",
  );
  // The layers' retries: four attempts with back-off, then the samples.
  expect(attempts).toBe(4);
  await page.getByLabel('Search Zones').fill('Lawn');
  await expect(page.getByRole('button', { name: /Bryant Park - Lawn/ })).toBeVisible();

  failing = false;
  await notice(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('geography-source')).toHaveText(CITY_PARKS);
  await expect(notice(page)).toHaveCount(0);
  await focusLongMeadow(page);
});

test('a hanging city service: each attempt cut at the time limit, then the samples with the notice; Retry works', async ({
  page,
}) => {
  // The test hook (README, 'Test hooks') shortens the 10 s limit so the test need not wait 44 s.
  await page.addInitScript(() => {
    (window as { __STAGER_TEST_HOOKS__?: unknown }).__STAGER_TEST_HOOKS__ = { requestTimeoutMs: 1000 };
  });
  await answerOpenData(page, undefined, await cityStore());
  let hanging = true;
  await page.route(PARKS_RESOURCE, async (route) => {
    if (!hanging) return route.fallback();
    // The server holds the answer well past the limit, then drops the connection.
    await sleep(5_000);
    await route.abort('connectionreset').catch(() => undefined);
  });
  await startAs(page, 'Parks');
  await expect(notice(page)).toContainText(NOTICE);
  await expect(notice(page)).toContainText('Last error: Timed out: no answer from data.cityofnewyork.us within 1 s');
  await areasShown(page);

  hanging = false;
  await notice(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('geography-source')).toHaveText(CITY_PARKS);
  await expect(notice(page)).toHaveCount(0);
});

test('intersections outside the bundled grid: found by street names, drawn from centreline segments, made into a zone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const answered = await answerOpenData(page, undefined, await cityStore());
  await startAs(page, 'Intersections');
  await expect(page.getByTestId('geography-source')).toHaveText(
    "The city's data: intersections from the street centreline (NYC Open Data inkn-q76z), updated May 20, 2025",
  );

  // Two streets, typed as people type them, found in Brooklyn through the city's service.
  await page.getByLabel('Search Intersections').fill('Seventh Ave & Union St');
  const hit = page.getByRole('button', { name: /^7 AV & UNION ST/ });
  await expect(hit.locator('mark')).toHaveText('7 AV');
  // Each street asked by its most telling word, as a whole word ('UNION', never inside another name).
  expect(answered.map((a) => new URL(a.url).searchParams.get('$where'))).toContain(nameHasWord('UNION'));
  await hit.click();
  await cameraSettled(page);

  // The nodes around the view come from the centreline's segments there.
  const [union, president] = PARK_SLOPE.streets.slice(1).reverse();
  const avenue = PARK_SLOPE.avenues[1];
  const a = { lng: avenue.lng, lat: union!.lat };
  const b = { lng: avenue.lng, lat: president!.lat };
  const mid = { lng: avenue.lng, lat: (a.lat + b.lat) / 2 };
  await goTo(page, mid.lng, mid.lat);
  const { zoom } = await cameraSettled(page);
  const centre = await mapCentre(page);
  const mx = (lon: number) => (lon + 180) / 360;
  const my = (la: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360)) / Math.PI) / 2;
  const at = (n: { lng: number; lat: number }) => ({
    x: centre.x + (mx(n.lng) - mx(mid.lng)) * 512 * 2 ** zoom,
    y: centre.y + (my(n.lat) - my(mid.lat)) * 512 * 2 ** zoom,
  });
  const creator = page.getByRole('group', { name: 'Zone Creator' });
  await creator.getByRole('button', { name: 'Activate Zone Creator' }).click();
  await pickNode(page, at(a));
  await pickNode(page, at(b));
  await expect(creator.getByRole('list', { name: 'Selected nodes' }).getByRole('listitem')).toHaveText([
    '7 AV & UNION ST',
    '7 AV & PRESIDENT ST',
  ]);
  const cells = answered.filter((u) => new URL(u.url).searchParams.get('$where')?.startsWith('intersects(the_geom'));
  expect(cells.length).toBeGreaterThan(0);
  expect(new URL(cells[0]!.url).searchParams.get('$select')).toBe('the_geom,full_street_name');

  await creator.getByRole('button', { name: 'Generate Zone' }).click();
  await expect(focusName(page)).toHaveText('Custom Street Zone');
  await expect(creator.getByTestId('zone-basis')).toHaveText('Along the street centreline between the picked nodes.');
});

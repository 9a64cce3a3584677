import { expect, startAs, test } from './fixtures';
import { answerOpenData } from './openData';
import { cityStore, LONG_MEADOW } from './cityStore';
import { pdfFonts, pdfText } from './pdfReader';
import { designer, focusLawn, focusName, placeGrillAndTent, placedHeading } from './planFileHelpers';

// The app's service worker is what this test is about (the other tests block it).
test.use({ serviceWorkers: 'allow' });

test("offline after one visit: a reload shows the app, the city's permit areas and the last plan with its cached layers and an offline notice, and exports the PDF with its fonts", async ({
  page,
  context,
}) => {
  // The app starts twice, drawing the map in software.
  test.setTimeout(180_000);
  // Routes on the context see the service worker's requests: the internet is unreachable, the
  // open-data hosts are answered by the stand-in.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  // The city has an area the bundled sample does not: seeing it offline proves the city's copy was kept.
  const store = await cityStore();
  await answerOpenData(context, undefined, store);
  await answerOpenData(page, undefined, store);
  await startAs(page, 'Parks');
  await expect(page.getByTestId('geography-source')).toHaveText(/^The city's data: NYC Parks Permit Areas/);
  // The first install takes over the page, so what it loads from now on is cached.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  await focusLawn(page);
  await page.getByRole('button', { name: /^Safety Features \(/ }).click();
  await page.getByRole('checkbox', { name: 'Fire Hydrants', exact: true }).check();
  const hydrants = page.locator('[data-layer="hydrants"] .count');
  await expect(hydrants).toHaveText(/^[1-9]\d*$/);
  const count = await hydrants.innerText();
  // Objects on the plan; nothing was exported yet, so the export's fonts can only come from the precache.
  await placeGrillAndTent(page);
  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
  await expect(page.getByTestId('offline-notice')).toBeHidden();

  // No network, and nothing answers the open-data hosts any more: only the service worker's cache can.
  await context.setOffline(true);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  // Chromium 150's offline emulation does not reach a reloaded document's navigator.onLine (it reads true
  // although requests still fail; checked here with a bare page): applied again, the page hears 'offline' as
  // a machine that loses its network would. The routes above keep every outside request failing meanwhile.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  // The city's permit areas came back from the copy kept on the first visit, and the page says so.
  await expect(page.getByTestId('geography-source')).toHaveText(
    /^The city's data: NYC Parks Permit Areas \(NYC Open Data c5vm-g2dk\), updated Jun 2, 2025 \(the copy saved on /,
  );
  await expect(page.getByTestId('sample-areas-notice')).toHaveCount(0);
  await page.getByRole('button', { name: /^Safety Features \(/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Fire Hydrants', exact: true })).toBeChecked();
  await expect(hydrants).toHaveText(count);
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');

  // The packet offline: embedded fonts, the plan's objects, and a plain background that says why.
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  const pdf = await (await downloading).path();
  const fonts = pdfFonts(pdf);
  expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
  expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
  const text = pdfText(pdf);
  expect(text).toMatch(/Grill/);
  expect(text).toMatch(/Tent/);
  expect(pdfText(pdf, 1).replace(/\s+/g, ' ')).toContain('No basemap: the street map could not be loaded');

  await page.getByRole('button', { name: 'Clear Focus', exact: true }).click();
  await page.getByLabel('Search Zones').fill('Long Meadow');
  await expect(page.getByRole('button', { name: new RegExp(`^${LONG_MEADOW.name}`) })).toBeVisible();

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeHidden();
});

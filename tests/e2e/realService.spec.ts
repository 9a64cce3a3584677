/**
 * The app against a stand-in that answers as Socrata does (scripts/open-data-standin): the format comes
 * from the path and the page's own Accept header (socrata-http's content negotiation: a `.geojson`
 * request whose Accept gives GeoJSON q=0 gets JSON rows), the columns are the real ones
 * (tests/fixtures/open-data), the centreline's width is `streetwidth`. The city's permit areas, trees,
 * hydrants, bike lanes and parking meters load with their features; the zone creator reads the width.
 */
import type { Page } from '@playwright/test';
import { qualityOf } from '../../scripts/open-data-standin/index';
import { cameraSettled, expect, startAs, test } from './fixtures';
import { goTo, mapCentre } from './navigation';
import { answerOpenData, itemsOf, type Answered } from './openData';
import { pickNode, streetNode } from './centrelineNodes';

const GEOJSON = 'application/vnd.geo+json';
const row = (page: Page, layer: string) => page.locator(`[data-layer="${layer}"]`);
const toggle = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

function answerFor(answered: Answered[], path: string): Answered {
  const found = answered.find((a) => a.url.includes(path));
  if (!found) throw new Error(`no request for ${path}`);
  return found;
}

/** The answer is GeoJSON features, asked with an Accept that admits GeoJSON. */
function expectFeatures(answer: Answered): void {
  expect(qualityOf(answer.accept, GEOJSON), `${answer.url}: Accept ${answer.accept ?? '(none)'}`).toBeGreaterThan(0);
  expect((JSON.parse(answer.body) as { type?: string }).type, answer.url).toBe('FeatureCollection');
}

async function expand(page: Page, group: string) {
  const button = page.getByRole('button', { name: new RegExp(`^${group} \\(`) });
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
}

test("the city's permit areas, trees, hydrants, bike lanes and parking meters load their features from a Socrata-like service", async ({
  page,
}) => {
  const answered = await answerOpenData(page);
  await startAs(page, 'Parks');
  // The city's permit areas, not the samples: asked as GeoJSON and answered with features.
  await expect(page.getByTestId('geography-source')).toHaveText(/^The city's data: NYC Parks Permit Areas/);
  await expect(page.getByTestId('sample-areas-notice')).toHaveCount(0);
  expectFeatures(answerFor(answered, '/resource/c5vm-g2dk.geojson'));

  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();
  await expand(page, 'Safety Features');
  await expand(page, 'Lanes');
  for (const name of ['Street Trees', 'Fire Hydrants', 'Bike Lanes', 'Parking Meters'])
    await toggle(page, name).check();

  for (const [layer, dataset] of [
    ['trees', 'hn5i-inap'],
    ['hydrants', '5bgh-vtsn'],
    ['bikeLanes', 'mzxg-pwib'],
    ['parkingMeters', '693u-uax6'],
  ] as const) {
    // Loaded first: the layers load side by side, so a later layer's request may not have gone out yet.
    await expect(row(page, layer).locator('.count')).toBeVisible();
    const answer = answerFor(answered, `/resource/${dataset}.geojson`);
    expectFeatures(answer);
    const features = itemsOf(answer.body);
    expect(features.length, dataset).toBeGreaterThan(0);
    await expect(row(page, layer).locator('.count')).toHaveText(String(features.length));
  }

  // The service is really negotiating: the same request with the old `Accept: application/json` gets rows.
  const treesUrl = answerFor(answered, '/resource/hn5i-inap.geojson').url;
  const asJson = await page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    return { type: res.headers.get('content-type'), array: Array.isArray(await res.json()) };
  }, treesUrl);
  expect(asJson).toEqual({ type: expect.stringMatching(/^application\/json/), array: true });
});

test("the zone creator reads the block's curb-to-curb width from the centreline's streetwidth", async ({ page }) => {
  test.setTimeout(120_000);
  const answered = await answerOpenData(page);
  await startAs(page, 'Intersections');
  const creator = page.getByRole('group', { name: 'Zone Creator' });
  await creator.getByRole('button', { name: 'Activate Zone Creator' }).click();
  const [b, c] = [streetNode(41, '7'), streetNode(42, '7')];
  await goTo(page, b.lng, b.lat);
  const { zoom } = await cameraSettled(page);
  const world = 512 * 2 ** zoom;
  const mx = (lon: number) => (lon + 180) / 360;
  const my = (la: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360)) / Math.PI) / 2;
  const centre = await mapCentre(page);
  for (const n of [b, c])
    await pickNode(page, {
      x: centre.x + (mx(n.lng) - mx(b.lng)) * world,
      y: centre.y + (my(n.lat) - my(b.lat)) * world,
    });
  await creator.getByRole('checkbox', { name: 'Curb lane only' }).check();
  await creator.getByRole('button', { name: 'Generate Zone' }).click();
  const basis = creator.getByTestId('zone-basis');
  await expect(basis).toHaveText(/of a \d+ ft roadway \(curb to curb, from the street centreline data\)\.$/);
  const roadway = Number(/of a (\d+) ft roadway/.exec((await basis.textContent()) ?? '')![1]);

  // The width is the 7 AVENUE block's streetwidth in the city's answer to the zone's centreline query.
  const zoneAnswer = answered.filter(
    (a) => a.url.includes('/resource/inkn-q76z.geojson') && !a.url.includes('%24select') && !a.url.includes('$select'),
  );
  expect(zoneAnswer.length).toBeGreaterThan(0);
  zoneAnswer.forEach(expectFeatures);
  const widths = zoneAnswer
    .flatMap((a) => itemsOf(a.body))
    .filter((f) => f.properties?.full_street_name === '7 AVENUE')
    .map((f) => Number(f.properties?.streetwidth));
  expect(widths.length).toBeGreaterThan(0);
  expect(widths).toContain(roadway);
});

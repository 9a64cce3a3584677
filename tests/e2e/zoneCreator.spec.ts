/**
 * The Zone Creator (intersections mode): picking nodes, the caps, generating, focusing and exiting a
 * zone. The nodes are the city's: found from the street centreline where the map looks (the tests'
 * routes answer it from the demo store).
 */
import type { Page } from '@playwright/test';
import { cameraMovedBy, cameraSettled, expect, startAs, test } from './fixtures';
import { goTo, mapCentre, pointerSpotNear } from './navigation';
import { answerOpenData } from './openData';
import { pickNode, streetNode, type StreetNode } from './centrelineNodes';

type DemoNode = StreetNode;
const node = (street: number, avenue: string) => streetNode(street, avenue);

const panel = (page: Page) => page.getByRole('group', { name: 'Zone Creator' });
const selected = (page: Page) => panel(page).getByRole('list', { name: 'Selected nodes' }).getByRole('listitem');

type Projector = (n: DemoNode) => { x: number; y: number };

/**
 * Centres the map on a spot (north up, as the place search leaves it), zooms out `zoomOuts` steps
 * with the zoom button, and returns where each node should show on screen (Web Mercator, 512 px tiles).
 */
async function viewAt(page: Page, lng: number, lat: number, zoomOuts = 0): Promise<Projector> {
  await goTo(page, lng, lat);
  // Each step waited out: a click during the last step's ease zooms out from where that ease had got to.
  for (let i = 0; i < zoomOuts; i++)
    await cameraMovedBy(page, () => page.getByRole('button', { name: 'Zoom out' }).click());
  const { zoom, bearing } = await cameraSettled(page);
  expect(bearing).toBe(0);
  const world = 512 * 2 ** zoom;
  const mx = (lon: number) => (lon + 180) / 360;
  const my = (la: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360)) / Math.PI) / 2;
  const centre = await mapCentre(page);
  return (n) => ({ x: centre.x + (mx(n.lng) - mx(lng)) * world, y: centre.y + (my(n.lat) - my(lat)) * world });
}

/** Clicks a node (from the tests' city centreline) where the map shows the creator's crosshair. */
async function pick(page: Page, at: Projector, n: DemoNode) {
  return pickNode(page, at(n));
}

/**
 * A node the creator must ignore: once the creator has answered the click (`data-clicks-answered`,
 * after the worker's answer), the nodes are still the `count` it had.
 */
async function pickIgnored(page: Page, at: Projector, n: DemoNode, count: number) {
  const answered = Number(await panel(page).getAttribute('data-clicks-answered'));
  await pick(page, at, n);
  await expect(panel(page)).toHaveAttribute('data-clicks-answered', String(answered + 1));
  await expect(selected(page)).toHaveCount(count);
}

test('zone creator from two nodes: single block, focus, exit', async ({ page }) => {
  test.setTimeout(120_000);
  await startAs(page, 'Intersections');
  const creator = panel(page);
  const generate = creator.getByRole('button', { name: 'Generate Zone' });
  await expect(creator.getByRole('radio', { name: 'Single block' })).toBeChecked();
  await expect(creator.getByText('Pick up to 2 nodes')).toBeVisible();
  await expect(generate).toBeDisabled();
  await creator.getByRole('button', { name: 'Activate Zone Creator' }).click();

  // Three nodes one block apart up 7th Avenue, all on screen around the middle one.
  const [a, b, c] = [node(40, '7'), node(41, '7'), node(42, '7')];
  const at = await viewAt(page, b.lng, b.lat);
  const spotA = await pick(page, at, a);
  await expect(selected(page)).toHaveText([a.name]);
  await expect(generate).toBeDisabled();
  // The same node again (a double click) is ignored: were it taken, it would fill the cap before b.
  await page.mouse.click(spotA.x, spotA.y);
  await pick(page, at, b);
  await expect(selected(page)).toHaveText([a.name, b.name]);
  await expect(generate).toBeEnabled();
  await pickIgnored(page, at, c, 2);

  await creator.getByRole('button', { name: 'Undo last node' }).click();
  await expect(selected(page)).toHaveText([a.name]);
  await expect(generate).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(selected(page)).toHaveCount(0);
  await expect(creator.getByText('0 of 2 nodes selected')).toBeVisible();

  await pick(page, at, b);
  await pick(page, at, c);
  await expect(selected(page)).toHaveText([b.name, c.name]);
  const focusEvent = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        window.addEventListener(
          'zonecreator:focus',
          (e) =>
            resolve(
              (e as CustomEvent<{ feature: { properties: unknown; geometry: { type: string } } }>).detail.feature,
            ),
          { once: true },
        );
      }),
  );
  await generate.click();
  const exit = creator.getByRole('button', { name: 'Exit Zone' });
  await expect(exit).toBeVisible();
  expect(await focusEvent).toMatchObject({
    properties: { name: 'Custom Street Zone', widthFeet: 40, primaryType: 'single-block' },
    geometry: { type: 'Polygon' },
  });
  const banner = page.getByRole('region', { name: 'Focused area' });
  await expect(banner.locator('.focus-name')).toHaveText('Custom Street Zone');
  await expect(
    page.getByRole('complementary', { name: 'Site Plan Designer' }).getByText('Custom Street Zone'),
  ).toBeVisible();
  // Focused like any area: turned to the corridor's own orientation (the Manhattan grid), not north-up. The
  // focus turns the map after the preview's fit has ended: each look waits for the camera to settle.
  await expect.poll(async () => Math.abs((await cameraSettled(page)).bearing)).toBeGreaterThan(5);

  await exit.click();
  await expect(creator.getByRole('button', { name: 'Generate Zone' })).toBeDisabled();
  await expect(selected(page)).toHaveCount(0);
  await expect(banner).toBeHidden();
  // The points are back and can be picked again.
  await goTo(page, a.lng, a.lat);
  const centre = await mapCentre(page);
  await pointerSpotNear(page, centre.x, centre.y, 30, 3, 'crosshair');
});

test('zone creator from twelve nodes: multi-block accepts 12, ignores the 13th', async ({ page }) => {
  test.setTimeout(120_000);
  await startAs(page, 'Intersections');
  const creator = panel(page);
  // The radio is drawn as a segment: a user clicks its label.
  await creator.getByText('Multi-block', { exact: true }).click();
  await expect(creator.getByRole('radio', { name: 'Multi-block' })).toBeChecked();
  await expect(creator.getByText('Pick up to 12 nodes')).toBeVisible();
  await creator.getByRole('button', { name: 'Activate Zone Creator' }).click();

  // Up 7th Avenue, 38th to 49th Street: twelve nodes one block apart, all on screen two zoom steps out.
  const route = Array.from({ length: 12 }, (_, i) => node(38 + i, '7'));
  const mid = node(44, '7');
  const at = await viewAt(page, mid.lng, mid.lat, 2);
  for (const [i, n] of route.entries()) {
    await pick(page, at, n);
    await expect(selected(page)).toHaveCount(i + 1);
  }
  await expect(selected(page)).toHaveText(route.map((n) => n.name));
  await pickIgnored(page, at, node(50, '7'), 12);

  await creator.getByRole('button', { name: 'Generate Zone' }).click();
  await expect(creator.getByRole('button', { name: 'Exit Zone' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Focused area' }).locator('.focus-name')).toHaveText(
    'Custom Street Zone',
  );
  // The window event does what the button does.
  await page.evaluate(() => window.dispatchEvent(new Event('zonecreator:reset')));
  await expect(creator.getByRole('button', { name: 'Generate Zone' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeHidden();
});

test('zone width is clamped to 6..200 ft', async ({ page }) => {
  await startAs(page, 'Intersections');
  const width = panel(page).getByLabel('Zone width (ft)');
  await expect(width).toHaveValue('40');
  await width.fill('3');
  await width.press('Tab');
  await expect(width).toHaveValue('6');
  await width.fill('500');
  await width.press('Tab');
  await expect(width).toHaveValue('200');
});

test('Zone creator options: curb lane only sizes the zone from the street data and says so', async ({ page }) => {
  test.setTimeout(120_000);
  const answered = await answerOpenData(page);
  await startAs(page, 'Intersections');
  const creator = panel(page);
  await creator.getByRole('button', { name: 'Activate Zone Creator' }).click();
  const [b, c] = [node(41, '7'), node(42, '7')];
  const at = await viewAt(page, b.lng, b.lat);
  await pick(page, at, b);
  await pick(page, at, c);
  await creator.getByRole('checkbox', { name: 'Curb lane only' }).check();
  await creator.getByRole('button', { name: 'Generate Zone' }).click();
  await expect(creator.getByTestId('zone-basis')).toHaveText(
    /^Curb lane only: the lane along each curb, \d+ ft \(roadway ÷ lanes\), of a \d+ ft roadway \(curb to curb, from the street centreline data\)\.$/,
  );
  await expect(
    page.getByRole('complementary', { name: 'Site Plan Designer' }).getByText('Curb lanes only'),
  ).toBeVisible();
  expect(answered.some((a) => a.url.includes('inkn-q76z') && a.status === 200)).toBe(true);
  await creator.getByRole('button', { name: 'Exit Zone' }).click();
  await expect(creator.getByTestId('zone-basis')).toBeHidden();
});

// Engines that can fail and come back: a worker closed from inside (as a crash, or an endless loop on
// bad data, would leave it: no error event reaches the page) is found by the page's heartbeat, the page
// says which engine stopped, starts a new worker and hands it back its state, and goes on.
import type { Page, Worker } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';

const root = (page: Page) => page.locator('html');
const row = (page: Page, layer: string) => page.locator(`[data-layer="${layer}"]`);
const toggle = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** The engine's worker, by the name the page starts it with (its script is `<name>.worker-….js`). */
async function workerOf(page: Page, name: string): Promise<Worker> {
  await expect.poll(() => page.workers().some((w) => w.url().includes(`/${name}.worker`))).toBe(true);
  return page.workers().find((w) => w.url().includes(`/${name}.worker`))!;
}

/** Ends a worker from inside, as it would end itself: no error event, no answer ever again. */
async function closeFromInside(worker: Worker): Promise<void> {
  // After this call has answered: the close itself answers nothing.
  await worker.evaluate(() => void Promise.resolve().then(() => self.close()));
}

async function focusLawn(page: Page) {
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
}

test('the layers worker closed mid-session: the page says so, restarts it, and the layer switched on meanwhile loads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await page.getByRole('button', { name: /^Safety Features \(/ }).click();
  await toggle(page, 'Fire Hydrants').check();
  await expect(row(page, 'hydrants').locator('.count')).toHaveText(/^[1-9]\d*$/);
  const hydrants = await row(page, 'hydrants').locator('.count').textContent();
  await expect(root(page)).toHaveAttribute('data-engine-layers-restarts', '0');

  await closeFromInside(await workerOf(page, 'layers'));
  await page.getByRole('button', { name: /^Lanes \(/ }).click();
  await toggle(page, 'Bike Lanes').check();

  // The page keeps what happened: the layers engine was restarted once, and runs again.
  await expect(root(page)).toHaveAttribute('data-engine-layers-restarts', '1', { timeout: 45_000 });
  await expect(root(page)).toHaveAttribute('data-engine-layers', 'running');
  await expect(page.getByTestId('engine-notice')).toHaveText(
    /^The layers engine stopped \(it did not answer for 20 s\) and was restarted\. Nothing of your plan was lost\./,
  );
  // The layer switched on while the worker was gone loads, and the one on before is back.
  await expect(row(page, 'bikeLanes').locator('.count')).toHaveText(/^[1-9]\d*$/);
  await expect(row(page, 'hydrants').locator('.count')).toHaveText(hydrants!);
  await expect(toggle(page, 'Bike Lanes')).toBeChecked();
  await expect(toggle(page, 'Fire Hydrants')).toBeChecked();
  await expect(row(page, 'bikeLanes')).not.toContainText('Error');

  await page.getByTestId('engine-notice').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('engine-notice')).toHaveCount(0);
});

test("the nudges worker closed mid-session: the page says so, restarts it, and the plan's findings come back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startAs(page, 'Parks');
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  const speakerTool = page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Speaker/ });
  await speakerTool.click();
  await page.mouse.click(x + 60, y + 40);
  const nudges = page.getByRole('list', { name: 'Nudges' });
  await expect(nudges.locator('[data-rule="object-speaker"]')).toHaveCount(1);
  await expect(root(page)).toHaveAttribute('data-engine-nudges-restarts', '0');

  await closeFromInside(await workerOf(page, 'nudges'));
  // A second speaker: the plan changes while the nudge worker is gone.
  await speakerTool.click();
  await page.mouse.click(x - 60, y + 40);

  await expect(root(page)).toHaveAttribute('data-engine-nudges-restarts', '1', { timeout: 45_000 });
  await expect(root(page)).toHaveAttribute('data-engine-nudges', 'running');
  await expect(page.getByTestId('engine-notice')).toContainText(
    'The nudges engine stopped (it did not answer for 20 s) and was restarted.',
  );
  // The restarted worker has the plan again: both speakers checked, their finding counting both.
  await expect(page.locator('[data-checked-objects]')).toHaveAttribute('data-checked-objects', '2');
  await expect(nudges.locator('[data-rule="object-speaker"]')).toContainText('2 speakers on the plan');
  await expect(page.getByRole('list', { name: 'Placed objects' }).getByRole('listitem')).toHaveCount(2);
});

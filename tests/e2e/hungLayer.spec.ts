import { expect, startAs, test } from './fixtures';
import { answerOpenData } from './openData';

test('a layer whose server never answers says it is retrying, then ends in Error with the reason within 30 s while the others load', async ({
  page,
}) => {
  let benchAttempts = 0;
  await answerOpenData(page, async (url) => {
    if (!url.includes('esmy-s8q5')) return false;
    // The server takes the request and never answers: the route is left pending.
    benchAttempts++;
    return true;
  });
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();

  const benches = page.locator('[data-layer="benches"]');
  const hydrants = page.locator('[data-layer="hydrants"]');
  await page.getByRole('checkbox', { name: 'Benches', exact: true }).check();
  const toggledAt = Date.now();
  await page.getByRole('button', { name: /^Safety Features \(/ }).click();
  await page.getByRole('checkbox', { name: 'Fire Hydrants', exact: true }).check();
  await expect(hydrants.locator('.count')).toHaveText(/^[1-9]\d*$/);
  await expect(benches).toContainText('(Loading...)');

  await expect(benches.getByText('Error', { exact: true })).toBeVisible({ timeout: 30_000 });
  // While it retried, the row said each retry ('retrying 3 of 3…' last): the page records the last it
  // said, so a note that came and went while a busy machine looked away is not missed.
  await expect(benches).toHaveAttribute('data-retried', '3');
  expect(Date.now() - toggledAt, 'Error shown within 30 s of switching the layer on').toBeLessThan(30_000);
  await expect(benches).toContainText('Timed out: no answer from data.cityofnewyork.us within 6 s');
  await expect(benches).not.toContainText('(Loading...)');
  await expect(benches.getByTestId('layer-progress')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Benches', exact: true })).not.toBeChecked();
  // Each load made its four attempts (the rules' background load at focus may have made its own).
  expect(benchAttempts % 4).toBe(0);
});

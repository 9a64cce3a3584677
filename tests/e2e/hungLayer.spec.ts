import { expect, startAs, test } from './fixtures';
import { answerOpenData } from './openData';

test('a layer whose server hangs ends in Error with the timeout as its reason while the others load', async ({
  page,
}) => {
  // Four attempts of 10 s each plus 3.5 s of back-off: the test allows that budget and a margin.
  test.setTimeout(120_000);
  let benchAttempts = 0;
  await answerOpenData(page, async (url, route) => {
    if (!url.includes('esmy-s8q5')) return false;
    benchAttempts++;
    // The server holds the answer for 30 s, then drops the connection.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.abort('connectionreset').catch(() => undefined);
    return true;
  });
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeVisible();

  const benches = page.locator('[data-layer="benches"]');
  const hydrants = page.locator('[data-layer="hydrants"]');
  await page.getByRole('checkbox', { name: 'Benches', exact: true }).check();
  await page.getByRole('button', { name: /^Safety Features \(/ }).click();
  await page.getByRole('checkbox', { name: 'Fire Hydrants', exact: true }).check();
  await expect(hydrants.locator('.count')).toHaveText(/^[1-9]\d*$/);
  await expect(benches).toContainText('(Loading...)');

  await expect(benches.getByText('Error', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(benches).toContainText('Timed out: no answer from data.cityofnewyork.us within 10 s');
  await expect(benches).not.toContainText('(Loading...)');
  await expect(page.getByRole('checkbox', { name: 'Benches', exact: true })).not.toBeChecked();
  // Each load made its four attempts (the rules' background load at focus may have made its own).
  expect(benchAttempts % 4).toBe(0);
});

import { areasShown, expect, startAs, test } from './fixtures';

test('welcome, skip, choose parks: remembered on reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to NYC Public Space Event Stager!' })).toBeVisible();
  await expect(page.getByText('Design site plans for NYC parks and public spaces.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Tutorial' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for Now' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your geography' })).toBeVisible();
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Choose your geography' }).getByRole('radio')).toHaveCount(3);
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await expect(cont).toBeEnabled();
  await cont.click();

  await expect(page.getByRole('heading', { name: 'Choose your geography' })).toBeHidden();
  await areasShown(page);
  await expect(page.getByLabel('Search Zones')).toHaveAttribute('placeholder', 'Search zones...');

  await page.reload();
  await areasShown(page);
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Choose your geography' })).toBeHidden();
});

test('switching geography: walkthrough once per session, search texts follow the mode, focus cleared', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(page.getByText('Focused on:')).toBeVisible();

  await page.getByRole('button', { name: 'Wrong mode selected? Click here to switch.' }).click();
  await expect(page.getByText('Focused on:')).toBeHidden();
  await page.getByRole('radio', { name: /^Plazas/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How to stage plazas and intersections' })).toBeVisible();
  await expect(page.getByLabel("Don't show again")).not.toBeChecked();
  await page.getByRole('button', { name: 'Got it' }).click();
  await areasShown(page);
  // The real plazas, bundled with the app, and the page says so.
  await expect(page.locator('.layer-row .count')).toHaveText('1,762');
  await expect(page.getByTestId('geography-source')).toHaveText(
    "The city's data: NYC DOT pedestrian plazas, bundled with the app, as of Aug 13, 2025",
  );

  // The window event opens the selector too; seen this session, the walkthrough stays away.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('geography:open-selector')));
  await page.getByRole('radio', { name: /^Intersections/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How to stage plazas and intersections' })).toBeHidden();
  await areasShown(page);
  await expect(page.getByLabel('Search Intersections')).toHaveAttribute('placeholder', 'Search intersections...');
  await expect(page.getByRole('checkbox', { name: 'Intersections', exact: true })).toBeVisible();
  await expect(page.getByTestId('geography-source')).toHaveText(
    /^The city's data: intersections from the street centreline \(NYC Open Data inkn-q76z\)/,
  );
});

test('dark mode is remembered across a reload; the system preference rules until then', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await startAs(page, 'Parks');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to Light Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to Dark Mode' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to Light Mode' })).toBeVisible();
});

test('below 768 px the mobile page says the product is not offered', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/');
  await expect(
    page.getByText(
      "NYC Public Space Event Stager isn't available on mobile. Please use a tablet or desktop device with a larger screen. Recommended: screens at least 768px wide (iPad or larger).",
    ),
  ).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
});

test('Resetting the geography: back to parks and not chosen, so the chooser shows again, also after a reload', async ({
  page,
}) => {
  await startAs(page, 'Plazas');
  await expect(page.locator('.mode-pill')).toHaveText('Plazas');
  await page.getByRole('button', { name: 'Toggle Info' }).click();
  await page
    .getByRole('dialog', { name: /^About/ })
    .getByRole('button', { name: 'Reset Geography' })
    .click();
  const chooser = page.getByRole('dialog', { name: 'Choose your geography' });
  await expect(chooser).toBeVisible();
  await expect(page.locator('.mode-pill')).toHaveText('Parks');
  // Not chosen: nothing is picked and the chooser cannot be closed without a choice.
  await expect(chooser.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(chooser.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Choose your geography' })).toBeVisible();
});

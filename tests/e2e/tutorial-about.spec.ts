import { areasShown, expect, startAs, test } from './fixtures';
import { goTo } from './navigation';

test('the tutorial walks five steps and is not offered again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Tutorial' }).click();
  const popover = page.getByRole('dialog', { name: 'Find a Permit Area' });
  await expect(popover.getByText('Step 1 of 5')).toBeVisible();
  // The popover found and highlighted its target, and sits on screen.
  await expect(page.locator('[data-tutorial="zone-search"]')).toHaveClass(/tutorial-highlight/);
  const titles = [
    'Find a Permit Area',
    'Focus on an Area',
    'Add Infrastructure',
    'Draw Event Fixtures',
    'Export Your Site Plan',
  ];
  for (const [i, title] of titles.entries()) {
    const step = page.getByRole('dialog', { name: title });
    await expect(step.getByText(`Step ${i + 1} of 5`)).toBeVisible();
    const box = (await step.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    if (title === 'Draw Event Fixtures')
      await expect(step.getByText('Use drawing tools to mark where event fixtures will be placed.')).toBeVisible();
    await step.getByRole('button', { name: i === 4 ? 'Finish' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Choose your geography' })).toBeVisible();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await areasShown(page);
  await page.reload();
  await areasShown(page);
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
});

test('Skip tutorial ends it; About lists the keybindings and restarts the tutorial', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Tutorial' }).click();
  await page.getByRole('button', { name: 'Skip tutorial' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Toggle Info' }).click();
  const about = page.getByRole('dialog', { name: 'About NYC Public Space Event Stager' });
  await expect(about).toBeVisible();
  await expect(about.locator('kbd', { hasText: /^Q$/ })).toBeVisible();
  await expect(about.locator('kbd', { hasText: /^E$/ })).toBeVisible();
  await expect(about.getByText('Rotate the map counterclockwise by 15°')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();

  await page.getByRole('button', { name: 'Toggle Info' }).click();
  await about.getByRole('button', { name: 'Start Tutorial' }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
});

test('Tutorial: the drawing and export steps find and highlight their targets, switching to site-plan mode', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  // Over the Lawn, nothing focused: the design steps need site-plan mode, so the tutorial focuses it.
  await goTo(page, -73.98345, 40.75375);
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle Info' }).click();
  await page
    .getByRole('dialog', { name: /^About/ })
    .getByRole('button', { name: 'Start Tutorial' })
    .click();
  for (const title of ['Find a Permit Area', 'Focus on an Area', 'Add Infrastructure']) {
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Draw Event Fixtures' })).toBeVisible();
  await expect(page.locator('[data-tutorial="drawing-tools"]')).toHaveClass(/tutorial-highlight/);
  await expect(page.getByRole('region', { name: 'Focused area' }).locator('.focus-name')).toHaveText(
    'Bryant Park - Lawn',
  );
  await page.getByRole('dialog', { name: 'Draw Event Fixtures' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('[data-tutorial="export-site-plan"]')).toHaveClass(/tutorial-highlight/);
  await expect(page.locator('[data-tutorial="drawing-tools"]')).not.toHaveClass(/tutorial-highlight/);
});

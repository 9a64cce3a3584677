import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { areasShown, expect, test } from './fixtures';
import { designer, focusLawn } from './planFileHelpers';

/** Serious or critical axe-core violations on screen, each named by screen, rule and elements. */
const found: string[] = [];
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  found.push(
    ...violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${screen}: ${v.id} (${String(v.impact)}) ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
  );
}

test('axe finds no serious or critical violation on the main screens, dialogs (Share, Revisions too) and the export menu', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to NYC Public Space Event Stager!' })).toBeVisible();
  await expectAccessible(page, 'welcome');

  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your geography' })).toBeVisible();
  await expectAccessible(page, 'geography chooser');
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await areasShown(page);
  await expectAccessible(page, 'map');

  await focusLawn(page);
  await expectAccessible(page, 'map with the designer');

  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await expect(info).toBeVisible();
  await expectAccessible(page, 'Event Information');
  await info.getByRole('button', { name: 'Cancel' }).click();

  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  const options = page.getByRole('dialog', { name: 'Export Options' });
  await expect(options).toBeVisible();
  await expectAccessible(page, 'Export Options');
  await options.getByRole('button', { name: 'Cancel' }).click();

  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  await expect(page.getByRole('menuitem', { name: 'PDF Document' })).toBeVisible();
  await expectAccessible(page, 'export menu');
  await page.keyboard.press('Escape');

  await designer(page).getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this plan' });
  await expect(share.getByTestId('share-link')).toBeVisible();
  await expectAccessible(page, 'Share');
  await share.getByRole('button', { name: 'Done' }).click();

  await designer(page).getByRole('button', { name: 'Revisions' }).click();
  const revisions = page.getByRole('dialog', { name: 'Revisions' });
  await revisions.getByRole('button', { name: 'Add revision' }).click();
  await expect(revisions.getByLabel('Revision 1 description')).toBeVisible();
  await expectAccessible(page, 'Revisions');
  await revisions.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Toggle Info' }).click();
  const about = page.getByRole('dialog', { name: 'About NYC Public Space Event Stager' });
  await expect(about).toBeVisible();
  await expectAccessible(page, 'About');
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();

  await page.getByRole('button', { name: 'New Plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a new plan?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'New Plan');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Your Plans: the list with this tab's plan in it (autosaved), its buttons, a rename field.
  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
  await page.getByRole('button', { name: 'Your Plans' }).click();
  const plans = page.getByRole('dialog', { name: 'Your Plans' });
  await expect(plans.getByRole('list', { name: 'Your plans' }).getByRole('listitem')).toHaveCount(1);
  await plans.getByRole('button', { name: /^Rename / }).click();
  await expect(plans.getByRole('textbox', { name: /^New name for / })).toBeFocused();
  await expectAccessible(page, 'Your Plans');
  await page.keyboard.press('Escape');
  await plans.getByRole('button', { name: 'Close' }).last().click();
  await expect(plans).toBeHidden();
  expect(found, found.join('\n')).toEqual([]);
});

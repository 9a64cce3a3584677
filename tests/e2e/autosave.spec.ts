import { expect, mapRegion, startAs, test } from './fixtures';
import {
  designer,
  drawLabelledPolygon,
  fixturesList,
  focusLawn,
  focusName,
  placeGrillAndTent,
  placedHeading,
  placedList,
  setEventName,
} from './planFileHelpers';

const AUTOSAVE_FAILED = /^Autosave failed: .+\. Save the plan to a file to keep your work\.$/;

test('a reload restores the working plan: focus, objects, shapes and event information', async ({ page }) => {
  // The app starts twice (a reload), each time drawing the map in software.
  test.slow();
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await drawLabelledPolygon(page, 'Stage area');
  await setEventName(page, 'Night Market');
  // Autosave writes about 500 ms after the last change; the root says when storage holds the plan.
  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');

  await page.reload();
  // The app starts again and waits for its areas before restoring: slow on a loaded machine.
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await expect(placedList(page).locator('li').first()).toContainText('flipped · 15°');
  await expect(fixturesList(page).getByRole('button', { name: 'Stage area' })).toBeVisible();
  await expect(page.getByText('Restoring your plan...')).toBeHidden();
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  await expect(page.getByRole('dialog', { name: 'Event Information' }).getByLabel('Event name')).toHaveValue(
    'Night Market',
  );
  await page.getByRole('dialog', { name: 'Event Information' }).getByRole('button', { name: 'Cancel' }).click();
  // A restored plan starts a fresh undo history.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('New Plan asks first, starts over, and nothing comes back after a reload', async ({ page }) => {
  // The app starts twice (a reload), each time drawing the map in software.
  test.slow();
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await setEventName(page, 'Night Market');

  // Cancel keeps everything.
  await page.getByRole('button', { name: 'New Plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a new plan?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await page.getByRole('button', { name: 'New Plan' }).click();
  await confirm.getByRole('button', { name: 'Start New Plan' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeHidden();
  await expect(designer(page)).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
  await page.reload();
  await expect(mapRegion(page)).toHaveAttribute('data-areas-state', 'shown', { timeout: 45_000 });
  // Autosave writes only once the stored plan has been restored or found absent: 'saved' in the new page
  // means the restore has run, so nothing coming back is not merely nothing back yet.
  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
  await expect(page.getByRole('region', { name: 'Focused area' })).toBeHidden();
  await focusLawn(page);
  await expect(placedHeading(page)).toHaveText('Placed Objects (0)');
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  await expect(page.getByRole('dialog', { name: 'Event Information' }).getByLabel('Event name')).toHaveValue('');
});

test('IndexedDB that cannot be opened is reported, and the plan in memory keeps working', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database', 'SecurityError');
    };
  });
  await startAs(page, 'Parks');
  const alert = page.getByTestId('autosave-error');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert.locator('.plan-banner-line')).toHaveText(AUTOSAVE_FAILED);
  await expect(alert).toContainText('The user denied permission to access the database');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await expect(alert).toBeVisible();
});

test('a write refused by storage (quota) is reported, and the plan stays', async ({ page }) => {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await startAs(page, 'Parks');
  await focusLawn(page);
  const alert = page.getByTestId('autosave-error');
  await expect(alert.locator('.plan-banner-line')).toHaveText(
    'Autosave failed: The quota has been exceeded. Save the plan to a file to keep your work.',
  );
  await placeGrillAndTent(page);
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await expect(alert).toBeVisible();
});

test('no IndexedDB at all is reported', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await startAs(page, 'Parks');
  await expect(page.getByTestId('autosave-error').locator('.plan-banner-line')).toHaveText(
    'Autosave failed: IndexedDB is not available in this browser. Save the plan to a file to keep your work.',
  );
});

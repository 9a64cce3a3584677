import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, mapRegion, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
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

test('New Plan asks first, starts over, nothing comes back after a reload, and the plan left is in Your Plans', async ({
  page,
}) => {
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
  await page.getByRole('dialog', { name: 'Event Information' }).getByRole('button', { name: 'Cancel' }).click();

  // The plan left is not lost: Your Plans has it, whole.
  await page.getByRole('button', { name: 'Your Plans' }).click();
  const left = page
    .getByRole('dialog', { name: 'Your Plans' })
    .getByRole('listitem')
    .filter({ hasText: 'Night Market' });
  await expect(left).toContainText('Bryant Park - Lawn');
  await expect(left).toContainText('2 objects');
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

/** The app's autosave store (src/ui/app/plan/planRecords.ts), read or written as the page's IndexedDB holds it. */
function autosaveRecords(page: Page, put?: { key: string; value: unknown }): Promise<Record<string, unknown>> {
  return page.evaluate(async (write) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('nyc-stager');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    const store = db.transaction('autosave', 'readwrite').objectStore('autosave');
    if (write) store.put(write.value, write.key);
    const [keys, values] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map(
        (request) =>
          new Promise<unknown[]>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result as unknown[]);
            request.onerror = () => reject(request.error ?? new Error('read failed'));
          }),
      ),
    );
    db.close();
    // A record autosave wrote holds the plan worker's text in a Blob (workers/plan/autosaveFile.ts),
    // which does not leave the page: read here as text, marked so.
    const readable = await Promise.all(
      values!.map(async (value) => {
        const record = value as { file?: unknown } | null;
        if (!record || !(record.file instanceof Blob)) return value;
        const { file, ...rest } = record;
        return { ...rest, text: await file.text(), inBlob: true };
      }),
    );
    return Object.fromEntries(keys!.map((key, i) => [String(key), readable[i]]));
  }, put ?? null);
}

const tabPlanId = (page: Page) => page.evaluate(() => sessionStorage.getItem('nyc-stager:plan-id'));

test('an autosaved plan that does not parse is kept aside and offered, not overwritten by the next autosave', async ({
  page,
}) => {
  test.slow();
  await startAs(page, 'Parks');
  await focusLawn(page);
  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
  const id = (await tabPlanId(page))!;
  const broken = '{"schemaVersion": 1, "droppedObjects": [{"id": "o1", "type": "grill"';
  await autosaveRecords(page, { key: `plan:${id}`, value: { text: broken, savedAt: '2026-06-01T09:00:00.000Z' } });

  await page.reload();
  const offer = page.getByTestId('unreadable-plan');
  await expect(offer).toContainText('The autosaved plan could not be restored:', { timeout: 45_000 });
  await expect(offer).toContainText('It is kept aside and will not be overwritten');

  // The tab plans on: a change is autosaved to its record, and the unreadable text stays aside as it was.
  await expect(mapRegion(page)).toHaveAttribute('data-areas-state', 'shown', { timeout: 45_000 });
  await focusLawn(page);
  await placeGrillAndTent(page);
  await expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');
  const records = await autosaveRecords(page);
  expect(records[`aside:${id}`]).toMatchObject({ id, text: broken });
  expect(records[`plan:${id}`]).toMatchObject({ inBlob: true, text: expect.stringContaining('"focusedArea"') });

  // Offered as a file, byte for byte what was stored.
  const downloading = page.waitForEvent('download');
  await offer.getByRole('button', { name: 'Download it' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('unreadable-autosaved-plan-2026-06-01.json');
  expect(readFileSync(await download.path(), 'utf8')).toBe(broken);

  // Still offered after another reload, until discarded.
  await page.reload();
  await expect(offer).toBeVisible({ timeout: 45_000 });
  await offer.getByRole('button', { name: 'Discard it' }).click();
  await expect(offer).toHaveCount(0);
  await expect.poll(async () => Object.keys(await autosaveRecords(page))).not.toContain(`aside:${id}`);
});

test('five objects placed and the page reloaded at once all come back', async ({ page }) => {
  test.slow();
  // The usual write waits ten minutes here: what comes back was kept as the page went away.
  await page.addInitScript(() => {
    (window as { __STAGER_TEST_HOOKS__?: unknown }).__STAGER_TEST_HOOKS__ = { autosaveDelayMs: 600_000 };
  });
  await startAs(page, 'Parks');
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await designer(page)
    .getByRole('button', { name: /^Chair/ })
    .click();
  await page.keyboard.down('Shift');
  await page.mouse.click(x - 120, y + 140);
  await page.keyboard.up('Shift');
  await expect(page.getByText('Batch Mode', { exact: true })).toBeVisible();
  for (const dx of [-60, 0, 60, 120]) await page.mouse.click(x + dx, y + 140);
  await page.reload();

  await expect(focusName(page)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(page)).toHaveText('Placed Objects (5)');
  await expect(page.getByText('Chair: 5')).toBeVisible();
});

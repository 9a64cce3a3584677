import type { BrowserContext, Page } from '@playwright/test';
import { areasShown, expect, startAs, test } from './fixtures';
import { designer, focusLawn, focusName, placedHeading, placeGrillAndTent } from './planFileHelpers';

/** A second tab of the same browser (same IndexedDB, same Web Locks), offline like the fixture's page. */
async function secondTab(context: BrowserContext): Promise<{ tab: Page; errors: string[] }> {
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  return { tab, errors };
}

const saved = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-autosave', 'saved');

async function eventName(page: Page): Promise<string> {
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Information' });
  const value = await dialog.getByLabel('Event name').inputValue();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return value;
}

async function setName(page: Page, name: string): Promise<void> {
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Information' });
  await dialog.getByLabel('Event name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function expectPlan(page: Page, name: string, objects: number): Promise<void> {
  // The app starts again and waits for its areas before restoring: slow on a loaded machine.
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(page)).toHaveText(`Placed Objects (${objects})`);
  await expect(page.getByText('Restoring your plan...')).toBeHidden();
  expect(await eventName(page)).toBe(name);
}

test('two tabs each keep their own plan through reloads in either order', async ({ page, context }) => {
  // Two tabs, each started and reloaded twice, drawing the map in software.
  test.setTimeout(240_000);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await setName(page, 'Plan A');
  await saved(page);

  // The second tab finds the plan open in the first, says so, and starts its own.
  const { tab, errors } = await secondTab(context);
  await tab.goto('/');
  await expect(tab.getByTestId('plan-open-elsewhere')).toContainText('Your latest plan is open in another tab');
  await areasShown(tab);
  await focusLawn(tab);
  await expect(placedHeading(tab)).toHaveText('Placed Objects (0)');
  const { x, y } = await tab
    .locator('.map-area')
    .boundingBox()
    .then((b) => ({ x: b!.x + b!.width / 2, y: b!.y + b!.height / 2 }));
  await tab
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: /^Grill/ })
    .click();
  await tab.mouse.click(x - 60, y + 60);
  await expect(placedHeading(tab)).toHaveText('Placed Objects (1)');
  await setName(tab, 'Plan B');
  await saved(tab);

  // The first tab, still open, edits on; its writes never touch the second tab's plan.
  await setName(page, 'Plan A, edited');
  await saved(page);

  // Reload the first, then the second: each gets its own plan back.
  await page.reload();
  await expectPlan(page, 'Plan A, edited', 2);
  await tab.reload();
  await expectPlan(tab, 'Plan B', 1);
  await expect(tab.getByTestId('plan-open-elsewhere')).toBeHidden();

  // And in the other order, after one more edit in each.
  await setName(tab, 'Plan B, edited');
  await saved(tab);
  await setName(page, 'Plan A, edited twice');
  await saved(page);
  await tab.reload();
  await expectPlan(tab, 'Plan B, edited', 1);
  await page.reload();
  await expectPlan(page, 'Plan A, edited twice', 2);
  expect(errors, 'uncaught page errors in the second tab').toEqual([]);
});

const yourPlans = (page: Page) => page.getByRole('dialog', { name: 'Your Plans' });
const planItem = (page: Page, name: string) =>
  yourPlans(page).getByRole('list', { name: 'Your plans' }).getByRole('listitem').filter({ hasText: name });

async function placeAt(page: Page, object: 'Grill' | 'Tent', dx: number, dy: number): Promise<void> {
  const { x, y } = await page
    .locator('.map-area')
    .boundingBox()
    .then((b) => ({ x: b!.x + b!.width / 2, y: b!.y + b!.height / 2 }));
  await page
    .getByRole('region', { name: 'Event Objects' })
    .getByRole('button', { name: new RegExp(`^${object}`) })
    .click();
  await page.mouse.click(x + dx, y + dy);
}

test("after both tabs close, Your Plans lists both tabs' plans, and the other tab's opens", async ({
  page,
  context,
}) => {
  // Three app starts, each drawing the map in software.
  test.setTimeout(240_000);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeAt(page, 'Grill', -60, 40);
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  await setName(page, 'Grill lunch');
  await saved(page);

  // A second tab starts a plan of its own: two tents.
  const { tab, errors } = await secondTab(context);
  await tab.goto('/');
  await expect(tab.getByTestId('plan-open-elsewhere')).toContainText('Both are kept.');
  await areasShown(tab);
  await focusLawn(tab);
  await placeAt(tab, 'Tent', -80, 60);
  await expect(placedHeading(tab)).toHaveText('Placed Objects (1)');
  await placeAt(tab, 'Tent', 60, 60);
  await expect(placedHeading(tab)).toHaveText('Placed Objects (2)');
  await saved(tab);

  // Both tabs close; the app opened again finds the newest plan, the tents.
  await tab.close();
  await page.close();
  const { tab: again, errors: laterErrors } = await secondTab(context);
  await again.goto('/');
  await expect(focusName(again)).toHaveText('Bryant Park - Lawn', { timeout: 45_000 });
  await expect(placedHeading(again)).toHaveText('Placed Objects (2)');
  await expect(again.getByText('Restoring your plan...')).toBeHidden();

  // Your Plans lists both: the tents (open here) and the grill lunch, with their areas and counts.
  await again.getByRole('button', { name: 'Your Plans' }).click();
  const list = yourPlans(again).getByRole('list', { name: 'Your plans' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(planItem(again, 'Untitled plan')).toContainText('Open in this tab');
  await expect(planItem(again, 'Untitled plan')).toContainText('2 objects');
  await expect(planItem(again, 'Grill lunch')).toContainText('Bryant Park - Lawn');
  await expect(planItem(again, 'Grill lunch')).toContainText('1 object');

  // Opened from the list (by keyboard): the grill is back, and the tents stay listed.
  await yourPlans(again).getByRole('button', { name: 'Open Grill lunch' }).focus();
  await again.keyboard.press('Enter');
  await expect(yourPlans(again)).toBeHidden();
  await expect(placedHeading(again)).toHaveText('Placed Objects (1)');
  await expect(again.getByRole('list', { name: 'Placed objects' })).toContainText('Grill');
  expect(await eventName(again)).toBe('Grill lunch');
  await again.getByRole('button', { name: 'Your Plans' }).click();
  await expect(planItem(again, 'Grill lunch')).toContainText('Open in this tab');
  await expect(planItem(again, 'Untitled plan')).toContainText('2 objects');
  await yourPlans(again).getByRole('button', { name: 'Close' }).last().click();

  // A reload keeps the plan this tab opened.
  await saved(again);
  await again.reload();
  await expectPlan(again, 'Grill lunch', 1);
  expect([...errors, ...laterErrors], 'uncaught page errors').toEqual([]);
});

import { clickVertices, expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';

test('Event Information and Export Options: opened from the designer, validated, read by nudges and measurements', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  const designer = page.getByRole('complementary', { name: 'Site Plan Designer' });
  await expect(designer).toBeVisible();

  await designer.getByRole('button', { name: 'Event Information' }).click();
  const info = page.getByRole('dialog', { name: 'Event Information' });
  await info.getByLabel('Event name').fill('Summer Picnic');
  await info.getByLabel('Expected attendance').fill('12.5');
  await expect(info.getByRole('alert')).toHaveText('Attendance must be a whole number.');
  await expect(info.getByRole('button', { name: 'Save' })).toBeDisabled();
  await info.getByLabel('Expected attendance').fill('250');
  await info.getByLabel('First day').fill('2027-06-12');
  // The phases in order: a load-in after the first day is refused with the reason.
  await info.getByLabel('Load-in date').fill('2027-06-13');
  await expect(info.getByRole('alert')).toHaveText('Load-in must be on or before the start of the event.');
  await expect(info.getByRole('button', { name: 'Save' })).toBeDisabled();
  await info.getByLabel('Load-in date').fill('2027-06-11');
  await info.getByLabel('Notes').fill('Two propane heaters by the tent');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
  // The text rules read the event information: in a park, propane heaters get the Parks finding (guidance:
  // Parks refuses propane for barbecuing), which stands in for the FDNY note on the same text (one, not two).
  const nudges = page.getByRole('list', { name: 'Nudges' });
  await expect(nudges.locator('[data-rule="park-propane-guidance"]')).toBeVisible();
  await expect(nudges.locator('[data-rule="park-propane"]')).toHaveCount(0);
  await expect(nudges.locator('[data-rule="text-propane"]')).toHaveCount(0);
  // Saved values come back when the dialog opens again.
  await designer.getByRole('button', { name: 'Event Information' }).click();
  await expect(info.getByLabel('Event name')).toHaveValue('Summer Picnic');
  await expect(info.getByLabel('Load-in date')).toHaveValue('2027-06-11');
  await info.getByRole('button', { name: 'Cancel' }).click();

  // Units: a line measured in metres, then in feet after Export Options.
  const { x, y } = await mapCentre(page);
  await page.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Line', exact: true }).click();
  await clickVertices(page, [
    [x - 100, y + 80],
    [x + 100, y + 80],
    [x + 100, y + 80],
  ]);
  await page.keyboard.press('Escape');
  const line = page.getByRole('list', { name: 'Event fixtures' }).locator('li', { hasText: 'Line (unlabeled)' });
  await expect(line).toContainText(/\d+ m$/);
  await designer.getByRole('button', { name: 'Export Options' }).click();
  const options = page.getByRole('dialog', { name: 'Export Options' });
  await expect(options.getByLabel('Include dimensions')).toBeChecked();
  await expect(options.getByLabel('Metres (m)')).toBeChecked();
  await options.getByLabel('Feet (ft)').check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(line).toContainText(/\d+ ft$/);
});

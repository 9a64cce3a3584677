/**
 * Permits as the offices publish them, in the browser: a Temporary Place of Assembly 10 business days
 * ahead whose late filing says its fee; Part 18 30 days before the first day; 30 chairs and no attendance
 * typed make a Parks special event; a block party on a street 60 days ahead; a stage's Buildings deadline
 * counted from the load-in date, and the packet's title block and permits page print the phases.
 */
import type { Page } from '@playwright/test';
import { localDate } from '../../src/shared/app/localTime';
import { dayNumber, isoDate } from '../../src/shared/precheck/dates';
import { isBusinessDay } from '../../src/shared/precheck/holidays';
import { generateZone, streetNode } from './centrelineNodes';
import { expect, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { answerOpenData } from './openData';
import { pdfText } from './pdfReader';
import { designer, exportPdf, focusLawn } from './planFileHelpers';

const permits = (page: Page) => page.getByRole('list', { name: 'Permits and deadlines' });
const permit = (page: Page, id: string) => permits(page).locator(`[data-permit="${id}"]`);
const objectButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** Fills Event Information: text and date fields by label, the kind by its option's text. */
async function eventInformation(page: Page, fields: Record<string, string>, kind?: string) {
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Information' });
  if (kind) await dialog.getByLabel('Event type').selectOption({ label: kind });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test("a Temporary Place of Assembly is filed 10 business days ahead; a late one says DOB's fee, not 'past due'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  // An event eight days away: fewer than 10 business days, so filing today costs $100 a day short.
  const today = dayNumber(localDate(new Date()))!;
  const event = today + 8;
  let left = 0;
  for (let d = today; d < event; d++) if (isBusinessDay(d)) left += 1;
  await eventInformation(page, { 'Expected attendance': '300', 'First day': isoDate(event) });

  const tpa = permit(page, 'dob-place-of-assembly');
  await expect(tpa).toHaveAttribute('data-status', 'late-fee');
  await expect(tpa).toContainText('Late fee');
  await expect(tpa).toContainText('10 business days before the event');
  await expect(tpa).toContainText(
    `Filed today it is ${10 - left} business day${10 - left === 1 ? '' : 's'} short, so the office adds $100 a day: $${(10 - left) * 100} on top of the $250 fee.`,
  );
  await expect(tpa).not.toContainText('Past due');
  await expect(tpa).toContainText('NYC Business: Temporary Place of Assembly Certificate of Operation');
  // The finding is a warning with the fee, not a blocker.
  const finding = page.getByRole('list', { name: 'Nudges' }).locator('[data-rule="dob-place-of-assembly"]');
  await expect(finding).toHaveAttribute('data-severity', 'warning');
  await expect(finding).toContainText('$100 a day');

  const text = pdfText(await exportPdf(page));
  const permitsPage = text.slice(text.lastIndexOf('Permits and deadlines'));
  expect(permitsPage).toMatch(/can still be filed late, with a late fee/);
  // The file-by cell wraps beside the citation: '… without fee; now $400' / 'late fee. Filed today it is …'.
  expect(permitsPage).toMatch(/without fee; now \$\d+/);
  expect(permitsPage).toContain('late fee. Filed today it is');
  expect(permitsPage).not.toMatch(/Temporary Place of Assembly[^\n]*PAST DUE/);
});

test('Part 18: 5,000 or more people file the State permit 30 days before the first day', async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await eventInformation(page, {
    'Expected attendance': '6000',
    'First day': '2027-09-15',
    'Load-in date': '2027-09-10',
  });
  const part18 = permit(page, 'nys-public-gathering');
  await expect(part18).toContainText('Permit for a Public Gathering (Part 18)');
  await expect(part18).toContainText('File by 2027-08-16 (30 days before the event)');
  await expect(part18).toContainText('counting personnel, attendees, spectators and bystanders');
  await expect(part18).toContainText('Lead time: NYS Sanitary Code, 10 NYCRR § 18.3');
  await expect(part18).toContainText('(second-hand source)');
});

test('30 chairs and no attendance typed make a Parks special event, the seats read as its least', async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await expect(permits(page)).toHaveCount(0);
  const c = await mapCentre(page);
  await objectButton(page, 'Chair').click();
  await page.keyboard.down('Shift');
  for (let i = 0; i < 30; i++) await page.mouse.click(c.x + ((i % 6) - 2.5) * 14, c.y + (Math.floor(i / 6) - 2) * 14);
  await page.keyboard.up('Shift');
  await page.keyboard.press('Escape');
  await expect(page.locator('#placed-objects-title')).toHaveText('Placed Objects (30)');
  await expect(page.locator('[data-checked-objects]')).toHaveAttribute('data-checked-objects', '30');

  const parks = permit(page, 'park-event-permit');
  await expect(parks).toContainText('Special Event Permit — NYC Parks');
  await expect(parks).toContainText('attendance at least 30, from the seats (30 chairs): 20 or more people');
  await expect(page.locator('.permit-event')).toContainText('Attendance: at least 30, from the seats');
});

test('a block party on a street is filed 60 days before the event', async ({ page }) => {
  await answerOpenData(page);
  await startAs(page, 'Intersections');
  await generateZone(page, streetNode(40, '7'), streetNode(41, '7'));
  // Before a kind is chosen: a full closure, a large street event, 45 days.
  await expect(permit(page, 'sapo-street-event')).toContainText('Street Event Permit (large)');
  await expect(permit(page, 'sapo-street-event')).toContainText('45 days');

  await eventInformation(page, { 'First day': '2027-06-12' }, 'Block party (60 days ahead)');
  const party = permit(page, 'sapo-street-event');
  await expect(party).toContainText('Street Activity Permit: block party');
  await expect(party).toContainText('File by 2027-04-13 (60 days before the event)');
  await expect(party).toContainText(
    'Block party (chosen in Event Information): A community sponsored event with no sale of goods or services',
  );
  await expect(page.locator('.permit-event')).toContainText('Kind: Block party');
});

test("a stage's Buildings deadline counts from the load-in date; the packet prints the phases", async ({ page }) => {
  test.setTimeout(120_000);
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  const { x, y } = await mapCentre(page);
  await objectButton(page, 'Stage').click();
  await page.mouse.click(x - 40, y - 30);
  await page.mouse.click(x + 40, y + 30);
  await expect(page.locator('#placed-objects-title')).toHaveText('Placed Objects (1)');

  // Event on Monday June 14, 2027 with load-in on Thursday June 10.
  await eventInformation(
    page,
    {
      'First day': '2027-06-14',
      'Start time': '10:00',
      'End time': '18:00',
      'Load-in date': '2027-06-10',
      'Load-in time': '08:00',
      'Load-out date': '2027-06-15',
    },
    'Parks special event (30 days ahead)',
  );
  const structure = permit(page, 'dob-temporary-structure');
  // 15 business days before June 10, skipping Memorial Day (May 31): May 19, not May 21 as from the event.
  await expect(structure).toContainText('File by 2027-05-19 (15 business days before load-in, 2027-06-10)');
  await expect(structure).toContainText('Lead time: NYC Buildings: Temporary Use Permit');
  await expect(permit(page, 'park-event-permit')).toContainText('File by 2027-05-15 (30 days before the event)');

  const path = await exportPdf(page);
  const sheet = pdfText(path, 1);
  expect(sheet).toContain('Parks special event');
  expect(sheet).toContain('Load-in 2027-06-10 08:00');
  expect(sheet).toContain('Load-out 2027-06-15');
  expect(sheet).toContain('10:00–18:00');
  const text = pdfText(path);
  const permitsPage = text.slice(text.lastIndexOf('Permits and deadlines'));
  expect(permitsPage).toContain('Load-in 2027-06-10 08:00');
  // The table's cells wrap: the file-by cell reads '2027-05-19 (On time; 15 business' / 'days before load-in, 2027-06-10)'.
  expect(permitsPage).toContain('2027-05-19 (On time; 15 business');
  expect(permitsPage).toContain('days before load-in, 2027-06-10)');
});

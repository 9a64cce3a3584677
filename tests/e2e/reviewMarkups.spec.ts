/**
 * Issue 42: a packet comes back marked up. The packet the app exported at 1:500, marked by a PDF
 * library as a reader saves markups (an incremental save: a sticky note, a text box, a square, ink, a
 * line with an arrow, a highlight and a reply), is imported: each markup becomes a review comment at
 * the ground it points at (within 1 m), with its author, date and text; a second import adds nothing;
 * a PDF the app did not export, an encrypted one and a flattened one each get their message and
 * change nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { readPacketXmp, sheetOnPage } from '../../src/shared/export/packetMetadata';
import { localPlane } from '../../src/shared/geometry/metres';
import { appendIncrement, markup, pagePointOf, type Note } from '../support/packetMarkups';
import { answerOpenData } from './openData';
import { expect, startAs, test } from './fixtures';
import {
  designer,
  exportPdf,
  focusLawn,
  importFile,
  placedHeading,
  placeGrillAndTent,
  savePlan,
} from './planFileHelpers';

test.describe.configure({ timeout: 240_000 });

const note = (author: string, date: string, text: string): Note => ({ author, date, text });
const metresApart = (a: readonly number[], b: readonly number[]) => {
  const [x, y] = localPlane(a[0]!, a[1]!).toXY(b[0]!, b[1]!);
  return Math.hypot(x, y);
};
interface Saved {
  droppedObjects: { type: string; position: { lng: number; lat: number } }[];
  reviewComments?: {
    kind: string;
    author: string;
    date: string;
    text: string;
    anchor: [number, number] | null;
    replies: { author: string; text: string }[];
  }[];
}

test('a marked-up packet comes back as review comments where they point, once; bad PDFs change nothing', async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  const options = page.getByRole('dialog', { name: 'Export Options' });
  await options.getByLabel('Map scale').selectOption({ label: '1:500' });
  await options.getByRole('button', { name: 'Save' }).click();

  const saved = (await savePlan(page)) as unknown as Saved;
  const grill = saved.droppedObjects.find((o) => o.type === 'grill')!.position;
  const tent = saved.droppedObjects.find((o) => o.type === 'tent')!.position;
  const path = await exportPdf(page);
  const info = readPacketXmp(execFileSync('pdfinfo', ['-meta', path], { encoding: 'latin1' }))!;
  const sheet = sheetOnPage(info, 1)!;
  expect(sheet.scale).toBe(500);
  const g = pagePointOf(sheet, grill.lng, grill.lat);
  const t = pagePointOf(sheet, tent.lng, tent.lat);
  const [tx, ty] = t;
  const marked = appendIncrement(new Uint8Array(readFileSync(path)), {
    annotations: [
      markup.text(1, g, note('Parks — M. Ortiz', '20260512143000Z', 'Grill: 6 ft from the bench')),
      markup.freeText(1, t, note('SAPO', '20260512150000Z', 'Tent needs weights')),
      markup.square(1, g, 8, note('FDNY', '20260513090000Z', 'Extinguisher here')),
      markup.ink(
        1,
        [
          [
            [tx - 6, ty - 6],
            [tx + 6, ty + 6],
          ],
          [
            [tx - 6, ty + 6],
            [tx + 6, ty - 6],
          ],
        ],
        note('NYPD', '20260513100000Z', 'Not here'),
      ),
      markup.arrow(1, [g[0] + 50, g[1] + 40], g, note('Parks — M. Ortiz', '20260513110000Z', 'Move it north')),
      markup.highlight(1, t, 10, 4, note('DOT', '20260514080000Z', 'Label unclear')),
      markup.reply(1, 0, g, note('Organizer', '20260515120000Z', 'Will do')),
    ],
  });
  const packet = Buffer.from(marked);
  const done = page.getByTestId('review-import-done');
  const error = page.getByTestId('review-import-error');
  const review = page.getByTestId('review-panel');

  await importFile(page, 'packet-marked.pdf', packet, 'application/pdf');
  await expect(done).toContainText(
    '6 review comments added from the packet. Nothing on the plan was placed or moved.',
    {
      timeout: 60_000,
    },
  );
  await expect(review.getByRole('heading', { name: 'Review (6 open of 6)' })).toBeVisible();
  await expect(review).toContainText('Grill: 6 ft from the bench');
  await expect(review).toContainText('Will do');
  await expect(review.locator('[data-sheet="Site plan"]')).toContainText('Parks — M. Ortiz');

  const after = (await savePlan(page)) as unknown as Saved;
  const comments = after.reviewComments ?? [];
  expect(comments.map((c) => c.kind)).toEqual(['Text', 'FreeText', 'Square', 'Ink', 'Line', 'Highlight']);
  const target = [grill, tent, grill, tent, grill, tent];
  comments.forEach((c, i) => {
    expect(metresApart(c.anchor!, [target[i]!.lng, target[i]!.lat]), c.kind).toBeLessThan(1);
  });
  expect(comments[0]).toMatchObject({
    author: 'Parks — M. Ortiz',
    date: '2026-05-12T14:30:00Z',
    text: 'Grill: 6 ft from the bench',
    replies: [{ author: 'Organizer', text: 'Will do' }],
  });

  // The same packet again: nothing is added.
  await importFile(page, 'packet-marked.pdf', packet, 'application/pdf');
  await expect(done).toHaveText(/These comments are already in the plan: nothing was added\./);
  await expect(review.getByRole('heading', { name: 'Review (6 open of 6)' })).toBeVisible();

  // Bad PDFs: each its message; the plan keeps its comments and objects.
  const other = new jsPDF();
  other.text('Minutes of the community board', 10, 10);
  const encrypted = new jsPDF({ encryption: { userPassword: 'x', ownerPassword: 'y', userPermissions: ['print'] } });
  encrypted.text('Secret', 10, 10);
  const flattened = appendIncrement(new Uint8Array(readFileSync(path)), {
    drawn: [{ page: 1, content: `1 0 0 RG 2 w ${tx - 10} ${ty - 10} 20 20 re S` }],
  });
  const cases: [string, Buffer, string][] = [
    [
      'minutes.pdf',
      Buffer.from(other.output('arraybuffer')),
      'This PDF was not exported by this app: its sheets carry no plan reference',
    ],
    ['locked.pdf', Buffer.from(encrypted.output('arraybuffer')), 'This PDF is password-protected'],
    ['flat.pdf', Buffer.from(flattened), "No markups found: the reviewer's tool may have flattened them"],
  ];
  for (const [name, bytes, message] of cases) {
    await importFile(page, name, bytes, 'application/pdf');
    await expect(error, name).toContainText(message);
    await expect(error, name).toContainText('Nothing was changed.');
    await page.getByTestId('review-import-error').getByRole('button', { name: 'Dismiss' }).click();
  }
  await expect(review.getByRole('heading', { name: 'Review (6 open of 6)' })).toBeVisible();
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
});

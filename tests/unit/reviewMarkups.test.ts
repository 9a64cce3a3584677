/**
 * A returned packet's markups read back into the plan: a packet composed by the real composer, marked
 * up by an incremental save as a reader makes one (a sticky note, a text box, a square, ink, a line
 * with an arrow, a highlight, a reply, a note on a page without a map), read with pdf.js as the plan
 * worker reads it; each comes back at the ground it points at, within 1 m, with author, date and text.
 * And the bad inputs: a PDF the app did not export, an encrypted one, a damaged one, a flattened one.
 */
import { jsPDF } from 'jspdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { sheetOnPage, type PacketInfo } from '../../src/shared/export/packetMetadata';
import { localPlane } from '../../src/shared/geometry/metres';
import type { PlacedObject } from '../../src/shared/objects/placed';
import {
  mergeReviewComments,
  readReviewComments,
  resolveComment,
  type ReviewComment,
} from '../../src/shared/review/comments';
import { reviewReportRows } from '../../src/shared/review/report';
import { layoutDocument } from '../../src/shared/export/compose';
import type { Primitive } from '../../src/shared/export/primitives';
import { REVIEW_TITLE } from '../../src/shared/export/reviewPage';
import { REVIEW_MARK_COLOUR } from '../../src/shared/export/sheets/reviewMarks';
import { pdfDateToIso } from '../../src/shared/review/markups';
import {
  ENCRYPTED_MESSAGE,
  FLATTENED_MESSAGE,
  NOT_A_PACKET_MESSAGE,
  packetReview,
  type PacketReviewRead,
} from '../../src/shared/review/packetImport';
import { createExportApi } from '../../src/workers/export/api';
import { readPacketPdf } from '../../src/workers/plan/packetPdf';
import { appendIncrement, markup, packetInfoOf, pagePointOf, type Note } from '../support/packetMarkups';
import { AREA_BBOX, fakeBitmap, pdfShownStrings, placed, samplePage, TINY_JPEG } from './helpers/exportFixtures';

const [W, S, E, N] = AREA_BBOX;
const plane = localPlane((W + E) / 2, (S + N) / 2);
const at = (type: string, east: number, north: number, id: string): PlacedObject => {
  const [lng, lat] = plane.toLngLat(east, north);
  return placed(type, lng, lat, id);
};
const stage = at('stage', -60, 30, 'stage');
const tent = at('tent', 50, -20, 'tent');
const toilet = at('speaker', 80, 40, 'toilet');
const generator = at('generator', -90, -40, 'gen');
const PAGE = samplePage({
  objects: [stage, tent, toilet, generator],
  nearby: [],
  planId: 'plan-7f3a',
  revisions: [{ revision: 'B', date: '2026-05-20', description: 'Stage moved' }],
});

/** Metres between two positions (degrees). */
function metresApart(a: readonly number[], b: readonly number[]): number {
  const p = localPlane(a[0]!, a[1]!);
  const [x, y] = p.toXY(b[0]!, b[1]!);
  return Math.hypot(x, y);
}

const note = (author: string, date: string, text: string): Note => ({ author, date, text });
async function review(bytes: Uint8Array): Promise<PacketReviewRead> {
  return packetReview(await readPacketPdf(bytes));
}

let packet: Uint8Array;
let info: PacketInfo;

beforeAll(async () => {
  const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), compressPdf: false });
  const result = await api.compose({ job: 1 }, PAGE, { map: fakeBitmap(), locator: fakeBitmap(380, 236) });
  packet = new Uint8Array(result.file.bytes);
  info = packetInfoOf(packet);
});

describe('markups read back as review comments', () => {
  let comments: ReviewComment[];
  let marked: Uint8Array;
  beforeAll(async () => {
    const sheet = sheetOnPage(info, 1)!;
    const pt = (o: PlacedObject) => pagePointOf(sheet, o.position.lng, o.position.lat);
    const [tx, ty] = pt(tent);
    const lastPage = Math.max(...info.sheets.map((s) => s.page)) + 1;
    marked = appendIncrement(packet, {
      annotations: [
        markup.text(1, pt(stage), note('Parks — M. Ortiz', '20260512143000Z', 'Stage too close to the path')),
        markup.freeText(1, pt(toilet), note('SAPO', "20260512150000-04'00'", 'Move toilets 10 ft east')),
        markup.square(1, pt(generator), 6, note('FDNY', '20260513090000Z', 'Generator needs a fire extinguisher')),
        markup.ink(
          1,
          [
            [
              [tx - 8, ty - 8],
              [tx + 8, ty + 8],
            ],
            [
              [tx - 8, ty + 8],
              [tx + 8, ty - 8],
            ],
          ],
          note('NYPD', '20260513100000Z', 'No tent here'),
        ),
        markup.arrow(
          1,
          [tx + 60, ty + 40],
          [tx, ty],
          note('Parks — M. Ortiz', '20260513110000Z', 'Tent stakes: no, use weights'),
        ),
        markup.highlight(1, pt(stage), 10, 4, note('DOT', '20260514080000Z', 'Label unclear')),
        markup.reply(1, 0, pt(stage), note('Organizer', '20260515120000Z', 'Moved 3 m north')),
        markup.text(lastPage, [100, 400], note('Parks — M. Ortiz', '20260512160000Z', 'Add the insurance certificate')),
      ],
    });
    const read = await review(marked);
    if (!read.ok) throw new Error(read.message);
    expect(read.planId).toBe('plan-7f3a');
    expect(read.revision).toBe('B');
    comments = read.comments;
  });

  it('makes one comment per markup, the reply under its note', () => {
    expect(comments.map((c) => c.kind)).toEqual(['Text', 'FreeText', 'Square', 'Ink', 'Line', 'Highlight', 'Text']);
    const first = comments[0]!;
    expect(first).toMatchObject({
      author: 'Parks — M. Ortiz',
      date: '2026-05-12T14:30:00Z',
      text: 'Stage too close to the path',
      sheet: 'Site plan',
      page: 1,
      packetRevision: 'B',
      resolvedIn: null,
    });
    expect(first.replies).toEqual([{ author: 'Organizer', date: '2026-05-15T12:00:00Z', text: 'Moved 3 m north' }]);
    // The text box's date was written in New York's offset.
    expect(comments[1]!.date).toBe('2026-05-12T19:00:00Z');
  });

  it('puts each at the ground it points at, within 1 m', () => {
    const pos = (o: PlacedObject) => [o.position.lng, o.position.lat];
    const expected = [stage, toilet, generator, tent, tent, stage];
    expected.forEach((o, i) => expect(metresApart(comments[i]!.anchor!, pos(o)), comments[i]!.kind).toBeLessThan(1));
    // What it drew comes too: the square around the generator, the two strokes, the arrow's line.
    expect(comments[2]!.geometry?.type).toBe('Polygon');
    expect(comments[3]!.geometry?.type).toBe('MultiLineString');
    const line = comments[4]!.geometry;
    expect(line?.type).toBe('LineString');
    if (line?.type === 'LineString') expect(metresApart(line.coordinates[1]!, pos(tent))).toBeLessThan(1);
  });

  it('makes a markup on a page without a map a comment on the whole plan, naming the page', () => {
    const general = comments[6]!;
    expect(general.anchor).toBeNull();
    expect(general.geometry).toBeNull();
    expect(general.sheet).toMatch(/^Page \d+$/);
    expect(general.text).toBe('Add the insurance certificate');
  });

  it('adds nothing when the same packet is imported again', async () => {
    const once = mergeReviewComments([], comments);
    expect(once.added).toBe(7);
    const again = await review(marked);
    if (!again.ok) throw new Error(again.message);
    const twice = mergeReviewComments(once.comments, again.comments);
    expect(twice.added).toBe(0);
    expect(twice.repliesAdded).toBe(0);
    expect(twice.comments).toHaveLength(7);
    // And the comments survive the plan file's reader as they were.
    expect(readReviewComments(JSON.parse(JSON.stringify(twice.comments)))).toEqual(twice.comments);
  });
});

describe('bad input', () => {
  it('refuses a PDF the app did not export', async () => {
    const doc = new jsPDF();
    doc.text('Hello', 10, 10);
    const other = appendIncrement(new Uint8Array(doc.output('arraybuffer')), {
      annotations: [markup.text(1, [50, 700], note('A', '20260101000000Z', 'x'))],
    });
    expect(await review(other)).toMatchObject({ ok: false, problem: 'notPacket', message: NOT_A_PACKET_MESSAGE });
    expect(NOT_A_PACKET_MESSAGE).toBe('This PDF was not exported by this app: its sheets carry no plan reference');
  });

  it('says an encrypted PDF cannot be read', async () => {
    const doc = new jsPDF({
      encryption: { userPassword: 'review', ownerPassword: 'owner', userPermissions: ['print'] },
    });
    doc.text('Secret', 10, 10);
    expect(await review(new Uint8Array(doc.output('arraybuffer')))).toMatchObject({
      ok: false,
      problem: 'encrypted',
      message: ENCRYPTED_MESSAGE,
    });
  });

  it('says a damaged PDF cannot be read', async () => {
    const read = await review(packet.slice(0, 400));
    expect(read).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('says the markups may have been flattened when the packet has none', async () => {
    // A flattening tool draws the markups into the page's content and drops the annotations.
    const flat = appendIncrement(packet, { drawn: [{ page: 1, content: '1 0 0 RG 2 w 100 100 50 50 re S' }] });
    expect(await review(flat)).toMatchObject({ ok: false, problem: 'flattened', message: FLATTENED_MESSAGE });
    expect(FLATTENED_MESSAGE).toBe("No markups found: the reviewer's tool may have flattened them");
  });
});

describe('PDF dates', () => {
  it('read with their offset, or as UTC without one', () => {
    expect(pdfDateToIso("D:20260512143000+02'00'")).toBe('2026-05-12T12:30:00Z');
    expect(pdfDateToIso('D:2026051214')).toBe('2026-05-12T14:00:00Z');
    expect(pdfDateToIso('not a date')).toBe('');
  });
});

describe('the next packet', () => {
  it('prints the review comments table and numbers the open ones on the site plan', async () => {
    const comments = commentsOf(
      await review(
        appendIncrement(packet, {
          annotations: [
            markup.text(
              1,
              pagePointOf(sheetOnPage(info, 1)!, stage.position.lng, stage.position.lat),
              note('Parks', '20260512143000Z', 'Stage too close'),
            ),
            markup.text(
              1,
              pagePointOf(sheetOnPage(info, 1)!, tent.position.lng, tent.position.lat),
              note('SAPO', '20260512150000Z', 'Tent weights'),
            ),
          ],
        }),
      ),
    );
    const rows = reviewReportRows(resolveComment(comments, comments[1]!.id, 'C'));
    const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), compressPdf: false });
    const next = await api.compose(
      { job: 2 },
      { ...PAGE, reviewComments: rows },
      { map: fakeBitmap(), locator: fakeBitmap(380, 236) },
    );
    const shown = pdfShownStrings(next.file.bytes);
    expect(shown).toContain(REVIEW_TITLE);
    for (const s of ['Parks', '2026-05-12', 'Stage too close (Site plan)', 'Open', 'Rev. C'])
      expect(shown.join('\n')).toContain(s);
    // The open comment's number on the map (page 1) and none for the resolved one.
    const composed = layoutDocument({ ...PAGE, reviewComments: rows }, true);
    const marks = composed.pages[0]!.flatMap(function walk(p): Primitive[] {
      return p.kind === 'clip' ? p.children.flatMap(walk) : [p];
    }).filter((p) => p.kind === 'circle' && p.fill === REVIEW_MARK_COLOUR);
    expect(marks).toHaveLength(1);
  });
});

function commentsOf(read: PacketReviewRead): ReviewComment[] {
  if (!read.ok) throw new Error(read.message);
  return read.comments;
}

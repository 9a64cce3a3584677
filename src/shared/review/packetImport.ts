/**
 * What importing a returned packet comes to: the comments it carries, or why it carries none. The
 * issue's own words for a PDF the app did not export and for flattened markups; the others say what
 * happened and that nothing changed. Whether the packet is of this plan, and of its revision, is the
 * page's to ask (it knows the plan open), with the words made here.
 */
import { readPacketXmp } from '../export/packetMetadata';
import type { ReviewComment } from './comments';
import { commentsFromMarkups, MARKUP_KINDS, type RawMarkup } from './markups';

export const NOT_A_PACKET_MESSAGE = 'This PDF was not exported by this app: its sheets carry no plan reference';
export const FLATTENED_MESSAGE = "No markups found: the reviewer's tool may have flattened them";
export const ENCRYPTED_MESSAGE =
  'This PDF is password-protected, so its markups cannot be read. Save it without a password and import it again.';
export const DAMAGED_MESSAGE = 'This PDF could not be read: it may be damaged or incomplete.';
/** Said after each of the above: the plan is as it was. */
export const NOTHING_CHANGED = 'Nothing was changed.';

export type PacketProblem = 'notPacket' | 'flattened' | 'encrypted' | 'damaged';

export type PacketReviewRead =
  | { ok: false; problem: PacketProblem; message: string; reason: string }
  | {
      ok: true;
      planId: string | null;
      revision: string | null;
      title: string;
      comments: ReviewComment[];
    };

/** What the PDF reader found (the plan worker's pdf.js): the XMP text and every annotation. */
export type PdfRead =
  | { status: 'read'; xmp: string | null; pages: number; markups: RawMarkup[] }
  | { status: 'encrypted' }
  | { status: 'damaged'; reason: string };

const fail = (problem: PacketProblem, message: string, reason = NOTHING_CHANGED): PacketReviewRead => ({
  ok: false,
  problem,
  message,
  reason,
});

/** The packet's title as its XMP gives it (dc:title), '' when there is none. */
function xmpTitle(xmp: string): string {
  const m = /<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(xmp);
  return m
    ? m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    : '';
}

export function packetReview(read: PdfRead): PacketReviewRead {
  if (read.status === 'encrypted') return fail('encrypted', ENCRYPTED_MESSAGE);
  if (read.status === 'damaged') return fail('damaged', DAMAGED_MESSAGE, `${read.reason}. ${NOTHING_CHANGED}`);
  const info = read.xmp ? readPacketXmp(read.xmp) : null;
  // Our XMP is the plan reference; a packet exported before the plan was first stored names no plan id.
  if (!info) return fail('notPacket', NOT_A_PACKET_MESSAGE);
  if (!read.markups.some((m) => MARKUP_KINDS.has(m.subtype))) return fail('flattened', FLATTENED_MESSAGE);
  return {
    ok: true,
    planId: info.planId,
    revision: info.revision,
    title: xmpTitle(read.xmp ?? ''),
    comments: commentsFromMarkups(info, read.markups),
  };
}

/** The question when the packet is of another plan: which plan it is, and the two ways on. */
export function otherPlanQuestion(title: string, planId: string): string {
  const name = title.trim() ? `“${title.trim()}”` : 'an untitled plan';
  return `This packet is of another plan: ${name} (plan ${planId}). Import its comments into this plan anyway, or stop?`;
}

/** Said when the packet is of an earlier revision than the plan's. */
export function olderRevisionNotice(packetRevision: string, planRevision: string): string {
  return (
    `This packet is of revision ${packetRevision}; the plan is now at revision ${planRevision}. ` +
    'Its comments are placed by the ground they mark on that packet, not by the page, so they land where the reviewer meant.'
  );
}

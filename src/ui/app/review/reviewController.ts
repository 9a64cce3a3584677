/**
 * Review comments on the page: importing a returned packet (the Import control and a PDF dropped on
 * the map), and the Review panel's answer, resolve, reopen and 'Show on map'. The plan worker reads
 * the PDF; here the comments are added to the plan's, once each. A packet of another plan asks
 * first; nothing is placed or moved by a comment, and a packet that cannot be read changes nothing.
 */
import {
  answerComment,
  mergeReviewComments,
  reopenComment,
  resolveComment,
  type ReviewComment,
} from '../../../shared/review/comments';
import { olderRevisionNotice, otherPlanQuestion, type PacketReviewRead } from '../../../shared/review/packetImport';
import { revisions } from '../../store/eventInfo';
import { mapPort } from '../../store/map';
import { tabPlanId } from '../../store/plans';
import { focusedComment, reviewComments, reviewImport } from '../../store/review';
import { planEngine } from '../engines/engines';
import { errorMessage } from '../../../shared/errors/errorMessage';

/** A .pdf name, or the PDF type when the name says nothing. */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.pdf$/i.test(file.name) || (!/\.[^./\\]+$/.test(file.name) && file.type === 'application/pdf');
}

/** The packet waiting on the other-plan question. */
let pending: Extract<PacketReviewRead, { ok: true }> | null = null;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The plan's revision now: the revision table's last row ('' when it has none). */
const planRevision = (): string => revisions.peek().at(-1)?.revision ?? '';

function addComments(read: Extract<PacketReviewRead, { ok: true }>): void {
  const merged = mergeReviewComments(reviewComments.peek(), read.comments);
  reviewComments.value = merged.comments;
  const notes: string[] = [];
  const now = planRevision();
  if (read.revision && now && read.revision !== now) notes.push(olderRevisionNotice(read.revision, now));
  const added = [
    merged.added > 0 ? count(merged.added, 'review comment', 'review comments') : '',
    merged.repliesAdded > 0 ? count(merged.repliesAdded, 'reply', 'replies') : '',
  ].filter(Boolean);
  const message = added.length
    ? `${added.join(' and ')} added from the packet. Nothing on the plan was placed or moved.`
    : 'These comments are already in the plan: nothing was added.';
  reviewImport.value = { status: 'done', message, notes };
}

/** Import's PDF path: the packet's markups become review comments. */
export async function importPacketFile(file: File): Promise<void> {
  pending = null;
  reviewImport.value = { status: 'reading', fileName: file.name };
  let read: PacketReviewRead;
  try {
    read = await planEngine().readPacket(file);
  } catch (error) {
    const reason = errorMessage(error);
    reviewImport.value = {
      status: 'failed',
      message: 'The packet could not be read.',
      reason: `${reason}. Nothing was changed. Try the import again.`,
    };
    return;
  }
  if (!read.ok) {
    reviewImport.value = { status: 'failed', message: read.message, reason: read.reason };
    return;
  }
  const here = tabPlanId.peek();
  if (read.planId !== null && here !== null && read.planId !== here) {
    pending = read;
    reviewImport.value = { status: 'ask', question: otherPlanQuestion(read.title, read.planId), fileName: file.name };
    return;
  }
  addComments(read);
}

/** The answer to the other-plan question: import into this plan anyway, or stop (nothing changes). */
export function answerOtherPlan(importAnyway: boolean): void {
  const read = pending;
  pending = null;
  if (importAnyway && read) addComments(read);
  else reviewImport.value = null;
}

export function dismissReviewImport(): void {
  pending = null;
  reviewImport.value = null;
}

/** The organizer's answer to a comment, signed with the organizer's name when the event has one. */
export function answerReviewComment(id: string, text: string, author: string): void {
  const reply = { author, date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), text: text.trim() };
  if (!reply.text) return;
  reviewComments.value = answerComment(reviewComments.peek(), id, reply);
}

export function resolveReviewComment(id: string): void {
  reviewComments.value = resolveComment(reviewComments.peek(), id, planRevision());
}

export function reopenReviewComment(id: string): void {
  reviewComments.value = reopenComment(reviewComments.peek(), id);
}

/** Close enough to see what the reviewer marked and its surroundings. */
const COMMENT_ZOOM = 19;
const FLY_MS = 600;

/** 'Show on map': the map eases to the comment, which is marked apart from the others. */
export function showReviewComment(comment: ReviewComment): void {
  focusedComment.value = comment.id;
  const port = mapPort.peek();
  if (!port || !comment.anchor) return;
  const zoom = Math.max(port.camera.getView()?.zoom ?? 0, COMMENT_ZOOM);
  port.camera.easeTo({ lng: comment.anchor[0], lat: comment.anchor[1] }, zoom, FLY_MS);
}

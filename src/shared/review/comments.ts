/**
 * Review comments: what reviewers marked on a returned packet, kept with the plan (its file, the
 * autosave, the share link). A comment only points at the ground: nothing is placed or moved by one.
 * Pure data and the small edits the Review panel makes (answer, resolve, reopen).
 */
import type { Position } from '../geography/geometry';
import { field, isRecord, num, str } from '../plan/read';
import type { ReviewComment, ReviewGeometry, ReviewReply } from './types';

export type { ReviewComment, ReviewGeometry, ReviewReply } from './types';

export const MAX_REVIEW_COMMENTS = 2000;

const isPos = (v: unknown): v is Position =>
  Array.isArray(v) && v.length >= 2 && num(v[0]) !== null && num(v[1]) !== null && Math.abs(v[0] as number) <= 180;
const positions = (v: unknown): Position[] | null =>
  Array.isArray(v) && v.length > 0 && v.every(isPos) ? v.map((p: Position) => [p[0], p[1]] as Position) : null;
const rings = (v: unknown): Position[][] | null => {
  if (!Array.isArray(v) || v.length === 0) return null;
  const out = v.map(positions);
  return out.every((r): r is Position[] => r !== null) ? out : null;
};

function readGeometry(v: unknown): ReviewGeometry | null {
  if (!isRecord(v)) return null;
  const c = field(v, 'coordinates');
  switch (field(v, 'type')) {
    case 'Point':
      return isPos(c) ? { type: 'Point', coordinates: [c[0], c[1]] } : null;
    case 'LineString': {
      const p = positions(c);
      return p ? { type: 'LineString', coordinates: p } : null;
    }
    case 'MultiLineString': {
      const r = rings(c);
      return r ? { type: 'MultiLineString', coordinates: r } : null;
    }
    case 'Polygon': {
      const r = rings(c);
      return r ? { type: 'Polygon', coordinates: r } : null;
    }
    default:
      return null;
  }
}

const text = (v: unknown): string => str(v) ?? '';

function readReply(v: unknown): ReviewReply | null {
  if (!isRecord(v)) return null;
  return { author: text(field(v, 'author')), date: text(field(v, 'date')), text: text(field(v, 'text')) };
}

function readComment(v: unknown): ReviewComment | null {
  if (!isRecord(v)) return null;
  const id = str(field(v, 'id'));
  const key = str(field(v, 'key'));
  const page = num(field(v, 'page'));
  if (!id || !key || page === null) return null;
  const anchor = field(v, 'anchor');
  const replies = field(v, 'replies');
  const resolved = field(v, 'resolvedIn');
  return {
    id,
    key,
    kind: text(field(v, 'kind')),
    author: text(field(v, 'author')),
    date: text(field(v, 'date')),
    text: text(field(v, 'text')),
    page,
    sheet: text(field(v, 'sheet')),
    packetRevision: text(field(v, 'packetRevision')),
    anchor: isPos(anchor) ? [anchor[0], anchor[1]] : null,
    geometry: readGeometry(field(v, 'geometry')),
    replies: Array.isArray(replies) ? replies.map(readReply).filter((r): r is ReviewReply => r !== null) : [],
    resolvedIn: typeof resolved === 'string' ? resolved : null,
  };
}

/** A file's review comments; what does not read is dropped (older files have none: []). */
export function readReviewComments(v: unknown): ReviewComment[] {
  if (!Array.isArray(v)) return [];
  return v
    .slice(0, MAX_REVIEW_COMMENTS)
    .map(readComment)
    .filter((c): c is ReviewComment => c !== null);
}

/** A deep copy (plain JSON data), so later edits cannot leak into a saved document. */
export const copyReviewComments = (comments: readonly ReviewComment[]): ReviewComment[] =>
  JSON.parse(JSON.stringify(comments)) as ReviewComment[];

const replyKey = (r: ReviewReply) => `${r.author}\u0000${r.date}\u0000${r.text}`;

export interface MergeResult {
  comments: ReviewComment[];
  added: number;
  repliesAdded: number;
}

/**
 * The incoming comments added to the plan's: a comment already there (same key) is not added again,
 * but replies it gained since are, so a packet read twice, or re-read after another reply, adds only
 * what is new.
 */
export function mergeReviewComments(
  existing: readonly ReviewComment[],
  incoming: readonly ReviewComment[],
): MergeResult {
  const out = copyReviewComments(existing);
  const byKey = new Map(out.map((c) => [c.key, c]));
  let added = 0;
  let repliesAdded = 0;
  for (const c of incoming) {
    const known = byKey.get(c.key);
    if (!known) {
      const copy = copyReviewComments([c])[0]!;
      out.push(copy);
      byKey.set(c.key, copy);
      added++;
      continue;
    }
    const have = new Set(known.replies.map(replyKey));
    for (const r of c.replies) {
      if (have.has(replyKey(r))) continue;
      known.replies.push({ ...r });
      have.add(replyKey(r));
      repliesAdded++;
    }
  }
  return { comments: out.slice(0, MAX_REVIEW_COMMENTS), added, repliesAdded };
}

const edit = (comments: readonly ReviewComment[], id: string, f: (c: ReviewComment) => ReviewComment) =>
  comments.map((c) => (c.id === id ? f(c) : c));

/** The organizer's answer, as a reply of theirs. */
export const answerComment = (comments: readonly ReviewComment[], id: string, reply: ReviewReply): ReviewComment[] =>
  edit(comments, id, (c) => ({ ...c, replies: [...c.replies, { ...reply }] }));

/** Resolved in the plan's current revision (the one the next packet prints). */
export const resolveComment = (comments: readonly ReviewComment[], id: string, revision: string): ReviewComment[] =>
  edit(comments, id, (c) => ({ ...c, resolvedIn: revision }));

export const reopenComment = (comments: readonly ReviewComment[], id: string): ReviewComment[] =>
  edit(comments, id, (c) => ({ ...c, resolvedIn: null }));

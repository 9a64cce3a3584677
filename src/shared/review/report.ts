/** The plan's review comments as the packet prints them: numbered in the plan's order, dated by day. */
import type { ReviewReportRow } from '../export/request';
import type { ReviewComment } from './comments';

export function reviewReportRows(comments: readonly ReviewComment[]): ReviewReportRow[] {
  return comments.map((c, i) => ({
    number: i + 1,
    author: c.author,
    date: c.date.slice(0, 10),
    text: c.text,
    sheet: c.sheet,
    replies: c.replies.map((r) => ({ author: r.author, text: r.text })),
    resolvedIn: c.resolvedIn,
    anchor: c.anchor ? [c.anchor[0], c.anchor[1]] : null,
  }));
}

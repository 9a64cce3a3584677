/**
 * The packet's 'Review comments' table (issue 42): every reviewer's comment the plan holds, numbered,
 * with its author, date, text (and where it was made, and the answers), and the revision it was
 * resolved in, or 'Open'. Open comments carry the same number on the map sheets (mapMarkers).
 */
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import type { Primitive } from './primitives';
import type { ExportPage, ReviewReportRow } from './request';

export const REVIEW_TITLE = 'Review comments';

export const resolvedText = (r: ReviewReportRow): string =>
  r.resolvedIn === null ? 'Open' : r.resolvedIn ? `Rev. ${r.resolvedIn}` : 'Resolved';

function commentText(r: ReviewReportRow): string {
  const answers = r.replies.map((a) => `— ${a.author || 'Unknown'}: ${a.text}`);
  return [`${r.text || '(no text)'} (${r.sheet})`, ...answers].join('\n');
}

export function reviewPages(page: ExportPage): Primitive[][] {
  const rows = page.reviewComments ?? [];
  if (!rows.length) return [];
  const area = page.areaSubtitle.trim() ? `${page.areaTitle} – ${page.areaSubtitle}` : page.areaTitle;
  const flow = new PageFlow(REVIEW_TITLE, `${area} · ${page.localDateTime}`, summaryPageSize(page.options.paper));
  const open = rows.filter((r) => r.resolvedIn === null).length;
  flow.note(
    `What the reviewers marked on the returned packets: ${open} open of ${rows.length}. Open comments are numbered on the map sheets where they point.`,
  );
  flow.table(
    REVIEW_TITLE,
    flow.fitColumns([
      { header: 'No.', width: 12, maxLines: 1 },
      { header: 'Author', width: 36, maxLines: 3 },
      { header: 'Date', width: 24, maxLines: 1 },
      { header: 'Comment', maxLines: 12 },
      { header: 'Resolved in', width: 24, maxLines: 2 },
    ]),
    rows.map((r) => [String(r.number), r.author || 'Unknown', r.date || '–', commentText(r), resolvedText(r)]),
  );
  return flow.pages;
}

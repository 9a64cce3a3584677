/**
 * Open review comments on a map sheet (issue 42): a purple disc with the comment's number from the
 * 'Review comments' table, on the ground the reviewer pointed at, so the next packet shows what is
 * still open where it is. Resolved comments are only in the table.
 */
import type { FrameProjection } from '../frameProjection';
import { baselineFor, circle, text, WHITE, type Primitive } from '../primitives';
import type { ExportPage } from '../request';

export const REVIEW_MARK_COLOUR = '#9333ea';
const RADIUS_MM = 1.9;
const SIZE_PT = 6;

export function reviewMarkPrimitives(page: ExportPage, proj: FrameProjection): Primitive[] {
  const out: Primitive[] = [];
  for (const r of page.reviewComments ?? []) {
    if (r.resolvedIn !== null || !r.anchor) continue;
    const at = proj.toMm(r.anchor[0], r.anchor[1]);
    if (!proj.contains(at)) continue;
    out.push(circle(at[0], at[1], RADIUS_MM, { fill: REVIEW_MARK_COLOUR, stroke: WHITE, lineWidth: 0.25 }));
    out.push(
      text(at[0], baselineFor(at[1], SIZE_PT), String(r.number), {
        sizePt: SIZE_PT,
        bold: true,
        color: WHITE,
        align: 'center',
      }),
    );
  }
  return out;
}

/**
 * The PDF's 'Permits and deadlines' page, after the pre-check: every permit the plan needs, from which
 * agency, why (the objects and facts that call for it), the date to file it by and the page that says
 * so. Past-due and close dates are named as such, so the office and the organizer read the same list.
 */
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import type { Primitive } from './primitives';
import type { ExportPage, PermitRow } from './request';

export const PERMITS_TITLE = 'Permits and deadlines';

export const STATUS_TEXT: Record<PermitRow['status'], string> = {
  'past-due': 'PAST DUE',
  'due-soon': 'Due soon',
  'on-time': 'On time',
  'no-date': 'No event date',
};

function fileByCell(p: PermitRow): string {
  if (!p.fileBy) return p.leadText === 'not given' ? 'Before the event' : `${p.leadText} before the event`;
  return `${p.fileBy} (${STATUS_TEXT[p.status]}; ${p.leadText} ahead)`;
}

export function permitsPages(page: ExportPage): Primitive[][] {
  const report = page.preCheck;
  if (!report) return [];
  const area = page.areaSubtitle.trim() ? `${page.areaTitle} – ${page.areaSubtitle}` : page.areaTitle;
  const flow = new PageFlow(PERMITS_TITLE, `${area} · ${page.localDateTime}`, summaryPageSize(page.options.paper));
  const date = report.eventDate?.trim();
  flow.note(
    date
      ? `File-by dates count back from the event date, ${date}, as of ${report.today ?? page.localDateTime.slice(0, 10)}. Business days skip weekends, not holidays.`
      : 'No event date is set: each permit shows how far ahead it is filed. Set the date in Event Information to see the dates.',
  );
  if (report.permits.length === 0) {
    flow.note('No permit is implied by the plan.');
    return flow.pages;
  }
  const late = report.permits.filter((p) => p.status === 'past-due').length;
  if (late) flow.note(`${late} permit(s) past their file-by date.`, '#b91c1c');
  flow.table(
    PERMITS_TITLE,
    flow.fitColumns([
      { header: 'Permit', width: 52, maxLines: 4 },
      { header: 'Agency', width: 42, maxLines: 3 },
      { header: 'Why it is needed', maxLines: 8 },
      { header: 'File by', width: 42, maxLines: 3 },
      { header: 'Citation', width: 70, maxLines: 6 },
    ]),
    report.permits.map((p) => [
      p.conditional ? `${p.permit} (if it applies)` : p.permit,
      p.agency,
      p.why,
      fileByCell(p),
      `${p.citationTitle}${p.secondHand ? ' (second-hand source)' : ''} ${p.citationUrl}`,
    ]),
  );
  return flow.pages;
}

/**
 * The PDF's 'Permits and deadlines' page, after the pre-check: the event's kind and phases, then every
 * permit the plan needs, from which agency, why (the objects and facts that call for it), the date to
 * file it by counted from the day its office counts from, and the page that says so. Past-due and close
 * dates are named as such, and a late filing an office takes with a fee says the fee, so the office and
 * the organizer read the same list.
 */
import { sourceNote } from '../nudges/citations';
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import type { Primitive } from './primitives';
import type { ExportPage, PermitRow } from './request';

export const PERMITS_TITLE = 'Permits and deadlines';

export const STATUS_TEXT: Record<PermitRow['status'], string> = {
  'past-due': 'PAST DUE',
  'late-fee': 'LATE FEE',
  'due-soon': 'Due soon',
  'on-time': 'On time',
  'no-date': 'No event date',
};

function fileByCell(p: PermitRow): string {
  const when = p.counted ?? `${p.leadText} ahead`;
  if (!p.fileBy) return p.leadText === 'not given' ? 'Before the event (no lead time set)' : when;
  if (p.status === 'late-fee' && p.lateFee) return `${p.fileBy} without fee; now ${p.lateFee} (${when})`;
  return `${p.fileBy} (${STATUS_TEXT[p.status]}; ${when})`;
}

function citationCell(p: PermitRow): string {
  const own = `${p.citationTitle}${sourceNote(p)} ${p.citationUrl}`;
  const lead = p.leadCitation;
  return lead ? `${own}; lead time: ${lead.title}${sourceNote(lead)} ${lead.url}` : own;
}

export function permitsPages(page: ExportPage): Primitive[][] {
  const report = page.preCheck;
  if (!report) return [];
  const area = page.areaSubtitle.trim() ? `${page.areaTitle} – ${page.areaSubtitle}` : page.areaTitle;
  const flow = new PageFlow(PERMITS_TITLE, `${area} · ${page.localDateTime}`, summaryPageSize(page.options.paper));
  if (report.phases) flow.note(report.phases);
  if (report.attendance) flow.note(`Attendance: ${report.attendance}.`);
  const date = report.eventDate?.trim();
  flow.note(
    date
      ? `File-by dates count back from the day each office counts from: the event's first day, ${date}, or load-in for the Buildings Department's temporary structures; as of ${report.today ?? page.localDateTime.slice(0, 10)}. Business days skip weekends and the City's holidays.`
      : "No event date is set: each permit shows how far ahead it is filed. Set the event's first day in Event Information to see the dates.",
  );
  if (report.permits.length === 0) {
    flow.note('No permit is implied by the plan.');
    return flow.pages;
  }
  const late = report.permits.filter((p) => p.status === 'past-due').length;
  if (late) flow.note(`${late} permit(s) past their file-by date.`, '#b91c1c');
  const fees = report.permits.filter((p) => p.status === 'late-fee').length;
  if (fees) flow.note(`${fees} permit(s) can still be filed late, with a late fee.`, '#b45309');
  flow.table(
    PERMITS_TITLE,
    flow.fitColumns([
      { header: 'Permit', width: 52, maxLines: 4 },
      { header: 'Agency', width: 42, maxLines: 3 },
      { header: 'Why it is needed', maxLines: 8 },
      { header: 'File by', width: 48, maxLines: 5 },
      { header: 'Citation', width: 70, maxLines: 7 },
    ]),
    report.permits.map((p) => [
      p.conditional ? `${p.permit} (if it applies)` : p.permit,
      p.agency,
      p.why,
      fileByCell(p),
      citationCell(p),
    ]),
  );
  return flow.pages;
}

/**
 * The PDF's 'Permit Pre-check' page, after the summaries: every open finding with its source (grouped
 * by rule as the panel shows them: one row with the count and its subjects), then the acknowledged
 * (dismissed) ones, rules left unchecked, crowd capacity and the 'Occupant load and egress' table
 * (area, factor and source, load, attendance, each exit's width, exits and width required against
 * provided, clearance time, longest walk, staff), so the office reads what the organizer
 * was told and what they chose to accept. The permits follow on their own page (permitsPage.ts).
 */
import { sourceNote } from '../nudges/citations';
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import type { Primitive } from './primitives';
import type { ExportPage, PreCheckFinding, PreCheckReport } from './request';

export const PRECHECK_TITLE = 'Permit Pre-check';
const SEVERITY_NAMES = { blocker: 'Blocker', warning: 'Warning', info: 'Info' } as const;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

function counts(findings: readonly PreCheckFinding[]): string {
  // A grouped row stands for each of its findings.
  const size = (list: readonly PreCheckFinding[]) => list.reduce((n, f) => n + (f.members?.length ?? 1), 0);
  const open = findings.filter((f) => !f.acknowledged);
  const of = (s: PreCheckFinding['severity']) => size(open.filter((f) => f.severity === s));
  const acknowledged = size(findings) - size(open);
  return `${of('blocker')} blocker(s), ${of('warning')} warning(s), ${of('info')} info${acknowledged ? `; ${acknowledged} acknowledged` : ''}.`;
}

/** A group's subjects in one cell: the first ones named, the rest counted (the cell is 8 lines at most). */
const MEMBERS_LISTED = 24;
function membersText(members: readonly string[]): string {
  const listed = members.slice(0, MEMBERS_LISTED).join('; ');
  return members.length > MEMBERS_LISTED ? `${listed}; + ${members.length - MEMBERS_LISTED} more` : listed;
}

function findingsTable(flow: PageFlow, report: PreCheckReport): void {
  flow.heading('Findings');
  flow.note(counts(report.findings));
  if (report.findings.length === 0) return flow.note('No findings.');
  // Open findings first (blockers, warnings, info), then the acknowledged ones in the same order.
  const ordered = [...report.findings.filter((f) => !f.acknowledged), ...report.findings.filter((f) => f.acknowledged)];
  flow.table(
    'Findings',
    flow.fitColumns([
      { header: 'Severity', width: 40 },
      { header: 'Finding', maxLines: 8 },
      { header: 'Source', width: 95, maxLines: 6 },
    ]),
    ordered.map((f) => [
      f.acknowledged ? `${SEVERITY_NAMES[f.severity]} (acknowledged)` : SEVERITY_NAMES[f.severity],
      f.members ? `${f.message}: ${membersText(f.members)}` : f.message,
      `${f.citationTitle}${sourceNote(f)} ${f.citationUrl}`,
    ]),
  );
}

function capacityTable(flow: PageFlow, c: NonNullable<PreCheckReport['capacity']>): void {
  flow.heading('Crowd capacity (NYC Building Code occupant load)');
  const rows = [
    [
      'Usable area',
      `${whole(c.usableFt2)} sq ft (${c.areaSource === 'audience' ? 'the audience area' : 'the focused area'}, less ${whole(c.objectsFt2)} sq ft of placed objects)`,
    ],
    ['Occupant load factor', `${c.factorFt2} sq ft per person (${c.useText})`],
    ['Capacity', `${whole(c.capacity)} people`],
    ['Attendance', c.attendance === null ? 'Not given' : whole(c.attendance)],
    ['Density', c.ft2PerPerson === null ? '–' : `${c.ft2PerPerson.toFixed(1)} sq ft per person`],
  ];
  flow.table('Crowd capacity', flow.fitColumns([{ header: 'Figure', width: 50 }, { header: 'Value' }]), rows);
  if (c.exceeds)
    flow.note(
      `Attendance exceeds the capacity of the usable area by ${whole((c.attendance ?? 0) - c.capacity)} people.`,
      '#b91c1c',
    );
}

/** The egress table's title, as the panel's group is named. */
export const EGRESS_TITLE = 'Occupant load and egress';

function egressTable(flow: PageFlow, rows: NonNullable<PreCheckReport['egress']>): void {
  flow.heading(EGRESS_TITLE);
  flow.table(
    EGRESS_TITLE,
    flow.fitColumns([
      { header: 'Figure', width: 30, maxLines: 3 },
      { header: 'Plan', maxLines: 5 },
      { header: 'Required', width: 38, maxLines: 4 },
      { header: 'Short', width: 22, maxLines: 2 },
      { header: 'Source', width: 52, maxLines: 8 },
    ]),
    rows.map((r) => [r.figure, r.value, r.required, r.short, r.source]),
  );
}

export function preCheckPages(page: ExportPage): Primitive[][] {
  const report = page.preCheck;
  if (!report) return [];
  const area = page.areaSubtitle.trim() ? `${page.areaTitle} – ${page.areaSubtitle}` : page.areaTitle;
  const flow = new PageFlow(PRECHECK_TITLE, `${area} · ${page.localDateTime}`, summaryPageSize(page.options.paper));
  flow.note(
    'What the permit office is likely to flag, checked against the cited rules before applying. Dismissed findings are listed as acknowledged.',
  );
  findingsTable(flow, report);
  for (const u of report.unchecked)
    flow.note(`Not checked (${u.ruleId}): the ${u.layerName} data failed to load — ${u.message}`, '#b91c1c');
  if (report.capacity) capacityTable(flow, report.capacity);
  if (report.egress?.length) egressTable(flow, report.egress);
  return flow.pages;
}

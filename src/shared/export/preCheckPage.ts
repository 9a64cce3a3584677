/**
 * The PDF's 'Permit Pre-check' page, after the summaries: every open finding with its source, then the
 * acknowledged (dismissed) ones, rules left unchecked, crowd capacity and the companion permits, so the
 * office reads what the organizer was told and what they chose to accept.
 */
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import type { Primitive } from './primitives';
import type { ExportPage, PreCheckFinding, PreCheckReport } from './request';

export const PRECHECK_TITLE = 'Permit Pre-check';
const SEVERITY_NAMES = { blocker: 'Blocker', warning: 'Warning', info: 'Info' } as const;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

function counts(findings: readonly PreCheckFinding[]): string {
  const open = findings.filter((f) => !f.acknowledged);
  const of = (s: PreCheckFinding['severity']) => open.filter((f) => f.severity === s).length;
  const acknowledged = findings.length - open.length;
  return `${of('blocker')} blocker(s), ${of('warning')} warning(s), ${of('info')} info${acknowledged ? `; ${acknowledged} acknowledged` : ''}.`;
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
      f.message,
      `${f.citationTitle} ${f.citationUrl}`,
    ]),
  );
}

function capacityTable(flow: PageFlow, c: NonNullable<PreCheckReport['capacity']>): void {
  flow.heading('Crowd capacity (NFPA 101 occupant load)');
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
  flow.heading('Other permits this plan needs');
  if (report.permits.length === 0) flow.note('None implied by the plan.');
  else {
    flow.table(
      'Other permits this plan needs',
      flow.fitColumns([
        { header: 'Permit', width: 55 },
        { header: 'Office', width: 55 },
        { header: 'Why', maxLines: 4 },
        { header: 'Link', width: 80, maxLines: 4 },
      ]),
      report.permits.map((p) => [p.name, p.office, p.reason, p.url]),
    );
  }
  return flow.pages;
}

/** The 'Permit Pre-check' and 'Permits and deadlines' pages' content from the nudge worker's last answer and the dismissals. */
import { egressReportRows } from '../../../shared/egress/rows';
import type { Egress } from '../../../shared/egress/types';
import type { PreCheckFinding, PreCheckReport } from '../../../shared/export/request';
import { LAYER_CATALOGUE } from '../../../shared/layers/catalogue';
import { isInfrastructureLayerId } from '../../../shared/layers/ids';
import { groupFindings, memberLine } from '../../../shared/nudges/grouping';
import type { Nudge } from '../../../shared/nudges/rules';
import { USE_TEXT } from '../../../shared/precheck/capacity';
import { eventSummary, phasesLine } from '../../../shared/precheck/eventSummary';
import { countedFrom, lateFeeText } from '../../../shared/precheck/permitText';
import { attendanceText } from '../../../shared/precheck/seats';
import { eventInfo } from '../../store/eventInfo';
import { dismissedNudges, nudges, preCheck, todayForPreCheck } from './nudgeController';

/** Findings grouped by rule as the panel shows them; open and acknowledged ones in separate groups. */
function groupedFindings(list: readonly Nudge[], acknowledged: boolean): PreCheckFinding[] {
  return groupFindings(list).map((g) => {
    const first = g.findings[0]!;
    return {
      severity: g.severity,
      message: g.summary,
      citationTitle: first.citation.title,
      citationUrl: first.citation.url,
      acknowledged,
      ...(g.findings.length > 1 ? { members: g.findings.map(memberLine) } : {}),
      ...(first.citation.secondHand ? { secondHand: true } : {}),
      ...(first.citation.guidance ? { guidance: first.citation.guidance } : {}),
    };
  });
}

/** The egress check's findings as printed: each on its own row (the panel shows them in its group). */
const egressFindings = (e: Egress | null): PreCheckFinding[] =>
  (e?.findings ?? []).map((f) => ({
    severity: f.severity,
    message: f.message,
    citationTitle: f.citation.title,
    citationUrl: f.citation.url,
    acknowledged: false,
    ...(f.citation.secondHand ? { secondHand: true } : {}),
    ...(f.citation.guidance ? { guidance: f.citation.guidance } : {}),
  }));

export function preCheckReport(): PreCheckReport {
  const dismissed = dismissedNudges.peek();
  const { unchecked, capacity, permits, attendance, egress } = preCheck.peek();
  const info = eventInfo.peek();
  const kind = eventSummary(info).kind;
  const phases = phasesLine(info);
  const all = nudges.peek();
  return {
    findings: [
      ...groupedFindings(
        all.filter((n) => !dismissed.has(n.id)),
        false,
      ),
      ...egressFindings(egress),
      ...groupedFindings(
        all.filter((n) => dismissed.has(n.id)),
        true,
      ),
    ],
    ...(egress ? { egress: egressReportRows(egress) } : {}),
    unchecked: unchecked.map((u) => ({
      ruleId: u.ruleId,
      layerName: isInfrastructureLayerId(u.layerId) ? LAYER_CATALOGUE[u.layerId].name : u.layerId,
      message: u.message,
    })),
    capacity: capacity && {
      areaSource: capacity.areaSource,
      usableFt2: capacity.usableFt2,
      objectsFt2: capacity.objectsFt2,
      factorFt2: capacity.factorFt2,
      useText: USE_TEXT[capacity.use],
      capacity: capacity.capacity,
      attendance: capacity.attendance,
      ft2PerPerson: capacity.ft2PerPerson,
      exceeds: capacity.exceeds,
    },
    permits: permits.map((p) => ({
      permit: p.permit,
      agency: p.agency,
      why: p.why,
      fileBy: p.fileBy,
      leadText: p.leadText,
      status: p.status,
      citationTitle: p.citation.title,
      citationUrl: p.citation.url,
      secondHand: p.citation.secondHand === true,
      conditional: p.conditional,
      counted: countedFrom(p),
      ...(p.lateFee ? { lateFee: `$${p.lateFee.amount.toLocaleString('en-US')} late fee. ${lateFeeText(p)}` } : {}),
      ...(p.citation.guidance ? { guidance: p.citation.guidance } : {}),
      ...(p.leadCitation
        ? {
            leadCitation: {
              title: p.leadCitation.title,
              url: p.leadCitation.url,
              secondHand: p.leadCitation.secondHand === true,
            },
          }
        : {}),
    })),
    eventDate: info.date,
    today: todayForPreCheck(),
    ...(kind || phases ? { phases: [kind, phases].filter(Boolean).join(' · ') } : {}),
    ...(attendance.count !== null ? { attendance: attendanceText(attendance) } : {}),
  };
}

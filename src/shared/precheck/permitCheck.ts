/**
 * Which permits a plan needs (the rows of precheck/permitRules.ts whose trigger the plan meets), why
 * (the objects and facts that triggered each), and each one's file-by date counted from the day its
 * office counts from. Late and close permits become findings, blockers and warnings (a late filing the
 * office takes with a fee is a warning that says the fee); `announce` permits are info findings
 * whenever needed. Pure: runs in the nudge worker with the rest of the pre-check.
 */
import { nudge } from '../nudges/engine';
import { appliesIn, type Nudge, type Severity } from '../nudges/rules';
import { deadline, leadText, leadWhen, type DeadlineStatus } from './deadlines';
import { PERMIT_RULES } from './permitRules';
import { deadlineSentence, type RequiredPermit } from './permitText';
import { TRIGGERS, type PermitFacts, type PermitObject } from './permitTriggers';

export { deadlineSentence, type RequiredPermit } from './permitText';
export { eventDaysOf, generatorFuel, type PermitFacts, type PermitObject } from './permitTriggers';

/** Every permit the plan needs, in the table's order, with its file-by date from its office's day. */
export function requiredPermits(facts: PermitFacts): RequiredPermit[] {
  const out: RequiredPermit[] = [];
  const anchors = {
    eventStart: facts.schedule?.start.day ?? null,
    loadIn: facts.schedule && !facts.schedule.loadIn.assumed ? facts.schedule.loadIn.day : null,
    advertising: facts.advertisingDay ?? null,
  };
  for (const rule of PERMIT_RULES) {
    if (!appliesIn(rule, facts.setting)) continue;
    const hit = TRIGGERS[rule.trigger](facts);
    if (!hit) continue;
    const lead = hit.lead === undefined ? rule.lead : hit.lead;
    const due = lead ? deadline(lead, anchors, facts.today) : null;
    out.push({
      ruleId: rule.id,
      permit: hit.permit ?? rule.permit,
      agency: rule.agency,
      why: hit.why.join('; '),
      objectIds: hit.objectIds ?? [],
      lead,
      leadText: lead ? leadText(lead) : 'not given',
      leadWhen: lead ? leadWhen(lead) : 'not given',
      fileBy: due?.fileBy ?? null,
      status: due?.status ?? 'no-date',
      daysLeft: due?.daysLeft ?? null,
      from: due?.from ?? 'eventStart',
      fromDate: due?.fromDate ?? null,
      fromAssumed: due?.fromAssumed ?? false,
      ...(due?.lateFee ? { lateFee: due.lateFee } : {}),
      citation: hit.citation ?? rule.citation,
      ...(rule.leadCitation && !hit.citation ? { leadCitation: rule.leadCitation } : {}),
      conditional: hit.conditional ?? false,
      ...(hit.assumed ? { assumed: true } : {}),
    });
  }
  return out;
}

const SEVERITY: Record<DeadlineStatus, Severity> = {
  'past-due': 'blocker',
  'late-fee': 'warning',
  'due-soon': 'warning',
  'on-time': 'info',
  'no-date': 'info',
};
/** The findings the permits raise: late ones block (or warn with the fee), close ones warn, `announce` ones inform. */
export function permitFindings(permits: readonly RequiredPermit[], objects: readonly PermitObject[]): Nudge[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const announce = new Set(PERMIT_RULES.filter((r) => r.announce).map((r) => r.id));
  return permits.flatMap((p) => {
    const late = p.status === 'past-due' || p.status === 'late-fee' || p.status === 'due-soon';
    if (!late && !(announce.has(p.ruleId) && !p.conditional)) return [];
    const first = p.objectIds.map((id) => byId.get(id)).find((o) => o !== undefined);
    const position = first ? { lng: first.position.lng, lat: first.position.lat } : null;
    const message = `${p.permit} (${p.agency}) needed: ${p.why}. ${deadlineSentence(p)}`;
    return [
      nudge(
        {
          id: p.ruleId,
          type: 'permit',
          // A blocker is what the office would refuse; a date resting on an unanswered question can only warn.
          severity: (p.conditional || p.assumed) && p.status === 'past-due' ? 'warning' : SEVERITY[p.status],
          // Braces in a quoted text must not read as placeholders.
          message: message.replace(/[{}]/g, ''),
          actions: position ? ['zoomToSubject', 'highlight'] : [],
          citation: p.citation,
          agency: p.agency,
        },
        { kind: 'area', id: p.ruleId, name: p.permit, position },
        {},
        { target: null, meta: { status: p.status, fileBy: p.fileBy ?? '', objects: p.objectIds.join(',') } },
      ),
    ];
  });
}

/**
 * Which permits a plan needs (the rows of precheck/permitRules.ts whose trigger the plan meets), why
 * (the objects and facts that triggered each), and each one's file-by date counted from the day its
 * office counts from. Late and close permits become findings, blockers and warnings (a late filing the
 * office takes with a fee is a warning that says the fee); `announce` permits are info findings
 * whenever needed. Pure: runs in the nudge worker with the rest of the pre-check.
 */
import type { Citation } from '../nudges/citations';
import { nudge } from '../nudges/engine';
import { appliesIn, type Nudge, type Severity } from '../nudges/rules';
import {
  deadline,
  leadText,
  leadWhen,
  type DeadlineStatus,
  type LateFeeDue,
  type Lead,
  type LeadAnchor,
} from './deadlines';
import { PERMIT_RULES, type PermitRule } from './permitRules';
import { TRIGGERS, type PermitFacts, type PermitObject } from './permitTriggers';

export {
  deckHeight,
  eventDaysOf,
  generatorFuel,
  ownEventType,
  type PermitFacts,
  type PermitObject,
} from './permitTriggers';

export interface RequiredPermit {
  ruleId: string;
  permit: string;
  agency: PermitRule['agency'];
  /** What on the plan calls for it, in the panel's and the packet's words. */
  why: string;
  /** The placed objects that triggered it (the panel's 'Zoom to' goes to the first). */
  objectIds: string[];
  lead: Lead | null;
  /** '10 business days', or 'not given'. */
  leadText: string;
  /** '10 business days before the event', '15 business days before load-in', or 'not given'. */
  leadWhen: string;
  fileBy: string | null;
  status: DeadlineStatus;
  daysLeft: number | null;
  /** The day the office counts from, and whether the event's first day stood in for a missing load-in. */
  from: LeadAnchor;
  fromDate: string | null;
  fromAssumed: boolean;
  /** Filed today past the fee-free date: the fee and whether the office still guarantees it in time. */
  lateFee?: LateFeeDue;
  citation: Citation;
  /** The page that gives the lead time, when it is not the citation. */
  leadCitation?: Citation;
  /** Needed only if a fact the plan does not give holds (a generator's size or fuel). */
  conditional: boolean;
}

/** Every permit the plan needs, in the table's order, with its file-by date from its office's day. */
export function requiredPermits(facts: PermitFacts): RequiredPermit[] {
  const out: RequiredPermit[] = [];
  const anchors = {
    eventStart: facts.schedule?.start.day ?? null,
    loadIn: facts.schedule && !facts.schedule.loadIn.assumed ? facts.schedule.loadIn.day : null,
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
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** '15 business days before load-in, 2026-06-08' or with the first day standing in for a missing load-in. */
export function countedFrom(p: RequiredPermit): string {
  if (p.from !== 'loadIn' || !p.fromDate) return p.leadWhen;
  return p.fromAssumed
    ? `${p.leadWhen}: no load-in date is set, so counted from the event's first day, ${p.fromDate}`
    : `${p.leadWhen}, ${p.fromDate}`;
}

/** The fee a late filing costs today, in the office's words ('$250 plus $100 a day: $400 more'). */
export function lateFeeText(p: RequiredPermit): string {
  const f = p.lateFee;
  if (!f) return '';
  const base = f.baseFee === undefined ? '' : ` on top of the ${dollars(f.baseFee)} fee`;
  return `Filed today it is ${f.businessDaysShort} business day${f.businessDaysShort === 1 ? '' : 's'} short, so the office adds ${dollars(f.perDay)} a day: ${dollars(f.amount)}${base}.${f.guaranteed ? '' : ' Filed three business days or less before the event, it cannot be guaranteed in time.'}`;
}

/** When it is filed, as the finding says it. */
export function deadlineSentence(p: RequiredPermit): string {
  if (!p.lead) return 'The office sets no lead time: file it well before the event.';
  switch (p.status) {
    case 'past-due':
      return `It had to be filed by ${p.fileBy!} (${countedFrom(p)}), ${days(-p.daysLeft!)} ago.`;
    case 'late-fee':
      return `File it now: the fee-free date was ${p.fileBy!} (${countedFrom(p)}). ${lateFeeText(p)}`;
    case 'due-soon':
      return `File it by ${p.fileBy!} (${p.daysLeft === 0 ? 'today' : `in ${days(p.daysLeft!)}`}; ${countedFrom(p)}).`;
    case 'on-time':
      return `File it by ${p.fileBy!} (${countedFrom(p)}).`;
    case 'no-date':
      return `File it ${p.leadWhen}; set the event's first day in Event Information to see the date.`;
  }
}

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
          severity: SEVERITY[p.status],
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

/**
 * A required permit as the panel, the findings and the packet say it: its file-by date with the day its
 * office counts from ('15 business days before load-in, 2026-06-08'), a late filing's fee, and the
 * sentence a finding ends with. Types and text only: the page imports it without the rules engine.
 */
import type { Citation } from '../nudges/citations';
import type { Deadline, Lead } from './deadlines';
import type { PermitRule } from './permitRules';

/** With its deadline: the file-by date, its status and the day its office counts from (deadlines.ts). */
export interface RequiredPermit extends Deadline {
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
  citation: Citation;
  /** The page that gives the lead time, when it is not the citation. */
  leadCitation?: Citation;
  /** Needed only if a fact the plan does not give holds (a generator's size or fuel). */
  conditional: boolean;
  /** Its date rests on a value the plan does not give (a plaza's level): shown, but never a blocker. */
  assumed?: boolean;
}

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
      if (p.conditional || p.assumed)
        return `Depending on the answer above, it may have had to be filed by ${p.fileBy!} (${countedFrom(p)}), ${days(-p.daysLeft!)} ago.`;
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

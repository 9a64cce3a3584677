/**
 * The sources of every rule, number and event kind as one Markdown page (docs/permit-sources.md): which
 * page each was read on and whether first-hand (the office's own page or the official text), second-hand
 * (a copy or a summary) or from nowhere (the app's or the specification's number: guidance). Made from
 * the tables the app runs on, so the page cannot drift from them (tests/unit/ruleSources.test.ts).
 */
import { EVENT_TYPES } from '../precheck/eventTypes';
import { leadText } from '../precheck/deadlines';
import { PERMIT_RULES } from '../precheck/permitRules';
import type { Citation } from './citations';
import { handOf, sourcedNumbers, type SourceHand } from './numbers';
import { RULES } from './rules';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const link = (c: Citation) => `[${cell(c.title)}](${c.url})`;
const HANDS: readonly SourceHand[] = ['first-hand', 'second-hand', 'none'];

/**
 * A rule's source is the weakest of the pages it stands on: a page read in a copy makes it second-hand,
 * and a part no page gives (a guidance note: the number is the app's or the specification's) makes it
 * none, however the rest was read.
 */
export function ruleHand(...pages: readonly (Citation | undefined)[]): SourceHand {
  const present = pages.filter((c): c is Citation => c !== undefined);
  if (present.some((c) => c.guidance)) return 'none';
  return present.some((c) => c.secondHand) ? 'second-hand' : 'first-hand';
}

/** What the source column adds to the hand: how the page was read, and what no page gives. */
function standingNote(pages: readonly (Citation | undefined)[]): string {
  const present = pages.filter((c): c is Citation => c !== undefined);
  const notes = present.flatMap((c) => (c.guidance ? [cell(c.guidance)] : []));
  if (notes.length && present.some((c) => c.secondHand)) notes.push('the page was read in a copy');
  return notes.length ? `: ${notes.join('; ')}` : '';
}

export interface SourceRow {
  id: string;
  hand: SourceHand;
}

/** Every number, permit, event kind and finding with its source, in the page's order. */
export function sourceRows(): Record<'numbers' | 'permits' | 'kinds' | 'findings', SourceRow[]> {
  return {
    numbers: sourcedNumbers().map(({ path, entry }) => ({ id: path, hand: handOf(entry) })),
    permits: PERMIT_RULES.map((r) => ({ id: r.id, hand: ruleHand(r.citation, r.leadCitation) })),
    kinds: EVENT_TYPES.map((t) => ({ id: t.id, hand: ruleHand(t.citation) })),
    findings: RULES.map((r) => ({ id: r.id, hand: ruleHand(r.citation) })),
  };
}

function value(v: unknown): string {
  if (Array.isArray(v)) return `${v.length} tiers`;
  return String(v);
}

function summary(): string[] {
  const rows = sourceRows();
  const count = (list: readonly SourceRow[], hand: SourceHand) => list.filter((r) => r.hand === hand).length;
  const all = Object.values(rows).flat();
  const line = (name: string, list: readonly SourceRow[]) =>
    `| ${name} | ${HANDS.map((h) => count(list, h)).join(' | ')} | ${list.length} |`;
  const rules = [...rows.permits, ...rows.kinds, ...rows.findings];
  return [
    '## Summary',
    '',
    '| table | first-hand | second-hand | none | all |',
    '| --- | --- | --- | --- | --- |',
    line('Numbers', rows.numbers),
    line('Permits', rows.permits),
    line('Event kinds', rows.kinds),
    line('Findings', rows.findings),
    line('Rules (permits, event kinds and findings)', rules),
    line('Everything', all),
    '',
    'A rule’s source is the weakest of the pages it stands on: read in a copy, it is second-hand; with a part',
    'no page gives (its note says which), it is none, and it is shown as guidance, never as a blocker.',
    '',
  ];
}

export function sourceTableMarkdown(): string {
  const lines: string[] = [
    '# Where every rule comes from',
    '',
    'Made by `npm run docs:sources` from the tables the app runs on (`src/shared/nudges/numbers.ts`, `rules.ts`,',
    '`src/shared/precheck/permitRules.ts`, `eventTypes.ts`); `tests/unit/ruleSources.test.ts` fails when this page',
    'is out of date. **First-hand**: read on the office’s own page or in the official text. **Second-hand**: read',
    'in a copy or a summary; the panel and the packet say so. **None**: no page gives it; the rules using it are',
    'shown as guidance and are never blockers.',
    '',
    ...summary(),
    '## Numbers',
    '',
    '| number | value | source | page | the words |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const { path, entry } of sourcedNumbers())
    lines.push(
      `| \`${path}\` | ${value(entry.value)} | ${handOf(entry)} | ${entry.page ? link(entry.page) : '—'} | ${cell(entry.quote)} |`,
    );
  lines.push(
    '',
    '## Permits',
    '',
    '| permit | agency | lead time | source | page |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const r of PERMIT_RULES) {
    const lead = r.lead ? leadText(r.lead) : 'none set';
    const pages = [
      link(r.citation),
      r.leadCitation ? `lead time: ${link(r.leadCitation)} (${ruleHand(r.leadCitation)})` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const source = `${ruleHand(r.citation, r.leadCitation)}${standingNote([r.citation, r.leadCitation])}`;
    lines.push(`| \`${r.id}\` ${cell(r.permit)} | ${r.agency} | ${lead} | ${source} | ${pages} |`);
  }
  lines.push(
    '',
    '## Event kinds',
    '',
    '| kind | permit | lead time | source | page |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const t of EVENT_TYPES)
    lines.push(
      `| \`${t.id}\` ${cell(t.label)} | ${cell(t.permit)} (${t.agency}) | ${t.lead ? leadText(t.lead) : 'by the plan, or none set'} | ${ruleHand(t.citation)}${standingNote([t.citation])} | ${link(t.citation)} |`,
    );
  lines.push('', '## Findings', '', '| rule | what | severity | source | page |', '| --- | --- | --- | --- | --- |');
  for (const r of RULES)
    lines.push(
      `| \`${r.id}\` | ${cell(r.title)} | ${r.severity} | ${ruleHand(r.citation)}${standingNote([r.citation])} | ${link(r.citation)} |`,
    );
  return `${lines.join('\n')}\n`;
}

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
const HAND: Record<SourceHand, string> = { 'first-hand': 'first-hand', 'second-hand': 'second-hand', none: 'none' };

function standing(c: Citation): string {
  const hand = c.secondHand ? 'second-hand' : 'first-hand';
  return c.guidance ? `${hand}; guidance: ${cell(c.guidance)}` : hand;
}

function value(v: unknown): string {
  if (Array.isArray(v)) return `${v.length} tiers`;
  return String(v);
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
    '## Numbers',
    '',
    '| number | value | source | page | the words |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const { path, entry } of sourcedNumbers())
    lines.push(
      `| \`${path}\` | ${value(entry.value)} | ${HAND[handOf(entry)]} | ${entry.page ? link(entry.page) : '—'} | ${cell(entry.quote)} |`,
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
      r.leadCitation ? `lead time: ${link(r.leadCitation)} (${standing(r.leadCitation)})` : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(`| \`${r.id}\` ${cell(r.permit)} | ${r.agency} | ${lead} | ${standing(r.citation)} | ${pages} |`);
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
      `| \`${t.id}\` ${cell(t.label)} | ${cell(t.permit)} (${t.agency}) | ${t.lead ? leadText(t.lead) : 'by the plan, or none set'} | ${standing(t.citation)} | ${link(t.citation)} |`,
    );
  lines.push('', '## Findings', '', '| rule | what | severity | source | page |', '| --- | --- | --- | --- | --- |');
  for (const r of RULES)
    lines.push(`| \`${r.id}\` | ${cell(r.title)} | ${r.severity} | ${standing(r.citation)} | ${link(r.citation)} |`);
  return `${lines.join('\n')}\n`;
}

/**
 * Findings grouped by rule: 166 chairs near trees are one line ('166 chairs within 2 ft of a tree')
 * that opens to the list, not 166 near-identical lines. A rule with one finding stays that finding.
 * Groups keep the findings' display order (blockers first; a group sits where its first finding was).
 */
import { isObjectTypeId, type ObjectTypeId } from '../objects/catalogue';
import { fillMessage, formatFeet, ruleById, type Nudge, type Severity } from './rules';

export interface FindingGroup {
  /** `${ruleId}:${severity}`: one rule can raise findings of one severity only, but a permit's varies. */
  key: string;
  ruleId: string;
  severity: Severity;
  /** The line that stands for them all; a single finding's own message. */
  summary: string;
  findings: Nudge[];
}

const SPECIAL_PLURALS: Partial<Record<ObjectTypeId, string>> = {
  'first-aid': 'first-aid stations',
  balloons: 'balloons',
  bench: 'benches',
  bleachers: 'bleachers',
};
const SPECIAL_SINGULARS: Partial<Record<ObjectTypeId, string>> = { 'first-aid': 'first-aid station' };

/** 'chairs', 'plastic tables': a type id in the plural, as a grouped line names its subjects. */
export function pluralOf(type: string): string {
  return (isObjectTypeId(type) ? SPECIAL_PLURALS[type] : undefined) ?? `${type.replace(/-/g, ' ')}s`;
}

/** '1 barricade', '305 chairs': a count of objects of one type, named in the number's form. */
export function countOf(count: number, type: string): string {
  const one = (isObjectTypeId(type) ? SPECIAL_SINGULARS[type] : undefined) ?? type.replace(/-/g, ' ');
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : pluralOf(type)}`;
}

function objectsWord(findings: readonly Nudge[]): string {
  const types = new Set(findings.map((n) => n.meta.objectType).filter((t) => typeof t === 'string'));
  return types.size === 1 ? pluralOf([...types][0] as string) : 'objects';
}

/** The grouped line for several findings of one rule. */
export function groupSummary(ruleId: string, findings: readonly Nudge[]): string {
  const rule = ruleById(ruleId);
  const count = findings.length.toLocaleString('en-US');
  if (!rule) return `${count} × ${findings[0]?.subject.name ?? ruleId}`;
  if (!rule.groupMessage) return `${count} × ${rule.title}`;
  const thresholdFt = findings[0]?.meta.thresholdFt ?? '';
  return fillMessage(rule.groupMessage, { count, objects: objectsWord(findings), thresholdFt });
}

export function groupFindings(findings: readonly Nudge[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const n of findings) {
    const key = `${n.ruleId}:${n.severity}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, ruleId: n.ruleId, severity: n.severity, summary: '', findings: [] }));
    g.findings.push(n);
  }
  for (const g of groups.values())
    g.summary = g.findings.length === 1 ? g.findings[0]!.message : groupSummary(g.ruleId, g.findings);
  return [...groups.values()];
}

/** One finding of a group, short: what it is about and, for a distance rule, how far. */
export function memberLine(n: Nudge): string {
  const distance = n.meta.distanceFt;
  const gap = n.meta.gapIn;
  const detail =
    typeof distance === 'number' ? ` (${formatFeet(distance)} ft)` : gap !== undefined ? ` (${String(gap)} in)` : '';
  return `${n.subject.name}${detail}`;
}

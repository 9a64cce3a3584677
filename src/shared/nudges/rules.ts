/**
 * The nudge rules as data: what each one checks, how loud it is, what it says, and which public NYC page
 * backs it. The engine knows the three kinds of rule; adding a rule of a known kind is a row here.
 */
import type { LngLat } from './footprint';

export type Severity = 'warning' | 'info';
export type RuleType = 'proximity' | 'text' | 'object';
/** What the UI offers on a nudge. Subjects without a place (event fields) drop the map actions. */
export type NudgeAction = 'zoomToSubject' | 'highlight' | 'editText';
/** The texts the text rules read. */
export type TextSource = 'shapeLabel' | 'objectNote' | 'eventInfo';
export type TargetLayerId = 'trees' | 'benches' | 'pedestrianRamps';

/** Severity where the rules table says only "default". */
export const DEFAULT_SEVERITY: Record<RuleType, Severity> = { proximity: 'warning', text: 'warning', object: 'info' };

/** Every citation is shown as a link with this label. */
export const CITATION_LABEL = 'Regulation';
export interface Citation { label: typeof CITATION_LABEL; url: string }

interface RuleBase {
  id: string;
  severity: Severity;
  /** Placeholders: {objectName}, {distanceFt}, {thresholdFt}, {snippet}. */
  message: string;
  citation: Citation;
  actions: readonly NudgeAction[];
}

export interface ProximityRule extends RuleBase {
  type: 'proximity';
  /** Object types the rule applies to, or 'any'. */
  subjectTypes: readonly string[] | 'any';
  targetLayer: TargetLayerId;
  thresholdFt: number;
}

export interface TextRule extends RuleBase {
  type: 'text';
  /** RegExp source, matched case-insensitively; word boundaries keep 'glassware' from reading as 'glass'. */
  pattern: string;
  reads: readonly TextSource[];
}

export interface ObjectRule extends RuleBase {
  type: 'object';
  objectType: string;
}

export type Rule = ProximityRule | TextRule | ObjectRule;

const cite = (url: string): Citation => ({ label: CITATION_LABEL, url });
const BBQ = cite('https://www.nyc.gov/site/parks/permits/barbecuing.page');
const PARKS_RULES = cite('https://www.nyc.gov/site/parks/rules/parks-rules.page');
const FDNY = cite('https://www.nyc.gov/site/fdny/about/resources/code-regulations/permit-requirements.page');
const SOUND = cite('https://portal.311.nyc.gov/article/?kanumber=KA-01012');

const MAP_ACTIONS: readonly NudgeAction[] = ['zoomToSubject', 'highlight'];
const TEXT_ACTIONS: readonly NudgeAction[] = ['zoomToSubject', 'highlight', 'editText'];
const ALL_TEXTS: readonly TextSource[] = ['shapeLabel', 'objectNote', 'eventInfo'];

/** In the order the panel lists them within a severity. */
export const RULES: readonly Rule[] = [
  {
    id: 'grill-tree', type: 'proximity', severity: 'warning', subjectTypes: ['grill'], targetLayer: 'trees', thresholdFt: 10,
    message: 'This {objectName} is {distanceFt} ft from a tree. Keep grills at least {thresholdFt} ft from trees: heat and coals damage bark and roots.',
    citation: BBQ, actions: MAP_ACTIONS,
  },
  {
    id: 'grill-bench', type: 'proximity', severity: 'info', subjectTypes: ['grill'], targetLayer: 'benches', thresholdFt: 6,
    message: 'This {objectName} is {distanceFt} ft from a bench. Keep grills at least {thresholdFt} ft from benches so people sitting there stay clear of the heat.',
    citation: BBQ, actions: MAP_ACTIONS,
  },
  {
    id: 'ramp-clearance', type: 'proximity', severity: DEFAULT_SEVERITY.proximity, subjectTypes: 'any', targetLayer: 'pedestrianRamps', thresholdFt: 3,
    message: 'This {objectName} is {distanceFt} ft from a pedestrian ramp. Keep at least {thresholdFt} ft clear so wheelchairs, strollers and walkers can use the ramp.',
    citation: PARKS_RULES, actions: MAP_ACTIONS,
  },
  {
    id: 'tree-fastening', type: 'proximity', severity: DEFAULT_SEVERITY.proximity, subjectTypes: 'any', targetLayer: 'trees', thresholdFt: 2,
    message: 'This {objectName} is {distanceFt} ft from a tree. Nothing may be tied, nailed or fastened to a tree; keep it at least {thresholdFt} ft away.',
    citation: PARKS_RULES, actions: MAP_ACTIONS,
  },
  {
    id: 'text-glass', type: 'text', severity: 'warning', pattern: '\\bglass\\b', reads: ALL_TEXTS,
    message: '"{snippet}" mentions glass. Glass bottles and containers are not allowed in parks.',
    citation: PARKS_RULES, actions: TEXT_ACTIONS,
  },
  {
    id: 'text-alcohol', type: 'text', severity: 'warning', pattern: '\\b(?:alcohol|beer|wine|liquor)\\b', reads: ALL_TEXTS,
    message: '"{snippet}" mentions alcohol. Drinking alcohol is not allowed in parks unless a permit specifically allows it.',
    citation: PARKS_RULES, actions: TEXT_ACTIONS,
  },
  {
    id: 'text-generator', type: 'text', severity: 'warning', pattern: '\\bgenerators?\\b', reads: ALL_TEXTS,
    message: '"{snippet}" mentions a generator. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    citation: FDNY, actions: TEXT_ACTIONS,
  },
  {
    id: 'text-propane', type: 'text', severity: 'warning', pattern: '\\b(?:propane|lpg)\\b', reads: ALL_TEXTS,
    message: '"{snippet}" mentions propane. Propane (LPG) cylinders at an event need an FDNY permit.',
    citation: FDNY, actions: TEXT_ACTIONS,
  },
  {
    id: 'object-generator', type: 'object', severity: DEFAULT_SEVERITY.object, objectType: 'generator',
    message: 'A {objectName} is on the plan. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    citation: FDNY, actions: MAP_ACTIONS,
  },
  {
    id: 'object-speaker', type: 'object', severity: DEFAULT_SEVERITY.object, objectType: 'speaker',
    message: 'A {objectName} is on the plan. Amplified sound in public needs a Sound Device Permit from the NYPD.',
    citation: SOUND, actions: MAP_ACTIONS,
  },
];

export interface NudgeSubject {
  kind: 'object' | 'shape' | 'event';
  /** Object or shape id, or the event information field's name. */
  id: string;
  name: string;
  /** Null for event information: it has no place on the map. */
  position: LngLat | null;
}

export interface NudgeTarget { layerId: TargetLayerId; featureId: number; position: LngLat }

export interface Nudge {
  /** `${ruleId}:${subjectKind}:${subjectId}`: stable across recomputes, so a dismissed nudge stays hidden. */
  id: string;
  ruleId: string;
  severity: Severity;
  message: string;
  type: RuleType;
  subject: NudgeSubject;
  target: NudgeTarget | null;
  actions: NudgeAction[];
  citation: Citation;
  meta: Record<string, string | number>;
}

const RULE_ORDER = new Map(RULES.map((r, i) => [r.id, i]));
const ruleOrder = (n: Nudge) => RULE_ORDER.get(n.ruleId) ?? RULES.length;

/** Display order: warnings first, then the rules' order here, then the subject (ids embed it). */
export function compareNudges(a: Nudge, b: Nudge): number {
  if (a.severity !== b.severity) return a.severity === 'warning' ? -1 : 1;
  return ruleOrder(a) - ruleOrder(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Fills {name} placeholders; one left unfilled stays as written rather than reading "undefined". */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Feet as the messages show them: one decimal. */
export function formatFeet(feet: number): string {
  return (Math.round(feet * 10) / 10).toFixed(1);
}

/** Up to `around` characters either side of a match, on one line, with ellipses where cut. */
export function snippetAround(text: string, index: number, length: number, around = 30): string {
  const start = Math.max(0, index - around);
  const end = Math.min(text.length, index + length + around);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}

/**
 * The rules as data: what each one checks, how loud it is, what it says, and which public page backs
 * it. The engine knows each kind of rule; adding a rule of a known kind is a row here. The first ten
 * are the spec's (their texts unchanged but for the speaker's added step); the rest are the permit
 * pre-check's, each from a page it cites.
 */
import type { LngLat } from './footprint';
import { CITATION_LABEL, CITATIONS, type Citation } from './citations';

export { CITATION_LABEL, type Citation };
export { fillMessage, formatFeet, snippetAround } from './text';

/** Blockers are what the office would refuse; warnings what it would flag; info what to prepare. */
export type Severity = 'blocker' | 'warning' | 'info';
export const SEVERITIES: readonly Severity[] = ['blocker', 'warning', 'info'];
export type RuleType = 'proximity' | 'text' | 'object' | 'attendance' | 'lane' | 'capacity';
/** What the UI offers on a nudge. Subjects without a place (event fields) drop the map actions. */
export type NudgeAction = 'zoomToSubject' | 'highlight' | 'editText';
/** The texts the text rules read. */
export type TextSource = 'shapeLabel' | 'objectNote' | 'eventInfo';
export type TargetLayerId = 'trees' | 'benches' | 'pedestrianRamps' | 'hydrants';
/** Where the plan is: a rule with `appliesIn` is checked only there (park rules do not bind a street). */
export type Setting = 'park' | 'plaza' | 'street';

/** Severity where the rules table says only "default". */
export const DEFAULT_SEVERITY: Record<'proximity' | 'text' | 'object', Severity> = {
  proximity: 'warning',
  text: 'warning',
  object: 'info',
};

interface RuleBase {
  id: string;
  severity: Severity;
  /** Placeholders: {objectName}, {distanceFt}, {thresholdFt}, {snippet}, {attendance}, {clearFt}, {capacity}. */
  message: string;
  citation: Citation;
  actions: readonly NudgeAction[];
  appliesIn?: Setting;
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
/** Raised when the Event Information attendance is at least `minAttendance`. */
export interface AttendanceRule extends RuleBase {
  type: 'attendance';
  minAttendance: number;
}
/** A full street closure's continuous clear width along the corridor (see precheck/lane.ts). */
export interface LaneRule extends RuleBase {
  type: 'lane';
  minClearFt: number;
}
/** Attendance above the occupant load of the usable area (see precheck/capacity.ts). */
export interface CapacityRule extends RuleBase {
  type: 'capacity';
}

export type Rule = ProximityRule | TextRule | ObjectRule | AttendanceRule | LaneRule | CapacityRule;

const MAP_ACTIONS: readonly NudgeAction[] = ['zoomToSubject', 'highlight'];
const TEXT_ACTIONS: readonly NudgeAction[] = ['zoomToSubject', 'highlight', 'editText'];
const ALL_TEXTS: readonly TextSource[] = ['shapeLabel', 'objectNote', 'eventInfo'];
const { bbq: BBQ, parksRules: PARKS_RULES, fdny: FDNY, sound: SOUND } = CITATIONS;

/** In the order the panel lists them within a severity. */
export const RULES: readonly Rule[] = [
  {
    id: 'grill-tree',
    type: 'proximity',
    severity: 'warning',
    subjectTypes: ['grill'],
    targetLayer: 'trees',
    thresholdFt: 10,
    message:
      'This {objectName} is {distanceFt} ft from a tree. Keep grills at least {thresholdFt} ft from trees: heat and coals damage bark and roots.',
    citation: BBQ,
    actions: MAP_ACTIONS,
  },
  {
    id: 'grill-bench',
    type: 'proximity',
    severity: 'info',
    subjectTypes: ['grill'],
    targetLayer: 'benches',
    thresholdFt: 6,
    message:
      'This {objectName} is {distanceFt} ft from a bench. Keep grills at least {thresholdFt} ft from benches so people sitting there stay clear of the heat.',
    citation: BBQ,
    actions: MAP_ACTIONS,
  },
  {
    id: 'ramp-clearance',
    type: 'proximity',
    severity: DEFAULT_SEVERITY.proximity,
    subjectTypes: 'any',
    targetLayer: 'pedestrianRamps',
    thresholdFt: 3,
    message:
      'This {objectName} is {distanceFt} ft from a pedestrian ramp. Keep at least {thresholdFt} ft clear so wheelchairs, strollers and walkers can use the ramp.',
    citation: PARKS_RULES,
    actions: MAP_ACTIONS,
  },
  {
    id: 'tree-fastening',
    type: 'proximity',
    severity: DEFAULT_SEVERITY.proximity,
    subjectTypes: 'any',
    targetLayer: 'trees',
    thresholdFt: 2,
    message:
      'This {objectName} is {distanceFt} ft from a tree. Nothing may be tied, nailed or fastened to a tree; keep it at least {thresholdFt} ft away.',
    citation: PARKS_RULES,
    actions: MAP_ACTIONS,
  },
  {
    id: 'text-glass',
    type: 'text',
    severity: 'warning',
    pattern: '\\bglass\\b',
    reads: ALL_TEXTS,
    message: '"{snippet}" mentions glass. Glass bottles and containers are not allowed in parks.',
    citation: PARKS_RULES,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'text-alcohol',
    type: 'text',
    severity: 'warning',
    pattern: '\\b(?:alcohol|beer|wine|liquor)\\b',
    reads: ALL_TEXTS,
    message:
      '"{snippet}" mentions alcohol. Drinking alcohol is not allowed in parks unless a permit specifically allows it.',
    citation: PARKS_RULES,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'text-generator',
    type: 'text',
    severity: 'warning',
    pattern: '\\bgenerators?\\b',
    reads: ALL_TEXTS,
    message:
      '"{snippet}" mentions a generator. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    citation: FDNY,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'text-propane',
    type: 'text',
    severity: 'warning',
    pattern: '\\b(?:propane|lpg)\\b',
    reads: ALL_TEXTS,
    message: '"{snippet}" mentions propane. Propane (LPG) cylinders at an event need an FDNY permit.',
    citation: FDNY,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'object-generator',
    type: 'object',
    severity: DEFAULT_SEVERITY.object,
    objectType: 'generator',
    message:
      'A {objectName} is on the plan. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    citation: FDNY,
    actions: MAP_ACTIONS,
  },
  {
    id: 'object-speaker',
    type: 'object',
    severity: DEFAULT_SEVERITY.object,
    objectType: 'speaker',
    message:
      'A {objectName} is on the plan. Amplified sound in public needs a Sound Device Permit from the NYPD. Apply for it at the local precinct after the Parks permit (with permission for amplified sound) is issued.',
    citation: SOUND,
    actions: MAP_ACTIONS,
  },
  // The permit pre-check's rules.
  {
    id: 'emergency-lane',
    type: 'lane',
    severity: 'blocker',
    minClearFt: 15,
    appliesIn: 'street',
    message:
      'The street is only {clearFt} ft clear here. A full street closure must keep a continuous {thresholdFt}-foot emergency vehicle lane; move what narrows it.',
    citation: CITATIONS.sapo,
    actions: MAP_ACTIONS,
  },
  {
    id: 'park-propane',
    type: 'text',
    severity: 'blocker',
    pattern: '\\b(?:propane|lpg)\\b',
    reads: ALL_TEXTS,
    appliesIn: 'park',
    message: '"{snippet}" mentions propane. Propane tanks are not allowed in NYC parks.',
    citation: CITATIONS.parksEventsFaq,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'park-rides',
    type: 'text',
    severity: 'blocker',
    appliesIn: 'park',
    reads: ALL_TEXTS,
    pattern: '\\b(?:inflatables?|bounce ?houses?|bouncy castles?|moon ?bounces?|mechanical rides?|amusement rides?)\\b',
    message:
      '"{snippet}" mentions an inflatable or a ride. Inflatables and mechanical rides are not permitted at events in NYC parks.',
    citation: CITATIONS.parksEvents,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'hydrant-clearance',
    type: 'proximity',
    severity: 'warning',
    subjectTypes: 'any',
    targetLayer: 'hydrants',
    thresholdFt: 15,
    message:
      'This {objectName} is {distanceFt} ft from a fire hydrant. Keep {thresholdFt} ft clear of hydrants, as the traffic rules do for vehicles, so the fire department can reach them.',
    citation: CITATIONS.hydrant,
    actions: MAP_ACTIONS,
  },
  {
    id: 'capacity',
    type: 'capacity',
    severity: 'warning',
    message:
      'Attendance of {attendance} is more than the {capacity} people the usable area holds ({factorFt2} ft² per person, {use}).',
    citation: CITATIONS.nfpa101,
    actions: [],
  },
  {
    id: 'park-bbq-area',
    type: 'object',
    severity: 'warning',
    objectType: 'grill',
    appliesIn: 'park',
    message:
      'A {objectName} is on the plan. Barbecuing in parks is allowed only in designated barbecuing areas, at least 10 ft from structures; check that this spot is one.',
    citation: CITATIONS.parksBbqRules,
    actions: MAP_ACTIONS,
  },
  {
    id: 'park-tent-stakes',
    type: 'object',
    severity: 'warning',
    objectType: 'tent',
    appliesIn: 'park',
    message:
      "A {objectName} is on the plan. Tents in parks need the special events office's permission and may not be staked into the ground: plan weights instead.",
    citation: CITATIONS.parksEvents,
    actions: MAP_ACTIONS,
  },
  {
    id: 'park-event-permit',
    type: 'attendance',
    severity: 'info',
    minAttendance: 20,
    appliesIn: 'park',
    message:
      'Attendance of {attendance}: events of 20 or more people in a park need a NYC Parks special event permit (apply at least 21–30 days ahead).',
    citation: CITATIONS.parksEventsFaq,
    actions: [],
  },
];

export interface NudgeSubject {
  kind: 'object' | 'shape' | 'event' | 'zone' | 'area';
  /** Object or shape id, the event information field's name, or the zone or area checked. */
  id: string;
  name: string;
  /** Null for event information and the area as a whole: they have no one place on the map. */
  position: LngLat | null;
}

export interface NudgeTarget {
  layerId: TargetLayerId;
  featureId: number;
  position: LngLat;
}

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
const SEVERITY_RANK: Record<Severity, number> = { blocker: 0, warning: 1, info: 2 };

/** Display order: blockers, then warnings, then info; within one, the rules' order here, then the subject (ids embed it). */
export function compareNudges(a: Nudge, b: Nudge): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    ruleOrder(a) - ruleOrder(b) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function ruleById(id: string): Rule | undefined {
  return RULES.find((r) => r.id === id);
}

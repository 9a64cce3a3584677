/**
 * The rules as data: what each one checks, where it applies and which agency it speaks for, how loud
 * it is, what it says, and which public page backs it. The engine knows each kind of rule; adding a
 * rule of a known kind is a row here, with its numbers in numbers.ts. The first ten are the spec's
 * (their texts unchanged but for the speaker's added step); the rest are the permit pre-check's, each
 * from a page it cites. The permits an event needs, with their lead times, are rows in
 * precheck/permitRules.ts.
 */
import type { ObjectTypeId } from '../objects/catalogue';
import type { LngLat } from '../objects/footprint';
import { asGuidance, CITATION_LABEL, CITATIONS, type Citation } from './citations';
import { RULE_NUMBERS } from './numbers';
import { OBJECT_KINDS, wordPattern } from './vocabulary';

export { CITATION_LABEL, type Citation };
export { fillMessage, formatFeet, snippetAround } from './text';

/** Blockers are what the office would refuse; warnings what it would flag; info what to prepare. */
export type Severity = 'blocker' | 'warning' | 'info';
export const SEVERITIES: readonly Severity[] = ['blocker', 'warning', 'info'];
export type RuleType =
  | 'proximity'
  | 'text'
  | 'object'
  | 'lane'
  | 'capacity'
  | 'permit'
  | 'receptacles'
  | 'toilets'
  | 'route'
  | 'medical'
  | 'reminder';
/** What the UI offers on a nudge. Subjects without a place (event fields) drop the map actions. */
export type NudgeAction = 'zoomToSubject' | 'highlight' | 'editText';
/** The texts the text rules read. */
export type TextSource = 'shapeLabel' | 'objectNote' | 'eventInfo';
export type TargetLayerId = 'trees' | 'benches' | 'pedestrianRamps' | 'hydrants';
/** Where the plan is: a rule is checked only in the settings it names (park rules do not bind a street). */
export type Setting = 'park' | 'plaza' | 'street';
export const CITYWIDE: readonly Setting[] = ['park', 'plaza', 'street'];
export const PARKS: readonly Setting[] = ['park'];
/** DOT's streets and plazas, where the Street Activity Permit Office issues the event permit. */
export const STREETS_AND_PLAZAS: readonly Setting[] = ['plaza', 'street'];
export const STREETS: readonly Setting[] = ['street'];
/** The agency whose rule it is: the panel and the packet say who would flag it. */
export type Agency =
  | 'NYC Parks'
  | 'DOT / Street Activity Permit Office'
  | 'FDNY'
  | 'NYPD'
  | 'Department of Buildings'
  | 'Department of Sanitation'
  | 'Department of Health and Mental Hygiene'
  | 'Department of Environmental Protection'
  | 'NYS Department of Health'
  | 'NYS Liquor Authority'
  | 'Department of Small Business Services'
  | 'ADA (U.S. Department of Justice)'
  | 'Life safety (NYC Building Code)';

/** Whether a rule is checked in a setting; with no setting (nothing focused) only citywide rules are. */
export function appliesIn(rule: { appliesIn: readonly Setting[] }, setting: Setting | null): boolean {
  return setting === null ? rule.appliesIn.length === CITYWIDE.length : rule.appliesIn.includes(setting);
}

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
  /**
   * One line for many findings of the rule ('37 chairs within 2 ft of a tree'): {count}, {objects}
   * (the subjects' type in the plural, or 'objects'), {thresholdFt}. Without it: '{count} × {title}'.
   */
  groupMessage?: string;
  /** A short name of what the rule checks, for grouped lines and the packet. */
  title: string;
  citation: Citation;
  actions: readonly NudgeAction[];
  appliesIn: readonly Setting[];
  agency: Agency;
  /** A rule this one replaces for the same subject when both match (park propane over FDNY propane). */
  supersedes?: string;
}

export interface ProximityRule extends RuleBase {
  type: 'proximity';
  /** Object types the rule applies to, or 'any'. */
  subjectTypes: readonly ObjectTypeId[] | 'any';
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
  objectType: ObjectTypeId;
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

/**
 * Whole-plan checks (precheck/): receptacles per intersection, accessible toilets, route width, medical
 * cover, and reminders of what the app cannot check (schools and hospitals near amplified sound).
 */
export interface PlanRule extends RuleBase {
  type: 'receptacles' | 'toilets' | 'route' | 'medical' | 'reminder';
}

export type Rule = ProximityRule | TextRule | ObjectRule | LaneRule | CapacityRule | PlanRule;

const MAP_ACTIONS: readonly NudgeAction[] = ['zoomToSubject', 'highlight'];
const TEXT_ACTIONS: readonly NudgeAction[] = ['zoomToSubject', 'highlight', 'editText'];
const ALL_TEXTS: readonly TextSource[] = ['shapeLabel', 'objectNote', 'eventInfo'];
const { bbq: BBQ, parksRules: PARKS_RULES, generatorFuel: GENERATOR, sound: SOUND } = CITATIONS;
const N = RULE_NUMBERS;
const ALCOHOL = wordPattern('alcohol');
const PROPANE = wordPattern('propane');
/** Propane in a text that speaks of barbecuing: the context in which Parks' pages refuse it. */
const BARBECUE_WORDS = 'bbq|barbecu(?:e|es|ing)|grill(?:s|ing)?';
const PROPANE_BARBECUE = `${PROPANE}(?=[\\s\\S]*\\b(?:${BARBECUE_WORDS})\\b)|\\b(?:${BARBECUE_WORDS})\\b[\\s\\S]*?${PROPANE}`;

/**
 * The sound permit's step in the speaker finding, by where the plan is: in a park it follows the Parks
 * permit; on a street or plaza SAPO grants its permit only once the other agencies' permits are held.
 */
export function soundPermitStep(setting: Setting | null): string {
  if (setting === 'park') return 'after the Parks permit (with permission for amplified sound) is issued';
  if (setting === null) return 'before the event';
  return "before SAPO's permit: SAPO grants it only once the other agencies' permits are obtained";
}
/** The spec's distances no office page gives: the rules stay, shown as guidance. */
const specOnly = (c: Citation, distance: string) =>
  asGuidance(c, `no office page gives the ${distance}; it is the product's rule`);

/** In the order the panel lists them within a severity. */
export const RULES: readonly Rule[] = [
  {
    id: 'grill-tree',
    type: 'proximity',
    severity: 'warning',
    subjectTypes: ['grill'],
    targetLayer: 'trees',
    thresholdFt: N.spec.grillToTreeFt,
    message:
      'This {objectName} is {distanceFt} ft from a tree. Keep grills at least {thresholdFt} ft from trees: heat and coals damage bark and roots.',
    title: 'Grill near a tree',
    groupMessage: '{count} grills within {thresholdFt} ft of a tree',
    citation: CITATIONS.senateBbq,
    actions: MAP_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'NYC Parks',
  },
  {
    id: 'grill-bench',
    type: 'proximity',
    severity: 'info',
    subjectTypes: ['grill'],
    targetLayer: 'benches',
    thresholdFt: N.spec.grillToBenchFt,
    message:
      'This {objectName} is {distanceFt} ft from a bench. Keep grills at least {thresholdFt} ft from benches so people sitting there stay clear of the heat.',
    title: 'Grill near a bench',
    groupMessage: '{count} grills within {thresholdFt} ft of a bench',
    citation: specOnly(BBQ, '6 ft'),
    actions: MAP_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'NYC Parks',
  },
  {
    id: 'ramp-clearance',
    type: 'proximity',
    severity: DEFAULT_SEVERITY.proximity,
    subjectTypes: 'any',
    targetLayer: 'pedestrianRamps',
    thresholdFt: N.spec.rampClearanceFt,
    message:
      'This {objectName} is {distanceFt} ft from a pedestrian ramp. Keep at least {thresholdFt} ft clear so wheelchairs, strollers and walkers can use the ramp.',
    title: 'Too close to a pedestrian ramp',
    groupMessage: '{count} {objects} within {thresholdFt} ft of a pedestrian ramp',
    citation: specOnly(PARKS_RULES, '3 ft'),
    actions: MAP_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'NYC Parks',
  },
  {
    id: 'tree-fastening',
    type: 'proximity',
    severity: DEFAULT_SEVERITY.proximity,
    subjectTypes: 'any',
    targetLayer: 'trees',
    thresholdFt: N.spec.treeFasteningFt,
    message:
      'This {objectName} is {distanceFt} ft from a tree. Nothing may be tied, nailed or fastened to a tree; keep it at least {thresholdFt} ft away.',
    title: 'Too close to a tree',
    groupMessage: '{count} {objects} within {thresholdFt} ft of a tree',
    citation: specOnly(PARKS_RULES, '2 ft'),
    actions: MAP_ACTIONS,
    // Street trees are NYC Parks' too: the rule holds on streets and plazas.
    appliesIn: CITYWIDE,
    agency: 'NYC Parks',
  },
  {
    id: 'text-glass',
    type: 'text',
    severity: 'warning',
    pattern: wordPattern('glass'),
    reads: ALL_TEXTS,
    message: '"{snippet}" mentions glass. Glass bottles and containers are not allowed in parks.',
    title: 'Glass in a park',
    groupMessage: '{count} texts mention glass',
    citation: PARKS_RULES,
    actions: TEXT_ACTIONS,
    // The text speaks of parks and cites the Parks Rules: it is not said of a street or a plaza.
    appliesIn: PARKS,
    agency: 'NYC Parks',
  },
  {
    id: 'text-alcohol',
    type: 'text',
    severity: 'warning',
    pattern: ALCOHOL,
    reads: ALL_TEXTS,
    message:
      '"{snippet}" mentions alcohol. Drinking alcohol is not allowed in parks unless a permit specifically allows it.',
    title: 'Alcohol in a park',
    groupMessage: '{count} texts mention alcohol',
    citation: PARKS_RULES,
    actions: TEXT_ACTIONS,
    appliesIn: PARKS,
    agency: 'NYC Parks',
  },
  {
    id: 'text-generator',
    type: 'text',
    severity: 'warning',
    pattern: wordPattern('generator'),
    reads: ALL_TEXTS,
    message:
      '"{snippet}" mentions a generator. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    title: 'Generator mentioned',
    groupMessage: '{count} texts mention a generator',
    citation: GENERATOR,
    actions: TEXT_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'FDNY',
  },
  {
    id: 'text-propane',
    type: 'text',
    severity: 'warning',
    pattern: PROPANE,
    reads: ALL_TEXTS,
    message: '"{snippet}" mentions propane. Propane (LPG) cylinders at an event need an FDNY permit.',
    title: 'Propane mentioned',
    groupMessage: '{count} texts mention propane',
    citation: CITATIONS.fdnyLpg,
    actions: TEXT_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'FDNY',
  },
  {
    id: 'object-generator',
    type: 'object',
    severity: DEFAULT_SEVERITY.object,
    objectType: OBJECT_KINDS.generators[0],
    message:
      'A {objectName} is on the plan. Portable generators can need an FDNY permit; give the fuel and size in your application.',
    title: 'Generator on the plan',
    groupMessage: '{count} generators on the plan',
    citation: GENERATOR,
    actions: MAP_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'FDNY',
    // A generator's note saying 'generator' tells nothing the object does not.
    supersedes: 'text-generator',
  },
  {
    id: 'object-speaker',
    type: 'object',
    severity: DEFAULT_SEVERITY.object,
    objectType: OBJECT_KINDS.speakers[0],
    message:
      'A {objectName} is on the plan. Amplified sound in public needs a Sound Device Permit from the NYPD. Apply for it at the local precinct {soundStep}.',
    title: 'Speaker on the plan',
    groupMessage: '{count} speakers on the plan',
    citation: SOUND,
    actions: MAP_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'NYPD',
  },
  // The permit pre-check's rules.
  {
    id: 'emergency-lane',
    type: 'lane',
    // No page gives the width: guidance, a warning rather than a blocker.
    severity: 'warning',
    minClearFt: N.emergencyLaneFt,
    appliesIn: STREETS,
    agency: 'DOT / Street Activity Permit Office',
    message:
      'The street is only {clearFt} ft clear here. A full street closure must keep a continuous {thresholdFt}-foot emergency vehicle lane; move what narrows it.',
    title: 'Emergency lane narrowed',
    citation: asGuidance(
      CITATIONS.sapo,
      "no page found gives the 15 ft width; SAPO's application asks for a lane open for emergency vehicles (in a summary)",
    ),
    actions: MAP_ACTIONS,
  },
  {
    id: 'park-propane',
    type: 'text',
    severity: 'blocker',
    pattern: PROPANE_BARBECUE,
    reads: ALL_TEXTS,
    appliesIn: PARKS,
    agency: 'NYC Parks',
    // Refused outright for barbecuing: the guidance finding and the FDNY note would only repeat the same text.
    supersedes: 'park-propane-guidance',
    message: '"{snippet}" mentions propane for barbecuing. Propane tanks are not allowed for barbecuing in NYC parks.',
    title: 'Propane for barbecuing in a park',
    groupMessage: '{count} texts mention propane',
    citation: CITATIONS.parksEventsFaq,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'park-propane-guidance',
    type: 'text',
    // The Parks FAQ says 'propane tanks are not allowed' in its barbecuing paragraph: elsewhere it is guidance.
    severity: 'warning',
    pattern: PROPANE,
    reads: ALL_TEXTS,
    appliesIn: PARKS,
    agency: 'NYC Parks',
    supersedes: 'text-propane',
    message:
      '"{snippet}" mentions propane. NYC Parks refuses propane tanks for barbecuing; for other uses (heaters, food trucks) ask the Parks permit office, and the FDNY LPG permit applies.',
    title: 'Propane in a park',
    groupMessage: '{count} texts mention propane',
    citation: asGuidance(
      CITATIONS.parksEventsFaq,
      "the FAQ says 'propane tanks are not allowed' in its paragraph on barbecuing; no Parks page found says so of other uses",
    ),
    actions: TEXT_ACTIONS,
  },
  {
    id: 'park-rides',
    type: 'text',
    severity: 'blocker',
    appliesIn: PARKS,
    agency: 'NYC Parks',
    reads: ALL_TEXTS,
    pattern: wordPattern('inflatables'),
    message:
      '"{snippet}" mentions an inflatable or a ride. Inflatables and mechanical rides are not permitted at events in NYC parks.',
    title: 'Inflatable or ride in a park',
    groupMessage: '{count} texts mention an inflatable or a ride',
    citation: CITATIONS.parksEvents,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'street-alcohol',
    type: 'text',
    severity: 'warning',
    pattern: ALCOHOL,
    reads: ALL_TEXTS,
    appliesIn: STREETS_AND_PLAZAS,
    agency: 'NYS Liquor Authority',
    message:
      '"{snippet}" mentions alcohol. Alcohol served or sold at a street or plaza event needs a temporary permit from the State Liquor Authority, and the event permit must allow it.',
    title: 'Alcohol at a street or plaza event',
    groupMessage: '{count} texts mention alcohol',
    citation: CITATIONS.cecmSla,
    actions: TEXT_ACTIONS,
  },
  {
    id: 'hydrant-clearance',
    type: 'proximity',
    severity: 'warning',
    subjectTypes: 'any',
    targetLayer: 'hydrants',
    thresholdFt: N.hydrantClearanceFt,
    message:
      'This {objectName} is {distanceFt} ft from a fire hydrant. Keep {thresholdFt} ft clear of hydrants, as the traffic rules do for vehicles, so the fire department can reach them.',
    title: 'Too close to a fire hydrant',
    groupMessage: '{count} {objects} within {thresholdFt} ft of a fire hydrant',
    citation: CITATIONS.hydrant,
    actions: MAP_ACTIONS,
    appliesIn: CITYWIDE,
    agency: 'FDNY',
  },
  {
    id: 'capacity',
    type: 'capacity',
    severity: 'warning',
    message:
      'Attendance of {attendance} is more than the {capacity} people the usable area holds ({factorFt2} ft² per person, {use}).',
    title: 'Crowd over capacity',
    citation: CITATIONS.nycbcOccupantLoad,
    actions: [],
    appliesIn: CITYWIDE,
    agency: 'Life safety (NYC Building Code)',
  },
  {
    id: 'park-bbq-area',
    type: 'object',
    severity: 'warning',
    objectType: OBJECT_KINDS.grills[0],
    appliesIn: PARKS,
    agency: 'NYC Parks',
    message:
      'A {objectName} is on the plan. Barbecuing in parks is allowed only in designated barbecuing areas, at least 10 ft from structures; check that this spot is one.',
    title: 'Grill outside a designated barbecue area',
    groupMessage: '{count} grills to check against the designated barbecue areas',
    citation: CITATIONS.parksBbqRules,
    actions: MAP_ACTIONS,
  },
  {
    id: 'park-tent-stakes',
    type: 'object',
    severity: 'warning',
    objectType: OBJECT_KINDS.tents[0],
    appliesIn: PARKS,
    agency: 'NYC Parks',
    message:
      "A {objectName} is on the plan. Tents in parks need the special events office's permission and may not be staked into the ground: plan weights instead.",
    title: 'Tent in a park',
    groupMessage: '{count} tents: permission needed, weights instead of stakes',
    citation: CITATIONS.parksEvents,
    actions: MAP_ACTIONS,
  },
  {
    id: 'dsny-receptacles',
    type: 'receptacles',
    severity: 'warning',
    appliesIn: STREETS,
    agency: 'Department of Sanitation',
    message:
      'Intersection {intersection} has {trash} trash and {recycling} recycling receptacles within {nearFt} ft. A street event needs at least {minimum} at each intersection, one of them for recycling.',
    title: 'Receptacles at an intersection',
    groupMessage: '{count} intersections short of two receptacles (one for recycling)',
    citation: asGuidance(
      CITATIONS.adminCode16327,
      "the code says 'within or near' an intersection; 50 ft is the app's reading",
    ),
    actions: MAP_ACTIONS,
  },
  {
    id: 'ada-toilets',
    type: 'toilets',
    severity: 'warning',
    appliesIn: CITYWIDE,
    agency: 'ADA (U.S. Department of Justice)',
    message:
      'This cluster of {units} portable toilets has {accessible} accessible; at least {required} must be (5% of each cluster, and at least one). Rename or note an accessible unit as "accessible".',
    title: 'Accessible portable toilets',
    groupMessage: '{count} toilet clusters without enough accessible units',
    citation: asGuidance(CITATIONS.ada2010, "'clustered at a single location' read as within 25 ft of one another"),
    actions: MAP_ACTIONS,
  },
  {
    id: 'ada-route',
    type: 'route',
    severity: 'warning',
    appliesIn: CITYWIDE,
    agency: 'ADA (U.S. Department of Justice)',
    message:
      'Only {gapIn} in is left between this {objectName} and the {otherName} beside it. An accessible route must be at least {minimumIn} in wide: close the gap or open it up.',
    title: 'Passage narrower than an accessible route',
    groupMessage: '{count} passages narrower than 36 in',
    citation: CITATIONS.ada2010,
    actions: MAP_ACTIONS,
  },
  {
    id: 'part18-medical',
    type: 'medical',
    severity: 'warning',
    appliesIn: CITYWIDE,
    agency: 'NYS Department of Health',
    message:
      'Attendance of {attendance}: the State Sanitary Code (Part 18) asks for {stations} on-site emergency care station(s) with two EMTs each, {ambulances} ambulance(s) on site and a physician {physician}. The plan shows {placed} first-aid station(s).',
    title: 'Medical cover for 5,000 or more',
    citation: CITATIONS.part18,
    actions: [],
  },
  {
    id: 'sound-quiet-zones',
    type: 'reminder',
    severity: 'info',
    appliesIn: CITYWIDE,
    agency: 'NYPD',
    message:
      'Amplified sound is planned. No sound device permit is issued within {quietFt} ft of a school, courthouse, house of worship or hospital while it is in session (Administrative Code § 10-108): the app cannot check these, so look around the site before applying.',
    title: 'Amplified sound near schools, courts, houses of worship, hospitals',
    citation: CITATIONS.adminCode10108,
    actions: [],
  },
  {
    id: 'street-bbq',
    type: 'object',
    severity: 'warning',
    objectType: OBJECT_KINDS.grills[0],
    appliesIn: STREETS_AND_PLAZAS,
    agency: 'FDNY',
    message:
      'A {objectName} is on the plan. Barbecuing on a sidewalk or street is illegal in New York City: cooking at a street or plaza event is done by food vendors with their own permits.',
    title: 'Barbecue on a street or sidewalk',
    groupMessage: '{count} grills on a street or sidewalk',
    citation: CITATIONS.bbq311,
    actions: MAP_ACTIONS,
  },
  // The schedule's checks (precheck/scheduleChecks.ts): the event's days and kind against the offices' limits.
  {
    id: 'park-application-window',
    type: 'reminder',
    severity: 'info',
    appliesIn: PARKS,
    agency: 'NYC Parks',
    message:
      'NYC Parks accepts applications for {year} from early September {opensYear} (for 2025 they opened on September 3, 2024): the permit for {date} cannot be requested before then.',
    title: 'Parks applications not open yet',
    citation: CITATIONS.parksApply,
    actions: [],
  },
  {
    id: 'park-holiday',
    type: 'reminder',
    // Parks names no holidays ('major holidays'): the City's are shown as a question, not a warning.
    severity: 'info',
    appliesIn: PARKS,
    agency: 'NYC Parks',
    message:
      '{date} is {holiday}, a City holiday. NYC Parks does not issue permits for major holidays: it keeps spaces clear for public use on a first-come, first-served basis. Parks does not name them: ask the borough permit office whether this is one.',
    title: 'Event on a holiday in a park',
    groupMessage: '{count} event days on holidays',
    citation: asGuidance(
      CITATIONS.parksApply,
      "Parks says 'major holidays' and names none; the City's holidays are shown for the organizer to ask about",
    ),
    actions: [],
  },
  {
    id: 'event-type-limits',
    type: 'reminder',
    severity: 'warning',
    appliesIn: STREETS,
    agency: 'DOT / Street Activity Permit Office',
    message: '{reason}',
    title: 'The event does not fit its kind',
    groupMessage: '{count} ways the event does not fit its kind',
    citation: CITATIONS.cecmPermitTypes,
    actions: [],
  },
  {
    id: 'street-fair-moratorium',
    type: 'reminder',
    severity: 'warning',
    appliesIn: STREETS,
    agency: 'DOT / Street Activity Permit Office',
    message:
      'SAPO may deny permits for new street fairs: the moratorium, extended year by year (the rule read is for 2026), lets only a street fair held the year before receive a permit again. Block parties and civic community street events are not restricted.',
    title: 'Street fair moratorium',
    citation: CITATIONS.streetFairMoratorium,
    actions: [],
  },
  {
    id: 'event-type-setting',
    type: 'reminder',
    severity: 'info',
    appliesIn: CITYWIDE,
    agency: 'DOT / Street Activity Permit Office',
    message:
      'The event is set as “{kind}”, held on {where}; the focused area is {setting}, so its own permit is listed instead. Choose the kind again in Event Information, or focus the right area.',
    title: 'Event kind and place differ',
    citation: CITATIONS.cecmPermitTypes,
    actions: [],
  },
  {
    id: 'noise-night',
    type: 'reminder',
    severity: 'warning',
    appliesIn: CITYWIDE,
    agency: 'Department of Environmental Protection',
    message:
      'Amplified sound is planned {when}. From {nightFrom} to {nightTo} the noise code allows {nightDbA} dB(A) over the ambient sound, not the {dayDbA} dB(A) of the day, measured {measuredFt} ft from the source on the street.',
    title: 'Sound after 10 p.m.',
    citation: CITATIONS.adminCode24218,
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
  /** Who would flag it. */
  agency: Agency;
  meta: Record<string, string | number>;
}

/** What a finding is made from: a rule here, or a permit rule (precheck/permitRules.ts). */
export interface FindingSource {
  id: string;
  type: RuleType;
  severity: Severity;
  message: string;
  actions: readonly NudgeAction[];
  citation: Citation;
  agency: Agency;
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

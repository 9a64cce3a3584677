/**
 * Which permits a plan needs (the rows of precheck/permitRules.ts whose trigger the plan meets), why
 * (the objects and facts that triggered each), and each one's file-by date from the event date. Late
 * and close permits become findings, blockers and warnings; `announce` permits are info findings
 * whenever needed. Pure: runs in the nudge worker with the rest of the pre-check.
 */
import { nudge } from '../nudges/engine';
import type { LngLat } from '../nudges/footprint';
import { RULE_NUMBERS } from '../nudges/numbers';
import { appliesIn, type Nudge, type Setting, type Severity } from '../nudges/rules';
import { deadline, leadText, type DeadlineStatus, type Lead } from './deadlines';
import { PERMIT_RULES, type PermitRule, type PermitTrigger } from './permitRules';

export interface PermitObject {
  id: string;
  type: string;
  name: string;
  label?: string;
  note?: string;
  position: LngLat;
  footprintFt: { width: number; depth: number };
  /** A stage's deck height (ft) as the organizer set it; absent: the assumption in numbers.ts. */
  heightFt?: number;
}

export interface PermitFacts {
  setting: Setting | null;
  objects: readonly PermitObject[];
  /** Every text of the plan: shape labels, object notes, Event Information fields. */
  texts: readonly string[];
  attendance: number | null;
  /** The Event Information date ('yyyy-mm-dd', or blank) and today's local date. */
  eventDate: string;
  today: string;
  /** Days the event's structures stand ('3 days' in the time or notes); null: a one-day event. */
  eventDays: number | null;
  /** A generated street zone closed curb to curb. */
  fullClosure: boolean;
}

export interface RequiredPermit {
  ruleId: string;
  permit: string;
  agency: PermitRule['agency'];
  /** What on the plan calls for it, in the panel's and the packet's words. */
  why: string;
  /** The placed objects that triggered it (the panel's 'Zoom to' goes to the first). */
  objectIds: string[];
  lead: Lead | null;
  leadText: string;
  fileBy: string | null;
  status: DeadlineStatus;
  daysLeft: number | null;
  citation: PermitRule['citation'];
  /** Needed only if a fact the plan does not give holds (a generator's size). */
  conditional: boolean;
}

interface Triggered {
  why: string[];
  objectIds?: string[];
  /** A lead other than the rule's (the street event's tier). */
  lead?: Lead;
  conditional?: boolean;
}

const N = RULE_NUMBERS;
const ft = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');
const people = (n: number) => n.toLocaleString('en-US');
const AMPLIFIED = /\b(?:amplified|amplifiers?|speakers?|sound systems?|pa system|dj|microphones?)\b/i;
const FOOD = /\b(?:food|vendors?|catering|cooking|bbq|barbecue|hot dogs?|burgers?|snacks?)\b/i;
const ALCOHOL = /\b(?:alcohol|beer|wine|liquor|cocktails?|spirits)\b/i;
const TENT_TEXT = /\b(?:tents?|canop(?:y|ies)|marquees?)\b/i;
const GENERATOR_TEXT = /\bgenerators?\b/i;
const KW = /(\d+(?:\.\d+)?)\s*kw\b/gi;
const TRUSS = /\b(?:truss(?:es)?|props?)\b[^.;\n]*?(\d+(?:\.\d+)?)\s*(?:ft|feet|foot|')/gi;
const DAYS = /\b(\d+)[\s-]*days?\b/gi;
const TABLES = new Set(['table', 'plastic-table']);

function allMatches(re: RegExp, text: string): number[] {
  return [...text.matchAll(re)].map((m) => Number(m[1])).filter(Number.isFinite);
}

/** The longest stay written in the event's time or notes ('3 days', '30-day'), or null. */
export function eventDaysOf(info: Readonly<Record<string, string>>): number | null {
  const days = [info.time ?? '', info.notes ?? ''].flatMap((t) => allMatches(DAYS, t));
  return days.length ? Math.max(...days) : null;
}

/** A stage's deck height: its own, or the assumed one (and whether it was assumed). */
export function deckHeight(o: PermitObject): { feet: number; assumed: boolean } {
  const own = o.heightFt;
  return own !== undefined && Number.isFinite(own) && own > 0
    ? { feet: own, assumed: false }
    : { feet: N.assumptions.stageDeckFt, assumed: true };
}

const ofType = (facts: PermitFacts, ...types: string[]) => facts.objects.filter((o) => types.includes(o.type));
const area = (o: PermitObject) => o.footprintFt.width * o.footprintFt.depth;
const size = (o: PermitObject) => `${ft(o.footprintFt.width)} × ${ft(o.footprintFt.depth)} ft`;
const written = (facts: PermitFacts, re: RegExp) => facts.texts.find((t) => re.test(t));
const quote = (t: string) => `“${t.length > 40 ? `${t.slice(0, 40)}…` : t}”`;
const named = (o: PermitObject) => o.label?.trim() || o.name;

function soundReasons(facts: PermitFacts): Triggered | null {
  const speakers = ofType(facts, 'speaker');
  const text = written(facts, AMPLIFIED);
  if (!speakers.length && text === undefined) return null;
  const why = speakers.length ? [`${speakers.length} speaker(s) placed`] : [`amplified sound: ${quote(text!)}`];
  return { why, objectIds: speakers.map((o) => o.id) };
}

/** Objects of a type placed ('2 grill(s) placed'), else a text that names them ('food at the event: “…”'). */
function placedOrWritten(facts: PermitFacts, type: string, placed: string, re: RegExp, what: string): Triggered | null {
  const objects = ofType(facts, type);
  const text = written(facts, re);
  if (!objects.length && text === undefined) return null;
  return {
    why: [objects.length ? `${objects.length} ${placed}` : `${what}: ${quote(text!)}`],
    objectIds: objects.map((o) => o.id),
  };
}

function generatorKw(g: PermitObject): number | null {
  const own = [g.note ?? '', g.label ?? ''].flatMap((t) => allMatches(KW, t));
  return own.length ? Math.max(...own) : null;
}

const TRIGGERS: Record<PermitTrigger, (facts: PermitFacts) => Triggered | null> = {
  parksEvent(facts) {
    const why: string[] = [];
    const ids: string[] = [];
    if (facts.attendance !== null && facts.attendance >= N.parks.eventPermitAttendance)
      why.push(`attendance of ${people(facts.attendance)} (${N.parks.eventPermitAttendance} or more people)`);
    for (const [types, what] of [
      [['tent'], 'canopies or tents'],
      [[...TABLES], 'tables'],
      [['stage'], 'a stage'],
    ] as const) {
      const found = ofType(facts, ...types);
      if (found.length) {
        why.push(`${what} placed (${found.length})`);
        ids.push(...found.map((o) => o.id));
      }
    }
    const sound = soundReasons(facts);
    if (sound) {
      why.push(...sound.why);
      ids.push(...(sound.objectIds ?? []));
    }
    return why.length ? { why, objectIds: ids } : null;
  },
  streetEvent(facts) {
    const structures = ofType(facts, 'tent', 'stage');
    if (facts.fullClosure)
      return {
        why: [`a full street closure: a large street event, filed ${N.sapo.largeLeadDays} days ahead`],
        lead: { days: N.sapo.largeLeadDays },
      };
    if (structures.length || written(facts, TENT_TEXT) !== undefined)
      return {
        why: [
          `a tent, canopy or stage that may need a Buildings permit makes it at least a medium street event, filed ${N.sapo.mediumLeadDays} days ahead`,
        ],
        objectIds: structures.map((o) => o.id),
        lead: { days: N.sapo.mediumLeadDays },
      };
    return { why: [`an event on the street (a small street event, filed ${N.sapo.smallLeadDays} days ahead)`] };
  },
  plazaEvent: () => ({
    why: [
      `an event on a pedestrian plaza (Level B and C plazas: ${N.sapo.plazaLeadDays} days ahead; Level A 45, Level D 14; check your plaza's level)`,
    ],
  }),
  temporaryStructure(facts) {
    const why: string[] = [];
    const ids: string[] = [];
    for (const s of ofType(facts, 'stage')) {
      const deck = deckHeight(s);
      if (deck.feet > N.dob.platformHeightFt && area(s) >= N.dob.platformAreaFt2) {
        why.push(
          `${named(s)} ${size(s)} (${ft(area(s))} sq ft), deck ${ft(deck.feet)} ft high${deck.assumed ? ' (assumed; set the height in Shape Properties)' : ''}: over ${N.dob.platformHeightFt} ft and ${N.dob.platformAreaFt2} sq ft or more`,
        );
        ids.push(s.id);
      }
    }
    for (const t of ofType(facts, 'tent'))
      if (area(t) > N.dob.tentAreaFt2) {
        why.push(`${named(t)} ${size(t)} (${ft(area(t))} sq ft): a tent or canopy over ${N.dob.tentAreaFt2} sq ft`);
        ids.push(t.id);
      }
    const truss = Math.max(-Infinity, ...facts.texts.flatMap((t) => allMatches(TRUSS, t)));
    if (truss > N.dob.trussHeightFt) why.push(`a truss or prop ${ft(truss)} ft high: over ${N.dob.trussHeightFt} ft`);
    const standing = ofType(facts, 'stage', 'tent');
    if (facts.eventDays !== null && facts.eventDays >= N.dob.standingDays && standing.length) {
      why.push(`${standing.length} structure(s) standing ${facts.eventDays} days: ${N.dob.standingDays} days or more`);
      ids.push(...standing.map((o) => o.id).filter((id) => !ids.includes(id)));
    }
    return why.length ? { why, objectIds: ids } : null;
  },
  placeOfAssembly: (facts) =>
    facts.attendance !== null && facts.attendance >= N.dob.assemblyOutdoors
      ? {
          why: [
            `attendance of ${people(facts.attendance)}: ${N.dob.assemblyOutdoors} or more people outdoors (${N.dob.assemblyIndoors} indoors)`,
          ],
        }
      : null,
  soundDevice: soundReasons,
  foodVendors: (facts) => placedOrWritten(facts, 'grill', 'grill(s) placed', FOOD, 'food at the event'),
  generatorRegistration(facts) {
    const generators = ofType(facts, 'generator');
    const sized = generators.map((g) => ({ g, kw: generatorKw(g) }));
    const large = sized.filter((s) => s.kw !== null && s.kw >= N.dep.generatorKw);
    if (large.length)
      return {
        why: large.map((s) => `${named(s.g)} of ${s.kw!} kW: ${N.dep.generatorKw} kW or more`),
        objectIds: large.map((s) => s.g.id),
      };
    const unsized = sized.filter((s) => s.kw === null);
    if (!unsized.length) return null;
    return {
      why: [
        `${unsized.length} generator(s) without a size: registration applies from ${N.dep.generatorKw} kW (write e.g. '60 kW' in its note)`,
      ],
      objectIds: unsized.map((s) => s.g.id),
      conditional: true,
    };
  },
  generatorFdny: (facts) => placedOrWritten(facts, 'generator', 'generator(s) placed', GENERATOR_TEXT, 'a generator'),
  tentFdny: (facts) => placedOrWritten(facts, 'tent', 'tent(s) placed', TENT_TEXT, 'a tent or canopy'),
  alcohol(facts) {
    const text = written(facts, ALCOHOL);
    return text === undefined ? null : { why: [`alcohol served or sold: ${quote(text)}`] };
  },
  recycling: () => ({
    why: [
      'every street event separates recycling; the sponsor meets the sanitation district officer three weeks ahead',
    ],
  }),
  publicGathering: (facts) =>
    facts.attendance !== null && facts.attendance >= N.part18.attendance
      ? { why: [`attendance of ${people(facts.attendance)}: ${people(N.part18.attendance)} or more people`] }
      : null,
};

/** Every permit the plan needs, in the table's order, with its file-by date. */
export function requiredPermits(facts: PermitFacts): RequiredPermit[] {
  const out: RequiredPermit[] = [];
  for (const rule of PERMIT_RULES) {
    if (!appliesIn(rule, facts.setting)) continue;
    const hit = TRIGGERS[rule.trigger](facts);
    if (!hit) continue;
    const lead = hit.lead ?? rule.lead;
    const due = lead ? deadline(facts.eventDate, facts.today, lead) : null;
    out.push({
      ruleId: rule.id,
      permit: rule.permit,
      agency: rule.agency,
      why: hit.why.join('; '),
      objectIds: hit.objectIds ?? [],
      lead,
      leadText: lead ? leadText(lead) : 'not given',
      fileBy: due?.fileBy ?? null,
      status: due?.status ?? 'no-date',
      daysLeft: due?.daysLeft ?? null,
      citation: rule.citation,
      conditional: hit.conditional ?? false,
    });
  }
  return out;
}

const SEVERITY: Record<DeadlineStatus, Severity> = {
  'past-due': 'blocker',
  'due-soon': 'warning',
  'on-time': 'info',
  'no-date': 'info',
};
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** When it is filed, as the finding says it. */
export function deadlineSentence(p: RequiredPermit): string {
  if (!p.lead) return 'The source gives no lead time: file it well before the event.';
  switch (p.status) {
    case 'past-due':
      return `It had to be filed by ${p.fileBy!} (${p.leadText} before the event), ${days(-p.daysLeft!)} ago.`;
    case 'due-soon':
      return `File it by ${p.fileBy!} (${p.daysLeft === 0 ? 'today' : `in ${days(p.daysLeft!)}`}).`;
    case 'on-time':
      return `File it by ${p.fileBy!} (${p.leadText} before the event).`;
    case 'no-date':
      return `File it ${p.leadText} before the event; set the event date to see the date.`;
  }
}

/** The findings the permits raise: late ones block, close ones warn, `announce` ones inform. */
export function permitFindings(permits: readonly RequiredPermit[], objects: readonly PermitObject[]): Nudge[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const announce = new Set(PERMIT_RULES.filter((r) => r.announce).map((r) => r.id));
  return permits.flatMap((p) => {
    const late = p.status === 'past-due' || p.status === 'due-soon';
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

/**
 * What makes a plan need each permit: one function per PermitTrigger (precheck/permitRules.ts), each
 * reading the plan's facts (objects, texts, the attendance or the seats, the event's kind and phases)
 * and saying why in the panel's and the packet's words, with the objects that call for it; the event's
 * own permit also says its kind's name, lead and page. Pure: the permit check (permitCheck.ts) runs them.
 */
import type { PlacedTypeId } from '../objects/catalogue';
import { CITATIONS, type Citation } from '../nudges/citations';
import type { LngLat } from '../objects/footprint';
import { RULE_NUMBERS } from '../nudges/numbers';
import type { Setting } from '../nudges/rules';
import { amountsIn, isKind, wordRegExp, type ObjectKind, type WordList } from '../nudges/vocabulary';
import { MONTH_NAMES, dayNumber, dayOf, isoDate, weekday, yearOf } from './dates';
import { monthsBefore, type Lead } from './deadlines';
import type { EventType } from './eventTypes';
import type { PermitTrigger } from './permitRules';
import { clock, eventHours, standingDays, type Schedule } from './schedule';
import { attendanceText, type Attendance } from './seats';

export interface PermitObject {
  id: string;
  type: PlacedTypeId;
  name: string;
  label?: string;
  note?: string;
  position: LngLat;
  footprintFt: { width: number; depth: number };
  /** A stage's deck height (ft) as the organizer set it; absent: not known, and asked. */
  heightFt?: number;
}

export interface PermitFacts {
  setting: Setting | null;
  objects: readonly PermitObject[];
  /** Every text of the plan: shape labels, object notes, Event Information's written fields. */
  texts: readonly string[];
  /** The typed attendance, or the seats' lower bound when none is typed. */
  attendance: Attendance;
  /** The event's phases; null without its first day. */
  schedule: Schedule | null;
  /** The kind chosen in Event Information, whether or not it belongs where the plan is. */
  eventType: EventType | null;
  /** Today's local date: file-by dates are judged against it. */
  today: string;
  /** Days written in the time or notes ('a 30-day installation'), for plans without load-in and load-out. */
  writtenDays: number | null;
  /** A generated street zone closed curb to curb. */
  fullClosure: boolean;
  /** The first day of advertising (a day number), or null when Event Information does not give it. */
  advertisingDay?: number | null;
  /** The focused area's names (its own, its park's): a named lawn's window reads them. */
  areaName?: string;
}

export interface Triggered {
  why: string[];
  objectIds?: string[];
  /** The event's own permit by its kind or tier: another name, lead or page than the rule's. */
  permit?: string;
  lead?: Lead | null;
  citation?: Citation;
  conditional?: boolean;
  /** The lead rests on a value the plan does not give (a plaza's level): its date is shown, never a blocker. */
  assumed?: boolean;
}

const N = RULE_NUMBERS;
const ft = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');
const people = (n: number) => n.toLocaleString('en-US');

/** The longest stay written in the event's time or notes ('3 days', '30-day'), or null. */
export function eventDaysOf(info: Readonly<Record<string, string>>): number | null {
  const days = [info.time ?? '', info.notes ?? ''].flatMap((t) => amountsIn('days', t));
  return days.length ? Math.max(...days) : null;
}

/** A stage's deck height as the organizer set it, or null: the app asks for it, it assumes none. */
export function deckHeight(o: PermitObject): number | null {
  const own = o.heightFt;
  return own !== undefined && Number.isFinite(own) && own > 0 ? own : null;
}

const ofKind = (facts: PermitFacts, ...kinds: ObjectKind[]) =>
  facts.objects.filter((o) => kinds.some((k) => isKind(o.type, k)));
const area = (o: PermitObject) => o.footprintFt.width * o.footprintFt.depth;
const size = (o: PermitObject) => `${ft(o.footprintFt.width)} × ${ft(o.footprintFt.depth)} ft`;
const written = (facts: PermitFacts, list: WordList) => facts.texts.find((t) => wordRegExp(list).test(t));
const quote = (t: string) => `“${t.length > 40 ? `${t.slice(0, 40)}…` : t}”`;
const named = (o: PermitObject) => o.label?.trim() || o.name;
const ownText = (o: PermitObject) => `${o.note ?? ''} ${o.label ?? ''}`;

/** 'attendance of 250' or 'attendance at least 48, from the seats (48 chairs)'. */
function crowd(a: Attendance): string {
  if (!a.fromSeats) return `attendance of ${attendanceText(a)}`;
  const { chairs, benchSeats, bleacherSeats } = a.seats;
  const parts = [
    chairs ? `${people(chairs)} chair${chairs === 1 ? '' : 's'}` : '',
    benchSeats ? `${people(benchSeats)} on benches` : '',
    bleacherSeats ? `${people(bleacherSeats)} on bleachers` : '',
  ].filter(Boolean);
  return `attendance ${attendanceText(a)} (${parts.join(', ')})`;
}

const atLeast = (a: Attendance, threshold: number) => a.count !== null && a.count >= threshold;

/** The kind chosen, when it belongs where the plan is (a kind for streets does not file a park's permit). */
export function ownEventType(facts: Pick<PermitFacts, 'eventType' | 'setting'>): EventType | null {
  const t = facts.eventType;
  if (!t) return null;
  return facts.setting === null || t.settings.includes(facts.setting) ? t : null;
}

const chosen = (t: EventType) => `${t.label} (chosen in Event Information)`;

function soundReasons(facts: PermitFacts): Triggered | null {
  const speakers = ofKind(facts, 'speakers');
  const text = written(facts, 'amplifiedSound');
  if (!speakers.length && text === undefined) return null;
  const why = speakers.length ? [`${speakers.length} speaker(s) placed`] : [`amplified sound: ${quote(text!)}`];
  return { why, objectIds: speakers.map((o) => o.id) };
}

/** Objects of a kind placed ('2 grill(s) placed'), else a text that names them ('food at the event: “…”'). */
function placedOrWritten(
  facts: PermitFacts,
  kind: ObjectKind,
  placed: string,
  list: WordList,
  what: string,
): Triggered | null {
  const objects = ofKind(facts, kind);
  const text = written(facts, list);
  if (!objects.length && text === undefined) return null;
  return {
    why: [objects.length ? `${objects.length} ${placed}` : `${what}: ${quote(text!)}`],
    objectIds: objects.map((o) => o.id),
  };
}

/** A trigger met by a text that says it ('alcohol served or sold: “Beer garden”'). */
function writtenAs(list: WordList, what: string): (facts: PermitFacts) => Triggered | null {
  return (facts) => {
    const text = written(facts, list);
    return text === undefined ? null : { why: [`${what}: ${quote(text)}`] };
  };
}

function generatorKw(g: PermitObject): number | null {
  const own = amountsIn('kilowatts', ownText(g));
  return own.length ? Math.max(...own) : null;
}

/** A generator's fuel and tank as its note says them ('diesel, 12 gal'), each null when not said. */
export function generatorFuel(g: PermitObject): { fuel: 'diesel' | 'gasoline' | null; gallons: number | null } {
  const text = ownText(g);
  const gallons = amountsIn('gallons', text);
  const fuel = wordRegExp('diesel').test(text) ? 'diesel' : wordRegExp('gasoline').test(text) ? 'gasoline' : null;
  return { fuel, gallons: gallons.length ? Math.max(...gallons) : null };
}

function temporaryStructure(facts: PermitFacts): Triggered | null {
  const why: string[] = [];
  const ids: string[] = [];
  // A stage large enough whose height is not set: the app asks, it does not guess (an assumed deck never files a permit).
  const unsized: PermitObject[] = [];
  for (const s of ofKind(facts, 'stages')) {
    if (area(s) < N.dob.platformAreaFt2) continue;
    const deck = deckHeight(s);
    if (deck === null) unsized.push(s);
    else if (deck > N.dob.platformHeightFt) {
      why.push(
        `${named(s)} ${size(s)} (${ft(area(s))} sq ft), deck ${ft(deck)} ft high: over ${N.dob.platformHeightFt} ft and ${N.dob.platformAreaFt2} sq ft or more`,
      );
      ids.push(s.id);
    }
  }
  for (const t of ofKind(facts, 'tents'))
    if (area(t) > N.dob.tentAreaFt2) {
      why.push(`${named(t)} ${size(t)} (${ft(area(t))} sq ft): a tent or canopy over ${N.dob.tentAreaFt2} sq ft`);
      ids.push(t.id);
    }
  const truss = Math.max(-Infinity, ...facts.texts.flatMap((t) => amountsIn('trussFeet', t)));
  if (truss > N.dob.trussHeightFt) why.push(`a truss or prop ${ft(truss)} ft high: over ${N.dob.trussHeightFt} ft`);
  const standing = ofKind(facts, 'stages', 'tents');
  const phased = facts.schedule && !(facts.schedule.loadIn.assumed && facts.schedule.loadOut.assumed);
  const stay = phased ? standingDays(facts.schedule!) : facts.writtenDays;
  if (stay !== null && stay >= N.dob.standingDays && standing.length) {
    why.push(
      `${standing.length} structure(s) standing ${stay} days${phased ? ' from load-in to load-out' : ''}: ${N.dob.standingDays} days or more`,
    );
    ids.push(...standing.map((o) => o.id).filter((id) => !ids.includes(id)));
  }
  // Without another reason, only the stages' unknown heights call for it: needed if the answer is over the line.
  const definite = why.length > 0;
  if (unsized.length) {
    why.push(stageHeightQuestion(unsized));
    ids.push(...unsized.map((o) => o.id).filter((id) => !ids.includes(id)));
  }
  if (!why.length) return null;
  return definite ? { why, objectIds: ids } : { why, objectIds: ids, conditional: true };
}

/** 'Stage height? Over 2 ft needs a Buildings permit …': the question and what follows from each answer. */
export function stageHeightQuestion(stages: readonly PermitObject[]): string {
  const names = stages.map((s) => `${named(s)} ${size(s)}`).join(', ');
  return `Stage height? Over ${N.dob.platformHeightFt} ft needs a Buildings permit (a deck of ${N.dob.platformAreaFt2} sq ft or more); ${N.dob.platformHeightFt} ft or lower needs none. Set 'Deck height' in Shape Properties for ${names}`;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Load-in or load-out on a weekend or outside 7 a.m.–6 p.m.: construction after hours. */
function afterHours(facts: PermitFacts): Triggered | null {
  const s = facts.schedule;
  const structure = temporaryStructure(facts);
  if (!s || !structure) return null;
  const why: string[] = [];
  for (const [name, m] of [
    ['load-in', s.loadIn],
    ['load-out', s.loadOut],
  ] as const) {
    if (m.assumed && m.minute === null) continue;
    const w = weekday(m.day);
    const when = `${name} ${WEEKDAYS[w]!} ${isoDate(m.day)}${m.minute === null ? '' : ` ${clock(m.minute)}`}`;
    if (w >= 5) why.push(`${when}: construction on a weekend`);
    else if (m.minute !== null && (m.minute < N.dob.workdayStartHour * 60 || m.minute >= N.dob.workdayEndHour * 60))
      why.push(
        `${when}: construction between ${clock(N.dob.workdayEndHour * 60)} and ${clock(N.dob.workdayStartHour * 60)}`,
      );
  }
  if (!why.length) return null;
  return structure.conditional ? { why, conditional: true } : { why };
}

function streetEvent(facts: PermitFacts): Triggered | null {
  const own = ownEventType(facts);
  if (own?.id === 'parade') return null; // the NYPD's parade permit is the street's
  if (own?.id === 'single-block-festival') return singleBlockFestival(facts, own);
  if (own && own.id !== 'street-event') {
    const why = [`${chosen(own)}: ${own.definition}`];
    if (own.id === 'street-festival')
      why.push(
        `applications are taken from ${MONTH_NAMES[N.sapo.streetFestivalOpensMonth - 1]!} ${N.sapo.streetFestivalOpensDay} of the year before${facts.schedule ? ` (${isoDate(dayOf(yearOf(facts.schedule.start.day) - 1, N.sapo.streetFestivalOpensMonth, N.sapo.streetFestivalOpensDay))})` : ''}, and it runs ${N.sapo.streetFestivalDailyHours} hours a day at most`,
      );
    // 'Up to 60 days': the longest is shown, and a date past it only warns.
    const upTo = own.id === 'extra-large-event';
    return { permit: own.permit, lead: own.lead, citation: own.citation, why, ...(upTo ? { assumed: true } : {}) };
  }
  const structures = ofKind(facts, 'tents', 'stages');
  // No kind chosen: the tier is the plan's, but the kind may set another lead (a press conference 10 days, a block
  // party 60): the date is shown and asked, never a blocker.
  if (facts.fullClosure)
    return {
      permit: 'Street Event Permit (large)',
      why: [`a full street closure: a large street event, filed ${N.sapo.largeLeadDays} days ahead`],
      lead: { days: N.sapo.largeLeadDays },
      assumed: true,
    };
  if (structures.length || written(facts, 'tent') !== undefined)
    return {
      permit: 'Street Event Permit (medium)',
      why: [
        `a tent, canopy or stage that may need a Buildings permit makes it at least a medium street event, filed ${N.sapo.mediumLeadDays} days ahead`,
      ],
      objectIds: structures.map((o) => o.id),
      lead: { days: N.sapo.mediumLeadDays },
      assumed: true,
    };
  return {
    permit: 'Street Event Permit (small)',
    why: [
      `an event on the street (a small street event, filed ${N.sapo.smallLeadDays} days ahead; choose its kind in Event Information: a block party is filed ${N.sapo.blockPartyLeadDays} days ahead, a press conference or rally ${N.sapo.pressLeadDays})`,
    ],
    assumed: true,
  };
}

/**
 * A single-block festival has two published dates: 90 days before (the deadlines page) and December 31 of
 * the year before (the FAQ the issue reads; no page found gives it). The earlier is shown while the 90
 * days are still ahead, and says why; only the 90 days, once past, block.
 */
function singleBlockFestival(facts: PermitFacts, own: EventType): Triggered {
  const why = [`${chosen(own)}: ${own.definition}`];
  const start = facts.schedule?.start.day ?? null;
  const base = { permit: own.permit, citation: own.citation };
  if (start === null) return { ...base, lead: own.lead, why };
  const byNinety = start - N.sapo.singleBlockFestivalLeadDays;
  const faq = { yearBefore: { month: N.sapo.singleBlockFestivalFaqByMonth, day: N.sapo.singleBlockFestivalFaqByDay } };
  const byFaq = dayOf(yearOf(start) - 1, faq.yearBefore.month, faq.yearBefore.day);
  const today = dayNumber(facts.today);
  if (byFaq >= byNinety || (today !== null && today > byNinety)) return { ...base, lead: own.lead, why };
  why.push(
    `two dates are published: ${N.sapo.singleBlockFestivalLeadDays} days before (${isoDate(byNinety)}, the Permit Deadlines page) and December 31 of the year before (${isoDate(byFaq)}, the FAQ; no page found gives it); the earlier is shown, and until ${isoDate(byNinety)} a missed one only warns`,
  );
  return { ...base, lead: faq, why, assumed: true };
}

function plazaEvent(facts: PermitFacts): Triggered {
  const own = ownEventType(facts);
  // A plaza's level, or SAPO's press conference / rally category, which is held 'on street or pedestrian plaza'.
  if (own && (own.group === 'Pedestrian plazas (SAPO)' || own.id === 'press-event'))
    return { permit: own.permit, lead: own.lead, citation: own.citation, why: [`${chosen(own)}: ${own.definition}`] };
  // 'Up to 60 days … Depends on Plaza Levels': the longest is shown, and a date past it only warns.
  if (own?.id === 'extra-large-event')
    return {
      permit: own.permit,
      lead: own.lead,
      citation: own.citation,
      why: [`${chosen(own)}: ${own.definition}`],
      assumed: true,
    };
  const through =
    own?.id === 'parade' ? 'a parade or procession through a pedestrian plaza needs SAPO’s permit too; ' : '';
  // The level is the plaza's, not the app's to guess: the date shown is Levels B and C's, and never a blocker.
  return {
    why: [
      `${through}an event on a pedestrian plaza. Plaza level? Level A: ${N.sapo.plazaLevelA} days ahead; Levels B and C: ${N.sapo.plazaLevelC} days (the date shown until the level is chosen); Level D: ${N.sapo.plazaLevelD} days; a press conference or rally: ${N.sapo.pressLeadDays} days. Choose the level or the kind in Event Information`,
    ],
    assumed: true,
  };
}

function parksEvent(facts: PermitFacts): Triggered | null {
  const why: string[] = [];
  const ids: string[] = [];
  const own = ownEventType(facts);
  if (own?.id === 'parade') why.push('a parade or procession that passes through a park needs the Parks permit too');
  else if (own) why.push(chosen(own));
  if (atLeast(facts.attendance, N.parks.eventPermitAttendance))
    why.push(`${crowd(facts.attendance)}: ${N.parks.eventPermitAttendance} or more people`);
  for (const [kinds, what] of [
    [['tents'], 'canopies or tents'],
    [['tables'], 'tables'],
    [['stages'], 'a stage'],
  ] as const) {
    const found = ofKind(facts, ...kinds);
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
}

function parade(facts: PermitFacts): Triggered | null {
  const own = ownEventType(facts);
  const text = written(facts, 'procession');
  if (own?.id !== 'parade' && text === undefined) return null;
  const why = [own?.id === 'parade' ? chosen(own) : `a procession: ${quote(text!)}`];
  if (atLeast(facts.attendance, N.nypd.paradeAdvisedMarchers))
    why.push(
      `${crowd(facts.attendance)}: with ${people(N.nypd.paradeAdvisedMarchers)} or more marching the NYPD advises applying ${N.nypd.paradeAdvisedMonths} months ahead`,
    );
  why.push(`within ${N.nypd.paradePrecinctDays} days of the event it is filed at the precinct where the parade begins`);
  // § 10-110: not less than 36 hours before forming. The forming hour sets the day; without it, two days.
  const forms = facts.schedule?.start ?? null;
  const statute = N.nypd.paradeStatuteHours;
  if (!forms || forms.minute === null) {
    why.push(
      `the law's least notice is ${statute} hours before it forms (Administrative Code § 10-110): 2 days shown until the start time is set`,
    );
    return { why, lead: { days: 2 }, assumed: true };
  }
  const latest = forms.day * 1440 + forms.minute - statute * 60;
  const day = Math.floor(latest / 1440);
  why.push(
    `the law's least notice is ${statute} hours before it forms (Administrative Code § 10-110): by ${isoDate(day)} ${clock(latest - day * 1440)} for ${clock(forms.minute)} on ${isoDate(forms.day)}`,
  );
  return { why, lead: { days: forms.day - day } };
}

function placeOfAssembly(facts: PermitFacts): Triggered | null {
  if (!atLeast(facts.attendance, N.dob.assemblyOutdoors)) return null;
  const why = [
    `${crowd(facts.attendance)}: ${N.dob.assemblyOutdoors} or more people outdoors (${N.dob.assemblyIndoors} indoors)`,
  ];
  const s = facts.schedule;
  if (s && s.end.day - s.start.day + 1 >= N.dob.tpaMaxDays)
    why.push(`a TPA is issued for events lasting less than ${N.dob.tpaMaxDays} days: ask DOB about a longer one`);
  return { why };
}

function generatorFdny(facts: PermitFacts): Triggered | null {
  const generators = ofKind(facts, 'generators');
  if (!generators.length) {
    const text = written(facts, 'generator');
    return text === undefined
      ? null
      : {
          why: [`a generator: ${quote(text)}; a permit is needed over 2½ gal of gasoline or 10 gal of diesel`],
          conditional: true,
        };
  }
  const over: string[] = [];
  const ids: string[] = [];
  let unknown = 0;
  for (const g of generators) {
    const { fuel, gallons } = generatorFuel(g);
    if (fuel === null || gallons === null) {
      unknown += 1;
      ids.push(g.id);
      continue;
    }
    const limit = fuel === 'diesel' ? N.fdny.generatorDieselGal : N.fdny.generatorGasolineGal;
    if (gallons > limit) {
      over.push(`${named(g)} with ${ft(gallons)} gal of ${fuel}: over ${ft(limit)} gal`);
      ids.push(g.id);
    }
  }
  if (over.length) return { why: over, objectIds: ids };
  if (!unknown) return null;
  return {
    why: [
      `${unknown} generator(s) without their fuel and tank: a permit is needed over ${ft(N.fdny.generatorGasolineGal)} gal of gasoline or ${ft(N.fdny.generatorDieselGal)} gal of diesel (write e.g. 'diesel, 12 gal' in its note)`,
    ],
    objectIds: ids,
    conditional: true,
  };
}

function massGathering(facts: PermitFacts): Triggered | null {
  if (!atLeast(facts.attendance, N.part7.attendance) || !facts.schedule) return null;
  const hours = eventHours(facts.schedule);
  const base = `${crowd(facts.attendance)}: ${people(N.part7.attendance)} or more`;
  if (hours !== null)
    return hours >= N.part7.hours
      ? { why: [`${base}, gathered ${ft(hours)} hours: ${N.part7.hours} hours or more`] }
      : null;
  // Over several days with no times given: only if the gathering goes on through the night.
  return facts.schedule.end.day > facts.schedule.start.day
    ? {
        why: [`${base} over several days: if people stay ${N.part7.hours} hours or more (set the times)`],
        conditional: true,
      }
    : null;
}

/** The kinds 16 RCNY chapter 14 names: street fairs, block parties and festivals. */
const SANITATION_KINDS: readonly string[] = ['block-party', 'single-block-festival', 'street-festival'];

/** DSNY's meeting three weeks ahead: for a street fair, block party or festival; asked when no kind is chosen. */
function recycling(facts: PermitFacts): Triggered | null {
  const own = ownEventType(facts);
  if (own && SANITATION_KINDS.includes(own.id))
    return {
      why: [
        `${chosen(own)}: the sponsor of a street fair, block party or festival separates recycling and meets the sanitation district officer three weeks ahead`,
      ],
    };
  if (own) return null;
  return {
    why: [
      `Street fair, block party or festival? For those the sponsor meets the sanitation district officer ${N.dsny.meetingLeadDays} days ahead and separates recycling; other street events do not. Choose the event's kind in Event Information`,
    ],
    conditional: true,
  };
}

/** Part 18: 30 days before the first day and 5 before the first advertising (§ 18.3(b)); the earlier binds. */
function publicGathering(facts: PermitFacts): Triggered | null {
  if (!atLeast(facts.attendance, N.part18.attendance)) return null;
  const why = [
    `${crowd(facts.attendance)}: ${people(N.part18.attendance)} or more people, counting personnel, attendees, spectators and bystanders`,
  ];
  const ad = facts.advertisingDay ?? null;
  const start = facts.schedule?.start.day ?? null;
  if (ad === null) {
    why.push(
      `it is also filed at least ${N.part18.advertisingLeadDays} days before the first day of advertising: When does advertising start? Set it in Event Information to see which date binds`,
    );
    return { why };
  }
  const byAd = ad - N.part18.advertisingLeadDays;
  const byEvent = start === null ? null : start - N.part18.leadDays;
  why.push(
    `first advertised ${isoDate(ad)}: filed by ${isoDate(byAd)} (${N.part18.advertisingLeadDays} days before)${byEvent === null ? '' : ` and by ${isoDate(byEvent)} (${N.part18.leadDays} days before the event); the earlier binds`}`,
  );
  return byEvent !== null && byAd >= byEvent
    ? { why }
    : { why, lead: { days: N.part18.advertisingLeadDays, from: 'advertising' } };
}

/** Vendors, sales or food trucks on parkland: Parks' Revenue Division permits revenue-generating activities. */
function parksVendors(facts: PermitFacts): Triggered | null {
  const text = written(facts, 'foodTruck') ?? written(facts, 'sales');
  return text === undefined
    ? null
    : {
        why: [
          `selling on parkland: ${quote(text)}; every revenue-generating activity at a Parks event is permitted by Parks' Revenue Division`,
        ],
      };
}

/** Propane written, or food trucks and carts, which cook on LPG unless they say otherwise. */
function propaneFdny(facts: PermitFacts): Triggered | null {
  const propane = written(facts, 'propane');
  const trucks = written(facts, 'foodTruck');
  const why: string[] = [];
  if (propane !== undefined) why.push(`propane at the event: ${quote(propane)}`);
  if (trucks !== undefined)
    why.push(
      `mobile food units: ${quote(trucks)}; a truck, cart or stand cooking on LPG carries at most two containers (3 RCNY § 6109-01), and the sponsor applies for the gathering's LPG permit`,
    );
  if (!why.length) return null;
  if (propane !== undefined) return { why };
  // Food trucks alone: the permit is needed if they cook on propane, which the plan does not say.
  why.push('if none cooks on propane (LPG), no LPG permit is needed');
  return { why, citation: CITATIONS.fdnyMobileCooking, conditional: true };
}

/** A grill, or cooking written, outside a designated barbecue area: the FDNY open flame permit. */
function openFlame(facts: PermitFacts): Triggered | null {
  const inArea = (t: string) => wordRegExp('bbqArea').test(t);
  const grills = ofKind(facts, 'grills').filter((g) => !inArea(ownText(g)));
  const text = facts.texts.find((t) => wordRegExp('cooking').test(t) && !inArea(t));
  if (!grills.length && text === undefined) return null;
  return {
    why: [
      grills.length
        ? `${grills.length} grill(s) placed: cooking over a flame at a public gathering`
        : `cooking: ${quote(text!)}`,
    ],
    objectIds: grills.map((o) => o.id),
  };
}

/** The Great Lawn, by the focused area's name or the plan's words: applied for two to six months ahead. */
function greatLawn(facts: PermitFacts): Triggered | null {
  const named = facts.areaName !== undefined && wordRegExp('greatLawn').test(facts.areaName);
  const text = written(facts, 'greatLawn');
  if (!named && text === undefined) return null;
  const where = named
    ? `the focused area is the Great Lawn (${facts.areaName!.trim()})`
    : `the Great Lawn: ${quote(text!)}`;
  const { greatLawnMinMonths: min, greatLawnMaxMonths: max } = N.parks;
  const start = facts.schedule?.start.day ?? null;
  const window =
    start === null ? '' : `: from ${isoDate(monthsBefore(start, max))} to ${isoDate(monthsBefore(start, min))}`;
  return { why: [`${where}; applications are received no less than ${min} or more than ${max} months ahead${window}`] };
}

/** Inflatables or rides on a street or plaza: each passes a DOB inspection, with 12 days' notice. */
function rides(facts: PermitFacts): Triggered | null {
  const text = written(facts, 'inflatables');
  return text === undefined
    ? null
    : {
        why: [
          `rides or inflatables: ${quote(text)}; the ride company provides the DOB Inspection Certificate and insurance`,
        ],
      };
}

/** Animals shown to the public: a petting zoo needs the Health Department's permit. */
function animals(facts: PermitFacts): Triggered | null {
  const text = written(facts, 'animals');
  return text === undefined
    ? null
    : {
        why: [
          `animals: ${quote(text)}; the stable or farm renting them provides the permit and insurance, for 10 consecutive days at most`,
        ],
      };
}

/** 200 or more outdoors on the waterfront: on City-owned waterfront property the TPA is SBS's. */
function waterfront(facts: PermitFacts): Triggered | null {
  const text = written(facts, 'waterfront');
  if (text === undefined) return null;
  const base = `the waterfront: ${quote(text)}`;
  const structures = ofKind(facts, 'stages', 'tents');
  const construction = structures.length
    ? `; with construction, the Construction Permit is applied for ${N.sbs.waterfrontConstructionBusinessDays} business days ahead`
    : '';
  if (atLeast(facts.attendance, N.sbs.waterfrontOutdoors))
    return {
      why: [
        `${base}, ${crowd(facts.attendance)}: ${N.sbs.waterfrontOutdoors} or more outdoors on City-owned waterfront property (SBS issues it there instead of DOB's TPA; the FDNY is told 5 business days ahead)${construction}`,
      ],
      objectIds: structures.map((o) => o.id),
    };
  return facts.attendance.count === null
    ? {
        why: [
          `${base}: on City-owned waterfront property, ${N.sbs.waterfrontOutdoors} or more people outdoors need it (set the attendance)`,
        ],
        conditional: true,
      }
    : null;
}

/** SAPO's kinds the Community Board reviews: all but a press conference or rally. */
function communityBoard(facts: PermitFacts): Triggered | null {
  const own = ownEventType(facts);
  if (own?.id === 'press-event' || own?.id === 'parade') return null;
  return {
    why: [
      'the relevant Community Board reviews every proposal for street events, block parties, farmers markets, clean-ups and plaza events; SAPO weighs its comments',
    ],
  };
}

/** Every SAPO event but a block party or a rally: $1 million, the City of New York as additional insured. */
function sapoInsurance(facts: PermitFacts): Triggered | null {
  const own = ownEventType(facts);
  if (own && ['block-party', 'press-event', 'parade'].includes(own.id)) return null;
  return {
    why: [
      `every SAPO event except block parties and rallies: liability insurance of $${N.sapo.insuranceDollars.toLocaleString('en-US')} per occurrence naming the City of New York as an additional insured`,
    ],
  };
}

export const TRIGGERS: Record<PermitTrigger, (facts: PermitFacts) => Triggered | null> = {
  parksEvent,
  streetEvent,
  plazaEvent,
  parade,
  temporaryStructure,
  placeOfAssembly,
  placeOfAssemblyFdny: (facts) =>
    placeOfAssembly(facts) && facts.attendance.count !== null
      ? {
          why: [
            `an FDNY inspection before the event, and certified fire guards, one per ${N.dob.fireGuardPeople} people: ${Math.ceil(facts.attendance.count / N.dob.fireGuardPeople)} for ${crowd(facts.attendance)}`,
          ],
        }
      : null,
  afterHours,
  soundDevice: soundReasons,
  foodVendors: (facts) => placedOrWritten(facts, 'grills', 'grill(s) placed', 'food', 'food at the event'),
  vendorPermits: (facts) => {
    const food = placedOrWritten(facts, 'grills', 'grill(s) placed', 'food', 'food at the event');
    return food && { ...food, why: [...food.why, 'the sponsor may not let a vendor without a permit serve food'] };
  },
  sapoVendorList: (facts) => {
    const text = written(facts, 'sales');
    const own = ownEventType(facts);
    const fair = own && ['street-festival', 'single-block-festival'].includes(own.id);
    if (text === undefined && !fair) return null;
    return { why: [text === undefined ? `${chosen(own!)} with vendors` : `vendors: ${quote(text)}`] };
  },
  generatorRegistration(facts) {
    const generators = ofKind(facts, 'generators');
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
  generatorFdny,
  openFlame,
  propaneFdny,
  tentFdny: (facts) => placedOrWritten(facts, 'tents', 'tent(s) placed', 'tent', 'a tent or canopy'),
  alcohol: writtenAs('alcohol', 'alcohol served or sold'),
  hydrantWater: writtenAs('hydrantWater', 'water from a hydrant'),
  recycling,
  publicGathering,
  massGathering,
  parksVendors,
  greatLawn,
  rides,
  animals,
  waterfront,
  communityBoard,
  sapoInsurance,
};

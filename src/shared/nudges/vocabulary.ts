/**
 * The words the rules read in the plan's texts (notes, shape labels, Event Information) and the
 * object types they count, in one place: the nudges (rules.ts) and the permits
 * (precheck/permitCheck.ts) read the same lists, so a word that raises one raises the other
 * ('cocktails' is alcohol for the Parks nudge and for the liquor permit alike).
 *
 * Each word list is a RegExp source of alternatives matched whole-word and case-insensitively
 * (`wordPattern`), so 'glassware' never reads as 'glass' and 'winery' never as 'wine'. Object kinds
 * name catalogue ids (objects/catalogue.ts): typed as ObjectTypeId, so a misspelt one does not compile,
 * and tests/unit/ruleVocabulary.test.ts checks every rule's types exist.
 */
import type { ObjectTypeId } from '../objects/catalogue';

/** Alternatives of a word list (RegExp syntax, no outer group). */
export const WORDS = {
  /** The spec's 'alcohol (beer, wine, liquor)' and the drinks organizers write instead. */
  alcohol: 'alcohol(?:ic)?|beer|wines?|liquors?|cocktails?|spirits|booze|sangria|margaritas?|mimosas?|open bar',
  /** The spec's 'propane or LPG'. */
  propane: 'propane|lpg',
  generator: 'generators?',
  /** A generator's fuel, as its note says it (FDNY's rules differ for diesel and gasoline). */
  diesel: 'diesel',
  gasoline: 'gasoline|gas|petrol',
  glass: 'glass',
  tent: 'tents?|canop(?:y|ies)|marquees?',
  amplifiedSound: 'amplified|amplifiers?|speakers?|sound systems?|pa system|dj|microphones?',
  food: 'food|vendors?|catering|cooking|bbq|barbecues?|hot dogs?|burgers?|snacks?',
  /** Cooking over a flame: the FDNY open-flame permit and the street barbecue rule read these. */
  cooking: 'cooking|grill(?:s|ing)?|bbq|barbecu(?:e|es|ing)|fryers?|open flames?|burners?|smokers?',
  tables: 'tables?',
  inflatables: 'inflatables?|bounce ?houses?|bouncy castles?|moon ?bounces?|mechanical rides?|amusement rides?',
  /** Goods or services sold: a block party has none, a street fair's vendors go on SAPO's list. */
  sales: 'vendors?|vending|for sale|selling|sells?|merchandise|market|booths?',
  /** A moving event: the NYPD parade permit. */
  procession: 'parades?|processions?|marches|marching',
  /** Water taken from a fire hydrant (DEP's hydrant use permit). */
  hydrantWater:
    'hydrant water|water from (?:a |the )?hydrants?|tap(?:ping)? (?:a |the )?hydrants?|open(?:ing)? (?:a |the )?hydrants?|spray caps?|hydrant (?:use|permit|hook-?up)',
  /** Mobile food units (3 RCNY § 6109-01's mobile cooking uses): trucks, carts, stands that cook on board. */
  foodTruck:
    'food trucks?|food carts?|food vans?|food trailers?|mobile food(?: units?| vendors?)?|taco trucks?|ice cream trucks?',
  /** Live animals shown to the public: the Health Department's petting zoo permit. */
  animals:
    'petting zoos?|pony rides?|live animals|farm animals|animal exhibits?|goats?|llamas?|alpacas?|lambs?|piglets?',
  /** A place on the water: the City-owned waterfront's place of assembly is SBS's. */
  waterfront: 'waterfront|piers?|wharf|wharves|esplanade|boardwalk|promenade on the water',
  /** A designated barbecuing area, where a park grill is allowed and no FDNY open flame permit is asked. */
  bbqArea: '(?:designated )?(?:barbecu(?:e|ing)|bbq) areas?',
  /** Central Park's Great Lawn, whose applications 56 RCNY § 2-08 times. */
  greatLawn: 'great lawn',
  /** A portable toilet labelled or noted as the accessible unit. */
  accessible: 'accessible|ada|wheelchair',
  /** A drawn polygon measured for capacity instead of the whole area. */
  audience: 'audience',
  /** A drawn polygon or closed line that holds the crowd: the egress check measures it and its exits. */
  enclosure:
    'event areas?|enclosures?|enclosed areas?|fences?|fenced(?: areas?)?|fencing|fence lines?|perimeters?|beer gardens?|barricaded areas?',
} as const;
export type WordList = keyof typeof WORDS;

/** The whole-word pattern of a list, as text rules hold it (rules are data). */
export function wordPattern(list: WordList): string {
  return `\\b(?:${WORDS[list]})\\b`;
}

const compiled = new Map<WordList, RegExp>();
/** The list as a case-insensitive RegExp (not global: `test` and `exec` keep no state). */
export function wordRegExp(list: WordList): RegExp {
  let re = compiled.get(list);
  if (!re) compiled.set(list, (re = new RegExp(wordPattern(list), 'i')));
  return re;
}

/**
 * Amounts the rules read in a text: a number and its unit, the number captured ('a 60 kW generator',
 * '25 gallons', 'truss … 24 ft', 'a 30-day installation'). Global: every amount in a text is read.
 */
const AMOUNTS = {
  kilowatts: /(\d+(?:\.\d+)?)\s*kw\b/gi,
  gallons: /(\d+(?:\.\d+)?)\s*(?:gal|gals|gallons?)\b/gi,
  /** A truss's or prop's height: the number of feet that follows the word in the same clause. */
  trussFeet: /\b(?:truss(?:es)?|props?)\b[^.;\n]*?(\d+(?:\.\d+)?)\s*(?:ft|feet|foot|')/gi,
  days: /\b(\d+)[\s-]*days?\b/gi,
} as const;
export type AmountKind = keyof typeof AMOUNTS;

/** Every amount of a kind written in a text, in order ('2 x 25 gal' gives [25]). */
export function amountsIn(kind: AmountKind, text: string): number[] {
  // matchAll works on a copy of the global RegExp, so the shared one keeps no lastIndex between calls.
  return [...text.matchAll(AMOUNTS[kind])].map((m) => Number(m[1])).filter(Number.isFinite);
}

/** The catalogue types each rule counts, by what they are to the rules. */
export const OBJECT_KINDS = {
  grills: ['grill'],
  chairs: ['chair'],
  benches: ['bench'],
  bleachers: ['bleachers'],
  tables: ['table', 'plastic-table'],
  tents: ['tent'],
  stages: ['stage'],
  speakers: ['speaker'],
  generators: ['generator'],
  toilets: ['portable-toilet'],
  firstAid: ['first-aid'],
  trash: ['trash-can'],
  recycling: ['recycling-bin'],
  /** The gates and openings people leave an enclosure by. */
  exits: ['exit'],
  /** The pieces a ring of which encloses the crowd: gaps of 3 ft or more between them are openings. */
  enclosureSides: ['barricade', 'fence'],
  /** Large enough that the space between two of them is a passage people walk through (ADA § 403.5.1). */
  passageSides: ['tent', 'stage', 'first-aid', 'generator', 'portable-toilet'],
} as const satisfies Record<string, readonly ObjectTypeId[]>;
export type ObjectKind = keyof typeof OBJECT_KINDS;

const KIND_SETS = new Map<ObjectKind, ReadonlySet<string>>();
/** Whether a type is of a kind. */
export function isKind(type: string, kind: ObjectKind): boolean {
  let set = KIND_SETS.get(kind);
  if (!set) KIND_SETS.set(kind, (set = new Set<string>(OBJECT_KINDS[kind])));
  return set.has(type);
}

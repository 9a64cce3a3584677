// One vocabulary for the nudges and the permits: every object type a rule names exists in the catalogue,
// and a word that raises a nudge raises the permit that reads the same list ('cocktails' is alcohol for
// both), matched as whole words only.
import { describe, expect, it } from 'vitest';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { computeAll } from '../../src/shared/nudges/engine';
import { RULES } from '../../src/shared/nudges/rules';
import {
  amountsIn,
  OBJECT_KINDS,
  WORDS,
  wordPattern,
  wordRegExp,
  type WordList,
} from '../../src/shared/nudges/vocabulary';
import { isObjectTypeId, OBJECT_TYPES, type ObjectTypeId } from '../../src/shared/objects/catalogue';
import { requiredPermits, type PermitFacts } from '../../src/shared/precheck/permitCheck';
import { NO_ATTENDANCE } from '../../src/shared/precheck/seats';

const CATALOGUE = new Set(OBJECT_TYPES.map((t) => t.id));
/** A park plan with nothing but what the test gives. */
const facts = (over: Partial<PermitFacts>): PermitFacts => ({
  setting: 'park',
  objects: [],
  texts: [],
  attendance: NO_ATTENDANCE,
  schedule: null,
  eventType: null,
  today: '2026-11-25',
  writtenDays: null,
  fullClosure: false,
  ...over,
});

describe('object types the rules name', () => {
  it('are typed by the catalogue: a misspelt id does not compile, and an id from a file is checked', () => {
    // @ts-expect-error 'chiar' is not a catalogue type (the type-check fails if this line compiles).
    const misspelt: ObjectTypeId = 'chiar';
    const chair: ObjectTypeId = 'chair';
    expect([isObjectTypeId(chair), isObjectTypeId(misspelt), isObjectTypeId('constructor')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(OBJECT_TYPES.every((t) => isObjectTypeId(t.id))).toBe(true);
  });

  it('every kind the rules count is a catalogue type', () => {
    for (const [kind, types] of Object.entries(OBJECT_KINDS))
      for (const type of types) expect(CATALOGUE.has(type), `${kind}: ${type}`).toBe(true);
  });
  it('every nudge rule (proximity subjects, object rules) names catalogue types', () => {
    for (const r of RULES) {
      if (r.type === 'proximity' && r.subjectTypes !== 'any')
        for (const t of r.subjectTypes) expect(CATALOGUE.has(t), `${r.id}: ${t}`).toBe(true);
      if (r.type === 'object') expect(CATALOGUE.has(r.objectType), `${r.id}: ${r.objectType}`).toBe(true);
    }
  });
  it('every permit trigger that counts objects finds them by those kinds', () => {
    const at = { lng: -73.97, lat: 40.78 };
    const placed = (type: ObjectTypeId) => ({
      id: type,
      type,
      name: type,
      position: at,
      footprintFt: { width: 30, depth: 30 },
    });
    const permitsFor = (type: ObjectTypeId) => requiredPermits(facts({ objects: [placed(type)] })).map((p) => p.ruleId);
    expect(permitsFor(OBJECT_KINDS.tents[0])).toEqual(
      expect.arrayContaining(['park-event-permit', 'dob-temporary-structure', 'fdny-tent']),
    );
    expect(permitsFor(OBJECT_KINDS.stages[0])).toEqual(
      expect.arrayContaining(['park-event-permit', 'dob-temporary-structure']),
    );
    expect(permitsFor(OBJECT_KINDS.speakers[0])).toEqual(expect.arrayContaining(['nypd-sound-device']));
    expect(permitsFor(OBJECT_KINDS.grills[0])).toEqual(
      expect.arrayContaining(['dohmh-food-vendors', 'fdny-open-flame']),
    );
    expect(permitsFor(OBJECT_KINDS.generators[0])).toEqual(
      expect.arrayContaining(['fdny-generator', 'dep-generator-registration']),
    );
    for (const table of OBJECT_KINDS.tables) expect(permitsFor(table)).toContain('park-event-permit');
  });
});

describe('words', () => {
  const cases: [WordList, string[], string[]][] = [
    [
      'alcohol',
      ['Cocktails at sunset', 'red WINE', 'one beer', 'open bar', 'alcoholic punch'],
      ['mocktails', 'winery tour', 'root beers', 'swine'],
    ],
    ['propane', ['PROPANE heater', '(lpg)'], ['propanes', 'lpgas']],
    ['generator', ['two generators'], ['generation']],
    ['tent', ['a canopy', 'two tents', 'marquee'], ['content', 'attention']],
    ['amplifiedSound', ['DJ set', 'speakers', 'PA system'], ['djembe']],
    ['food', ['hot dogs', 'food trucks'], ['foodie tour']],
    ['cooking', ['grilling corn', 'a fryer', 'open flame'], ['grillwork']],
    ['sales', ['craft vendors', 'merchandise for sale'], ['salesforce']],
    ['procession', ['lantern procession', 'we are marching'], ['March 3']],
    ['hydrantWater', ['water from the hydrant', 'spray cap'], ['15 ft from the hydrant']],
  ];
  it.each(cases)('%s matches whole words only', (list, hits, misses) => {
    for (const t of hits) expect(wordRegExp(list).test(t), t).toBe(true);
    for (const t of misses) expect(wordRegExp(list).test(t), t).toBe(false);
  });
  it('every list is a whole-word pattern of its own words', () => {
    for (const list of Object.keys(WORDS) as WordList[]) expect(wordPattern(list)).toBe(`\\b(?:${WORDS[list]})\\b`);
  });
  it("'cocktails' raises the Parks alcohol nudge and the liquor permit alike", () => {
    const notes = { notes: 'Cocktails at sunset' };
    const nudges = computeAll({
      objects: [] as CheckedObject[],
      shapes: [],
      eventInfo: notes,
      infrastructure: {},
      setting: 'park',
    });
    expect(nudges.map((n) => n.ruleId)).toEqual(['text-alcohol']);
    const street = computeAll({ objects: [], shapes: [], eventInfo: notes, infrastructure: {}, setting: 'street' });
    expect(street.map((n) => n.ruleId)).toEqual(['street-alcohol']);
    const permits = requiredPermits(facts({ texts: ['Cocktails at sunset'] }));
    expect(permits.map((p) => p.ruleId)).toContain('sla-alcohol');
  });
  it('the nudges read Event Information’s written fields, not its dates, times or kind', () => {
    const info = { notes: 'quiet picnic', eventType: 'parade', loadInTime: '08:00', date: '2027-06-12' };
    expect(computeAll({ objects: [], shapes: [], eventInfo: info, infrastructure: {}, setting: 'street' })).toEqual([]);
  });
});

describe('amounts the permits read', () => {
  it('reads every amount of a kind in a text, again and again (the shared patterns keep no state)', () => {
    const note = 'Two tanks: 25 gal diesel and 10 gallons; a 60 kW and a 12.5kw generator';
    expect(amountsIn('gallons', note)).toEqual([25, 10]);
    expect(amountsIn('gallons', note)).toEqual([25, 10]);
    expect(amountsIn('kilowatts', note)).toEqual([60, 12.5]);
    expect(amountsIn('days', 'a 30-day installation, then 3 days of strike')).toEqual([30, 3]);
    expect(amountsIn('trussFeet', 'Lighting truss rises to 24 ft; stage 4 ft')).toEqual([24]);
    expect(amountsIn('kilowatts', 'no power needed')).toEqual([]);
  });
  it('names a fuel as a whole word: gas is gasoline, a gasket is not', () => {
    expect(wordRegExp('gasoline').test('runs on gas')).toBe(true);
    expect(wordRegExp('gasoline').test('new gasket')).toBe(false);
    expect(wordRegExp('diesel').test('Diesel generator')).toBe(true);
  });
});

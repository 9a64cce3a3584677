// Every rule from its source: each number carries the words it was read in and its page (or says why it has
// none), first-hand pages are the offices' own, second-hand ones say how they were read, a rule no page
// backs is guidance and never a blocker, and docs/permit-sources.md is the tables as they are.
import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { asGuidance, CITATIONS, sourceNote } from '../../src/shared/nudges/citations';
import { nudge } from '../../src/shared/nudges/engine';
import { handOf, RULE_NUMBERS, RULE_SOURCES, sourcedNumbers } from '../../src/shared/nudges/numbers';
import { RULES } from '../../src/shared/nudges/rules';
import { ruleHand, sourceRows, sourceTableMarkdown } from '../../src/shared/nudges/sourceTable';
import { EVENT_TYPES } from '../../src/shared/precheck/eventTypes';
import { PERMIT_RULES } from '../../src/shared/precheck/permitRules';

/** The offices' own sites and the official codes (NYC DOT's Street Design Manual, with SAPO's guidelines, is nycstreetdesign.info). */
const OFFICIAL =
  /^https:\/\/(www\.|home\.)?nyc\.gov\/|^https:\/\/(portal\.311\.nyc\.gov|nyc-business\.nyc\.gov|nyceventpermits\.nyc\.gov|rules\.cityofnewyork\.us|www\.nycgovparks\.org|codelibrary\.amlegal\.com|www\.nfpa\.org|www\.ada\.gov|regs\.health\.ny\.gov|health\.ny\.gov|sla\.ny\.gov|www\.dhses\.ny\.gov|www\.nycstreetdesign\.info)\//;

describe('numbers', () => {
  it('each carries its words and its page, or says why it has none', () => {
    const all = sourcedNumbers();
    expect(all.length).toBeGreaterThan(60);
    for (const { path, entry } of all) {
      expect(entry.quote.length, path).toBeGreaterThan(10);
      if (entry.page === null)
        expect(entry.quote, path).toMatch(/no office page|no page|app's|assumption|not an office/i);
      else expect(entry.page.url, path).toMatch(/^https?:\/\//);
    }
  });
  it('the values the rules read are the sourced ones', () => {
    expect(RULE_NUMBERS.dob.tpaLeadBusinessDays).toBe(RULE_SOURCES.dob.tpaLeadBusinessDays.value);
    expect(RULE_NUMBERS.dob.tpaLeadBusinessDays).toBe(10);
    expect(RULE_NUMBERS.part18.leadDays).toBe(30);
    expect(RULE_NUMBERS.part18.tiers).toHaveLength(4);
    expect(handOf(RULE_SOURCES.dob.tpaLeadBusinessDays)).toBe('first-hand');
    expect(handOf(RULE_SOURCES.part18.leadDays)).toBe('second-hand');
    expect(handOf(RULE_SOURCES.emergencyLaneFt)).toBe('none');
  });
  it('the wrong ones are right: TPA 10 business days with a $100 a day fee, Part 18 30 days, ADA Exception 3, Article 88', () => {
    expect(RULE_SOURCES.dob.tpaLeadBusinessDays.quote).toMatch(
      /filing date of the online request counts as one of the days/,
    );
    expect(RULE_SOURCES.dob.tpaLateFeePerDay).toMatchObject({ value: 100 });
    expect(RULE_SOURCES.part18.leadDays.quote).toMatch(/at least 30 days before the first day of the event/);
    expect(RULE_SOURCES.ada.accessibleToiletShare.quote).toMatch(/§ 213\.2 Exception 3/);
    expect(CITATIONS.ada2010.title).toMatch(/Exception 3/);
    expect(RULE_SOURCES.dohmh.vendorListLeadDays.page).toBe(CITATIONS.healthCode88);
  });
  it('the occupant load factors are the NYC Building Code’s (Table 1004.1.2), not NFPA 101’s', () => {
    const factors = RULE_SOURCES.nycbc.occupantLoadFt2;
    expect([factors.standing.value, factors.chairs.value, factors.tablesAndChairs.value]).toEqual([5, 7, 15]);
    for (const f of Object.values(factors))
      expect(f.page?.title).toMatch(/^NYC Building Code § 1004\.1\.2, Table 1004\.1\.2/);
    expect(RULES.find((r) => r.id === 'capacity')?.citation).toBe(CITATIONS.nycbcOccupantLoad);
    expect(JSON.stringify(CITATIONS)).not.toMatch(/NFPA 101|7\.3\.1\.2/);
  });
});

describe('pages', () => {
  it('a first-hand page is the office’s own or the official code; a second-hand one says how it was read', () => {
    for (const [key, c] of Object.entries(CITATIONS)) {
      if (c.secondHand) expect(c.title, key).toMatch(/reproduced|quoted|summarized|copy|copies/);
      else expect(c.url, key).toMatch(OFFICIAL);
    }
  });
  it('every rule, permit and kind cites one of them', () => {
    const known = new Set(Object.values(CITATIONS).map((c) => c.url));
    for (const r of [...RULES, ...PERMIT_RULES, ...EVENT_TYPES]) expect(known.has(r.citation.url), r.id).toBe(true);
  });
  it('say their standing after the title', () => {
    expect(sourceNote(CITATIONS.tpa)).toBe('');
    expect(sourceNote(CITATIONS.adminCode24218)).toBe(' (second-hand source)');
    expect(sourceNote(asGuidance(CITATIONS.sapo, 'no width'))).toBe(' (guidance: no width)');
    expect(sourceNote(asGuidance(CITATIONS.ada2010, 'a reading'))).toBe(' (second-hand source; guidance: a reading)');
  });
});

describe('guidance', () => {
  it('rules no page backs are never blockers', () => {
    for (const r of RULES.filter((x) => x.citation.guidance)) expect(r.severity, r.id).not.toBe('blocker');
    const blocker = {
      id: 'x',
      type: 'permit' as const,
      severity: 'blocker' as const,
      message: 'm',
      actions: [],
      citation: asGuidance(CITATIONS.fdnyPermits, 'no page'),
      agency: 'FDNY' as const,
    };
    const subject = { kind: 'area' as const, id: 'x', name: 'x', position: null };
    expect(nudge(blocker, subject, {}, { target: null, meta: {} }).severity).toBe('warning');
    expect(
      nudge({ ...blocker, citation: CITATIONS.fdnyPermits }, subject, {}, { target: null, meta: {} }).severity,
    ).toBe('blocker');
  });
  it('the spec’s distances no office gives, the emergency lane’s width and the FDNY tent permit are guidance', () => {
    const guidance = [...RULES, ...PERMIT_RULES].filter((r) => r.citation.guidance).map((r) => r.id);
    expect(guidance).toEqual(
      expect.arrayContaining(['grill-bench', 'ramp-clearance', 'tree-fastening', 'emergency-lane', 'fdny-tent']),
    );
  });
});

describe('each rule by its source', () => {
  it('is the weakest of its pages: a copy makes it second-hand, a part no page gives makes it none', () => {
    expect(ruleHand(CITATIONS.tpa)).toBe('first-hand');
    expect(ruleHand(CITATIONS.cecmNysDoh, CITATIONS.part18Permit)).toBe('second-hand');
    expect(ruleHand(asGuidance(CITATIONS.ada2010, 'a reading'))).toBe('none');
    expect(ruleHand(CITATIONS.cecmBuildings, undefined)).toBe('first-hand');
    const rows = sourceRows();
    const hand = (list: keyof typeof rows, id: string) => rows[list].find((r) => r.id === id)?.hand;
    // Part 18's 30 days were read in a copy of § 18.3(b); the FDNY tent permit's reach in no page.
    expect(hand('permits', 'nys-public-gathering')).toBe('second-hand');
    expect(hand('permits', 'fdny-tent')).toBe('none');
    expect(hand('permits', 'dob-place-of-assembly')).toBe('first-hand');
    expect(hand('findings', 'emergency-lane')).toBe('none');
    expect(hand('findings', 'noise-night')).toBe('second-hand');
    expect(hand('numbers', 'dohmh.vendorListLeadDays')).toBe('first-hand');
    expect(rows.permits).toHaveLength(PERMIT_RULES.length);
    expect(rows.kinds).toHaveLength(EVENT_TYPES.length);
    expect(rows.findings).toHaveLength(RULES.length);
  });
  it('a rule with no source is never a blocker, and the page counts them', () => {
    const none = [...sourceRows().findings, ...sourceRows().permits].filter((r) => r.hand === 'none');
    for (const { id } of none) expect(RULES.find((r) => r.id === id)?.severity, id).not.toBe('blocker');
    const count = (hand: string) =>
      Object.values(sourceRows())
        .flat()
        .filter((r) => r.hand === hand).length;
    const total = Object.values(sourceRows()).flat().length;
    expect(sourceTableMarkdown()).toContain(
      `| Everything | ${count('first-hand')} | ${count('second-hand')} | ${count('none')} | ${total} |`,
    );
  });
});

describe('docs/permit-sources.md', () => {
  it('is the tables as they are (npm run docs:sources writes it)', async () => {
    const path = new URL('../../docs/permit-sources.md', import.meta.url);
    const made = await format(sourceTableMarkdown(), { parser: 'markdown', filepath: path.pathname });
    expect(readFileSync(path, 'utf8')).toBe(made);
  });
});

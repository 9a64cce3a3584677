// The PDF's 'Permit Pre-check' page: after the summaries, open findings with their sources (grouped rows
// with their subjects), dismissed ones listed as acknowledged, rules left unchecked and the capacity
// figures; then the 'Permits and deadlines' page: permit, agency, why, file-by date and citation.
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import type { Primitive, TextPrimitive } from '../../src/shared/export/primitives';
import { PERMITS_TITLE } from '../../src/shared/export/permitsPage';
import { PRECHECK_TITLE } from '../../src/shared/export/preCheckPage';
import type { PreCheckReport } from '../../src/shared/export/request';
import { computeEgress } from '../../src/shared/egress/engine';
import { egressReportRows } from '../../src/shared/egress/rows';
import { samplePage } from './helpers/exportFixtures';
import { barricadeRing } from './helpers/egressPlan';

const texts = (page: Primitive[]) => page.filter((p): p is TextPrimitive => p.kind === 'text').map((t) => t.text);
const report: PreCheckReport = {
  findings: [
    {
      severity: 'blocker',
      message: 'The street is only 4.0 ft clear here.',
      citationTitle: 'Street Activity Permit Office rules (50 RCNY chapter 1)',
      citationUrl: 'https://example.org/sapo',
      acknowledged: false,
    },
    {
      severity: 'warning',
      message: 'This Chair is 3.0 ft from a fire hydrant.',
      citationTitle: 'NYC Traffic Rules, 34 RCNY § 4-08(e)(2): hydrants',
      citationUrl: 'https://example.org/traffic',
      acknowledged: true,
    },
    {
      severity: 'warning',
      message: '3 chairs within 2 ft of a tree',
      citationTitle: 'NYC Parks Rules and Regulations (56 RCNY chapter 1)',
      citationUrl: 'https://example.org/parks',
      acknowledged: false,
      members: ['Chair (0.4 ft)', 'Chair (1.1 ft)', 'Chair (1.9 ft)'],
    },
  ],
  unchecked: [{ ruleId: 'grill-bench', layerName: 'Benches', message: 'HTTP error! Status: 503' }],
  capacity: {
    areaSource: 'focus',
    usableFt2: 9999,
    objectsFt2: 0,
    factorFt2: 5,
    useText: 'standing',
    capacity: 1999,
    attendance: 3000,
    ft2PerPerson: 3.333,
    exceeds: true,
  },
  permits: [
    {
      permit: 'Sound Device Permit',
      agency: 'NYPD',
      why: '1 speaker(s) placed',
      fileBy: '2027-01-02',
      leadText: '5 days',
      status: 'past-due',
      citationTitle: 'NYPD: Permits (Sound Device Permit)',
      citationUrl: 'https://www.nyc.gov/site/nypd/services/law-enforcement/permits-licenses-permits.page',
      secondHand: false,
      conditional: false,
    },
    {
      permit: 'Food vendor list to the Health Department',
      agency: 'Department of Health and Mental Hygiene',
      why: '2 grill(s) placed',
      fileBy: '2026-12-08',
      leadText: '30 days',
      status: 'past-due',
      citationTitle: 'CECM: Department of Health and Mental Hygiene',
      citationUrl: 'https://example.org/dohmh',
      secondHand: true,
      conditional: false,
    },
    {
      permit: 'Temporary Place of Assembly Certificate of Operation',
      agency: 'Department of Buildings',
      why: 'attendance at least 248, from the seats (248 chairs): 200 or more people outdoors',
      fileBy: '2026-12-22',
      leadText: '10 business days',
      status: 'late-fee',
      citationTitle: 'NYC Business: Temporary Place of Assembly Certificate of Operation',
      citationUrl: 'https://nyc-business.nyc.gov/tpa',
      secondHand: false,
      conditional: false,
      counted: '10 business days before the event',
      lateFee: '$800 late fee',
    },
  ],
  eventDate: '2027-01-07',
  today: '2027-01-05',
  phases: 'Block party · Load-in 2027-01-06 08:00 · Event 2027-01-07 10:00–18:00',
  attendance: 'at least 248, from the seats',
};

describe("the 'Permit Pre-check' page", () => {
  it('comes after the summaries and lists findings, grouped ones with their subjects, acknowledged ones and capacity', () => {
    const doc = layoutDocument(samplePage({ preCheck: report }), true);
    expect(doc.pages).toHaveLength(5);
    const shown = texts(doc.pages[3]!);
    expect(shown[0]).toBe(PRECHECK_TITLE);
    expect(PRECHECK_TITLE).toBe('Permit Pre-check');
    expect(shown).toEqual(
      expect.arrayContaining([
        'Blocker',
        'Warning (acknowledged)',
        'Findings',
        'Crowd capacity (NYC Building Code occupant load)',
        '1,999 people',
        '3,000',
        'Page 4 of 5',
      ]),
    );
    expect(shown.join(' ')).toMatch(/4-08\(e\)\(2\)/);
    // The grouped row counts as its three findings.
    expect(shown.join(' ')).toMatch(/1 blocker\(s\), 3 warning\(s\), 0 info; 1 acknowledged\./);
    expect(shown.join(' ')).toMatch(/3 chairs within 2 ft of a tree: Chair \(0\.4 ft\); Chair \(1\.1 ft\);/);
    expect(shown.join(' ')).not.toMatch(/Sound Device Permit/);
    expect(shown.join(' ')).toMatch(/Not checked \(grill-bench\): the Benches data failed to load/);
    expect(shown.join(' ')).toMatch(/exceeds the capacity of the usable area by 1,001 people/);
  });

  it("prints the 'Occupant load and egress' table: figures, what is asked, what is short and the source", () => {
    const garden = computeEgress({
      objects: barricadeRing(200, 120, [{ side: 0, from: 97, width: 6 }]),
      shapes: [],
      attendance: 1200,
    });
    const doc = layoutDocument(samplePage({ preCheck: { ...report, egress: egressReportRows(garden) } }), true);
    const all = doc.pages.map((p) => texts(p).join(' ')).join(' ');
    expect(all).toContain('Occupant load and egress');
    expect(all).toMatch(/Exits 1 of 4 4 3 short/);
    expect(all).toMatch(/Exit width 6 ft of 20 ft/);
    expect(all).toMatch(/14 ft short/);
    expect(all).toMatch(/E1 6 ft opening/);
    expect(all).toMatch(/Fire guards 12/);
    expect(all).toMatch(/Table 1004\.1\.2/);
  });

  it("is followed by 'Permits and deadlines': permit, agency, why, file-by date with its status, citation", () => {
    const doc = layoutDocument(samplePage({ preCheck: report }), true);
    const shown = texts(doc.pages[4]!);
    expect(shown[0]).toBe(PERMITS_TITLE);
    expect(PERMITS_TITLE).toBe('Permits and deadlines');
    const all = shown.join(' ');
    expect(all).toMatch(
      /count back from the day each office counts from: the event's first day, 2027-01-07, or load-in/,
    );
    expect(all).toMatch(/as of 2027-01-05/);
    // The event's kind and phases, and the attendance the permits read, head the page.
    expect(all).toContain('Block party · Load-in 2027-01-06 08:00 · Event 2027-01-07 10:00–18:00');
    expect(all).toContain('Attendance: at least 248, from the seats.');
    expect(all).toMatch(/2 permit\(s\) past their file-by date/);
    // A late filing DOB still takes says its fee, not 'PAST DUE'.
    expect(all).toMatch(/1 permit\(s\) can still be filed late, with a late fee/);
    expect(all).toMatch(/2026-12-22 without fee; now \$800 late fee/);
    expect(all.match(/PAST DUE/g)).toHaveLength(2);
    expect(shown).toEqual(expect.arrayContaining(['Sound Device Permit', 'NYPD', 'Page 5 of 5']));
    expect(all).toMatch(/2027-01-02 \(PAST DUE; 5 days/);
    expect(all).toMatch(/\(second-hand source\)/);
  });

  it('is left out of a request without a pre-check, and of PNG and JPG', () => {
    expect(layoutDocument(samplePage(), true).pages).toHaveLength(3);
    expect(layoutDocument(samplePage({ format: 'png', preCheck: report }), true).pages).toHaveLength(1);
  });
});

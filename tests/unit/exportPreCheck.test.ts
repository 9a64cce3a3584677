// The PDF's 'Permit Pre-check' page: after the summaries, open findings with their sources, dismissed ones
// listed as acknowledged, rules left unchecked, the capacity figures and the companion permits.
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import type { Primitive, TextPrimitive } from '../../src/shared/export/primitives';
import { PRECHECK_TITLE } from '../../src/shared/export/preCheckPage';
import type { PreCheckReport } from '../../src/shared/export/request';
import { samplePage } from './helpers/exportFixtures';

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
      name: 'Sound Device Permit',
      office: 'NYPD (the local precinct)',
      url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01012',
      reason: 'Amplified sound: a speaker is placed',
    },
  ],
};

describe("the 'Permit Pre-check' page", () => {
  it('comes after the summaries and lists findings, acknowledged ones, capacity and permits', () => {
    const doc = layoutDocument(samplePage({ preCheck: report }), true);
    expect(doc.pages).toHaveLength(4);
    const shown = texts(doc.pages[3]!);
    expect(shown[0]).toBe(PRECHECK_TITLE);
    expect(PRECHECK_TITLE).toBe('Permit Pre-check');
    expect(shown).toEqual(
      expect.arrayContaining([
        'Blocker',
        'Warning (acknowledged)',
        'Findings',
        'Crowd capacity (NFPA 101 occupant load)',
        '1,999 people',
        '3,000',
        'Sound Device Permit',
        'Page 4 of 4',
      ]),
    );
    expect(shown.join(' ')).toMatch(/4-08\(e\)\(2\)/);
    expect(shown.join(' ')).toMatch(/1 blocker\(s\), 0 warning\(s\), 0 info; 1 acknowledged\./);
    expect(shown.join(' ')).toMatch(/Not checked \(grill-bench\): the Benches data failed to load/);
    expect(shown.join(' ')).toMatch(/exceeds the capacity of the usable area by 1,001 people/);
  });

  it('is left out of a request without a pre-check, and of PNG and JPG', () => {
    expect(layoutDocument(samplePage(), true).pages).toHaveLength(3);
    expect(layoutDocument(samplePage({ format: 'png', preCheck: report }), true).pages).toHaveLength(1);
  });
});

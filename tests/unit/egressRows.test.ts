// The egress check's rows, as the panel's group and the packet's table say them: the beer garden of
// issue 39 short of exits and width, then with three Exits added and nothing short.
import { describe, expect, it } from 'vitest';
import { computeEgress } from '../../src/shared/egress/engine';
import { egressRows } from '../../src/shared/egress/rows';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { PreCheckEngine } from '../../src/shared/precheck/preCheck';
import { barricadeRing, exit } from './helpers/egressPlan';
import { rect } from './helpers/sitePlan';

const ring = barricadeRing(200, 120, [{ side: 0, from: 97, width: 6 }]);
const byKey = (rows: ReturnType<typeof egressRows>, key: string) => rows.filter((r) => r.key === key);

describe('egress rows', () => {
  it('one 6 ft gap for 1,200 people: exits 1 of 4 and 6 ft of 20 ft, each short', () => {
    const rows = egressRows(computeEgress({ objects: ring, shapes: [], attendance: 1200 }));
    expect(byKey(rows, 'exits')[0]).toMatchObject({ value: '1 of 4', required: '4', short: '3 short' });
    expect(byKey(rows, 'width')[0]).toMatchObject({ value: '6 ft of 20 ft', short: '14 ft short' });
    expect(byKey(rows, 'exit').map((r) => [r.label, r.value])).toEqual([['E1', '6 ft opening between pieces']]);
    expect(byKey(rows, 'attendance')[0]!.value).toBe('1,200 people (the expected attendance)');
    expect(byKey(rows, 'load')[0]!.source?.title).toMatch(/NYC Building Code § 1004\.1\.2/);
    expect(byKey(rows, 'fireGuards')[0]!.value).toBe('12');
    // 1,200 people through 6 ft take a fraction of a second over 8 minutes: said in seconds, not '0.0 min over'.
    expect(byKey(rows, 'clearance')[0]!.short).toMatch(/^\d+ s over$/);
  });
  it('three 6 ft Exits added: 4 of 4, 24 ft of 20 ft, nothing short of the code', () => {
    const exits = [exit('x1', 200, 60, 6, 90), exit('x2', 100, 120), exit('x3', 0, 60, 6, 90)];
    const rows = egressRows(computeEgress({ objects: [...ring, ...exits], shapes: [], attendance: 1200 }));
    expect(byKey(rows, 'exits')[0]).toMatchObject({ value: '4 of 4', short: null });
    expect(byKey(rows, 'width')[0]).toMatchObject({ value: '24 ft of 20 ft', short: null });
    expect(byKey(rows, 'exit').map((r) => r.label)).toEqual(['E1', 'E2', 'E3', 'E4']);
    expect(byKey(rows, 'distribution')[0]).toMatchObject({ value: '18 ft', short: null });
  });
  it('open on its sides: no exits counted, none invented', () => {
    const open = barricadeRing(200, 120, [{ side: 0, from: 60, width: 60 }]);
    const rows = egressRows(computeEgress({ objects: open, shapes: [], attendance: 1200 }));
    expect(byKey(rows, 'exits')[0]!.value).toBe('none counted: the area is open on its sides');
    expect(byKey(rows, 'exit')).toEqual([]);
  });
});

describe('one finding for a crowd over its load', () => {
  const asPlaced = (o: ReturnType<typeof exit>): CheckedObject => ({ ...o, name: o.type });
  const check = (objects: CheckedObject[], attendance: string) => {
    const engine = new PreCheckEngine();
    // The focused area is the ring's own rectangle: its capacity is exceeded too.
    engine.setContext({ setting: 'park', area: rect(200, 120), corridor: null });
    return engine.update({ objects, shapes: [], eventInfo: { attendance } });
  };
  it("over a closed ring, the egress check's finding stands and the capacity finding does not", () => {
    // 200 by 120 ft holds about 4,600 people standing: 9,000 are over it.
    const answer = check(ring.map(asPlaced), '9000');
    expect(answer.egress?.findings.map((f) => f.id)).toContain('egress-attendance-over-load');
    expect(answer.nudges.map((n) => n.ruleId)).not.toContain('capacity');
    // With a gap too wide the ring is open: the capacity finding says it, and the egress check does not again.
    const open = check(barricadeRing(200, 120, [{ side: 0, from: 60, width: 60 }]).map(asPlaced), '9000');
    expect(open.nudges.map((n) => n.ruleId)).toContain('capacity');
    expect(open.egress?.findings.map((f) => f.id)).not.toContain('egress-attendance-over-load');
  });
});

// The egress figures, each on both sides of its line: exits required at 500/501 and 1,000/1,001 people,
// the width at exactly 0.2 inch a person and just under, the distribution rule with the widest exit
// lost, the clearance time, the occupant load by use, staff, and the beer-garden case of issue 39.
import { describe, expect, it } from 'vitest';
import { computeEgress, EgressEngine } from '../../src/shared/egress/engine';
import { egressFigures } from '../../src/shared/egress/findings';
import {
  clearanceMinutes,
  crowdManagers,
  distribution,
  exitsRequired,
  fireGuards,
  requiredStairWidthIn,
  requiredWidthIn,
} from '../../src/shared/egress/requirements';
import type { Egress, EgressInput } from '../../src/shared/egress/types';
import { barricadeRing, drawnEnclosure, exit, obj } from './helpers/egressPlan';

const ids = (e: Egress) => e.findings.map((f) => f.id);

/** A 100 ft square drawn enclosure with the given exits on its south side. */
function square(attendance: number | null, exits: ReturnType<typeof exit>[], size = 100): EgressInput {
  return { objects: exits, shapes: [drawnEnclosure(size, size)], attendance };
}

describe('exits required (NYC Building Code Table 1006.3.1)', () => {
  it('2 up to 500 people, 3 from 501 to 1,000, 4 above', () => {
    expect([1, 500, 501, 1000, 1001, 5000].map(exitsRequired)).toEqual([2, 2, 3, 3, 4, 4]);
  });
  it('the plan says so at each line, and whether the exits placed meet it', () => {
    const three = [exit('a', 20, 0), exit('b', 50, 0), exit('c', 80, 0)];
    const at = (n: number) => computeEgress(square(n, three, 200));
    expect([500, 501, 1000, 1001].map((n) => at(n).exitsRequired)).toEqual([2, 3, 3, 4]);
    expect(ids(at(1000))).not.toContain('egress-exits-short');
    expect(ids(at(1001))).toContain('egress-exits-short');
    expect(at(1001).findings.find((f) => f.id === 'egress-exits-short')?.message).toMatch(
      /^Exits: 3 of 4 for 1,001 people \(the expected attendance\)/,
    );
  });
});

describe('egress width (§ 1005.3: 0.2 inch a person on the level, 0.3 on stairs)', () => {
  it('is the people times the factor, in inches', () => {
    expect(requiredWidthIn(300)).toBe(60);
    expect(requiredWidthIn(1200)).toBe(240);
    expect(requiredStairWidthIn(1200)).toBe(360);
  });
  it('exactly 0.2 inch a person is enough; a tenth of a foot less is short', () => {
    // 360 people need 72 in = 6 ft: two exits of 3 ft.
    const enough = computeEgress(square(360, [exit('a', 30, 0, 3), exit('b', 70, 0, 3)]));
    expect(enough.providedWidthIn).toBe(72);
    expect(enough.requiredWidthIn).toBe(72);
    expect(ids(enough)).not.toContain('egress-width-short');
    const short = computeEgress(square(360, [exit('a', 30, 0, 3), exit('b', 70, 0, 2.9)]));
    expect(ids(short)).toContain('egress-width-short');
    expect(egressFigures(short).width).toBe('5.9 ft of 6 ft');
  });
});

describe('distribution (losing the widest exit leaves at least half the required width)', () => {
  it('is measured without the widest exit', () => {
    expect(distribution([72, 72, 72, 72], 240)).toEqual({ withoutWidestIn: 216, minIn: 120 });
    expect(distribution([168, 33, 33, 33], 240)).toEqual({ withoutWidestIn: 99, minIn: 120 });
  });
  it('one wide gate and three narrow ones fail it, four even ones pass', () => {
    const even = computeEgress(
      square(1200, [exit('a', 20, 0), exit('b', 40, 0), exit('c', 60, 0), exit('d', 80, 0)], 200),
    );
    expect(ids(even)).not.toContain('egress-distribution');
    const lopsided = computeEgress(
      square(
        1200,
        [exit('a', 30, 0, 14), exit('b', 60, 0, 2.75), exit('c', 80, 0, 2.75), exit('d', 100, 0, 2.75)],
        200,
      ),
    );
    // 22.25 ft is more than the 20 ft needed, but without the 14 ft gate 8.25 ft is left, under 10.
    expect(ids(lopsided)).not.toContain('egress-width-short');
    expect(ids(lopsided)).toContain('egress-distribution');
    // Just at half: 10 ft left of 20 passes.
    const atHalf = computeEgress(
      square(1200, [exit('a', 30, 0, 10), exit('b', 60, 0, 4), exit('c', 90, 0, 3), exit('d', 120, 0, 3)], 200),
    );
    expect(atHalf.withoutWidestIn).toBe(atHalf.distributionMinIn);
    expect(ids(atHalf)).not.toContain('egress-distribution');
  });
});

describe('clearance time (Green Guide: 82 people a metre a minute, 8 minutes; guidance)', () => {
  it('is the people over the exits’ flow', () => {
    // 24 ft = 7.3152 m: 1,200 / (82 × 7.3152) = 2.0 minutes.
    expect(clearanceMinutes(1200, 24)).toBeCloseTo(2.0005, 3);
    expect(clearanceMinutes(1200, 0)).toBeNull();
  });
  it('over 8 minutes is a finding, marked as guidance', () => {
    // 8 minutes through 2 × 3 ft (1.8288 m) is 1,199.7 people.
    const under = computeEgress(square(1199, [exit('a', 30, 0, 3), exit('b', 70, 0, 3)]));
    const over = computeEgress(square(1201, [exit('a', 30, 0, 3), exit('b', 70, 0, 3)]));
    expect(under.clearanceMinutes).toBeLessThan(8);
    expect(ids(under)).not.toContain('egress-clearance');
    const finding = over.findings.find((f) => f.id === 'egress-clearance');
    expect(finding?.severity).toBe('info');
    expect(finding?.citation.guidance).toMatch(/Green Guide/);
  });
});

describe('occupant load (Table 1004.1.2)', () => {
  it('is the enclosure less what stands in it, over the factor for its use', () => {
    const standing = computeEgress({
      objects: [obj('t', 'tent', [10, 10], 50, 50)],
      shapes: [drawnEnclosure(100, 100)],
      attendance: null,
    });
    expect(standing.load).toMatchObject({
      netFt2: expect.closeTo(9900, 0) as number,
      use: 'standing',
      factorFt2: 5,
      load: 1980,
    });
    const chairs = computeEgress({
      objects: [obj('c', 'chair', [1.5, 1.5], 50, 50)],
      shapes: [drawnEnclosure(100, 100)],
      attendance: null,
    });
    expect(chairs.load).toMatchObject({ use: 'chairs', factorFt2: 7, load: Math.floor((10000 - 2.25) / 7) });
    const tables = computeEgress({
      objects: [obj('t', 'table', [8, 2.5], 50, 50)],
      shapes: [drawnEnclosure(100, 100)],
      attendance: null,
    });
    expect(tables.load).toMatchObject({ use: 'tablesAndChairs', factorFt2: 15, load: Math.floor((10000 - 20) / 15) });
  });
  it('the exits are sized for the attendance, else the seats where they pass the load, else the load', () => {
    const byLoad = computeEgress({ objects: [], shapes: [drawnEnclosure(50, 50)], attendance: null });
    expect([byLoad.sizedFor, byLoad.sizedBasis]).toEqual([500, 'load']);
    const byAttendance = computeEgress({ objects: [], shapes: [drawnEnclosure(50, 50)], attendance: 120 });
    expect([byAttendance.sizedFor, byAttendance.sizedBasis]).toEqual([120, 'attendance']);
    // 400 chairs on 2,500 ft² hold 2,500 − 900 = 1,600 ft² / 7 = 228 people; the seats say at least 400.
    const chairs = Array.from({ length: 400 }, (_, i) =>
      obj(`c${i}`, 'chair', [1.5, 1.5], 2 + (i % 20) * 2.3, 2 + Math.floor(i / 20) * 2.3),
    );
    const bySeats = computeEgress({ objects: chairs, shapes: [drawnEnclosure(50, 50)], attendance: null });
    expect(bySeats.load?.load).toBe(228);
    expect([bySeats.sizedFor, bySeats.sizedBasis, bySeats.seats]).toEqual([400, 'seats', 400]);
  });
  it('an attendance larger than the load is a finding; equal to it is not', () => {
    expect(ids(computeEgress({ objects: [], shapes: [drawnEnclosure(50, 50)], attendance: 500 }))).not.toContain(
      'egress-attendance-over-load',
    );
    const over = computeEgress({ objects: [], shapes: [drawnEnclosure(50, 50)], attendance: 501 });
    expect(over.findings.find((f) => f.id === 'egress-attendance-over-load')?.message).toBe(
      'Attendance of 501 is more than the 500 people the enclosure holds (5 ft² per person, standing).',
    );
  });
});

describe('staff', () => {
  it('fire guards at one per 100 from a Temporary Place of Assembly’s 200; crowd managers past 500 (guidance)', () => {
    expect([199, 200, 1200].map(fireGuards)).toEqual([0, 2, 12]);
    expect([500, 501, 1200].map(crowdManagers)).toEqual([0, 3, 5]);
  });
});

describe('the beer garden (issue 39): a ring of barricades with one 6 ft gap, 1,200 expected', () => {
  const ring = barricadeRing(200, 120, [{ side: 0, from: 97, width: 6 }]);
  it('exits 1 of 4 and 6 ft of 20 ft', () => {
    const e = computeEgress({ objects: ring, shapes: [], attendance: 1200 });
    expect(e.enclosure).toMatchObject({ source: 'ring', closed: true });
    expect(e.exits).toHaveLength(1);
    expect(e.exits![0]).toMatchObject({ number: 'E1', kind: 'opening', widthFt: expect.closeTo(6, 6) as number });
    expect(egressFigures(e)).toEqual({ exits: '1 of 4', width: '6 ft of 20 ft' });
    expect(ids(e)).toEqual(expect.arrayContaining(['egress-exits-short', 'egress-width-short']));
    expect(e.staff).toEqual({ fireGuards: 12, crowdManagers: 5 });
  });
  it('three 6 ft Exits on the ring make it 4 of 4 and 24 ft of 20 ft, and the findings clear', () => {
    // On the other three sides, standing over the barricades' line.
    const exits = [exit('x1', 200, 60, 6, 90), exit('x2', 100, 120), exit('x3', 0, 60, 6, 90)];
    const e = computeEgress({ objects: [...ring, ...exits], shapes: [], attendance: 1200 });
    expect(egressFigures(e)).toEqual({ exits: '4 of 4', width: '24 ft of 20 ft' });
    expect(e.exits!.map((x) => x.number)).toEqual(['E1', 'E2', 'E3', 'E4']);
    expect(ids(e)).not.toContain('egress-exits-short');
    expect(ids(e)).not.toContain('egress-width-short');
    expect(ids(e)).not.toContain('egress-distribution');
    expect(e.clearanceMinutes).toBeCloseTo(2.0, 1);
  });
  it('the engine gives the same figures, updated as exits are placed and removed', () => {
    const engine = new EgressEngine();
    engine.setPlan({ objects: ring, shapes: [], attendance: 1200 });
    expect(egressFigures(engine.result()).exits).toBe('1 of 4');
    const first = engine.result();
    expect(engine.result()).toBe(first);
    engine.update(exit('x1', 200, 60, 6, 90));
    engine.update(exit('x2', 100, 120));
    engine.update(exit('x3', 0, 60, 6, 90));
    expect(egressFigures(engine.result())).toEqual({ exits: '4 of 4', width: '24 ft of 20 ft' });
    engine.remove('x2');
    expect(egressFigures(engine.result())).toEqual({ exits: '3 of 4', width: '18 ft of 20 ft' });
    engine.setAttendance(1000);
    expect(egressFigures(engine.result())).toEqual({ exits: '3 of 3', width: '18 ft of 16.7 ft' });
  });
});

describe('in the pre-check (the nudge worker’s answer)', () => {
  it('is there where the plan has an enclosure, its pieces or exits, and not otherwise', async () => {
    const { PreCheckEngine } = await import('../../src/shared/precheck/preCheck');
    const engine = new PreCheckEngine();
    engine.setContext({ setting: 'park', area: null, corridor: null });
    const plain = engine.update({ objects: [], shapes: [], eventInfo: { attendance: '1200' } });
    expect(plain.egress).toBeNull();
    const ring = barricadeRing(200, 120, [{ side: 0, from: 97, width: 6 }]).map((o) => ({ ...o, name: o.type }));
    const garden = engine.update({ objects: ring, shapes: [], eventInfo: { attendance: '1200' } });
    expect(egressFigures(garden.egress!)).toEqual({ exits: '1 of 4', width: '6 ft of 20 ft' });
    const drawn = engine.update({
      objects: [{ ...exit('x', 50, 0, 8), name: 'Exit' }],
      shapes: [],
      eventInfo: { attendance: '100' },
      enclosures: [drawnEnclosure(100, 100, 'Beer garden')],
    });
    expect(drawn.egress?.exits?.map((x) => [x.number, x.widthFt])).toEqual([['E1', 8]]);
  });
});

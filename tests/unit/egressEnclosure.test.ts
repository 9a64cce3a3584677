// What holds the crowd and how it is left: a drawn enclosure or a ring of barricades and fence panels,
// gaps under 3 ft closed and 3 ft or more read as openings with their width, a fence that does not
// close said so (the area then open, no exits invented), and bad exits (off the enclosure, on top of
// each other, narrower than a door).
import { describe, expect, it } from 'vitest';
import { computeEgress, EgressEngine } from '../../src/shared/egress/engine';
import type { Egress } from '../../src/shared/egress/types';
import { at, barricadeRing, drawnEnclosure, exit, obj } from './helpers/egressPlan';
import { rect } from './helpers/sitePlan';

const ids = (e: Egress) => e.findings.map((f) => f.id);

describe('a ring of barricades', () => {
  it('closes with no gap: a closed enclosure with no way out', () => {
    const e = computeEgress({ objects: barricadeRing(80, 48), shapes: [], attendance: 100 });
    expect(e.enclosure).toMatchObject({ source: 'ring', closed: true, openings: [] });
    expect(e.enclosure.pieceIds).toHaveLength(32);
    expect(e.load?.grossFt2).toBeCloseTo(80 * 48, 0);
    expect(e.exits).toEqual([]);
    expect(e.findings.find((f) => f.id === 'egress-exits-short')?.message).toMatch(/^Exits: 0 of 2/);
  });
  it('a 2 ft gap is not an exit; a 3 ft gap is an opening 3 ft wide', () => {
    const two = computeEgress({
      objects: barricadeRing(80, 48, [{ side: 0, from: 40, width: 2 }]),
      shapes: [],
      attendance: 100,
    });
    expect(two.enclosure.closed).toBe(true);
    expect(two.exits).toEqual([]);
    const three = computeEgress({
      objects: barricadeRing(80, 48, [{ side: 0, from: 40, width: 3 }]),
      shapes: [],
      attendance: 100,
    });
    expect(three.enclosure.closed).toBe(true);
    expect(three.exits).toHaveLength(1);
    expect(three.exits![0]).toMatchObject({ kind: 'opening', number: 'E1' });
    expect(three.exits![0]!.widthFt).toBeCloseTo(3, 6);
  });
  it('fence panels close a ring as barricades do, and the openings are numbered round it', () => {
    const panels = barricadeRing(
      100,
      60,
      [
        { side: 0, from: 20, width: 6 },
        { side: 2, from: 50, width: 10 },
      ],
      10,
      'fence',
    );
    const e = computeEgress({ objects: panels, shapes: [], attendance: 300 });
    expect(e.enclosure.closed).toBe(true);
    expect(e.exits!.map((x) => [x.number, Math.round(x.widthFt)])).toEqual([
      ['E1', 6],
      ['E2', 10],
    ]);
  });
  it('a run that does not close is said so, between its end pieces; the area is treated as open', () => {
    // No west side: the run stops 48 ft short, more than any opening.
    const run = barricadeRing(80, 48).filter((o) => !o.id.startsWith('barricade-3-'));
    const e = computeEgress({ objects: run, shapes: [], attendance: 100 });
    expect(e.enclosure.closed).toBe(false);
    expect(e.exits).toBeNull();
    const finding = e.findings.find((f) => f.id === 'egress-not-closed')!;
    expect(finding.message).toMatch(
      /^The fence does not close between barricade barricade-\d-\d+ and barricade barricade-\d-\d+ \(48 ft apart\): the area is treated as open\.$/,
    );
    expect(finding.objectIds).toHaveLength(2);
    expect(ids(e)).toContain('egress-open');
  });
});

describe('a drawn enclosure', () => {
  it('a polygon labelled as the event area, enclosure or fence is the enclosure; another label is not', () => {
    for (const label of ['Event area', 'Beer garden enclosure', 'fence', 'Fenced area'])
      expect(
        computeEgress({ objects: [], shapes: [drawnEnclosure(50, 50, label)], attendance: 10 }).enclosure.source,
      ).toBe('shape');
    expect(
      computeEgress({ objects: [], shapes: [drawnEnclosure(50, 50, 'Stage')], attendance: 10 }).enclosure.source,
    ).toBe('none');
  });
  it('a line labelled as a fence whose ends meet encloses; one whose ends do not is said so', () => {
    const line = (end: [number, number]) => ({
      id: 'l',
      label: 'Fence',
      geometry: { type: 'LineString' as const, coordinates: [at(0, 0), at(60, 0), at(60, 40), at(0, 40), at(...end)] },
    });
    expect(computeEgress({ objects: [], shapes: [line([0, 0])], attendance: 10 }).enclosure).toMatchObject({
      source: 'shape',
      closed: true,
    });
    const open = computeEgress({ objects: [], shapes: [line([0, 20])], attendance: 10 });
    expect(open.enclosure.closed).toBe(false);
    expect(open.findings.find((f) => f.id === 'egress-not-closed')?.message).toBe(
      "The fence does not close between the start of 'Fence' and its end (20 ft apart): the area is treated as open.",
    );
  });
  it('a drawn enclosure wins over a ring of barricades', () => {
    const e = computeEgress({ objects: barricadeRing(200, 200), shapes: [drawnEnclosure(50, 50)], attendance: 10 });
    expect(e.enclosure.source).toBe('shape');
    expect(e.load?.grossFt2).toBeCloseTo(2500, 0);
  });
});

describe('nothing encloses', () => {
  it('the load is measured over the focused area, the area is open on its sides, and no exits are invented', () => {
    const e = computeEgress({ objects: [exit('x', 10, 0)], shapes: [], attendance: 300, area: rect(100, 50) });
    expect(e.enclosure).toMatchObject({ source: 'area', closed: false });
    expect(e.load?.load).toBe(1000);
    expect(e.exits).toBeNull();
    expect(e.exitsRequired).toBe(2);
    expect(e.findings.map((f) => f.id)).toEqual(['egress-open']);
    expect(e.findings[0]!.message).toBe(
      'Nothing encloses the crowd: the area is open on its sides. It holds 1,000 people; no exits are counted.',
    );
  });
  it('with no area either, the attendance still sizes the exits', () => {
    const e = computeEgress({ objects: [], shapes: [], attendance: 600 });
    expect(e.load).toBeNull();
    expect([e.sizedFor, e.exitsRequired, e.requiredWidthIn]).toEqual([600, 3, 120]);
  });
});

describe('bad exits', () => {
  const fence = drawnEnclosure(100, 100);
  it('an exit off the enclosure is not counted', () => {
    const e = computeEgress({ objects: [exit('in', 50, 0), exit('far', 50, -40)], shapes: [fence], attendance: 100 });
    expect(e.exits!.map((x) => x.id)).toEqual(['in']);
    const f = e.findings.find((x) => x.id === 'egress-exit-outside')!;
    expect(f.message).toBe('exit far is not on the enclosure: it is not counted as an exit.');
    expect(f.objectIds).toEqual(['far']);
  });
  it('two exits on top of each other count once', () => {
    const e = computeEgress({
      objects: [exit('a', 50, 0), exit('b', 52, 0), exit('c', 50, 100)],
      shapes: [fence],
      attendance: 100,
    });
    expect(e.exits).toHaveLength(2);
    expect(e.findings.find((x) => x.id === 'egress-exits-overlap')?.objectIds).toEqual(['a', 'b']);
    const apart = computeEgress({ objects: [exit('a', 50, 0), exit('b', 56.5, 0)], shapes: [fence], attendance: 100 });
    expect(apart.exits).toHaveLength(2);
    expect(ids(apart)).not.toContain('egress-exits-overlap');
  });
  it('an exit narrower than 32 inches is said so; 32 inches is not', () => {
    const narrow = computeEgress({
      objects: [exit('a', 30, 0, 2.5), exit('b', 70, 0)],
      shapes: [fence],
      attendance: 10,
    });
    expect(narrow.findings.find((x) => x.id === 'egress-exit-narrow')?.message).toBe(
      'exit a is 30 in wide, narrower than the 32 in a door must clear.',
    );
    const door = computeEgress({
      objects: [exit('a', 30, 0, 32 / 12), exit('b', 70, 0)],
      shapes: [fence],
      attendance: 10,
    });
    expect(ids(door)).not.toContain('egress-exit-narrow');
  });
  it('an exit standing in an opening is that opening, not a second exit', () => {
    const ring = barricadeRing(80, 48, [{ side: 0, from: 37, width: 6 }]);
    const e = computeEgress({ objects: [...ring, exit('gate', 40, 0)], shapes: [], attendance: 100 });
    expect(e.exits!.map((x) => [x.kind, x.id])).toEqual([['exit', 'gate']]);
  });
});

describe('the engine over edits', () => {
  it('moving a barricade out of the ring opens a gap; putting it back closes it', () => {
    const ring = barricadeRing(80, 48);
    const engine = new EgressEngine();
    engine.setPlan({ objects: ring, shapes: [], attendance: 100 });
    expect(engine.result().exits).toEqual([]);
    const piece = ring.find((o) => o.id === 'barricade-0-4')!;
    engine.update({ ...piece, position: { lng: piece.position.lng, lat: piece.position.lat - 0.0003 } });
    const opened = engine.result();
    expect(opened.enclosure.closed).toBe(true);
    expect(opened.exits).toHaveLength(1);
    expect(opened.exits![0]!.widthFt).toBeCloseTo(8, 6);
    engine.update(piece);
    expect(engine.result().exits).toEqual([]);
    engine.remove(piece.id);
    expect(engine.result().exits).toHaveLength(1);
  });
  it('moving a chair keeps the ring it found', () => {
    const chair = obj('c', 'chair', [1.5, 1.5], 40, 24);
    const engine = new EgressEngine();
    engine.setPlan({
      objects: [...barricadeRing(80, 48, [{ side: 0, from: 37, width: 6 }]), chair],
      shapes: [],
      attendance: 100,
    });
    const before = engine.result();
    engine.update({ ...chair, position: { ...chair.position, lng: chair.position.lng + 0.00001 } });
    const after = engine.result();
    expect(after).not.toBe(before);
    expect(after.enclosure).toBe(before.enclosure);
  });
});

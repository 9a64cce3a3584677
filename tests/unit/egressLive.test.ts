/**
 * The live egress check (`LiveEgress`): the pre-check sends the whole plan on every change, and the
 * check measures again only what changed. After each edit its figures equal those computed from
 * nothing kept; an edit that changes nothing answers the figures already found.
 */
import { describe, expect, it } from 'vitest';
import { computeEgress } from '../../src/shared/egress/engine';
import { LiveEgress } from '../../src/shared/egress/liveEgress';
import type { EgressInput, EgressObject } from '../../src/shared/egress/types';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { barricadeRing, drawnEnclosure, exit, obj } from './helpers/egressPlan';

/** The figures a reviewer reads (the plane's origin may differ between the two, so the rings are left out). */
function figures(input: EgressInput, live: LiveEgress) {
  const a = live.result(input);
  const b = computeEgress(input);
  const pick = (e: typeof a) => ({
    closed: e.enclosure.closed,
    load: e.load?.load ?? null,
    sizedFor: e.sizedFor,
    exits: e.exits?.map((x) => [x.number, x.kind, Math.round(x.widthFt * 100) / 100]) ?? null,
    requiredWidthIn: e.requiredWidthIn,
    providedWidthIn: e.providedWidthIn === null ? null : Math.round(e.providedWidthIn * 100) / 100,
    walk: e.walk ? Math.round(e.walk.longestFt) : null,
    findings: e.findings.map((f) => f.id),
  });
  return { live: pick(a), fresh: pick(b), answer: a };
}

const moved = (o: EgressObject, east: number): EgressObject => ({
  ...o,
  position: offsetFeet(o.position, east, 0),
});

describe('LiveEgress', () => {
  const ring = barricadeRing(200, 120, [{ side: 0, from: 97, width: 6 }]);
  const chairs = Array.from({ length: 60 }, (_, i) =>
    obj(`c${i}`, 'chair', [1.5, 1.5], 40 + (i % 20) * 6, 40 + Math.floor(i / 20) * 10),
  );
  const base: EgressInput = { objects: [...ring, ...chairs], shapes: [], attendance: 1200 };

  it('after each edit, answers what a check from nothing kept answers', () => {
    const live = new LiveEgress();
    const steps: EgressInput[] = [
      base,
      // Three exits placed one at a time.
      { ...base, objects: [...base.objects, exit('x1', 50, 60, 6, 90)] },
      { ...base, objects: [...base.objects, exit('x1', 50, 60, 6, 90), exit('x2', 100, 60, 6, 90)] },
      {
        ...base,
        objects: [...base.objects, exit('x1', 50, 60, 6, 90), exit('x2', 100, 60, 6, 90), exit('x3', 150, 60, 6, 90)],
      },
      // A barricade of the north side moved 20 ft east: the ring opens there.
      {
        ...base,
        objects: [
          ...ring.map((o, i) => (i === 40 ? moved(o, 20) : o)),
          ...chairs,
          exit('x1', 50, 60, 6, 90),
          exit('x2', 100, 60, 6, 90),
          exit('x3', 150, 60, 6, 90),
        ],
      },
      // Back, an exit removed, the attendance changed.
      { ...base, objects: [...base.objects, exit('x1', 50, 60, 6, 90)], attendance: 400 },
      // A drawn enclosure wins over the ring.
      { ...base, shapes: [drawnEnclosure(150, 100)], attendance: 400 },
    ];
    const seen = new Set<string>();
    for (const step of steps) {
      const { live: a, fresh: b } = figures(step, live);
      expect(a).toEqual(b);
      seen.add(`${a.exits?.length ?? 'none'} ${String(a.closed)}`);
    }
    // The steps went through different states (not one answer repeated).
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('answers the same figures, unmeasured, when nothing the check reads changed', () => {
    const live = new LiveEgress();
    const first = live.result(base);
    // A copy of every object, as the page's structured clone sends it.
    const again = live.result({ ...base, objects: base.objects.map((o) => ({ ...o })) });
    expect(again).toBe(first);
    const other = live.result({ ...base, attendance: 1201 });
    expect(other).not.toBe(first);
    expect(other.sizedFor).toBe(1201);
  });
});

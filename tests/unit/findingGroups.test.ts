// Findings grouped by rule: 40 chairs by trees are one line with the count and the objects' kind, a rule with
// one finding keeps its own message, groups keep the display order, and each member has a short line.
import type { ObjectTypeId } from '../../src/shared/objects/catalogue';
import { describe, expect, it } from 'vitest';
import { computeAll } from '../../src/shared/nudges/engine';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { offsetFeet, type LngLat } from '../../src/shared/objects/footprint';
import { countOf, groupFindings, memberLine, pluralOf } from '../../src/shared/nudges/grouping';

const O: LngLat = { lng: -73.9681, lat: 40.7812 };
const chair = (i: number, type: ObjectTypeId = 'chair'): CheckedObject => ({
  id: `c${String(i).padStart(2, '0')}`,
  type,
  name: type === 'chair' ? 'Chair' : 'Cooler',
  position: offsetFeet(O, i * 20, 0),
  footprintFt: { width: 1.5, depth: 1.5 },
  rotationDeg: 0,
});
/** A tree 1 ft east of each object's east edge. */
const trees = (n: number) => {
  const coords = Array.from({ length: n }, (_, i) => {
    const p = offsetFeet(O, i * 20 + 0.75 + 1, 0);
    return [p.lng, p.lat];
  }).flat();
  return { ids: Uint32Array.from({ length: n }, (_, i) => i), coords: Float64Array.from(coords) };
};
const state = (objects: CheckedObject[], treeCount = objects.length) => ({
  objects,
  shapes: [],
  eventInfo: {},
  infrastructure: { trees: trees(treeCount) },
  setting: 'park' as const,
});

describe('grouping findings by rule', () => {
  it('40 chairs within 2 ft of a tree are one line that holds all 40, in order', () => {
    const findings = computeAll(state(Array.from({ length: 40 }, (_, i) => chair(i))));
    expect(findings).toHaveLength(40);
    const groups = groupFindings(findings);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ ruleId: 'tree-fastening', severity: 'warning' });
    expect(groups[0]!.summary).toBe('40 chairs within 2 ft of a tree');
    expect(groups[0]!.findings.map((n) => n.subject.id)).toEqual(findings.map((n) => n.subject.id));
    expect(memberLine(groups[0]!.findings[0]!)).toBe('Chair (1.0 ft)');
  });

  it('mixed kinds are objects; one finding keeps its own message', () => {
    const mixed = groupFindings(computeAll(state([chair(0), chair(1, 'cooler')])));
    expect(mixed[0]!.summary).toBe('2 objects within 2 ft of a tree');
    const single = groupFindings(computeAll(state([chair(0)])));
    expect(single[0]!.summary).toMatch(/^This Chair is 1\.0 ft from a tree\./);
  });

  it('groups keep the display order: blockers, then warnings, then info', () => {
    const objects = [chair(0), chair(1), { ...chair(2), note: 'propane for the grill' }];
    const groups = groupFindings(computeAll(state(objects)));
    expect(groups.map((g) => [g.ruleId, g.findings.length])).toEqual([
      ['park-propane', 1],
      ['tree-fastening', 3],
    ]);
    expect(pluralOf('plastic-table')).toBe('plastic tables');
    expect(pluralOf('first-aid')).toBe('first-aid stations');
    expect(pluralOf('bench')).toBe('benches');
    expect(pluralOf('bleachers')).toBe('bleachers');
  });

  it('counts objects of one type in the number’s form', () => {
    expect(countOf(1, 'barricade')).toBe('1 barricade');
    expect(countOf(305, 'chair')).toBe('305 chairs');
    expect(countOf(1, 'first-aid')).toBe('1 first-aid station');
    expect(countOf(1200, 'plastic-table')).toBe('1,200 plastic tables');
  });
});

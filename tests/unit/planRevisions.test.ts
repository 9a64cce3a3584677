import { describe, expect, it } from 'vitest';
import { MAX_REVISIONS, parsePlanText } from '../../src/shared/plan/parse';
import { newRevision, nextRevisionLabel } from '../../src/shared/plan/revisions';
import { planToJson } from '../../src/shared/plan/serialize';
import type { Revision } from '../../src/shared/plan/schema';
import { handoverSaved } from './helpers/handoverPlan';

const rows = (...labels: string[]): Revision[] => labels.map((revision) => ({ revision, date: '', description: '' }));

function read(value: unknown) {
  const r = parsePlanText(JSON.stringify(value));
  if (!r.ok) throw new Error(r.reason);
  return r.plan;
}

describe('the revision table in the plan file', () => {
  it('is saved and read back; a file from before it has none', () => {
    const saved = handoverSaved(2);
    expect(read(JSON.parse(planToJson(saved))).revisions).toEqual(saved.revisions);
    const older = JSON.parse(planToJson(saved)) as Record<string, unknown>;
    delete older.revisions;
    expect(read(older).revisions).toEqual([]);
  });

  it('reads what it can of a damaged table', () => {
    const plan = read({
      schemaVersion: 1,
      revisions: [
        { revision: 3, date: '2025-06-01', description: 'Fence added' },
        'not a row',
        { description: 'No rev' },
      ],
    });
    expect(plan.revisions).toEqual([
      { revision: '3', date: '2025-06-01', description: 'Fence added' },
      { revision: '', date: '', description: 'No rev' },
    ]);
    expect(read({ schemaVersion: 1, revisions: 'A' }).revisions).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) => ({ revision: String(i), date: '', description: '' }));
    expect(read({ schemaVersion: 1, revisions: many }).revisions).toHaveLength(MAX_REVISIONS);
  });

  it('numbers the next revision after the last one', () => {
    expect(nextRevisionLabel([])).toBe('A');
    expect(nextRevisionLabel(rows('A'))).toBe('B');
    expect(nextRevisionLabel(rows('A', 'Z'))).toBe('AA');
    expect(nextRevisionLabel(rows('AZ'))).toBe('BA');
    expect(nextRevisionLabel(rows('0'))).toBe('1');
    expect(nextRevisionLabel(rows('9'))).toBe('10');
    expect(nextRevisionLabel(rows('Draft'))).toBe('');
    expect(newRevision(rows('B'), '2025-06-02')).toEqual({ revision: 'C', date: '2025-06-02', description: '' });
  });
});

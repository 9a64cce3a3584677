// Which plan a tab works on: its own after a reload, the newest free one when new, never one another tab holds.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const plans: Array<{ id: string; savedAt: string }> = [];
vi.mock('../../src/ui/app/plan/planRecords', () => ({
  listPlans: async () => [...plans],
  migrateLegacy: async () => undefined,
}));

/** Web Locks as another tab sees them: names in `held` belong to someone else. */
const held = new Set<string>();
const locks = {
  request(name: string, options: { ifAvailable?: boolean }, callback: (lock: { name: string } | null) => unknown) {
    if (held.has(name)) {
      if (options.ifAvailable) return Promise.resolve(callback(null));
      return Promise.reject(new DOMException('timed out', 'TimeoutError'));
    }
    held.add(name);
    callback({ name });
    return new Promise(() => {});
  },
};
const session = new Map<string, string>();

async function claim() {
  vi.resetModules();
  const { claimTabPlan } = await import('../../src/ui/app/plan/tabPlan');
  return claimTabPlan();
}

beforeEach(() => {
  plans.length = 0;
  held.clear();
  session.clear();
  vi.stubGlobal('navigator', { locks });
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => session.get(k) ?? null,
    setItem: (k: string, v: string) => void session.set(k, v),
  });
});

describe('claimTabPlan', () => {
  it('a first tab with nothing saved starts a new plan and remembers it for reloads', async () => {
    const tab = await claim();
    expect(tab).toMatchObject({ restore: false, openElsewhere: null });
    expect(session.get('nyc-stager:plan-id')).toBe(tab.id);
  });

  it('a new tab takes the newest plan no other tab has open', async () => {
    plans.push({ id: 'b', savedAt: '2025-06-02' }, { id: 'a', savedAt: '2025-06-01' });
    held.add('nyc-stager:plan:b');
    expect(await claim()).toEqual({ id: 'a', restore: true, openElsewhere: null });
  });

  it('a new tab whose plans are all open elsewhere starts its own and names the newest', async () => {
    plans.push({ id: 'b', savedAt: '2025-06-02' });
    held.add('nyc-stager:plan:b');
    const tab = await claim();
    expect(tab.id).not.toBe('b');
    expect(tab).toMatchObject({ restore: false, openElsewhere: 'b' });
  });

  it('a reload gets its own plan back, even when a newer plan is free', async () => {
    plans.push({ id: 'newer', savedAt: '2025-06-03' }, { id: 'mine', savedAt: '2025-06-01' });
    session.set('nyc-stager:plan-id', 'mine');
    expect(await claim()).toEqual({ id: 'mine', restore: true, openElsewhere: null });
  });

  it('a duplicated tab (its plan held by a live tab) starts its own and is offered that plan', async () => {
    plans.push({ id: 'mine', savedAt: '2025-06-01' });
    session.set('nyc-stager:plan-id', 'mine');
    held.add('nyc-stager:plan:mine');
    const tab = await claim();
    expect(tab.id).not.toBe('mine');
    expect(tab).toMatchObject({ restore: false, openElsewhere: 'mine' });
  });
});

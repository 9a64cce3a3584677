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
    // The lock is held while the callback's promise is pending, as Web Locks does.
    const hold = callback({ name });
    if (hold instanceof Promise) void hold.then(() => held.delete(name));
    return new Promise(() => {});
  },
  query: async () => ({ held: [...held].map((name) => ({ name })) }),
};
const session = new Map<string, string>();

async function claim() {
  vi.resetModules();
  const { claimTabPlan } = await import('../../src/ui/app/plan/tabPlan');
  return claimTabPlan();
}

/** A started tab (its module fresh), with its own plan claimed. */
async function startedTab() {
  vi.resetModules();
  const module = await import('../../src/ui/app/plan/tabPlan');
  const own = await module.claimTabPlan();
  return { ...module, own };
}
/** The locks' promises settle in later microtasks: a few turns of them. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

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

describe('Your Plans: another plan in this tab', () => {
  it('switchTabPlan takes a free plan and lets the one left go, for any tab to open', async () => {
    plans.push({ id: 'mine', savedAt: '2025-06-02' }, { id: 'other', savedAt: '2025-06-01' });
    const { switchTabPlan, own } = await startedTab();
    expect(own.id).toBe('mine');
    expect(await switchTabPlan('other')).toBe(true);
    await settle();
    expect(held.has('nyc-stager:plan:other')).toBe(true);
    expect(held.has('nyc-stager:plan:mine')).toBe(false);
    // A reload of this tab comes back to the plan it opened.
    expect(session.get('nyc-stager:plan-id')).toBe('other');
  });

  it('switchTabPlan refuses a plan another tab has open, and this tab keeps its own', async () => {
    plans.push({ id: 'mine', savedAt: '2025-06-02' }, { id: 'theirs', savedAt: '2025-06-01' });
    const { switchTabPlan } = await startedTab();
    held.add('nyc-stager:plan:theirs');
    expect(await switchTabPlan('theirs')).toBe(false);
    await settle();
    expect(held.has('nyc-stager:plan:mine')).toBe(true);
    expect(session.get('nyc-stager:plan-id')).toBe('mine');
  });

  it("plansOpenElsewhere names the plans other tabs hold, not this tab's", async () => {
    plans.push({ id: 'mine', savedAt: '2025-06-02' });
    const { plansOpenElsewhere } = await startedTab();
    held.add('nyc-stager:plan:theirs');
    held.add('another-app-lock');
    expect([...(await plansOpenElsewhere())]).toEqual(['theirs']);
  });

  it('a fresh plan (New Plan, a shared copy) lets the plan left go', async () => {
    plans.push({ id: 'mine', savedAt: '2025-06-02' });
    const { claimTabPlan } = await startedTab();
    const fresh = await claimTabPlan({ fresh: true });
    await settle();
    expect(held.has(`nyc-stager:plan:${fresh.id}`)).toBe(true);
    expect(held.has('nyc-stager:plan:mine')).toBe(false);
  });
});

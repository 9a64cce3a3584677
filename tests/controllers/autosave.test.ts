// Autosave: the working plan is written to this tab's record about 500 ms after a change, through the
// plan worker (serialised, compared) into IndexedDB; 'saved' only when storage holds the latest change;
// a full storage says so with the app's message and the plan in memory stays.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EngineStopped } from '../../src/shared/async/engine';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import {
  adoptNewPlanRecord,
  AUTOSAVE_DELAY_MS,
  keepPlanAndStartNew,
  openCopyOfPlanElsewhere,
  restoreAfterSharedLink,
  startAutosave,
} from '../../src/ui/app/plan/autosave';
import { eventInfo } from '../../src/ui/store/eventInfo';
import { focused } from '../../src/ui/store/focus';
import { layerStates } from '../../src/ui/store/layers';
import { plan } from '../../src/ui/store/plan';
import {
  autosaveError,
  planApplying,
  planCreatedAt,
  planNotices,
  planOpenElsewhere,
  unreadablePlan,
} from '../../src/ui/store/planFile';
import { sharedView } from '../../src/ui/store/share';
import { discardUnreadablePlan, laterUnreadablePlan } from '../../src/ui/app/plan/unreadablePlan';
import { createPlanApi } from '../../src/workers/plan/api';
import { planWorker, resetEngines } from '../support/fakeEngines';
import { holdNextWrite, quotaExceeded, recordText, resetStorage, storage } from '../support/memoryIdb';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
vi.mock('idb-keyval', () => import('../support/memoryIdb'));
// This tab's plan record (Web Locks and the other tabs are tabPlan.test.ts's): plan-1, a new plan unless a
// test says it may hold one to restore; 'Edit a copy' takes a fresh record.
const tab = vi.hoisted(() => ({ restore: false }));
vi.mock('../../src/ui/app/plan/tabPlan', () => ({
  claimTabPlan: async (options: { fresh?: boolean } = {}) =>
    options.fresh
      ? { id: 'plan-copy', restore: false, openElsewhere: null }
      : { id: 'plan-1', restore: tab.restore, openElsewhere: null },
}));

const RECORD = 'plan:plan-1';
const CREATED_AT = '2026-06-01T09:00:00.000Z';
/** What `html[data-autosave]` says: 'pending' while a change waits for its write, 'saved' once stored. */
const saveState = () => document.documentElement.dataset.autosave;
/** The event name in the plan storage holds for this tab, or null when it holds none. */
async function storedEventName(): Promise<string | null> {
  const text = await recordText(RECORD);
  return text === null ? null : (JSON.parse(text) as { eventInfo: { name: string } }).eventInfo.name;
}
const nameEvent = (name: string) => (eventInfo.value = { ...eventInfo.peek(), name });
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let stop: () => void;

beforeEach(async () => {
  vi.useFakeTimers();
  resetEngines();
  resetStorage();
  vi.stubGlobal('indexedDB', {});
  // The plan worker's own autosave rules (serialise, and skip what storage already holds), run in-process.
  const worker = createPlanApi();
  planWorker.prepareAutosave.mockImplementation(async (input, options) => worker.prepareAutosave(input, options));
  planWorker.confirmAutosave.mockImplementation(async (token) => worker.confirmAutosave(token));
  planWorker.forgetAutosave.mockImplementation(async () => worker.forgetAutosave());
  planWorker.parseText.mockImplementation(async (text) => worker.parseText(text));
  tab.restore = false;
  planNotices.value = [];
  unreadablePlan.value = null;
  sessionStorage.clear();
  planOpenElsewhere.value = null;
  plan.value = { objects: [], shapes: [] };
  eventInfo.value = EMPTY_EVENT_INFO;
  focused.value = null;
  planApplying.value = null;
  sharedView.value = null;
  autosaveError.value = null;
  // A plan begun earlier: its creation time is fixed (a new plan's first write fixes it; see below).
  planCreatedAt.value = CREATED_AT;
  stop = startAutosave();
  // Startup claims the tab's record, then writes (here: an empty plan, so nothing is stored).
  await elapse(AUTOSAVE_DELAY_MS);
  expect(saveState()).toBe('saved');
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a change', () => {
  it('is written about 500 ms after it, and only then does the page say saved', async () => {
    nameEvent('Bryant Park Summer Fair');
    expect(saveState()).toBe('pending');
    await elapse(AUTOSAVE_DELAY_MS - 1);
    expect(await storedEventName()).toBeNull();
    expect(saveState()).toBe('pending');

    await elapse(1);
    expect(await storedEventName()).toBe('Bryant Park Summer Fair');
    expect(saveState()).toBe('saved');
    // The plan worker's text handed over in a Blob, which IndexedDB takes by reference, not as a string
    // it would copy on the page (autosaveFile.ts).
    expect(storage.records.get(RECORD)).toMatchObject({ file: expect.any(Blob) });
    expect(storage.records.get(RECORD)).not.toHaveProperty('text');
  });

  it("to a new plan: the first write fixes the plan's creation time, and the page says saved once that is stored too", async () => {
    planCreatedAt.value = null;
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).toBe('Bryant Park Summer Fair');
    const createdAt = planCreatedAt.value;
    expect(createdAt).not.toBeNull();
    // Fixing the creation time is a change autosave hears: 'saved' comes with the next round, which finds
    // storage already holding that time and writes nothing.
    expect(saveState()).toBe('pending');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(saveState()).toBe('saved');
    expect(storage.writes).toHaveLength(1);
    const stored = (await recordText(RECORD))!;
    expect((JSON.parse(stored) as { createdAt: string }).createdAt).toBe(createdAt);
  });

  it('with the plan worker stopped, is serialised on the page and written all the same', async () => {
    planWorker.prepareAutosave.mockRejectedValue(new EngineStopped('plan', 'it did not answer for 60 s'));
    planWorker.confirmAutosave.mockRejectedValue(new EngineStopped('plan', 'it did not answer for 60 s'));
    nameEvent('Kept without the worker');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).toBe('Kept without the worker');
    expect(autosaveError.value).toBeNull();
    expect(saveState()).toBe('saved');
  });

  it('followed by more within 500 ms is written once, after the last', async () => {
    nameEvent('Fair');
    await elapse(300);
    nameEvent('Summer Fair');
    await elapse(300);
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);

    expect(storage.writes).toHaveLength(1);
    expect(await storedEventName()).toBe('Bryant Park Summer Fair');
  });

  it('that leaves the plan as storage holds it is not written again', async () => {
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    nameEvent('Bryant Park Summer Fair ');
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);

    expect(storage.writes).toHaveLength(1);
    expect(saveState()).toBe('saved');
  });

  it("is not a layer's load moving on (loading, its count, drawn); switching a layer on is", async () => {
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(saveState()).toBe('saved');
    const on = { ...layerStates.peek().trees, visible: true };
    layerStates.value = { ...layerStates.peek(), trees: on };
    expect(saveState()).toBe('pending');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(saveState()).toBe('saved');
    const writes = storage.writes.length;

    // While it loads, its state changes many times: none of it is the plan's.
    layerStates.value = { ...layerStates.peek(), trees: { ...on, loading: true } };
    layerStates.value = { ...layerStates.peek(), trees: { ...on, loading: false, loaded: true, count: 38_000 } };
    layerStates.value = { ...layerStates.peek(), trees: { ...on, loaded: true, count: 38_000, shown: true } };
    expect(saveState()).toBe('saved');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(storage.writes).toHaveLength(writes);
  });

  it('emptying the plan removes its record', async () => {
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).not.toBeNull();
    nameEvent('');
    await elapse(AUTOSAVE_DELAY_MS);

    expect(storage.records.has(RECORD)).toBe(false);
    expect(saveState()).toBe('saved');
  });
});

describe('a write that read the plan before a later change', () => {
  it('does not mark the plan saved while that change still waits for its own write', async () => {
    nameEvent('Fair');
    const release = holdNextWrite();
    await elapse(AUTOSAVE_DELAY_MS);
    // The write has read 'Fair' and waits for storage; the user types on.
    nameEvent('Bryant Park Summer Fair');
    release();
    await elapse(0);

    expect(await storedEventName()).toBe('Fair');
    expect(saveState()).toBe('pending');

    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).toBe('Bryant Park Summer Fair');
    expect(saveState()).toBe('saved');
  });
});

describe('storage failures', () => {
  it('a full storage shows the message, keeps the plan in memory, and the next write that lands clears it', async () => {
    storage.failWrites = quotaExceeded();
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);

    expect(autosaveError.value).toBe(
      'Autosave failed: The quota has been exceeded. Save the plan to a file to keep your work.',
    );
    expect(eventInfo.value.name).toBe('Bryant Park Summer Fair');
    expect(saveState()).toBe('pending');

    // Room again: the next change writes the whole plan (the failed draft was never taken as written).
    storage.failWrites = null;
    eventInfo.value = { ...eventInfo.peek(), organizer: 'Bryant Park Corporation' };
    await elapse(AUTOSAVE_DELAY_MS);
    expect(autosaveError.value).toBeNull();
    expect(await storedEventName()).toBe('Bryant Park Summer Fair');
    expect(saveState()).toBe('saved');
  });

  it('a browser without IndexedDB says so', async () => {
    vi.stubGlobal('indexedDB', undefined);
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(autosaveError.value).toBe(
      'Autosave failed: IndexedDB is not available in this browser. Save the plan to a file to keep your work.',
    );
  });
});

describe('paused', () => {
  it('while a plan is being applied: its halfway states are not written; the end of the apply is', async () => {
    planApplying.value = 'import';
    nameEvent('Imported fair');
    await elapse(AUTOSAVE_DELAY_MS * 4);
    expect(storage.writes).toEqual([]);

    planApplying.value = null;
    expect(saveState()).toBe('pending');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).toBe('Imported fair');
  });

  it("while someone else's shared plan is only viewed", async () => {
    sharedView.value = { status: 'viewing' };
    nameEvent('Their fair');
    await elapse(AUTOSAVE_DELAY_MS * 4);
    expect(storage.writes).toEqual([]);
  });
});

describe("this tab's record", () => {
  it('New Plan keeps it, with a change not yet written, and the new plan goes to a new record', async () => {
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    nameEvent('Bryant Park Summer Fair, day 2');
    // Before the change's timer: New Plan writes it first.
    await keepPlanAndStartNew();
    expect(await storedEventName()).toBe('Bryant Park Summer Fair, day 2');
    expect(storage.records.get('index:plan-1')).toMatchObject({
      summary: { name: 'Bryant Park Summer Fair, day 2', area: '', objects: 0, shapes: 0 },
    });
    eventInfo.value = EMPTY_EVENT_INFO;
    await elapse(AUTOSAVE_DELAY_MS);
    nameEvent('Night Market');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).toBe('Bryant Park Summer Fair, day 2');
    const fresh = (await recordText('plan:plan-copy'))!;
    expect(JSON.parse(fresh)).toMatchObject({ eventInfo: { name: 'Night Market' } });
  });

  it("'Edit a copy' of a shared plan writes to a new record, beside the one the tab had", async () => {
    nameEvent('Bryant Park Summer Fair');
    await elapse(AUTOSAVE_DELAY_MS);
    await adoptNewPlanRecord();
    nameEvent('A copy of their fair');
    await elapse(AUTOSAVE_DELAY_MS);

    expect(await storedEventName()).toBe('Bryant Park Summer Fair');
    const copy = (await recordText('plan:plan-copy'))!;
    expect(JSON.parse(copy)).toMatchObject({ eventInfo: { name: 'A copy of their fair' } });
  });

  it('a stored plan that cannot be read is kept aside and offered, and the next autosave does not overwrite it', async () => {
    const broken = { text: '{"version": 1, "plan": [', savedAt: CREATED_AT };
    storage.records.set(RECORD, broken);
    storage.records.set('index:plan-1', { id: 'plan-1', savedAt: CREATED_AT });
    tab.restore = true;
    await restoreAfterSharedLink();

    expect(unreadablePlan.value).toMatchObject({ id: 'plan-1', text: broken.text, keptAside: true });
    expect(unreadablePlan.value!.reason).not.toBe('');
    // Out of the plans (no tab restores it), kept as it was.
    expect(storage.records.get('aside:plan-1')).toMatchObject(broken);
    expect(storage.records.has('index:plan-1')).toBe(false);

    nameEvent('A fair planned after the damage');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedEventName()).toBe('A fair planned after the damage');
    expect(storage.records.get('aside:plan-1')).toMatchObject(broken);

    // Offered again on the next start (here one with nothing of its own to restore), until discarded.
    laterUnreadablePlan();
    tab.restore = false;
    await restoreAfterSharedLink();
    expect(unreadablePlan.value).toMatchObject({ id: 'plan-1', text: broken.text });
    await discardUnreadablePlan();
    expect(storage.records.has('aside:plan-1')).toBe(false);
    expect(unreadablePlan.value).toBeNull();
  });

  it('a stored plan that cannot be read nor moved aside is left where it is; this tab writes to a new record', async () => {
    const broken = { text: 'not a plan', savedAt: CREATED_AT };
    storage.records.set(RECORD, broken);
    tab.restore = true;
    storage.failWrites = quotaExceeded();
    await restoreAfterSharedLink();
    storage.failWrites = null;
    expect(unreadablePlan.value).toMatchObject({ text: 'not a plan', keptAside: false });

    nameEvent('Somewhere else');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(storage.records.get(RECORD)).toEqual(broken);
    expect(await recordText('plan:plan-copy')).toContain('Somewhere else');
  });

  it("another tab's plan that cannot be read is only said: that tab's record stays its own", async () => {
    storage.records.set('plan:plan-2', { text: 'not a plan', savedAt: CREATED_AT });
    planOpenElsewhere.value = 'plan-2';
    await openCopyOfPlanElsewhere();
    expect(planNotices.value[0]).toMatch(/^The autosaved plan could not be restored: .+/);
    expect(storage.records.get('plan:plan-2')).toEqual({ text: 'not a plan', savedAt: CREATED_AT });
    expect(unreadablePlan.value).toBeNull();
  });

  it('opening the plan of another tab that has no saved copy says so', async () => {
    planOpenElsewhere.value = 'plan-2';
    await openCopyOfPlanElsewhere();
    expect(planOpenElsewhere.value).toBeNull();
    expect(planNotices.value).toEqual(['The plan in the other tab has no saved copy yet.']);
  });
});

describe('the page hidden or going away', () => {
  const kept = () => sessionStorage.getItem('nyc-stager:unsaved-plan:plan-1');

  it("keeps a change not yet written at once: in the tab's session storage and handed to IndexedDB", async () => {
    nameEvent('Placed just before the reload');
    expect(saveState()).toBe('pending');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(kept()!)).toMatchObject({ text: expect.stringContaining('Placed just before the reload') });
    await vi.advanceTimersByTimeAsync(0);
    expect(await storedEventName()).toBe('Placed just before the reload');
    // The usual write follows; once storage holds the plan the kept copy goes.
    await elapse(AUTOSAVE_DELAY_MS);
    expect(saveState()).toBe('saved');
    expect(kept()).toBeNull();
  });

  it('keeps nothing when storage already holds the plan', async () => {
    nameEvent('Saved already');
    await elapse(AUTOSAVE_DELAY_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toBeNull();
    expect(storage.writes).toHaveLength(1);
  });

  it("a reload restores the newer of this tab's record and the change it kept", async () => {
    // Neither is a plan, so the one the restore chose is the one offered as unreadable.
    storage.records.set(RECORD, { text: 'older, in storage', savedAt: '2026-06-01T09:00:00.000Z' });
    sessionStorage.setItem(
      'nyc-stager:unsaved-plan:plan-1',
      JSON.stringify({ text: 'newer, kept as the page went', savedAt: '2026-06-01T09:00:01.000Z' }),
    );
    tab.restore = true;
    await restoreAfterSharedLink();
    expect(unreadablePlan.value?.text).toBe('newer, kept as the page went');
  });
});

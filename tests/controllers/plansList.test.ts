// Your Plans: every stored plan listed from its small index entry (name, area, date, objects), and opened,
// renamed, duplicated or deleted (with Undo) in storage; a plan open in another tab is said to be there and
// left to that tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { summaryOfInput } from '../../src/shared/plan/planSummary';
import { EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { AUTOSAVE_DELAY_MS, startAutosave } from '../../src/ui/app/plan/autosave';
import {
  closePlansList,
  deleteListedPlan,
  duplicateListedPlan,
  openListedPlan,
  openPlansList,
  OPEN_ELSEWHERE_TEXT,
  renameListedPlan,
  undoDeletePlan,
} from '../../src/ui/app/plan/plansList';
import { eventInfo } from '../../src/ui/store/eventInfo';
import { focused } from '../../src/ui/store/focus';
import { plan } from '../../src/ui/store/plan';
import { planApplying, planCreatedAt, planNotices } from '../../src/ui/store/planFile';
import {
  deletedPlan,
  plansList,
  plansMessage,
  plansOpening,
  tabPlanId,
  type PlanListItem,
} from '../../src/ui/store/plans';
import { sharedView } from '../../src/ui/store/share';
import { createPlanApi } from '../../src/workers/plan/api';
import { planWorker, resetEngines } from '../support/fakeEngines';
import { recordText, resetStorage, storage } from '../support/memoryIdb';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
vi.mock('idb-keyval', () => import('../support/memoryIdb'));
// The map is up: a plan opened from the list is applied at once.
vi.mock('../../src/ui/app/reliability/mapAvailability', () => ({
  mapSettled: () => true,
  mapCannotStart: () => false,
}));
// The import path, reduced to what it does to the plan's objects and event information (and, as it ends,
// to autosave's pause).
vi.mock('../../src/ui/app/plan/planImport', async () => {
  const { replacePlan } = await import('../../src/ui/app/plan/planController');
  const store = await import('../../src/ui/store/eventInfo');
  const files = await import('../../src/ui/store/planFile');
  return {
    applyPlan: vi.fn(async (parsed: import('../../src/shared/plan/schema').ParsedPlan) => {
      files.planApplying.value = 'restore';
      replacePlan(parsed.plan);
      store.eventInfo.value = parsed.eventInfo;
      files.planApplying.value = null;
    }),
  };
});
// Web Locks as the other tabs hold them: `elsewhere` are open in another tab; this tab starts on plan 'here'.
const locks = vi.hoisted(() => ({ elsewhere: new Set<string>(), mine: 'here', next: 0 }));
vi.mock('../../src/ui/app/plan/tabPlan', () => ({
  claimTabPlan: async () => ({ id: locks.mine, restore: false, openElsewhere: null }),
  switchTabPlan: async (id: string) => {
    if (locks.elsewhere.has(id)) return false;
    locks.mine = id;
    return true;
  },
  plansOpenElsewhere: async () => new Set(locks.elsewhere),
  newPlanId: () => `new-${++locks.next}`,
}));

const NOW = new Date('2026-06-01T09:00:00.000Z');
const grill = (i: number) =>
  createPlacedObject(objectType('grill')!, { lng: -73.98 + i * 1e-4, lat: 40.75 }, { id: `g${i}`, now: NOW });
const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];

function input(name: string, objects: number, area: string | null): PlanDocumentInput {
  return {
    geography: 'parks',
    focusedArea: area
      ? { id: 'a1', system: 'parks', name: area, geometry: { type: 'Polygon', coordinates: [ring] } }
      : null,
    basemap: 'carto',
    view: { center: { lng: -73.98, lat: 40.75 }, zoom: 17, bearing: 0, pitch: 0 },
    layers: {},
    plan: { objects: Array.from({ length: objects }, (_, i) => grill(i)), shapes: [] },
    eventInfo: { ...EMPTY_EVENT_INFO, name },
    exportOptions: {
      includeDimensions: false,
      dimensionUnits: 'ft',
      paper: 'tabloid',
      orientation: 'portrait',
      scale: 500,
      detailSheets: false,
    },
  };
}

/** A plan stored as autosave stores it: its text, and its index entry with the summary. */
function store(id: string, doc: PlanDocumentInput, savedAt: string, withSummary = true): void {
  const text = planToJson(serializePlan(doc, { appName: 'NYC Public Space Event Stager', appVersion: '1', now: NOW }));
  storage.records.set(`plan:${id}`, { text, savedAt });
  storage.records.set(`index:${id}`, withSummary ? { id, savedAt, summary: summaryOfInput(doc) } : { id, savedAt });
}
const storedName = async (id: string) => {
  const text = await recordText(`plan:${id}`);
  return text === null ? null : (JSON.parse(text) as { eventInfo: { name: string } }).eventInfo.name;
};
const listed = (): readonly PlanListItem[] => {
  const state = plansList.value;
  if (state?.status !== 'ready') throw new Error(`list not ready: ${JSON.stringify(state)}`);
  return state.plans;
};
const titles = () => listed().map((p) => p.summary?.name);
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let stop: () => void;

beforeEach(async () => {
  vi.useFakeTimers();
  resetEngines();
  resetStorage();
  vi.stubGlobal('indexedDB', {});
  const worker = createPlanApi();
  planWorker.prepareAutosave.mockImplementation(async (i, o) => worker.prepareAutosave(i, o));
  planWorker.confirmAutosave.mockImplementation(async (token) => worker.confirmAutosave(token));
  planWorker.forgetAutosave.mockImplementation(async () => worker.forgetAutosave());
  planWorker.parseText.mockImplementation(async (text) => worker.parseText(text));
  planWorker.summarizePlan.mockImplementation(async (text) => worker.summarizePlan(text));
  planWorker.renamePlan.mockImplementation(async (text, name, now) => worker.renamePlan(text, name, now));
  locks.elsewhere.clear();
  locks.mine = 'here';
  sessionStorage.clear();
  plan.value = { objects: [], shapes: [] };
  eventInfo.value = EMPTY_EVENT_INFO;
  focused.value = null;
  planApplying.value = null;
  planCreatedAt.value = null;
  planNotices.value = [];
  sharedView.value = null;
  // Two tabs' plans: the grill plan (tab 1's, now closed) and this tab's tents.
  store('grill', input('Grill party', 1, 'Bryant Park - Lawn'), '2026-06-01T10:00:00.000Z');
  store('here', input('Tents', 2, 'Bryant Park - Lawn'), '2026-06-01T11:00:00.000Z');
  stop = startAutosave();
  await elapse(AUTOSAVE_DELAY_MS);
  eventInfo.value = { ...EMPTY_EVENT_INFO, name: 'Tents' };
  await elapse(AUTOSAVE_DELAY_MS);
});

afterEach(() => {
  closePlansList();
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the list', () => {
  it("lists every stored plan, newest first, with name, area, date and objects, marking this tab's", async () => {
    await openPlansList();
    expect(tabPlanId.value).toBe('here');
    expect(listed()).toEqual([
      expect.objectContaining({ id: 'here', here: true, elsewhere: false }),
      {
        id: 'grill',
        savedAt: '2026-06-01T10:00:00.000Z',
        summary: { name: 'Grill party', area: 'Bryant Park - Lawn', objects: 1, shapes: 0 },
        here: false,
        elsewhere: false,
      },
    ]);
  });

  it("is read from the index entries alone: no plan's text is parsed when each has its summary", async () => {
    await openPlansList();
    expect(planWorker.summarizePlan).not.toHaveBeenCalled();
    expect(planWorker.parseText).not.toHaveBeenCalled();
  });

  it('asks the plan worker once for a plan stored before summaries were kept', async () => {
    store('old', input('', 3, null), '2026-05-01T10:00:00.000Z', false);
    await openPlansList();
    expect(planWorker.summarizePlan).toHaveBeenCalledTimes(1);
    expect(listed().at(-1)).toMatchObject({ id: 'old', summary: { name: '', area: '', objects: 3 } });
  });

  it('marks a plan open in another tab', async () => {
    locks.elsewhere.add('grill');
    await openPlansList();
    expect(listed()[1]).toMatchObject({ id: 'grill', elsewhere: true });
  });
});

describe('open', () => {
  it("applies the plan in this tab, which writes it from then on; this tab's plan stays stored", async () => {
    eventInfo.value = { ...EMPTY_EVENT_INFO, name: 'Tents, changed' };
    await openPlansList();
    await openListedPlan('grill');
    expect(plansList.value).toBeNull();
    expect(plansOpening.value).toBeNull();
    expect(tabPlanId.value).toBe('grill');
    expect(plan.value.objects).toHaveLength(1);
    expect(eventInfo.value.name).toBe('Grill party');
    // The change made before opening was written to the tents' record, not the grill's.
    expect(await storedName('here')).toBe('Tents, changed');
    eventInfo.value = { ...eventInfo.peek(), name: 'Grill party at noon' };
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedName('grill')).toBe('Grill party at noon');
    expect(await storedName('here')).toBe('Tents, changed');
  });

  it('a plan that cannot be read is left as it is; this tab keeps its own plan and record', async () => {
    storage.records.set('plan:broken', {
      text: '{"schemaVersion": 1, "droppedObjects": [',
      savedAt: '2026-06-01T12:00:00.000Z',
    });
    storage.records.set('index:broken', { id: 'broken', savedAt: '2026-06-01T12:00:00.000Z' });
    await openPlansList();
    await openListedPlan('broken');
    expect(plansMessage.value).toBe('This plan could not be read.');
    expect(tabPlanId.value).toBe('here');
    eventInfo.value = { ...eventInfo.peek(), name: 'Tents, later' };
    await elapse(AUTOSAVE_DELAY_MS);
    expect(await storedName('here')).toBe('Tents, later');
    expect(storage.records.get('plan:broken')).toEqual({
      text: '{"schemaVersion": 1, "droppedObjects": [',
      savedAt: '2026-06-01T12:00:00.000Z',
    });
  });

  it('a plan open in another tab is not opened here: the list says where it is', async () => {
    locks.elsewhere.add('grill');
    await openPlansList();
    await openListedPlan('grill');
    expect(plansMessage.value).toBe(OPEN_ELSEWHERE_TEXT);
    expect(tabPlanId.value).toBe('here');
    expect(eventInfo.value.name).toBe('Tents');
  });
});

describe('rename', () => {
  it("rewrites another plan's event name in its record and its summary", async () => {
    await openPlansList();
    await renameListedPlan('grill', '  Grill night ');
    expect(await storedName('grill')).toBe('Grill night');
    // A rename is a change: the plan is now the newest.
    expect(titles()).toEqual(['Grill night', 'Tents']);
  });

  it("renames this tab's plan in place: its Event Information name, written at once", async () => {
    await openPlansList();
    await renameListedPlan('here', 'Tent city');
    expect(eventInfo.value.name).toBe('Tent city');
    expect(await storedName('here')).toBe('Tent city');
    expect(titles()).toContain('Tent city');
  });

  it('leaves a plan open in another tab to that tab', async () => {
    locks.elsewhere.add('grill');
    await openPlansList();
    await renameListedPlan('grill', 'Mine now');
    expect(plansMessage.value).toBe(OPEN_ELSEWHERE_TEXT);
    expect(await storedName('grill')).toBe('Grill party');
  });
});

describe('duplicate', () => {
  it("adds a copy named '… (copy)' with the same objects; the original is unchanged", async () => {
    await openPlansList();
    await elapse(1000);
    await duplicateListedPlan('grill');
    expect(await storedName('new-1')).toBe('Grill party (copy)');
    expect(await storedName('grill')).toBe('Grill party');
    const copy = listed().find((p) => p.id === 'new-1');
    expect(copy?.summary).toEqual({ name: 'Grill party (copy)', area: 'Bryant Park - Lawn', objects: 1, shapes: 0 });
    // Newest first: the copy was written just now.
    expect(listed()[0]?.id).toBe('new-1');
  });
});

describe('delete', () => {
  it('removes the plan at once, and Undo writes it back as it was', async () => {
    await openPlansList();
    const before = storage.records.get('plan:grill');
    await deleteListedPlan('grill');
    expect(storage.records.has('plan:grill')).toBe(false);
    expect(deletedPlan.value).toEqual({ id: 'grill', title: 'Grill party' });
    expect(titles()).toEqual(['Tents']);
    await undoDeletePlan();
    expect(storage.records.get('plan:grill')).toEqual(before);
    expect(deletedPlan.value).toBeNull();
    expect(listed().map((p) => p.id)).toEqual(['here', 'grill']);
  });

  it('is final once the list is closed: Undo then restores nothing', async () => {
    await openPlansList();
    await deleteListedPlan('grill');
    closePlansList();
    await undoDeletePlan();
    expect(storage.records.has('plan:grill')).toBe(false);
  });

  it("refuses this tab's plan and a plan open in another tab", async () => {
    locks.elsewhere.add('grill');
    await openPlansList();
    await deleteListedPlan('grill');
    expect(plansMessage.value).toBe(OPEN_ELSEWHERE_TEXT);
    await deleteListedPlan('here');
    expect(plansMessage.value).toMatch(/open in this tab/);
    expect(storage.records.has('plan:grill')).toBe(true);
    expect(storage.records.has('plan:here')).toBe(true);
    expect(deletedPlan.value).toBeNull();
  });
});

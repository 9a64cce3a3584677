// 'Edit a copy' of a shared plan: the copy is where the plan's history starts, as an import's does. An Undo
// right after it changes nothing (it once emptied the plan, and autosave then kept it empty), and the copy's
// record holds every object and shape.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import { createPlacedObject, type Plan, type Shape } from '../../src/shared/objects/placed';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { AUTOSAVE_DELAY_MS, startAutosave } from '../../src/ui/app/plan/autosave';
import { commit, redo, replacePlan, undo } from '../../src/ui/app/plan/planController';
import { editSharedCopy } from '../../src/ui/app/share/sharedView';
import { eventInfo } from '../../src/ui/store/eventInfo';
import { focused } from '../../src/ui/store/focus';
import { history, plan } from '../../src/ui/store/plan';
import { planApplying, planCreatedAt } from '../../src/ui/store/planFile';
import { sharedView } from '../../src/ui/store/share';
import { createPlanApi } from '../../src/workers/plan/api';
import { planWorker, resetEngines } from '../support/fakeEngines';
import { recordText, resetStorage } from '../support/memoryIdb';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
vi.mock('idb-keyval', () => import('../support/memoryIdb'));
vi.mock('../../src/ui/app/plan/tabPlan', () => ({
  claimTabPlan: async (options: { fresh?: boolean } = {}) =>
    options.fresh
      ? { id: 'plan-copy', restore: false, openElsewhere: null }
      : { id: 'plan-1', restore: false, openElsewhere: null },
}));

const NOW = new Date('2026-06-01T09:00:00.000Z');
const grill = (i: number) =>
  createPlacedObject(objectType('grill')!, { lng: -73.98 + i * 1e-4, lat: 40.75 }, { id: `g${i}`, now: NOW });
const line: Shape = {
  id: 's1',
  geometry: {
    type: 'LineString',
    coordinates: [
      [-73.98, 40.75],
      [-73.979, 40.751],
    ],
  },
  properties: { label: 'Fence' },
};
const SHARED: Plan = { objects: Array.from({ length: 14 }, (_, i) => grill(i)), shapes: [line, { ...line, id: 's2' }] };

const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** The copy's record: how many objects and shapes it holds, or null when storage holds none. */
const storedCopy = async () => {
  const text = await recordText('plan:plan-copy');
  if (text === null) return null;
  const saved = JSON.parse(text) as { droppedObjects: unknown[]; customShapes: { features: unknown[] } };
  return { objects: saved.droppedObjects.length, shapes: saved.customShapes.features.length };
};

let stop: () => void;

beforeEach(async () => {
  vi.useFakeTimers();
  resetEngines();
  resetStorage();
  vi.stubGlobal('indexedDB', {});
  const worker = createPlanApi();
  planWorker.prepareAutosave.mockImplementation(async (input, options) => worker.prepareAutosave(input, options));
  planWorker.confirmAutosave.mockImplementation(async (token) => worker.confirmAutosave(token));
  planWorker.forgetAutosave.mockImplementation(async () => worker.forgetAutosave());
  sessionStorage.clear();
  eventInfo.value = EMPTY_EVENT_INFO;
  focused.value = null;
  planApplying.value = null;
  planCreatedAt.value = null;
  // The shared link, applied as the import path applies it (a fresh history), shown read-only.
  sharedView.value = { status: 'opening' };
  replacePlan(SHARED);
  sharedView.value = { status: 'viewing' };
  stop = startAutosave();
  await elapse(AUTOSAVE_DELAY_MS);
});

afterEach(() => {
  stop();
  sharedView.value = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("'Edit a copy' of a shared plan", () => {
  it('starts the history at the copy: nothing to undo, and Undo leaves every object and shape', async () => {
    await editSharedCopy();
    expect(sharedView.value).toBeNull();
    expect(history.value).toEqual({ canUndo: false, canRedo: false });
    undo();
    expect(plan.value.objects).toHaveLength(14);
    expect(plan.value.shapes).toHaveLength(2);
    expect(history.value).toEqual({ canUndo: false, canRedo: false });
  });

  it('keeps the copy in its own record, whole, after an Undo', async () => {
    await editSharedCopy();
    undo();
    await elapse(AUTOSAVE_DELAY_MS * 2);
    expect(await storedCopy()).toEqual({ objects: 14, shapes: 2 });
  });

  it("undoes the user's own edits back to the copy, and no further", async () => {
    await editSharedCopy();
    commit({ kind: 'place', object: grill(20) });
    expect(plan.value.objects).toHaveLength(15);
    undo();
    expect(plan.value.objects).toHaveLength(14);
    undo();
    expect(plan.value.objects).toHaveLength(14);
    redo();
    expect(plan.value.objects).toHaveLength(15);
  });
});

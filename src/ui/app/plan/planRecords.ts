/**
 * The autosaved plans in IndexedDB (through idb-keyval): one record per plan, so two tabs never
 * write the same record. A plan's text and its small index entry are written together, so listing
 * the plans never reads their (possibly large) text. A record that could not be read back is moved
 * aside (`aside:<id>`), where no autosave writes and no tab restores it, until the user downloads or
 * discards it. Every failure rejects with a readable Error.
 *
 * Autosave writes the plan's text as a Blob (the plan worker's draft, workers/plan/autosaveFile.ts):
 * IndexedDB clones a string value on the page's thread as it is put (about 600 ms for 50 MB of
 * imported shapes), a Blob by reference. Records written as text (before, or by the page itself) are
 * read as they were; a Blob is read back as text, which only restoring and the plans list do.
 */
import { createStore, del, delMany, get, getMany, keys, setMany, type UseStore } from 'idb-keyval';
import type { PlanSummary } from '../../../shared/plan/planSummary';

export interface StoredPlan {
  text: string;
  savedAt: string;
  /** What the plans list shows of it; kept in the index entry, not in the text's record. */
  summary?: PlanSummary;
}
export interface PlanIndexEntry {
  id: string;
  savedAt: string;
  /** Absent in entries written before the plans list: the list then asks the plan worker once. */
  summary?: PlanSummary;
}
/** A plan's text as autosave writes it from the plan worker's draft: in a Blob. */
export interface StoredPlanFile {
  file: Blob;
  savedAt: string;
  summary?: PlanSummary;
}
/** A plan record that could not be read back, kept as it was, with why. */
export interface AsidePlan extends StoredPlan {
  id: string;
  reason: string;
}

/** The single record of the app's first autosave, before plans had their own records. */
const LEGACY_KEY = 'working-plan';
const textKey = (id: string) => `plan:${id}`;
const indexKey = (id: string) => `index:${id}`;
const asideKey = (id: string) => `aside:${id}`;

let store: UseStore | null = null;

function openStore(): UseStore {
  // Absent in some hosts, null in others (older private windows): lib.dom types it as always there.
  if (!(globalThis as { indexedDB?: IDBFactory | null }).indexedDB)
    throw new Error('IndexedDB is not available in this browser');
  // The database and store of the first autosave: its record is still found (see migrateLegacy).
  return (store ??= createStore('nyc-stager', 'autosave'));
}

const isStoredPlan = (v: unknown): v is StoredPlan =>
  typeof v === 'object' && v !== null && typeof (v as StoredPlan).text === 'string';
const isStoredPlanFile = (v: unknown): v is StoredPlanFile =>
  typeof v === 'object' && v !== null && (v as StoredPlanFile).file instanceof Blob;

/** Runs a storage call so that a synchronous throw (no IndexedDB, a refused open) rejects instead. */
async function guarded<T>(run: (s: UseStore) => Promise<T>): Promise<T> {
  try {
    return await run(openStore());
  } catch (error) {
    throw asError(error, 'unknown storage error');
  }
}

export function readPlan(id: string): Promise<StoredPlan | null> {
  return guarded(async (s) => {
    const value: unknown = await get(textKey(id), s);
    if (isStoredPlanFile(value)) return { text: await value.file.text(), savedAt: value.savedAt };
    return isStoredPlan(value) ? value : null;
  });
}

export function writePlan(id: string, plan: StoredPlan | StoredPlanFile): Promise<void> {
  const { summary, ...stored } = plan;
  const entry: PlanIndexEntry = summary ? { id, savedAt: plan.savedAt, summary } : { id, savedAt: plan.savedAt };
  return guarded((s) =>
    setMany(
      [
        [textKey(id), stored],
        [indexKey(id), entry],
      ],
      s,
    ),
  );
}

/** A plan's index entry alone (its summary), without its text. */
export function readPlanEntry(id: string): Promise<PlanIndexEntry | null> {
  return guarded(async (s) => {
    const value = await get<PlanIndexEntry>(indexKey(id), s);
    return value && typeof value.id === 'string' ? value : null;
  });
}

export function deletePlan(id: string): Promise<void> {
  return guarded((s) => delMany([textKey(id), indexKey(id)], s));
}

/**
 * Moves a plan record that could not be read back out of the way of autosave and of every tab's
 * restore: first kept aside, then taken out of the plans (a failure between the two leaves it in both).
 */
export function setPlanAside(id: string, stored: StoredPlan, reason: string): Promise<void> {
  return guarded(async (s) => {
    const aside: AsidePlan = { id, text: stored.text, savedAt: stored.savedAt, reason };
    await setMany([[asideKey(id), aside]], s);
    await delMany([textKey(id), indexKey(id)], s);
  });
}

const isAsidePlan = (v: unknown): v is AsidePlan =>
  isStoredPlan(v) && typeof (v as AsidePlan).id === 'string' && typeof (v as AsidePlan).reason === 'string';

/** The plans kept aside, newest first. */
export function listAsidePlans(): Promise<AsidePlan[]> {
  return guarded(async (s) => {
    const asideKeys = (await keys<IDBValidKey>(s)).filter(
      (k): k is string => typeof k === 'string' && k.startsWith('aside:'),
    );
    const kept = (await getMany<unknown>(asideKeys, s)).filter(isAsidePlan);
    return kept.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  });
}

export function deleteAsidePlan(id: string): Promise<void> {
  return guarded((s) => del(asideKey(id), s));
}

/** Every autosaved plan, newest first. */
export function listPlans(): Promise<PlanIndexEntry[]> {
  return guarded(async (s) => {
    const indexKeys = (await keys<IDBValidKey>(s)).filter(
      (k): k is string => typeof k === 'string' && k.startsWith('index:'),
    );
    const entries = (await getMany<PlanIndexEntry>(indexKeys, s)).filter(
      (e): e is PlanIndexEntry => !!e && typeof e.id === 'string',
    );
    return entries.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  });
}

/** Gives the first autosave's single record a plan id of its own, once. */
export function migrateLegacy(newId: () => string): Promise<void> {
  return guarded(async (s) => {
    const legacy: unknown = await get(LEGACY_KEY, s);
    if (!isStoredPlan(legacy)) return;
    const id = newId();
    await setMany(
      [
        [textKey(id), legacy],
        [indexKey(id), { id, savedAt: legacy.savedAt } satisfies PlanIndexEntry],
      ],
      s,
    );
    await del(LEGACY_KEY, s);
  });
}

/** An Error with a readable message from whatever IndexedDB handed over (often a DOMException). */
export function asError(cause: unknown, fallback: string): Error {
  if (cause instanceof Error || cause instanceof DOMException)
    return new Error(cause.message || cause.name || fallback);
  return new Error(fallback);
}

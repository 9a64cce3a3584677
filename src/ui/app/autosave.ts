/**
 * Autosave: the working plan is written to IndexedDB about 500 ms after it changes, and brought back
 * at startup through the import path, so a reload or a crash loses nothing. A storage failure is
 * shown to the user (the plan in memory is untouched); an empty plan leaves no record behind.
 */
import { effect, signal } from '@preact/signals-react';
import { parsePlanText } from '../../shared/plan/parse';
import { planToJson } from '../../shared/plan/serialize';
import { areasState } from '../store/areas';
import { geographyChosen } from '../store/geography';
import { mapAdapter, mapReady } from '../store/map';
import { autosaveError, planApplying, planNotices } from '../store/planFile';
import { asError, KeyValueStore } from './idb';
import { currentPlanInput, currentSavedPlan, hasPlanContent } from './planDocument';
import { applyPlan } from './planImport';
import { waitFor } from './waitFor';

export const AUTOSAVE_DELAY_MS = 500;
const RECORD_KEY = 'working-plan';
/** How long a restore waits for the map and the areas before applying anyway. */
const RESTORE_WAIT_MS = 15_000;

interface StoredPlan { text: string; savedAt: string }
const isStoredPlan = (v: unknown): v is StoredPlan => typeof v === 'object' && v !== null && typeof (v as StoredPlan).text === 'string';

const store = new KeyValueStore('nyc-stager', 'autosave');
/** Writes wait until the stored plan has been restored (or found absent), so startup never overwrites it. */
const restored = signal(false);
let queue: Promise<void> = Promise.resolve();
/** What was last written (the document without its timestamps), or 'none' after a delete. */
let lastWritten: string | null = null;

export function autosaveFailureText(error: unknown): string {
  const reason = asError(error, 'unknown storage error').message.replace(/[.\s]+$/, '');
  return `Autosave failed: ${reason}. Save the plan to a file to keep your work.`;
}

/**
 * Runs storage work one call at a time, so a delete and a write never overtake each other. Work
 * resolves true when storage now holds the working plan, which ends a failure shown before.
 */
function enqueue(work: () => Promise<boolean>): Promise<void> {
  queue = queue.then(work).then(
    (inSync) => {
      if (inSync) autosaveError.value = null;
    },
    (error: unknown) => {
      autosaveError.value = autosaveFailureText(error);
    },
  );
  return queue;
}

function write(): Promise<void> {
  return enqueue(async () => {
    // A plan began applying while this write waited its turn; its end schedules a fresh one.
    if (planApplying.peek()) return false;
    if (!hasPlanContent(currentPlanInput())) {
      if (lastWritten !== 'none') await store.delete(RECORD_KEY);
      lastWritten = 'none';
      return true;
    }
    const saved = currentSavedPlan();
    const fingerprint = JSON.stringify({ ...saved, createdAt: '', updatedAt: '' });
    if (fingerprint !== lastWritten) await store.put(RECORD_KEY, { text: planToJson(saved), savedAt: saved.updatedAt } satisfies StoredPlan);
    lastWritten = fingerprint;
    return true;
  });
}

/** Forgets the autosaved plan (New Plan). */
export function clearAutosave(): Promise<void> {
  return enqueue(async () => {
    await store.delete(RECORD_KEY);
    lastWritten = 'none';
    return true;
  });
}

async function restore(): Promise<void> {
  try {
    const stored = await store.get(RECORD_KEY);
    if (!isStoredPlan(stored)) return;
    const result = parsePlanText(stored.text);
    if (!result.ok) {
      planNotices.value = [`The autosaved plan could not be restored: ${result.reason}`];
      return;
    }
    // The same path as an import, once the map is up and the current areas have had their chance to load.
    await waitFor(() => mapReady.peek() && mapAdapter.peek() !== null && (!geographyChosen.peek() || areasState.peek().status !== 'loading'), RESTORE_WAIT_MS, 100, 'map not ready').catch(() => undefined);
    await applyPlan(result.plan, result.warnings, 'restore');
  } catch (error) {
    autosaveError.value = autosaveFailureText(error);
  } finally {
    restored.value = true;
  }
}

export function startAutosave(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = effect(() => {
    // Read for their changes only; the write itself reads the state when the timer fires.
    currentPlanInput();
    // Paused until the stored plan is back and while a plan is being applied (its halfway states are
    // not worth keeping); the end of the pause is itself a change, which schedules the write.
    const paused = !restored.value || planApplying.value !== null;
    clearTimeout(timer);
    if (!paused) timer = setTimeout(() => void write(), AUTOSAVE_DELAY_MS);
  });
  void restore();
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/**
 * Autosave: the working plan is written to IndexedDB about 500 ms after it changes, and brought back
 * at startup through the import path, so a reload or a crash loses nothing. Each tab writes only its
 * own plan's record (tabPlan.ts), so two tabs never overwrite each other. A storage failure is shown
 * to the user (the plan in memory is untouched); an empty plan leaves no record behind.
 */
import { effect, signal } from '@preact/signals-react';
import { areasState } from '../../store/areas';
import { geographyChosen } from '../../store/geography';
import { autosaveError, planApplying, planNotices, planOpenElsewhere } from '../../store/planFile';
import { planReadOnly, sharedView } from '../../store/share';
import { planEngine } from '../engines/engines';
import { currentPlanInput, hasPlanContent, noteCreatedAt, planSerializeOptions } from './planDocument';
import { applyPlan } from './planImport';
import { asError, deletePlan, readPlan, writePlan } from './planRecords';
import { claimTabPlan } from './tabPlan';
import { debounce } from '../../../shared/async/debounce';
import { waitFor } from '../../../shared/async/waitFor';
import { mapSettled } from '../reliability/mapAvailability';

export const AUTOSAVE_DELAY_MS = 500;
/** How long a restore waits for the map and the areas before applying anyway. */
const RESTORE_WAIT_MS = 15_000;

/** This tab's plan record, known once startup has claimed one. */
let planId: string | null = null;
/** Writes wait until the stored plan has been restored (or found absent), so startup never overwrites it. */
const restored = signal(false);
let queue: Promise<void> = Promise.resolve();
/** Whether storage holds no plan for this tab (after a delete), so an empty plan is not deleted again. */
let storedNone = false;
/**
 * A change waits for a write that has not yet read the plan: a write finishing meanwhile (it read the
 * plan before that change) must not mark the plan 'saved', or a reload then would lose the change.
 */
let changeWaiting = false;

export function autosaveFailureText(error: unknown): string {
  const reason = asError(error, 'unknown storage error').message.replace(/[.\s]+$/, '');
  return `Autosave failed: ${reason}. Save the plan to a file to keep your work.`;
}

/**
 * Runs storage work one call at a time, so a delete and a write never overtake each other. Work
 * resolves true when storage now holds the working plan, which ends a failure shown before.
 */
function enqueue(work: (id: string) => Promise<boolean>): Promise<void> {
  queue = queue
    .then(() => (planId ? work(planId) : false))
    .then(
      (inSync) => {
        if (!inSync) return;
        autosaveError.value = null;
        if (!changeWaiting) markSaveState('saved');
      },
      (error: unknown) => {
        autosaveError.value = autosaveFailureText(error);
      },
    );
  return queue;
}

/**
 * `data-autosave` on the root element: 'pending' while a change waits for its write, 'saved' once
 * storage holds the working plan (what browser tests wait for instead of sleeping).
 */
function markSaveState(state: 'pending' | 'saved'): void {
  document.documentElement.dataset.autosave = state;
}

function write(): Promise<void> {
  return enqueue(async (id) => {
    // A plan began applying while this write waited its turn; its end schedules a fresh one.
    if (planApplying.peek()) return false;
    changeWaiting = false;
    const input = currentPlanInput();
    if (!hasPlanContent(input)) {
      if (!storedNone) {
        await deletePlan(id);
        await planEngine().forgetAutosave();
      }
      storedNone = true;
      return true;
    }
    // Serialised (once) and compared with the last write in the plan worker; null: nothing changed.
    const draft = await planEngine().prepareAutosave(input, planSerializeOptions());
    if (draft) {
      await writePlan(id, { text: draft.text, savedAt: draft.savedAt });
      await planEngine().confirmAutosave(draft.token);
      noteCreatedAt(draft.createdAt);
    }
    storedNone = false;
    return true;
  });
}

/** Forgets this tab's autosaved plan (New Plan); other tabs' plans stay. */
export function clearAutosave(): Promise<void> {
  return enqueue(async (id) => {
    await deletePlan(id);
    await planEngine().forgetAutosave();
    storedNone = true;
    return true;
  });
}

/** Applies a stored plan's text through the import path, once the map is up and the areas have had their chance. */
async function applyStoredText(text: string): Promise<void> {
  // Parsed and checked in the plan worker, as an imported file is.
  const result = await planEngine().parseText(text);
  if (!result.ok) {
    planNotices.value = [`The autosaved plan could not be restored: ${result.reason}`];
    return;
  }
  await waitFor(
    () => mapSettled() && (!geographyChosen.peek() || areasState.peek().status !== 'loading'),
    RESTORE_WAIT_MS,
    100,
    'map not ready',
  ).catch(() => undefined);
  await applyPlan(result.plan, result.warnings, 'restore');
}

async function restore(): Promise<void> {
  // A shared link is shown read-only and claims no plan: this tab's own plan stays where it is.
  if (sharedView.peek()) {
    restored.value = true;
    return;
  }
  try {
    const claim = await claimTabPlan();
    planId = claim.id;
    planOpenElsewhere.value = claim.openElsewhere;
    const stored = claim.restore ? await readPlan(claim.id) : null;
    if (stored) await applyStoredText(stored.text);
  } catch (error) {
    autosaveError.value = autosaveFailureText(error);
  } finally {
    restored.value = true;
  }
}

/**
 * 'Edit a copy' of a shared plan: this tab takes a new plan record of its own, so the copy is saved
 * beside every plan already stored and never over one.
 */
export async function adoptNewPlanRecord(): Promise<void> {
  try {
    const claim = await claimTabPlan({ fresh: true });
    planId = claim.id;
    storedNone = true;
    await planEngine().forgetAutosave();
  } catch (error) {
    autosaveError.value = autosaveFailureText(error);
  }
}

/** A shared link that could not be opened: the tab starts as it would without one. */
export function restoreAfterSharedLink(): Promise<void> {
  restored.value = false;
  return restore();
}

/**
 * The plan that is open in another tab, copied into this tab's own record: both can then change
 * without either losing anything.
 */
export async function openCopyOfPlanElsewhere(): Promise<void> {
  const source = planOpenElsewhere.peek();
  planOpenElsewhere.value = null;
  if (!source) return;
  try {
    const stored = await readPlan(source);
    if (stored) await applyStoredText(stored.text);
    else planNotices.value = ['The plan in the other tab has no saved copy yet.'];
  } catch (error) {
    autosaveError.value = autosaveFailureText(error);
  }
}

export function startAutosave(): () => void {
  const writeSoon = debounce(() => void write(), AUTOSAVE_DELAY_MS);
  const stop = effect(() => {
    // Read for their changes only; the write itself reads the state when the timer fires.
    currentPlanInput();
    // Paused until the stored plan is back and while a plan is being applied (its halfway states are
    // not worth keeping), and while a shared plan is only viewed; the end of the pause is itself a
    // change, which schedules the write.
    const paused = !restored.value || planApplying.value !== null || planReadOnly.value;
    if (paused) return writeSoon.cancel();
    changeWaiting = true;
    markSaveState('pending');
    writeSoon();
  });
  void restore();
  return () => {
    stop();
    writeSoon.cancel();
  };
}

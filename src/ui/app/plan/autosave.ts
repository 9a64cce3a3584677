/**
 * Autosave: the working plan is written to IndexedDB about 500 ms after it changes, and brought back
 * at startup through the import path, so a reload or a crash loses nothing. Each tab writes only its
 * own plan's record (tabPlan.ts), so two tabs never overwrite each other. A storage failure is shown
 * to the user (the plan in memory is untouched); an empty plan leaves no record behind. A change not
 * yet written when the page is hidden or goes away is kept at once (lastChange.ts), so a reload right
 * after a click loses nothing. A record that cannot be read back is kept aside and offered
 * (unreadablePlan.ts), never overwritten by the next autosave.
 */
import { effect, signal } from '@preact/signals-react';
import { areasState } from '../../store/areas';
import { geographyChosen } from '../../store/geography';
import { autosaveError, planApplying, planNotices, planOpenElsewhere } from '../../store/planFile';
import { planReadOnly, sharedView } from '../../store/share';
import { tabPlanId } from '../../store/plans';
import { planEngine } from '../engines/engines';
import {
  currentPlanInput,
  currentSavedPlan,
  hasPlanContent,
  noteCreatedAt,
  planSerializeOptions,
} from './planDocument';
import { ifEngineStopped } from '../../../shared/async/engine';
import { planToJson } from '../../../shared/plan/serialize';
import type { ParsedPlan, PlanDocumentInput } from '../../../shared/plan/schema';
import type { AutosaveFile } from '../../../workers/plan/autosaveFile';
import { withHeldShapes } from './shapeImport';
import { summaryOfInput } from '../../../shared/plan/planSummary';
import { applyPlan } from './planImport';
import { asError, deletePlan, readPlan, writePlan, type StoredPlan } from './planRecords';
import { claimTabPlan, switchTabPlan } from './tabPlan';
import { debounce } from '../../../shared/async/debounce';
import { waitFor } from '../../../shared/async/waitFor';
import { mapSettled } from '../reliability/mapAvailability';
import { onEngineRestart } from '../engines/engines';
import { testHooks } from '../cityData/testHooks';
import { forgetLastChange, keepLastChange, lastChange, planNow } from './lastChange';
import { keepUnreadablePlan, offerPlansKeptAside } from './unreadablePlan';

export const AUTOSAVE_DELAY_MS = 500;
/** How long a restore waits for the map and the areas before applying anyway. */
const RESTORE_WAIT_MS = 15_000;

/** This tab's plan record, known once startup has claimed one (mirrored in `tabPlanId` for the page). */
let planId: string | null = null;
function setPlanId(id: string | null): void {
  planId = id;
  tabPlanId.value = id;
}
/** The pending write of the running autosave (null when none runs): a flush writes it at once. */
let pendingWrite: { cancel(): void } | null = null;
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
/** A change storage does not hold yet (the root's 'pending'). */
let unsaved = false;
/** When the page last kept the plan as it was hidden or went away: an older draft is not written over it. */
let keptAt = '';
/** Whether the plan as it is now has been kept so (pagehide and visibilitychange both come as a page goes). */
let keptSinceChange = false;

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
        if (changeWaiting) return;
        markSaveState('saved');
        if (planId) forgetLastChange(planId);
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
  unsaved = state === 'pending';
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
        await planEngine().forgetAutosave().catch(ifEngineStopped(undefined));
      }
      storedNone = true;
      return true;
    }
    // Serialised (once) and compared with the last write in the plan worker; null: nothing changed.
    // With the plan worker stopped, the page serialises the plan itself: the plan is kept all the same.
    const draft = await prepareDraft(input);
    if (draft === 'on the page') {
      const saved = currentSavedPlan();
      await writePlan(id, { text: planToJson(saved), savedAt: saved.updatedAt, summary: summaryOfInput(input) });
      storedNone = false;
      return true;
    }
    // The page kept a newer plan as it was hidden: this draft, read before that, is not written over it.
    if (draft && draft.savedAt < keptAt) return false;
    if (draft) {
      await writePlan(id, { file: draft.file, savedAt: draft.savedAt, summary: summaryOfInput(input) });
      await planEngine().confirmAutosave(draft.token).catch(ifEngineStopped(undefined));
      noteCreatedAt(draft.createdAt);
    }
    storedNone = false;
    return true;
  });
}

/**
 * The plan worker's draft: shapes it holds from an import are named, not copied to it (a plan of
 * thousands of imported shapes was one long task to copy); sent whole when it no longer holds them.
 */
async function prepareDraft(input: PlanDocumentInput): Promise<AutosaveFile | null | 'on the page'> {
  const options = planSerializeOptions();
  const named = withHeldShapes(input);
  const first = named
    ? await planEngine()
        .prepareAutosaveHeld(named, options)
        .catch(ifEngineStopped('on the page' as const))
    : 'resend';
  if (first !== 'resend') return first;
  return planEngine()
    .prepareAutosave(input, options)
    .catch(ifEngineStopped('on the page' as const));
}

/**
 * Applies a stored plan's text through the import path, once the map is up and the areas have had
 * their chance; why not, when the text cannot be read as a plan.
 */
async function applyStoredText(text: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  // Parsed and checked in the plan worker, as an imported file is.
  const result = await planEngine().parseText(text);
  if (!result.ok) return { ok: false, reason: result.reason };
  await applyParsedStored(result);
  return { ok: true };
}

/** A stored plan, parsed, applied once the map is up and the areas have had their chance. */
async function applyParsedStored(result: { plan: ParsedPlan; warnings: readonly string[] }): Promise<void> {
  await waitFor(
    () => mapSettled() && (!geographyChosen.peek() || areasState.peek().status !== 'loading'),
    RESTORE_WAIT_MS,
    100,
    'map not ready',
  ).catch(() => undefined);
  await applyPlan(result.plan, result.warnings, 'restore');
}

/** The newer of this tab's stored plan and the change it kept as the page last went away. */
async function storedPlanOf(id: string): Promise<StoredPlan | null> {
  const stored = await readPlan(id);
  const kept = lastChange(id);
  return kept && (!stored || kept.savedAt > stored.savedAt) ? kept : stored;
}

async function restore(): Promise<void> {
  // A shared link is shown read-only and claims no plan: this tab's own plan stays where it is.
  if (sharedView.peek()) {
    restored.value = true;
    return;
  }
  try {
    const claim = await claimTabPlan();
    setPlanId(claim.id);
    planOpenElsewhere.value = claim.openElsewhere;
    const stored = claim.restore ? await storedPlanOf(claim.id) : null;
    // A plan kept aside on an earlier visit is offered at once, not after this tab's plan is back.
    const offered = offerPlansKeptAside();
    const applied = stored ? await applyStoredText(stored.text) : { ok: true as const };
    await offered;
    if (stored && !applied.ok) setPlanId(await keepUnreadablePlan(claim.id, stored, applied.reason));
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
    setPlanId(claim.id);
    storedNone = true;
    await planEngine().forgetAutosave().catch(ifEngineStopped(undefined));
  } catch (error) {
    autosaveError.value = autosaveFailureText(error);
  }
}

/**
 * Writes a change still waiting for its timer now, and resolves once storage holds the working plan
 * (or the write failed, which the page says): before the tab leaves its plan for another.
 */
export function flushAutosave(): Promise<void> {
  if (!restored.peek() || planReadOnly.peek()) return queue;
  pendingWrite?.cancel();
  return unsaved ? write() : queue;
}

/**
 * New Plan: the plan on screen stays stored as it is (the plans list has it), and this tab starts a
 * new record, so what follows never writes over it.
 */
export async function keepPlanAndStartNew(): Promise<void> {
  await flushAutosave();
  await adoptNewPlanRecord();
}

export type OpenStoredOutcome = 'opened' | 'open elsewhere' | 'missing' | 'unreadable';

/**
 * The plans list's Open: the plan on screen is written first, then this tab takes the stored plan's
 * record (unless another tab has it open) and applies it through the import path. While it applies,
 * nothing is written: the plan on screen is the old one until the new one is in.
 */
export async function openStoredPlan(id: string): Promise<OpenStoredOutcome> {
  if (id === planId) return 'opened';
  await flushAutosave();
  const stored = await storedPlanOf(id);
  if (!stored) return 'missing';
  // Read before this tab takes the record: a plan that cannot be read is left as it is, and this tab
  // keeps writing its own (it would otherwise write the plan on screen over that record).
  const parsed = await planEngine().parseText(stored.text);
  if (!parsed.ok) {
    planNotices.value = [`The plan could not be opened: ${parsed.reason}`];
    return 'unreadable';
  }
  if (!(await switchTabPlan(id))) return 'open elsewhere';
  // Held from here, so no write of the old plan lands in the new record before the new plan is in.
  planApplying.value = 'restore';
  let applied = false;
  try {
    pendingWrite?.cancel();
    setPlanId(id);
    storedNone = false;
    await planEngine().forgetAutosave().catch(ifEngineStopped(undefined));
    await applyParsedStored(parsed);
    applied = true;
  } finally {
    // The import path ends its own pause; only a failure before it ran leaves this one to end.
    if (!applied) planApplying.value = null;
  }
  return 'opened';
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
    // The other tab's record stays its own: a plan that cannot be read is only said here.
    const applied = stored ? await applyStoredText(stored.text) : null;
    if (!applied) planNotices.value = ['The plan in the other tab has no saved copy yet.'];
    else if (!applied.ok) planNotices.value = [`The autosaved plan could not be restored: ${applied.reason}`];
  } catch (error) {
    autosaveError.value = autosaveFailureText(error);
  }
}

/**
 * The page is hidden or going away with a change storage does not hold yet: it is kept now,
 * synchronously, in the tab's session storage (a reload finds it), and handed to IndexedDB (a closed
 * tab has no session to come back to; the page may be gone before the write lands, and the kept copy
 * covers a reload). True when it was kept.
 */
function keepBeforeLeaving(): boolean {
  const id = planId;
  if (!unsaved || keptSinceChange || !id || !restored.peek() || planApplying.peek() !== null || planReadOnly.peek())
    return false;
  const now = planNow();
  if (!now) return false;
  keptAt = now.savedAt;
  keptSinceChange = true;
  keepLastChange(id, now);
  writePlan(id, now).catch(() => undefined);
  return true;
}

export function startAutosave(): () => void {
  const writeSoon = debounce(() => void write(), testHooks().autosaveDelayMs ?? AUTOSAVE_DELAY_MS);
  pendingWrite = writeSoon;
  const leaving = () => {
    if (!keepBeforeLeaving()) return;
    // Hidden but alive (another tab, a minimised window): the usual write follows at once, not on a
    // throttled timer, after any write under way (which, read before, is not written over the kept plan).
    writeSoon.cancel();
    changeWaiting = true;
    void write();
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') leaving();
  };
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', hidden);
  // A restarted plan worker knows nothing of what storage holds: the plan is written again.
  const stopRestarts = onEngineRestart('plan', () => {
    if (!restored.peek()) return;
    changeWaiting = true;
    markSaveState('pending');
    void write();
  });
  const stop = effect(() => {
    // Read for their changes only; the write itself reads the state when the timer fires.
    currentPlanInput();
    // Paused until the stored plan is back and while a plan is being applied (its halfway states are
    // not worth keeping), and while a shared plan is only viewed; the end of the pause is itself a
    // change, which schedules the write.
    const paused = !restored.value || planApplying.value !== null || planReadOnly.value;
    if (paused) return writeSoon.cancel();
    keptSinceChange = false;
    changeWaiting = true;
    markSaveState('pending');
    writeSoon();
  });
  void restore();
  return () => {
    stop();
    stopRestarts();
    writeSoon.cancel();
    pendingWrite = null;
    window.removeEventListener('pagehide', leaving);
    document.removeEventListener('visibilitychange', hidden);
  };
}

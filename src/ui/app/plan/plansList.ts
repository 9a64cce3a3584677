/**
 * Your Plans: every plan this browser keeps (one record per plan, planRecords.ts), listed from the
 * records' small index entries (name, area, counts, date) without reading any plan's text, to open,
 * rename, duplicate or delete. One plan is open in one tab at a time (tabPlan.ts): a plan another tab
 * has open is said to be there, and only that tab changes it. A deleted plan can be restored (Undo)
 * until the list is closed or another plan is deleted: its record is kept in memory meanwhile.
 */
import { copyName, planTitle, type PlanSummary } from '../../../shared/plan/planSummary';
import { eventInfo } from '../../store/eventInfo';
import {
  deletedPlan,
  hasStoredPlans,
  plansList,
  plansMessage,
  plansOpening,
  tabPlanId,
  type PlanListItem,
} from '../../store/plans';
import { planEngine } from '../engines/engines';
import { flushAutosave, openStoredPlan } from './autosave';
import {
  asError,
  deletePlan,
  listPlans,
  readPlan,
  readPlanEntry,
  writePlan,
  type PlanIndexEntry,
  type StoredPlan,
} from './planRecords';
import { newPlanId, plansOpenElsewhere } from './tabPlan';

export const OPEN_ELSEWHERE_TEXT =
  'This plan is open in another tab. Switch to that tab to work on it, or duplicate it to work on a copy here.';
const MISSING_TEXT = 'This plan is no longer stored in this browser.';
const UNREADABLE_TEXT = 'This plan could not be read.';

/** A plan deleted a moment ago, whole, for Undo. */
let lastDeleted: { id: string; stored: StoredPlan; summary: PlanSummary | undefined } | null = null;

const storageFailure = (error: unknown) =>
  `The plans could not be changed: ${asError(error, 'unknown storage error').message.replace(/[.\s]+$/, '')}.`;

/** The summary of a record written before summaries were kept: read once from its text, in the plan worker. */
async function summaryFromText(id: string): Promise<PlanSummary | null> {
  const stored = await readPlan(id);
  if (!stored) return null;
  return planEngine()
    .summarizePlan(stored.text)
    .catch(() => null);
}

async function itemOf(entry: PlanIndexEntry, here: string | null, elsewhere: Set<string>): Promise<PlanListItem> {
  return {
    id: entry.id,
    savedAt: entry.savedAt,
    summary: entry.summary ?? (await summaryFromText(entry.id)),
    here: entry.id === here,
    elsewhere: entry.id !== here && elsewhere.has(entry.id),
  };
}

/** Reads the list again (while it is open). */
async function refresh(): Promise<void> {
  try {
    const [entries, elsewhere] = await Promise.all([listPlans(), plansOpenElsewhere()]);
    const here = tabPlanId.peek();
    const plans = await Promise.all(entries.map((entry) => itemOf(entry, here, elsewhere)));
    hasStoredPlans.value = plans.length > 0;
    if (plansList.peek() !== null) plansList.value = { status: 'ready', plans };
  } catch (error) {
    if (plansList.peek() !== null)
      plansList.value = { status: 'failed', reason: asError(error, 'unknown storage error').message };
  }
}

/** Whether this browser keeps any plan (the welcome offers Your Plans then). */
export async function checkStoredPlans(): Promise<void> {
  hasStoredPlans.value = (await listPlans().catch(() => [])).length > 0;
}

/** Opens Your Plans; this tab's plan is written first, so the list shows it as it is now. */
export async function openPlansList(): Promise<void> {
  plansMessage.value = null;
  plansList.value = { status: 'loading' };
  await flushAutosave();
  await refresh();
}

/** Closes the list; a deletion not undone is final from here. */
export function closePlansList(): void {
  plansList.value = null;
  plansMessage.value = null;
  lastDeleted = null;
  deletedPlan.value = null;
}

/** Why the plan cannot be changed from this tab, or null when it can. */
async function refusal(id: string): Promise<string | null> {
  return (await plansOpenElsewhere()).has(id) ? OPEN_ELSEWHERE_TEXT : null;
}

/** Open: this tab works on the plan from now on; its own plan stays in the list. */
export async function openListedPlan(id: string): Promise<void> {
  if (plansOpening.peek()) return;
  plansMessage.value = null;
  plansOpening.value = id;
  try {
    const outcome = await openStoredPlan(id);
    if (outcome === 'opened') {
      closePlansList();
      return;
    }
    plansMessage.value =
      outcome === 'open elsewhere' ? OPEN_ELSEWHERE_TEXT : outcome === 'missing' ? MISSING_TEXT : UNREADABLE_TEXT;
  } catch (error) {
    plansMessage.value = storageFailure(error);
  } finally {
    plansOpening.value = null;
  }
  await refresh();
}

/**
 * Rename: the plan's name is its event's name (Event Information), so the plan opened, printed or
 * exported carries the name the list shows. This tab's plan is renamed in place (autosave writes it);
 * another stored plan's text is rewritten in the plan worker.
 */
export async function renameListedPlan(id: string, name: string): Promise<void> {
  plansMessage.value = null;
  try {
    if (id === tabPlanId.peek()) {
      eventInfo.value = { ...eventInfo.peek(), name: name.trim() };
      await flushAutosave();
    } else {
      const refused = await refusal(id);
      const stored = refused ? null : await readPlan(id);
      const renamed = stored && (await planEngine().renamePlan(stored.text, name, new Date().toISOString()));
      if (renamed) await writePlan(id, renamed);
      else plansMessage.value = refused ?? (stored ? UNREADABLE_TEXT : MISSING_TEXT);
    }
  } catch (error) {
    plansMessage.value = storageFailure(error);
  }
  await refresh();
}

/** Duplicate: a new plan beside it, named '… (copy)', free to open in this tab. */
export async function duplicateListedPlan(id: string): Promise<void> {
  plansMessage.value = null;
  try {
    if (id === tabPlanId.peek()) await flushAutosave();
    const [stored, entry] = await Promise.all([readPlan(id), readPlanEntry(id)]);
    const summary = entry?.summary ?? (stored ? await planEngine().summarizePlan(stored.text) : null);
    const copy =
      stored && (await planEngine().renamePlan(stored.text, copyName(summary ?? undefined), new Date().toISOString()));
    if (copy) await writePlan(newPlanId(), copy);
    else plansMessage.value = stored ? UNREADABLE_TEXT : MISSING_TEXT;
  } catch (error) {
    plansMessage.value = storageFailure(error);
  }
  await refresh();
}

/**
 * Delete: the record goes at once, and is kept here for Undo. This tab's plan and a plan open in
 * another tab are not deleted (the tab working on it would write it again).
 */
export async function deleteListedPlan(id: string): Promise<void> {
  plansMessage.value = null;
  try {
    if (id === tabPlanId.peek()) {
      plansMessage.value = 'This is the plan open in this tab: start a New Plan or open another one first.';
      return;
    }
    const refused = await refusal(id);
    if (refused) {
      plansMessage.value = refused;
      return;
    }
    const [stored, entry] = await Promise.all([readPlan(id), readPlanEntry(id)]);
    if (!stored) {
      plansMessage.value = MISSING_TEXT;
      return;
    }
    await deletePlan(id);
    lastDeleted = { id, stored, summary: entry?.summary };
    deletedPlan.value = { id, title: planTitle(entry?.summary) };
  } catch (error) {
    plansMessage.value = storageFailure(error);
  } finally {
    await refresh();
  }
}

/** Undo of the last deletion: the record written back as it was, with its date. */
export async function undoDeletePlan(): Promise<void> {
  const kept = lastDeleted;
  if (!kept) return;
  try {
    await writePlan(kept.id, kept.summary ? { ...kept.stored, summary: kept.summary } : kept.stored);
    lastDeleted = null;
    deletedPlan.value = null;
  } catch (error) {
    plansMessage.value = storageFailure(error);
  }
  await refresh();
}

/** Dismisses the Undo: the deletion is final. */
export function dismissDeletedPlan(): void {
  lastDeleted = null;
  deletedPlan.value = null;
}

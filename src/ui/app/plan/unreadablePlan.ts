/**
 * An autosaved plan that cannot be read back (a damaged record, a plan from a newer app) is never
 * overwritten by the next autosave: it is moved aside in storage, where no tab restores it, and
 * offered: downloaded as a file (to open in a newer app, or to send to someone who can mend it) or
 * discarded. Plans kept aside on an earlier visit are offered again at startup, newest first.
 */
import { unreadablePlan } from '../../store/planFile';
import { downloadText } from '../files/download';
import { deleteAsidePlan, listAsidePlans, setPlanAside, type StoredPlan } from './planRecords';
import { claimTabPlan } from './tabPlan';

/**
 * Keeps the record aside and offers it. Returns the plan record this tab writes from now on: the same
 * one once the text is safely aside, or a fresh one when storage could not move it (the record is then
 * left as it is, and this page offers the copy it holds).
 */
export async function keepUnreadablePlan(id: string, stored: StoredPlan, reason: string): Promise<string> {
  try {
    await setPlanAside(id, stored, reason);
    // This one, just found, is offered before any kept on an earlier visit.
    unreadablePlan.value = { id, text: stored.text, savedAt: stored.savedAt, reason, keptAside: true };
    return id;
  } catch {
    unreadablePlan.value = { id, text: stored.text, savedAt: stored.savedAt, reason, keptAside: false };
    return (await claimTabPlan({ fresh: true })).id;
  }
}

/** Offers the newest plan kept aside on an earlier visit, if there is one and none is offered now. */
export async function offerPlansKeptAside(): Promise<void> {
  if (unreadablePlan.peek()) return;
  const [newest] = await listAsidePlans().catch(() => []);
  if (newest) unreadablePlan.value = { ...newest, keptAside: true };
}

/** The unreadable plan's text, as it was stored, in a file of its own. */
export function downloadUnreadablePlan(): void {
  const kept = unreadablePlan.peek();
  if (!kept) return;
  const day = kept.savedAt.slice(0, 10) || 'undated';
  downloadText(`unreadable-autosaved-plan-${day}.json`, 'application/json', kept.text);
}

/** Discards the unreadable plan for good; the next one kept aside, if any, is offered. */
export async function discardUnreadablePlan(): Promise<void> {
  const kept = unreadablePlan.peek();
  unreadablePlan.value = null;
  if (!kept) return;
  if (kept.keptAside) await deleteAsidePlan(kept.id).catch(() => undefined);
  await offerPlansKeptAside();
}

/** Not now: the plan stays aside and is offered again on the next visit. */
export function laterUnreadablePlan(): void {
  unreadablePlan.value = null;
}

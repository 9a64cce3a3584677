/**
 * The change made just before the page goes away (a reload or a closed tab within the autosave's half
 * second): written at once, synchronously, to the tab's session storage, which a reload of the tab
 * finds, and handed to IndexedDB as the page leaves. Serialised on the page: when it is hidden or
 * going away there is no time for a round trip to the plan worker, and nothing on screen to keep smooth.
 */
import { planToJson, serializePlan } from '../../../shared/plan/serialize';
import { readStored, removeStored, writeStoredText } from '../../store/storage';
import { STORAGE_KEYS } from '../../store/storageKeys';
import { currentPlanInput, hasPlanContent, planSerializeOptions } from './planDocument';
import type { StoredPlan } from './planRecords';
import { summaryOfInput } from '../../../shared/plan/planSummary';

const keyOf = (planId: string) => `${STORAGE_KEYS.unsavedPlan}:${planId}`;

const isStoredPlan = (v: unknown): v is StoredPlan =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredPlan).text === 'string' &&
  typeof (v as StoredPlan).savedAt === 'string';

/** The working plan as autosave would write it, made now on the page; null when there is nothing to keep. */
export function planNow(): StoredPlan | null {
  const input = currentPlanInput();
  if (!hasPlanContent(input)) return null;
  const saved = serializePlan(input, planSerializeOptions());
  return { text: planToJson(saved), savedAt: saved.updatedAt, summary: summaryOfInput(input) };
}

/** Keeps the plan for a reload of this tab (a plan too large for session storage is left to IndexedDB). */
export function keepLastChange(planId: string, plan: StoredPlan): void {
  writeStoredText('session', keyOf(planId), JSON.stringify(plan));
}

/** The plan kept as the page last went away, if the tab has one. */
export function lastChange(planId: string): StoredPlan | null {
  return readStored('session', keyOf(planId), isStoredPlan);
}

/** Storage holds the plan now: the kept change is no longer needed. */
export function forgetLastChange(planId: string): void {
  removeStored('session', keyOf(planId));
}

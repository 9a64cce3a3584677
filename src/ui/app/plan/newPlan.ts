/**
 * New Plan: start over with nothing focused, placed, drawn or noted. The plan on screen is not lost:
 * it stays stored as it was, in Your Plans, and this tab writes the new plan to a record of its own.
 */
import { EMPTY_EVENT_INFO, eventInfo, revisions } from '../../store/eventInfo';
import { importError, newPlanConfirmOpen, planCreatedAt, planNotices } from '../../store/planFile';
import { reviewComments, reviewImport } from '../../store/review';
import { keepPlanAndStartNew } from './autosave';
import { clearFocus } from '../focus/focusController';
import { currentPlanInput, hasPlanContent } from './planDocument';
import { resetPlan } from './planController';

export async function startNewPlan(): Promise<void> {
  newPlanConfirmOpen.value = false;
  await keepPlanAndStartNew();
  // Clearing focus also empties and hides the layers (the layer lifecycle).
  clearFocus();
  resetPlan();
  eventInfo.value = { ...EMPTY_EVENT_INFO };
  revisions.value = [];
  reviewComments.value = [];
  reviewImport.value = null;
  planCreatedAt.value = null;
  importError.value = null;
  planNotices.value = [];
}

/** Asks first when there is something on screen; an empty plan starts over at once. */
export function requestNewPlan(): void {
  if (hasPlanContent(currentPlanInput())) newPlanConfirmOpen.value = true;
  else void startNewPlan();
}

/** New Plan: start over with nothing focused, placed, drawn or noted, and no autosaved copy. */
import { EMPTY_EVENT_INFO, eventInfo, revisions } from '../../store/eventInfo';
import { importError, newPlanConfirmOpen, planCreatedAt, planNotices } from '../../store/planFile';
import { clearAutosave } from './autosave';
import { clearFocus } from '../focus/focusController';
import { currentPlanInput, hasPlanContent } from './planDocument';
import { resetPlan } from './planController';

export function startNewPlan(): void {
  newPlanConfirmOpen.value = false;
  // Clearing focus also empties and hides the layers (the layer lifecycle).
  clearFocus();
  resetPlan();
  eventInfo.value = { ...EMPTY_EVENT_INFO };
  revisions.value = [];
  planCreatedAt.value = null;
  importError.value = null;
  planNotices.value = [];
  void clearAutosave();
}

/** Asks first when there is something to lose; an empty plan starts over at once. */
export function requestNewPlan(): void {
  if (hasPlanContent(currentPlanInput())) newPlanConfirmOpen.value = true;
  else startNewPlan();
}

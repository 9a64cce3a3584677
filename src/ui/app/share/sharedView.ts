/**
 * A plan opened from a shared link: read from the link's fragment in the plan worker and applied
 * through the import path, shown read-only. This tab's own autosaved plan is never touched: the
 * shared plan claims no plan record while it is only viewed. 'Edit a copy' gives the tab a new plan
 * record holding the shared objects and shapes, its undo history starting at the copy (as an import's
 * does: Undo never takes the user's plan back to empty); the link's fragment is dropped from the
 * address, so a reload brings back the copy, not the link.
 */
import { sharedDataIn } from '../../../shared/share/shareLink';
import { plan } from '../../store/plan';
import { planCreatedAt } from '../../store/planFile';
import { planReadOnly, sharedLinkError, sharedView } from '../../store/share';
import { tutorialActions } from '../../store/tutorial';
import { adoptNewPlanRecord, restoreAfterSharedLink } from '../plan/autosave';
import { planEngine } from '../engines/engines';
import { applyPlan } from '../plan/planImport';
import { replacePlan } from '../plan/planController';

/** The address without the link's fragment: what the tab shows once the shared plan is left or copied. */
function dropFragment(): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

async function open(data: string): Promise<void> {
  const result = await planEngine().readSharedLink(data);
  if (!result.ok) {
    sharedView.value = null;
    sharedLinkError.value = `${result.message} ${capitalise(result.reason)}.`;
    dropFragment();
    // The tab goes on as it would have without the link: its own plan comes back.
    await restoreAfterSharedLink();
    return;
  }
  await applyPlan(result.plan, result.warnings, 'shared');
  if (sharedView.peek()) sharedView.value = { status: 'viewing' };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Called once at startup, before autosave starts: a link with a shared plan opens it read-only.
 * A link pasted into an open tab (only the fragment changes) reloads the tab, which then opens it.
 */
let opened: string | null = null;

export function startSharedView(): () => void {
  const data = sharedDataIn(location.hash);
  // Once per page: a second start (React's development double effects) finds it under way.
  if (data !== null && data !== opened) {
    opened = data;
    sharedView.value = { status: 'opening' };
    // The link opens on the plan, not on the first-visit welcome.
    tutorialActions.hideWelcome();
    void open(data);
  }
  const onHashChange = () => {
    if (sharedDataIn(location.hash) !== null) location.reload();
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}

/**
 * 'Edit a copy': the shared plan becomes this tab's own new plan, editable. Its history starts here,
 * with nothing to undo: the copy is where this plan begins, as an imported file is, and an Undo that
 * emptied it would be autosaved over the only copy the user has.
 */
export async function editSharedCopy(): Promise<void> {
  if (sharedView.peek()?.status !== 'viewing') return;
  await adoptNewPlanRecord();
  const { objects, shapes } = plan.peek();
  replacePlan({ objects, shapes });
  sharedView.value = null;
  planCreatedAt.value = null;
  dropFragment();
}

/** Leaves the shared plan: the tab starts again without the link and finds its own plan. */
export function closeSharedView(): void {
  if (!planReadOnly.peek()) return;
  location.replace(`${location.pathname}${location.search}`);
}

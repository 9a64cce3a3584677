/**
 * Saved-plan feedback over the map: the import error with its reason, notices after a plan was
 * applied, a plan being loaded, a plan open in another tab, an autosaved plan that could not be read (kept
 * aside, offered), and autosave failures. File text only ever reaches React as text.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { openCopyOfPlanElsewhere } from '../app/plan/autosave';
import { openPlansList } from '../app/plan/plansList';
import { discardUnreadablePlan, downloadUnreadablePlan, laterUnreadablePlan } from '../app/plan/unreadablePlan';
import { closeSharedView, editSharedCopy } from '../app/share/sharedView';
import { sharedLinkError, sharedView } from '../store/share';
import {
  autosaveError,
  importError,
  planApplying,
  planNotices,
  planOpenElsewhere,
  unreadablePlan,
} from '../store/planFile';
import { ShapeImportBanner } from './ShapeImportBanner';
import '../styles/planFiles.css';

export function PlanBanners() {
  useSignals();
  const failure = importError.value;
  const notices = planNotices.value;
  const applying = planApplying.value;
  const shared = sharedView.value;
  return (
    <>
      {shared && (
        <div
          className="banner banner-info plan-banner"
          role="region"
          aria-label="Shared plan"
          data-testid="shared-plan"
        >
          <span className="plan-banner-line">
            A shared plan, read-only. Your own plans are not changed; edit a copy to make it yours.
          </span>
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={shared.status !== 'viewing'}
            onClick={() => void editSharedCopy()}
          >
            Edit a copy
          </button>
          <button type="button" className="btn btn-small" onClick={closeSharedView}>
            Close
          </button>
        </div>
      )}
      {sharedLinkError.value && (
        <div className="banner banner-error plan-banner" role="alert" data-testid="shared-link-error">
          <span className="plan-banner-line">{sharedLinkError.value}</span>
          <button type="button" className="btn btn-small" onClick={() => (sharedLinkError.value = null)}>
            Dismiss
          </button>
        </div>
      )}
      {applying && (
        <div className="banner banner-info" role="status">
          <span className="spinner" aria-hidden="true" />{' '}
          {applying === 'restore'
            ? 'Restoring your plan...'
            : applying === 'shared'
              ? 'Opening the shared plan...'
              : 'Importing plan...'}
        </div>
      )}
      <ShapeImportBanner />
      {failure && (
        <div className="banner banner-error plan-banner" role="alert" data-testid="import-error">
          <div className="plan-banner-text">
            <strong className="plan-banner-line">{failure.message}</strong>
            <span className="plan-banner-line">{failure.reason}</span>
          </div>
          <button type="button" className="btn btn-small" onClick={() => (importError.value = null)}>
            Dismiss
          </button>
        </div>
      )}
      {notices.length > 0 && (
        <div className="banner banner-warning plan-banner" role="status" data-testid="plan-notices">
          <div className="plan-banner-text">
            <strong>The plan was loaded with these notes:</strong>
            <ul className="plan-banner-list">
              {notices.map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          </div>
          <button type="button" className="btn btn-small" onClick={() => (planNotices.value = [])}>
            Dismiss
          </button>
        </div>
      )}
      {planOpenElsewhere.value && (
        <div className="banner banner-info plan-banner" role="status" data-testid="plan-open-elsewhere">
          <span className="plan-banner-line">
            Your latest plan is open in another tab, so this tab has started a new plan. Both are kept.
          </span>
          <button type="button" className="btn btn-small" onClick={() => void openCopyOfPlanElsewhere()}>
            Open a Copy Here
          </button>
          <button type="button" className="btn btn-small" onClick={() => void openPlansList()}>
            Your Plans
          </button>
          <button type="button" className="btn btn-small" onClick={() => (planOpenElsewhere.value = null)}>
            Dismiss
          </button>
        </div>
      )}
      {unreadablePlan.value && (
        <div className="banner banner-warning plan-banner" role="alert" data-testid="unreadable-plan">
          <div className="plan-banner-text">
            <strong className="plan-banner-line">
              The autosaved plan could not be restored: {unreadablePlan.value.reason}
            </strong>
            <span className="plan-banner-line">
              {unreadablePlan.value.keptAside
                ? 'It is kept aside and will not be overwritten: download it to keep it as a file, or discard it.'
                : 'Download it now to keep it: this browser could not keep it aside.'}
            </span>
          </div>
          <button type="button" className="btn btn-small" onClick={downloadUnreadablePlan}>
            Download it
          </button>
          <button type="button" className="btn btn-small" onClick={() => void discardUnreadablePlan()}>
            Discard it
          </button>
          {unreadablePlan.value.keptAside && (
            <button type="button" className="btn btn-small" onClick={laterUnreadablePlan}>
              Later
            </button>
          )}
        </div>
      )}
      {autosaveError.value && (
        <div className="banner banner-error plan-banner" role="alert" data-testid="autosave-error">
          <span className="plan-banner-line">{autosaveError.value}</span>
          <button type="button" className="btn btn-small" onClick={() => (autosaveError.value = null)}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}

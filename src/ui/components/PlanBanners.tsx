/**
 * Saved-plan feedback over the map: the import error with its reason, notices after a plan was
 * applied, a plan being loaded, and autosave failures. File text only ever reaches React as text.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { autosaveError, importError, planApplying, planNotices } from '../store/planFile';
import '../styles/planFiles.css';

export function PlanBanners() {
  useSignals();
  const failure = importError.value;
  const notices = planNotices.value;
  const applying = planApplying.value;
  return (
    <>
      {applying && (
        <div className="banner banner-info" role="status">
          <span className="spinner" aria-hidden="true" /> {applying === 'restore' ? 'Restoring your plan...' : 'Importing plan...'}
        </div>
      )}
      {failure && (
        <div className="banner banner-error plan-banner" role="alert" data-testid="import-error">
          <div className="plan-banner-text">
            <strong className="plan-banner-line">{failure.message}</strong>
            <span className="plan-banner-line">{failure.reason}</span>
          </div>
          <button type="button" className="btn btn-small" onClick={() => (importError.value = null)}>Dismiss</button>
        </div>
      )}
      {notices.length > 0 && (
        <div className="banner banner-warning plan-banner" role="status" data-testid="plan-notices">
          <div className="plan-banner-text">
            <strong>The plan was loaded with these notes:</strong>
            <ul className="plan-banner-list">
              {notices.map((n, i) => <li key={i}>{n}</li>)}
            </ul>
          </div>
          <button type="button" className="btn btn-small" onClick={() => (planNotices.value = [])}>Dismiss</button>
        </div>
      )}
      {autosaveError.value && (
        <div className="banner banner-error plan-banner" role="alert" data-testid="autosave-error">
          <span className="plan-banner-line">{autosaveError.value}</span>
          <button type="button" className="btn btn-small" onClick={() => (autosaveError.value = null)}>Dismiss</button>
        </div>
      )}
    </>
  );
}

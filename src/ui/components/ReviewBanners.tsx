/**
 * What importing a returned packet came to, over the map: reading, the reason nothing was imported,
 * what was added (and an older revision's note), or the question when the packet is of another plan.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { answerOtherPlan, dismissReviewImport } from '../app/review/reviewController';
import { reviewImport } from '../store/review';
import '../styles/planFiles.css';

export function ReviewBanners() {
  useSignals();
  const state = reviewImport.value;
  if (!state) return null;
  switch (state.status) {
    case 'reading':
      return (
        <div className="banner banner-info" role="status" data-testid="review-import">
          <span className="spinner" aria-hidden="true" /> Reading the review comments of {state.fileName}...
        </div>
      );
    case 'failed':
      return (
        <div className="banner banner-error plan-banner" role="alert" data-testid="review-import-error">
          <div className="plan-banner-text">
            <strong className="plan-banner-line">{state.message}</strong>
            <span className="plan-banner-line">{state.reason}</span>
          </div>
          <button type="button" className="btn btn-small" onClick={dismissReviewImport}>
            Dismiss
          </button>
        </div>
      );
    case 'ask':
      return (
        <div className="banner banner-warning plan-banner" role="alert" data-testid="review-import-question">
          <span className="plan-banner-line">{state.question}</span>
          <button type="button" className="btn btn-small btn-primary" onClick={() => answerOtherPlan(true)}>
            Import into this plan
          </button>
          <button type="button" className="btn btn-small" onClick={() => answerOtherPlan(false)}>
            Stop
          </button>
        </div>
      );
    case 'done':
      return (
        <div className="banner banner-info plan-banner" role="status" data-testid="review-import-done">
          <div className="plan-banner-text">
            <strong className="plan-banner-line">{state.message}</strong>
            {state.notes.map((n, i) => (
              <span key={i} className="plan-banner-line">
                {n}
              </span>
            ))}
          </div>
          <button type="button" className="btn btn-small" onClick={dismissReviewImport}>
            Dismiss
          </button>
        </div>
      );
  }
}

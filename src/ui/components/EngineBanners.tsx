/** Which engine stopped, and what happens now: restarting, restarted, or stopped again with Retry. */
import { useSignals } from '@preact/signals-react/runtime';
import { dismissEngineNotice, engineNotices, retryStoppedEngine } from '../app/reliability/engineHealth';

export function EngineBanners() {
  useSignals();
  return (
    <>
      {engineNotices().map((notice) =>
        notice.kind === 'restarting' ? (
          <div key={notice.engine} className="banner banner-warning" role="status" data-testid="engine-notice">
            <span className="spinner" aria-hidden="true" /> {notice.text}
          </div>
        ) : notice.kind === 'restarted' ? (
          <div key={notice.engine} className="banner banner-info plan-banner" role="status" data-testid="engine-notice">
            <span className="plan-banner-line">{notice.text}</span>
            <button type="button" className="btn btn-small" onClick={() => dismissEngineNotice(notice.engine)}>
              Dismiss
            </button>
          </div>
        ) : (
          <div key={notice.engine} className="banner banner-error plan-banner" role="alert" data-testid="engine-notice">
            <span className="plan-banner-line">{notice.text}</span>
            <button type="button" className="btn btn-small" onClick={() => retryStoppedEngine(notice.engine)}>
              Retry
            </button>
          </div>
        ),
      )}
    </>
  );
}

/** Which engine stopped, and what happens now: restarting, restarted, or stopped again with Retry. */
import { useSignals } from '@preact/signals-react/runtime';
import {
  dismissEngineNotice,
  engineNotices,
  retryStoppedEngine,
  type EngineNotice,
} from '../app/reliability/engineHealth';

/** How each notice is shown: its banner, its role, and the one thing the user can do. */
const LOOK: Record<EngineNotice['kind'], { className: string; role: 'status' | 'alert' }> = {
  restarting: { className: 'banner banner-warning', role: 'status' },
  restarted: { className: 'banner banner-info plan-banner', role: 'status' },
  stopped: { className: 'banner banner-error plan-banner', role: 'alert' },
};

function NoticeAction({ notice }: { notice: EngineNotice }) {
  if (notice.kind === 'restarting') return null;
  const [label, act] =
    notice.kind === 'restarted'
      ? (['Dismiss', () => dismissEngineNotice(notice.engine)] as const)
      : (['Retry', () => retryStoppedEngine(notice.engine)] as const);
  return (
    <button type="button" className="btn btn-small" onClick={act}>
      {label}
    </button>
  );
}

export function EngineBanners() {
  useSignals();
  return (
    <>
      {engineNotices().map((notice) => (
        <div key={notice.engine} {...LOOK[notice.kind]} data-testid="engine-notice">
          {notice.kind === 'restarting' && <span className="spinner" aria-hidden="true" />}
          <span className="plan-banner-line">{notice.text}</span>
          <NoticeAction notice={notice} />
        </div>
      ))}
    </>
  );
}

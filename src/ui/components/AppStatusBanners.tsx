/**
 * The installable app's notices: working offline (what still works), and a new version that is
 * offered, never forced: the page reloads into it only when the user says so, so no edit is cut off.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useOnline } from '../hooks/useOnline';

export function AppStatusBanners() {
  const online = useOnline();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <>
      {!online && (
        <div className="banner banner-warning" role="status" data-testid="offline-notice">
          You are offline. Your plan, the permit areas and the map data you have already seen still work; other data
          loads when the connection is back.
        </div>
      )}
      {needRefresh && (
        <div className="banner banner-info plan-banner" role="status" data-testid="update-prompt">
          <span className="plan-banner-line">
            A new version of the app is ready. Your plan is saved in this browser.
          </span>
          <button type="button" className="btn btn-small" onClick={() => void updateServiceWorker(true)}>
            Reload to Update
          </button>
          <button type="button" className="btn btn-small" onClick={() => setNeedRefresh(false)}>
            Later
          </button>
        </div>
      )}
    </>
  );
}

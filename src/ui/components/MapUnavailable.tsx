/**
 * Said in place of the map when it cannot start (no WebGL) or has lost its drawing context: what
 * happened in plain words, how to turn graphics acceleration on, and what still works meanwhile.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { mapContext, mapFailure } from '../store/mapHealth';

function CannotStart({ detail }: { detail: string }) {
  return (
    <div className="map-unavailable" role="alert" data-testid="map-unavailable">
      <h2 className="map-unavailable-title">The map cannot start in this browser</h2>
      <p>
        The map needs graphics acceleration (WebGL), which is turned off or not available here. Your plan is safe: you
        can still import a plan, see its objects and shapes in the Site Plan Designer&apos;s lists, edit Event
        Information, save the plan to a file and export the site plan (on a plain background).
      </p>
      <p className="map-unavailable-how">To get the map:</p>
      <ul>
        <li>
          Chrome or Edge: Settings → System → turn on &lsquo;Use graphics acceleration when available&rsquo;, then
          relaunch the browser. The page chrome://gpu (edge://gpu) should list WebGL2 as available.
        </li>
        <li>
          Firefox: Settings → General → Performance → untick &lsquo;Use recommended performance settings&rsquo; and tick
          &lsquo;Use hardware acceleration when available&rsquo;; in about:config, webgl.disabled must be false.
        </li>
        <li>
          On a work computer or a remote desktop, ask your IT team to allow WebGL or graphics acceleration, or open the
          plan on another computer.
        </li>
      </ul>
      <p className="muted map-unavailable-detail">Browser&apos;s reason: {detail}</p>
    </div>
  );
}

function ContextLost({ unrestored }: { unrestored: boolean }) {
  if (!unrestored)
    return (
      <div className="map-context-lost" role="status" data-testid="map-context-lost">
        <span className="spinner" aria-hidden="true" /> The map&apos;s graphics were interrupted; restoring the map…
        Your plan is safe.
      </div>
    );
  return (
    <div className="map-unavailable" role="alert" data-testid="map-context-lost">
      <h2 className="map-unavailable-title">The map could not be restored</h2>
      <p>
        The browser took the map&apos;s graphics away and has not given them back. Your plan is safe and saved in this
        browser; reload the page to get the map back.
      </p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

export function MapUnavailable() {
  useSignals();
  const failure = mapFailure.value;
  if (failure) return <CannotStart detail={failure.detail} />;
  const context = mapContext.value;
  if (context !== 'ok') return <ContextLost unrestored={context === 'unrestored'} />;
  return null;
}

/** The spec's map state for tests and styles: 'loading', 'loaded', 'not-loaded' (cannot start) or 'context-lost'. */
export function mapStateOf(ready: boolean): 'loading' | 'loaded' | 'not-loaded' | 'context-lost' {
  if (mapFailure.value) return 'not-loaded';
  if (mapContext.value !== 'ok') return 'context-lost';
  return ready ? 'loaded' : 'loading';
}

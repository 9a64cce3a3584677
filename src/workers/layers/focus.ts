/**
 * A new focused box (or none), over the layers worker's state: the loads of the one before end and
 * its loaded layers are forgotten (an answer for an older focus is reported superseded, never
 * applied), the nudge feed is told to clear, and the page's later loads run under the new one.
 */
import type { BBox } from '../../shared/geometry/bbox';
import { loadNeeded } from './nudgeFeed';
import type { LayersWorkerState } from './state';

export function setFocus(state: LayersWorkerState, box: BBox | null): void {
  const focusRun = state.focusRuns.next();
  state.loaded.clear();
  state.inFlight.clear();
  state.focus = box ? { run: focusRun, box: [...box] as BBox } : null;
  state.nudgeFeed?.postMessage({ kind: 'clear' });
  loadNeeded(state);
}

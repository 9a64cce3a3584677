/** Intersections mode with the city's street centreline: where the nodes come from, and when they show. */
import { useSignals } from '@preact/signals-react/runtime';
import { LIVE_NODES_MIN_ZOOM } from '../../shared/intersections/liveNodesZoom';
import { liveNodesStatus } from '../store/areas';

export function LiveNodesHint() {
  useSignals();
  const status = liveNodesStatus.value;
  if (status.state === 'off' || status.state === 'ready') return null;
  return (
    <p
      className={status.state === 'partial' ? 'data-source sample' : 'data-source'}
      role="status"
      data-testid="live-nodes"
    >
      {status.state === 'zoom-in' &&
        `Zoom in to ${LIVE_NODES_MIN_ZOOM} or closer to see the intersections here, from the city's street centreline.`}
      {status.state === 'loading' && "Loading the intersections here from the city's street centreline…"}
      {status.state === 'partial' && `Some intersections here could not be loaded: ${status.detail}`}
    </p>
  );
}

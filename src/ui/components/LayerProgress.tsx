/** The overall progress bar while layers load. */
import { useSignals } from '@preact/signals-react/runtime';
import { layerProgress } from '../store/layers';

export function LayerProgress() {
  useSignals();
  const { loading, started, done } = layerProgress.value;
  if (loading === 0) return null;
  return (
    <div className="layer-progress">
      <progress max={started} value={done} aria-label="Loading layers" />
      <span className="muted">
        Loading layers… {done} of {started}
      </span>
    </div>
  );
}

/** North button: turns with the map's bearing; a click resets to north over 500 ms. */
import { useSignals } from '@preact/signals-react/runtime';
import { performAction } from '../actions/registry';
import { mapView } from '../store/map';

export function Compass() {
  useSignals();
  const bearing = mapView.value.bearing;
  return (
    <button
      type="button"
      className="compass map-button"
      title="Reset to north"
      aria-label={`Reset to north (bearing ${Math.round(bearing)}°)`}
      onClick={() => performAction('resetNorth')}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        style={{ transform: `rotate(${-bearing}deg)` }}
        aria-hidden="true"
      >
        <path d="M12 2 L16 12 L12 10.5 L8 12 Z" fill="#dc2626" />
        <path d="M12 22 L8 12 L12 13.5 L16 12 Z" fill="currentColor" opacity="0.55" />
      </svg>
    </button>
  );
}

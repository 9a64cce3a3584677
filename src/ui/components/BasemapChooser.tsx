/** Basemap chooser: streets (light or dark with the theme) or NYC aerial imagery 2024 / 2018. */
import { useSignals } from '@preact/signals-react/runtime';
import { BASEMAP_KEYS, BASEMAP_LABELS, SATELLITE_YEARS, type SatelliteYear } from '../../shared/map/basemaps';
import { switchBasemap } from '../app/map/basemapController';
import { basemap, basemapSwitchError, basemapSwitching, mapReady } from '../store/map';

export function BasemapChooser() {
  useSignals();
  const current = basemap.value;
  const disabled = basemapSwitching.value || !mapReady.value;
  return (
    <fieldset className="panel-section basemap-chooser" data-switch-error={basemapSwitchError.value ?? undefined}>
      <legend className="section-title">Basemap</legend>
      <div className="segmented">
        {BASEMAP_KEYS.map((key) => (
          <label key={key} className={current.key === key ? 'segment active' : 'segment'}>
            <input
              type="radio"
              name="basemap"
              value={key}
              checked={current.key === key}
              disabled={disabled}
              onChange={() => void switchBasemap({ key, year: current.year })}
            />
            {BASEMAP_LABELS[key]}
          </label>
        ))}
      </div>
      {current.key === 'satellite' && (
        <label className="inline-field">
          Imagery year
          <select
            value={current.year}
            disabled={disabled}
            onChange={(e) => void switchBasemap({ key: 'satellite', year: Number(e.target.value) as SatelliteYear })}
          >
            {SATELLITE_YEARS.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

/** The Zone Creator (left sidebar, section 3): pick intersection nodes and build a custom street zone. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import {
  canGenerate,
  clampWidth,
  hintFor,
  NODE_CAPS,
  ZONE_WIDTH,
  type PrimaryType,
  type ZoneOptions,
} from '../../shared/zoneCreator/state';
import {
  clearZoneNodes,
  dispatchZone,
  exitZone,
  generateZone,
  toggleZoneCreator,
} from '../app/zone/zoneCreatorController';
import { geographyType } from '../store/geography';
import {
  zoneBasis,
  zoneBuilding,
  zoneClicksAnswered,
  zoneCreator,
  zoneError,
  zoneNodeNames,
} from '../store/zoneCreator';

const TYPES: { value: PrimaryType; label: string }[] = [
  { value: 'single-block', label: 'Single block' },
  { value: 'multi-block', label: 'Multi-block' },
];

/** The spec's labels; each hint says what the option changes (Generate Zone applies the first two). */
const OPTIONS: { key: keyof ZoneOptions; label: string; hint: string }[] = [
  {
    key: 'curbLaneOnly',
    label: 'Curb lane only',
    hint: 'The zone is the lane along each curb, sized from the street data where it has the width.',
  },
  {
    key: 'sidewalkOnly',
    label: 'Sidewalk only',
    hint: 'The zone is the sidewalk beyond each curb (sidewalk widths are assumed).',
  },
  {
    key: 'entireZonePdf',
    label: 'Entire zone (PDF)',
    hint: 'The exported plan frames the whole zone, whatever the scale in Export Options.',
  },
];

/**
 * The width is clamped when the field is left (or Enter pressed), not per keystroke: clamping "4" on
 * the way to "40" would turn it into 6. A value already on the grid (the spinner arrows) applies at once.
 */
function WidthField() {
  useSignals();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    dispatchZone({ type: 'setWidth', value: draft });
    setDraft(null);
  };
  return (
    <label className="inline-field">
      Zone width (ft)
      <input
        type="number"
        className="zone-width"
        min={ZONE_WIDTH.min}
        max={ZONE_WIDTH.max}
        step={ZONE_WIDTH.step}
        value={draft ?? String(zoneCreator.value.widthFeet)}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (text !== '' && clampWidth(text) === Number(text)) dispatchZone({ type: 'setWidth', value: text });
        }}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </label>
  );
}

function SelectedNodes() {
  useSignals();
  const { selectedNodeIds, primaryType } = zoneCreator.value;
  const names = zoneNodeNames.value;
  return (
    <div className="zone-nodes">
      <p className="zone-count" aria-live="polite">
        {selectedNodeIds.length} of {NODE_CAPS[primaryType].max} nodes selected
      </p>
      {selectedNodeIds.length > 0 && (
        <ol className="zone-node-list" aria-label="Selected nodes">
          {selectedNodeIds.map((id, i) => (
            <li key={`${i}-${String(id)}`}>{names.get(id) ?? `Node ${String(id)}`}</li>
          ))}
        </ol>
      )}
      <div className="zone-row">
        <button
          type="button"
          className="btn btn-small"
          disabled={selectedNodeIds.length === 0}
          onClick={() => dispatchZone({ type: 'undoNode' })}
        >
          Undo last node
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={selectedNodeIds.length === 0}
          onClick={clearZoneNodes}
        >
          Clear
        </button>
      </div>
    </div>
  );
}

export function ZoneCreatorPanel() {
  useSignals();
  const state = zoneCreator.value;
  const enabled = geographyType.value === 'intersections';
  return (
    <fieldset
      className={enabled ? 'panel-section zone-creator' : 'panel-section zone-creator dimmed'}
      disabled={!enabled}
      data-clicks-answered={zoneClicksAnswered.value}
    >
      <legend className="section-title">Zone Creator</legend>
      <button type="button" className={state.isActive ? 'btn active' : 'btn'} onClick={toggleZoneCreator}>
        {state.isActive ? 'Deactivate Zone Creator' : 'Activate Zone Creator'}
      </button>
      <p className="hint">
        {state.isActive
          ? 'Click intersections on the map to add nodes. Esc clears them.'
          : 'Activate to pick intersections for a custom street zone.'}
      </p>
      <div className="segmented" role="radiogroup" aria-label="Zone type">
        {TYPES.map(({ value, label }) => (
          <label key={value} className={state.primaryType === value ? 'segment active' : 'segment'}>
            <input
              type="radio"
              name="zone-primary-type"
              value={value}
              checked={state.primaryType === value}
              onChange={() => dispatchZone({ type: 'setPrimaryType', primaryType: value })}
            />
            {label}
          </label>
        ))}
      </div>
      <p className="zone-hint">{hintFor(state)}</p>
      <SelectedNodes />
      <WidthField />
      {OPTIONS.map(({ key, label, hint }) => (
        <label key={key} className="checkbox" title={hint}>
          <input
            type="checkbox"
            checked={state[key]}
            aria-describedby={`zone-option-${key}`}
            onChange={(e) => dispatchZone({ type: 'setOptions', options: { [key]: e.target.checked } })}
          />
          {label}
          <span id={`zone-option-${key}`} className="visually-hidden">
            {hint}
          </span>
        </label>
      ))}
      {state.previewActive ? (
        <button type="button" className="btn btn-primary" onClick={exitZone}>
          Exit Zone
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!canGenerate(state) || zoneBuilding.value}
          onClick={() => void generateZone()}
        >
          Generate Zone
        </button>
      )}
      {zoneBuilding.value && (
        <p className="hint" role="status">
          Measuring the street...
        </p>
      )}
      {zoneBasis.value && (
        <p className="hint zone-basis" role="note" data-testid="zone-basis">
          {zoneBasis.value}
        </p>
      )}
      {zoneError.value && (
        <p className="zone-error" role="alert">
          {zoneError.value}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One infrastructure layer: its toggle, colour or icon, name, and load state ('(Loading...)', then
 * 'waiting for {host}…' or 'retrying 2 of 3…' with the last failure when a service is slow or failing,
 * 'Error' with the reason, the count).
 */
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { layerIconSvg, type IconLayerId } from '../../shared/layers/icons';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import { progressText } from '../../shared/layers/loadProgress';
import type { LayerState } from '../store/layers';
import { describeBundledFile } from '../../shared/cityData/areaSource';

function LayerSymbol({ id }: { id: InfrastructureLayerId }) {
  const def = LAYER_CATALOGUE[id];
  if (def.style.kind === 'icon') {
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(layerIconSvg(id as IconLayerId, def.color, 18))}`;
    return <img className="layer-icon" src={src} width={18} height={18} alt="" aria-hidden="true" />;
  }
  const shape = def.style.kind === 'line' ? 'swatch line' : 'swatch';
  return <span className={shape} style={{ background: def.color }} aria-hidden="true" />;
}

export function LayerRow({
  id,
  state,
  disabled,
  onToggle,
}: {
  id: InfrastructureLayerId;
  state: LayerState;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  const def = LAYER_CATALOGUE[id];
  const progress = state.loading ? state.progress : null;
  return (
    <li className="layer-item" data-layer={id} data-retried={state.retried}>
      <label className={disabled ? 'layer-row disabled' : 'layer-row'}>
        <input
          type="checkbox"
          aria-label={def.name}
          checked={state.visible}
          disabled={disabled}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <LayerSymbol id={id} />
        <span className="layer-name">{def.name}</span>
        {state.loading && <span className="muted">(Loading...)</span>}
        {state.error !== null && (
          <span className="tag-error" title={state.error}>
            Error
          </span>
        )}
        {state.loaded && state.count !== null && (
          <span className="count" aria-label={`${state.count} features`}>
            {state.count.toLocaleString('en-US')}
          </span>
        )}
      </label>
      {progress && (
        <p className="layer-progress-detail" role="status">
          <span className="layer-progress-note" data-testid="layer-progress">
            {progressText(progress)}
          </span>
          {progress.kind === 'retrying' && <> Last try: {progress.reason}</>}
        </p>
      )}
      {state.loaded && state.source && <p className="layer-source">{describeBundledFile(state.source)}</p>}
      {state.error !== null && (
        <p className="layer-error-detail" role="status">
          {state.error}
        </p>
      )}
    </li>
  );
}

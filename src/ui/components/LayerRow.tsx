/**
 * One infrastructure layer: its toggle, colour or icon, name, and load state ('(Loading...)', then
 * 'waiting for {host}…' or 'retrying 2 of 3…' with the last failure when a service is slow or failing,
 * 'Error' with the reason, the count).
 */
import { memo } from 'react';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { layerIconSvg, type IconLayerId } from '../../shared/layers/icons';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import { progressText } from '../../shared/layers/loadProgress';
import type { LayerState } from '../store/layers';
import { describeBundledFile } from '../../shared/cityData/areaSource';

/** Each layer's icon as a data URL, made once: the rows render again each time a load moves on. */
const iconUrls = new Map<InfrastructureLayerId, string>();

function iconUrl(id: InfrastructureLayerId, color: string): string {
  let url = iconUrls.get(id);
  if (url === undefined) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(layerIconSvg(id as IconLayerId, color, 18))}`;
    iconUrls.set(id, url);
  }
  return url;
}

function LayerSymbol({ id }: { id: InfrastructureLayerId }) {
  const def = LAYER_CATALOGUE[id];
  if (def.style.kind === 'icon') {
    const src = iconUrl(id, def.color);
    return <img className="layer-icon" src={src} width={18} height={18} alt="" aria-hidden="true" />;
  }
  const shape = def.style.kind === 'line' ? 'swatch line' : 'swatch';
  return <span className={shape} style={{ background: def.color }} aria-hidden="true" />;
}

/**
 * Rendered again only when its own state changes (memo): while 25 layers load, each step of one load
 * changes that layer's state object alone, so one row renders, not the panel's 25.
 */
export const LayerRow = memo(function LayerRow({
  id,
  state,
  disabled,
  onToggle,
}: {
  id: InfrastructureLayerId;
  state: LayerState;
  disabled: boolean;
  onToggle: (id: InfrastructureLayerId, on: boolean) => void;
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
          onChange={(e) => onToggle(id, e.target.checked)}
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
      {state.loaded && state.source && <p className="layer-source">{describeBundledFile(state.source, def.name)}</p>}
      {state.unpublished !== null && (
        <p className="layer-source" data-testid="layer-unpublished">
          {state.unpublished}
        </p>
      )}
      {state.error !== null && (
        <p className="layer-error-detail" role="status">
          {state.error}
        </p>
      )}
    </li>
  );
});

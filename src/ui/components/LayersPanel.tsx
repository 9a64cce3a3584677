/** 'NYC Infrastructure Layers': the zone layer (always toggleable), 'All Recommended', and the layer groups. */
import { useSignals } from '@preact/signals-react/runtime';
import { AREA_STYLE } from '../../shared/geography/constants';
import { GEOGRAPHY_MODES } from '../../shared/geography/modes';
import { LAYER_GROUPS } from '../../shared/layers/groups';
import { setAreasVisible } from '../app/areas/areaVisibility';
import { toggleAllRecommended } from '../app/layers/layerController';
import { isDemoMode } from '../app/layers/openDataConfig';
import { areasLayerVisible, areasState } from '../store/areas';
import { focused } from '../store/focus';
import { geographyType } from '../store/geography';
import { allRecommendedOn, lastLoadBatch } from '../store/layers';
import { LayerGroupSection } from './LayerGroupSection';
import { LayerProgress } from './LayerProgress';
import { AreaSourceNote } from './AreaSourceNote';

function ZoneLayerRow() {
  useSignals();
  const state = areasState.value;
  const zoneName = GEOGRAPHY_MODES[geographyType.value].geometryKind === 'point' ? 'Intersections' : 'Permit Areas';
  return (
    <label className="layer-row">
      <input
        type="checkbox"
        aria-label={zoneName}
        checked={areasLayerVisible.value}
        onChange={(e) => setAreasVisible(e.target.checked)}
      />
      <span className="swatch" style={{ background: AREA_STYLE.areaColor }} aria-hidden="true" />
      <span className="layer-name">{zoneName}</span>
      {state.status === 'loading' && <span className="muted">(Loading...)</span>}
      {state.status === 'error' && <span className="tag-error">Error</span>}
      {(state.status === 'shown' || state.status === 'listed') && (
        <span className="count">{state.count.toLocaleString('en-US')}</span>
      )}
    </label>
  );
}

export function LayersPanel() {
  useSignals();
  const disabled = !focused.value;
  return (
    <section
      className="panel-section layers-panel"
      data-tutorial="layers-panel"
      data-last-load-batch={lastLoadBatch.value}
    >
      <h2 className="section-title">NYC Infrastructure Layers</h2>
      {isDemoMode() && (
        <p className="demo-badge">Demo open data: layers come from the bundled sample, not the live city services.</p>
      )}
      <ZoneLayerRow />
      <AreaSourceNote testId="layers-area-source" />
      <LayerProgress />
      <label className={disabled ? 'layer-row all-recommended disabled' : 'layer-row all-recommended'}>
        <input type="checkbox" checked={allRecommendedOn.value} disabled={disabled} onChange={toggleAllRecommended} />
        <span className="layer-name">All Recommended</span>
      </label>
      {LAYER_GROUPS.map((group) => (
        <LayerGroupSection key={group.id} group={group} disabled={disabled} />
      ))}
      {disabled && <p className="hint">Focus a permit area to turn on infrastructure layers.</p>}
    </section>
  );
}

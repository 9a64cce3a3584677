/** 'NYC Infrastructure Layers': the zone layer toggle, always available; infrastructure layers follow. */
import { useSignals } from '@preact/signals-react/runtime';
import { AREA_STYLE } from '../../shared/app/constants';
import { GEOGRAPHY_MODES } from '../../shared/geography/modes';
import { areasLayerVisible, areasState } from '../store/areas';
import { focused } from '../store/focus';
import { geographyType } from '../store/geography';
import { mapAdapter } from '../store/map';

export function LayersPanel() {
  useSignals();
  const state = areasState.value;
  const zoneName = GEOGRAPHY_MODES[geographyType.value].geometryKind === 'point' ? 'Intersections' : 'Permit Areas';
  const toggle = (visible: boolean) => {
    areasLayerVisible.value = visible;
    // While an area is focused the other areas stay hidden; the choice applies when focus clears.
    if (!focused.peek()) mapAdapter.peek()?.setAreasVisible(visible);
  };
  return (
    <section className="panel-section" data-tutorial="layers-panel">
      <h2 className="section-title">NYC Infrastructure Layers</h2>
      <label className="layer-row">
        <input type="checkbox" checked={areasLayerVisible.value} onChange={(e) => toggle(e.target.checked)} />
        <span className="swatch" style={{ background: AREA_STYLE.areaColor }} aria-hidden="true" />
        <span className="layer-name">{zoneName}</span>
        {state.status === 'loading' && <span className="muted">(Loading...)</span>}
        {state.status === 'error' && <span className="tag-error">Error</span>}
        {state.status === 'shown' && <span className="count">{state.count.toLocaleString('en-US')}</span>}
      </label>
      {!focused.value && <p className="hint">Focus a permit area to turn on infrastructure layers.</p>}
    </section>
  );
}

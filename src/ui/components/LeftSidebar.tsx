/** Left sidebar: basemap, zone search, the mode switch, the zone creator (intersections) and layers. */
import { useSignals } from '@preact/signals-react/runtime';
import { clearFocus } from '../app/focus/focusController';
import { geographyType } from '../store/geography';
import { requestGeographyChooser } from '../app/windowEvents';
import { sitePlanMode } from '../store/focus';
import { leftSidebarOpen } from '../store/map';
import { BasemapChooser } from './BasemapChooser';
import { LayersPanel } from './LayersPanel';
import { ZoneSearch } from './ZoneSearch';
import { ZoneCreatorPanel } from './ZoneCreatorPanel';
import { GEOGRAPHY_MODES } from '../../shared/geography/modes';
import { AreaSourceNote } from './AreaSourceNote';
import { LiveNodesHint } from './LiveNodesHint';

export function LeftSidebar() {
  useSignals();
  if (!leftSidebarOpen.value) {
    return (
      <button type="button" className="btn sidebar-open" onClick={() => (leftSidebarOpen.value = true)}>
        Show sidebar
      </button>
    );
  }
  return (
    <aside className={sitePlanMode.value ? 'sidebar left narrow' : 'sidebar left'} aria-label="Tools">
      <div className="sidebar-head">
        <span className="mode-pill">{GEOGRAPHY_MODES[geographyType.value].displayName}</span>
        <button
          type="button"
          className="icon-button"
          title="Hide sidebar"
          aria-label="Hide sidebar"
          onClick={() => (leftSidebarOpen.value = false)}
        >
          «
        </button>
      </div>
      <AreaSourceNote testId="geography-source" />
      {geographyType.value === 'intersections' && <LiveNodesHint />}
      <BasemapChooser />
      <ZoneSearch />
      <button
        type="button"
        className="link-button"
        onClick={() => {
          clearFocus();
          requestGeographyChooser();
        }}
      >
        Wrong mode selected? Click here to switch.
      </button>
      {/* The Zone Creator panel takes this place in intersections mode. */}
      {geographyType.value === 'intersections' && <ZoneCreatorPanel />}
      <LayersPanel />
    </aside>
  );
}

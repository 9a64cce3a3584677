/** Status banners over the map: a map that cannot start or lost its graphics, an engine that stopped, offline and update notices, area loading, load errors, site-plan mode, saved plans, basemap notice. */
import { useSignals } from '@preact/signals-react/runtime';
import { loadGeography } from '../app/areas/areaLoader';
import { areasState } from '../store/areas';
import { SITE_PLAN_MIN_ZOOM } from '../../shared/app/constants';
import { zoomInToDesign } from '../app/map/cameraController';
import { focused, sitePlanMode } from '../store/focus';
import { basemapNotice } from '../store/map';
import { AppStatusBanners } from './AppStatusBanners';
import { EngineBanners } from './EngineBanners';
import { ReviewBanners } from './ReviewBanners';
import { PlanBanners } from './PlanBanners';
import { MapUnavailable } from './MapUnavailable';
import { SampleAreasBanner } from './SampleAreasBanner';

export function Banners() {
  useSignals();
  const state = areasState.value;
  return (
    <div className="banner-stack" aria-live="polite">
      <MapUnavailable />
      <EngineBanners />
      <AppStatusBanners />
      {state.status === 'loading' && (
        <div className="banner banner-info" role="status">
          <span className="spinner" aria-hidden="true" /> Loading zone geometry...
        </div>
      )}
      {state.status === 'error' && (
        <div className="banner banner-error" role="alert">
          <div>
            <strong>Error loading zone geometry:</strong> {state.message}
            {state.detail && state.detail !== state.message && (
              <div className="banner-detail">Last error: {state.detail}</div>
            )}
          </div>
          <button type="button" className="btn btn-small" onClick={() => void loadGeography(state.mode)}>
            Try again
          </button>
        </div>
      )}
      <SampleAreasBanner />
      {sitePlanMode.value && (
        <div className="banner banner-success banner-compact">
          Site Plan Mode Active – Design tools available on the right
        </div>
      )}
      {focused.value && !sitePlanMode.value && (
        // A large area's focus can land below the designer's zoom: say why the tools are gone, and offer the way back.
        <div className="banner banner-info" role="status">
          <span>The design tools show from zoom {SITE_PLAN_MIN_ZOOM}; this view is zoomed out too far.</span>
          <button type="button" className="btn btn-small" onClick={zoomInToDesign}>
            Zoom in to design
          </button>
        </div>
      )}
      <PlanBanners />
      <ReviewBanners />
      {basemapNotice.value && (
        <div className="banner banner-warning banner-compact" role="status" data-testid="basemap-notice">
          {basemapNotice.value}
        </div>
      )}
    </div>
  );
}

/**
 * Mounts the map through the adapter and shows what sits on top of it: overlay, tooltip, compass, and
 * in place of the map the words when it cannot start or has lost its graphics.
 */
import { useSignal, useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { areasFailed, areasShown } from '../app/areas/areaLoader';
import { handleMapClick, handleMapDblClick, hitTestRaster } from '../app/map/mapInteractions';
import { layerShown } from '../app/layers/layerController';
import { hoverArea } from '../app/areas/areaHover';
import { routePointer } from '../app/modes/activeMode';
import { layersShown, rasteredLayers } from '../store/layers';
import { MapAdapter } from '../map/MapAdapter';
import type { HoverInfo } from '../map/pointer';
import {
  basemap,
  basemapNotice,
  cameraMotion,
  mapPort,
  mapReady,
  mapView,
  presentDirect,
  vectorOnlyDrawing,
} from '../store/map';
import { theme } from '../store/theme';
import { areasState } from '../store/areas';
import { pointerPx, selectionBox } from '../store/edit';
import { selection } from '../store/plan';
import { focused, focusFraming } from '../store/focus';
import { centreOnScreen, focusCornersOnScreen } from '../app/map/cameraController';
import { WORKER_TILES } from '../app/map/workerTiles';
import { Compass } from './Compass';
import { AreaTooltip } from './AreaTooltip';
import { ObjectHoverTools } from './ObjectHoverTools';
import { mapStateOf } from './MapUnavailable';
import { mapContext, mapFailure } from '../store/mapHealth';
import { mapStartFailure, probeWebgl } from '../map/webglSupport';
import { useFileDrop } from './useFileDrop';

/** The bearing to a tenth of a degree; a hair west of north is '0.0', not toFixed's '-0.0'. */
const bearingText = (bearing: number) => (Math.round(bearing * 10) / 10 || 0).toFixed(1);

export function MapView() {
  useSignals();
  const container = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useFileDrop(area);
  const hover = useSignal<HoverInfo | null>(null);

  // The last pointer move the app handled, written straight to the element: a move must not re-render the map view.
  useSignalEffect(() => {
    const at = pointerPx.value;
    if (at) area.current?.setAttribute('data-pointer', `${Math.round(at.x)},${Math.round(at.y)}`);
  });

  useEffect(() => {
    const adapter = new MapAdapter(
      theme.peek(),
      basemap.peek(),
      {
        onReady: () => {
          mapReady.value = true;
        },
        onView: (view) => {
          mapView.value = view;
        },
        onCameraMove: () => {
          cameraMotion.value = { moves: cameraMotion.peek().moves + 1, still: false };
        },
        onCameraIdle: () => {
          cameraMotion.value = { ...cameraMotion.peek(), still: true };
        },
        onClick: (e) => void handleMapClick(e),
        onDblClick: handleMapDblClick,
        onHover: (info) => {
          hover.value = info;
          hoverArea(typeof info?.props._idx === 'number' ? info.props._idx : null);
        },
        onAreasShown: areasShown,
        onAreasFailed: areasFailed,
        onLayerShown: layerShown,
        onPointer: routePointer,
        onBasemapNotice: (notice) => {
          basemapNotice.value = notice;
        },
        onRastered: (ids) => {
          rasteredLayers.value = ids;
        },
        hitTestRaster,
        onContext: (state) => {
          mapContext.value = state === 'restored' ? 'ok' : state;
        },
        // Written straight to the element, as the pointer is: a frame must not re-render the map view.
        onRender: (renders) => area.current?.setAttribute('data-map-renders', String(renders)),
        // The render on screen: tests read the map's pixels once it is the last one rendered.
        onShown: (frame) => area.current?.setAttribute('data-map-shown', String(frame)),
      },
      { vectorOnly: vectorOnlyDrawing(), presentDirect: presentDirect() },
    );
    adapter.port.tiles.serve(WORKER_TILES);
    mapPort.value = adapter.port;
    // Asked first, so a browser without WebGL hears why at once (not after the basemap's style loads).
    const probe = probeWebgl();
    if (probe.unavailable !== null) mapFailure.value = { kind: 'webgl-unavailable', detail: probe.unavailable };
    else
      adapter.mount(container.current!, mapView.peek(), probe.renderer).catch((error: unknown) => {
        const failure = mapStartFailure(error);
        mapFailure.value = { kind: failure.kind, detail: failure.detail };
      });
    return () => {
      mapPort.value = null;
      mapReady.value = false;
      mapContext.value = 'ok';
      // A new mount asks again (the component remounts when the page crosses the mobile cut-off).
      mapFailure.value = null;
      adapter.destroy();
    };
  }, [hover]);

  const state = areasState.value;
  const focusCorners = focusCornersOnScreen(focused.value, mapView.value);
  return (
    <div
      ref={area}
      className="map-area"
      data-tutorial="map"
      data-areas-state={state.status}
      data-zoom={mapView.value.zoom.toFixed(2)}
      data-bearing={bearingText(mapView.value.bearing)}
      data-camera={cameraMotion.value.still && focusFraming.value === 0 ? 'still' : 'moving'}
      data-camera-moves={cameraMotion.value.moves}
      data-focus-corners={focusCorners}
      data-centre={centreOnScreen(mapView.value)}
      data-layers-shown={layersShown.value}
      data-rastered-layers={rasteredLayers.value.join(' ')}
      data-selected={selection.value.objects.length + selection.value.shapes.length}
      data-map-state={mapStateOf(mapReady.value)}
    >
      <div ref={container} className="map-canvas" />
      {!mapReady.value && !mapFailure.value && (
        <div className="map-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading map...
        </div>
      )}
      {mapReady.value && <Compass />}
      {hover.value && <AreaTooltip info={hover.value} />}
      {mapReady.value && <ObjectHoverTools />}
      {selectionBox.value && (
        <div
          className="selection-box"
          data-testid="selection-box"
          style={{
            left: Math.min(selectionBox.value.x0, selectionBox.value.x1),
            top: Math.min(selectionBox.value.y0, selectionBox.value.y1),
            width: Math.abs(selectionBox.value.x1 - selectionBox.value.x0),
            height: Math.abs(selectionBox.value.y1 - selectionBox.value.y0),
          }}
        />
      )}
    </div>
  );
}

/**
 * The map's camera, as the port's camera: view, rotation, eases and fits, the focus constraints and
 * the padding that keeps a focused area clear of the panels.
 */
import type * as maplibregl from 'maplibre-gl';
import { CAMERA } from '../../shared/map/constants';
import { FOCUS } from '../../shared/geography/constants';
import type { FocusCamera } from '../../shared/geography/focusCamera';
import type { BBox } from '../../shared/geometry/bbox';
import type { MapHandle } from './mapHandle';
import type { CameraPort, Constraints, MapView, ScreenPoint } from './port';

/** The place search box sits over the top of the map. */
const PLACE_SEARCH_ROW_PX = 50;
/** MapLibre's zoom buttons and the compass stand in a column at the map's right edge… */
const CONTROL_COLUMN_PX = 44;
/** …and the scale bar (up to 100 px wide) in its bottom-right corner. */
const SCALE_BAR_ROW_PX = 24;

export class MapCamera implements CameraPort {
  private bearingTarget: number | null = null;

  constructor(private readonly handle: MapHandle) {}

  private get map(): maplibregl.Map | null {
    return this.handle.current;
  }

  // ---- view -------------------------------------------------------------------------------------

  getView(): MapView | null {
    const map = this.map;
    if (!map) return null;
    const c = map.getCenter();
    return {
      center: { lng: c.lng, lat: c.lat },
      zoom: map.getZoom(),
      bearing: map.getBearing(),
      pitch: map.getPitch(),
    };
  }

  project(lng: number, lat: number): ScreenPoint | null {
    const p = this.map?.project([lng, lat]);
    return p ? { x: p.x, y: p.y } : null;
  }

  viewportSize(): { width: number; height: number } {
    const canvas = this.map?.getContainer();
    return { width: canvas?.clientWidth ?? 0, height: canvas?.clientHeight ?? 0 };
  }

  visibleBounds(): BBox | null {
    const b = this.map?.getBounds();
    return b ? [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] : null;
  }

  /** Straight to a view, no animation (a saved plan's view); the focus fence still applies. */
  jumpTo(view: MapView): void {
    this.map?.jumpTo({
      center: [view.center.lng, view.center.lat],
      zoom: view.zoom,
      bearing: view.bearing,
      pitch: view.pitch,
    });
  }

  /** Key presses during a turn add to where the map is turning to, not to where it is mid-way. */
  rotateBy(degrees: number): void {
    const map = this.map;
    if (!map) return;
    const target = (map.isRotating() && this.bearingTarget !== null ? this.bearingTarget : map.getBearing()) + degrees;
    this.bearingTarget = target;
    map.rotateTo(target, { duration: CAMERA.rotationMs });
  }

  resetNorth(): void {
    this.map?.resetNorth({ duration: CAMERA.northResetMs });
  }

  /** Zooms in (never out) to `zoom` where the map is, keeping its bearing. */
  zoomInTo(zoom: number, durationMs: number): void {
    const map = this.map;
    if (map && map.getZoom() < zoom) map.easeTo({ zoom, duration: durationMs });
  }

  /** Eases to a centre and zoom, keeping the bearing (the focus fence and minimum zoom still apply). */
  easeTo(center: { lng: number; lat: number }, zoom: number, durationMs: number): void {
    this.map?.easeTo({ center: [center.lng, center.lat], zoom, duration: durationMs });
  }

  panTo(lng: number, lat: number, durationMs: number): void {
    this.map?.easeTo({ center: [lng, lat], duration: durationMs });
  }

  flyToPlace(lng: number, lat: number, bbox: BBox | null): void {
    const map = this.map;
    if (!map) return;
    if (bbox && bbox[2] - bbox[0] > 0.0005)
      map.fitBounds(
        [
          [bbox[0], bbox[1]],
          [bbox[2], bbox[3]],
        ],
        { padding: 60, maxZoom: 17, duration: 1000 },
      );
    else map.flyTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), 17), duration: 1000 });
  }

  /** Eases to a focus camera and resolves when the camera is idle (or the move was interrupted). */
  moveToCamera(camera: FocusCamera): Promise<void> {
    const map = this.map;
    if (!map) return Promise.resolve();
    return new Promise((resolve) => {
      map.easeTo({
        center: camera.center,
        zoom: camera.zoom,
        bearing: camera.bearing,
        padding: camera.padding,
        duration: camera.duration,
      });
      // Listening after the move starts: starting it ends any move in progress, whose 'moveend' is not ours.
      if (map.isMoving()) map.once('moveend', () => resolve());
      else resolve();
    });
  }

  getConstraints(): Constraints {
    const map = this.map;
    const mb = map?.getMaxBounds();
    return {
      maxBounds: mb ? [mb.getWest(), mb.getSouth(), mb.getEast(), mb.getNorth()] : null,
      minZoom: map?.getMinZoom() ?? 0,
      rotateByGesture: map?.dragRotate.isEnabled() ?? true,
    };
  }

  setConstraints(c: Constraints): void {
    const map = this.map;
    if (!map) return;
    map.setMaxBounds(
      c.maxBounds
        ? [
            [c.maxBounds[0], c.maxBounds[1]],
            [c.maxBounds[2], c.maxBounds[3]],
          ]
        : null,
    );
    map.setMinZoom(c.minZoom);
    // The zoom buttons refresh their disabled state only on 'move'; a lowered minimum must re-enable 'Zoom out'.
    map.fire('move', { originalEvent: undefined });
    if (c.rotateByGesture) {
      map.dragRotate.enable();
      map.touchZoomRotate.enableRotation();
    } else {
      map.dragRotate.disable();
      map.touchZoomRotate.disableRotation();
    }
  }

  /**
   * Padding that keeps a focused area clear of what is overlaid on the map: the sidebars, the map's
   * control column and the banners over its top (`topOverlayPx`, how far down they reach), so every
   * part of the area can be seen and clicked.
   */
  focusPadding(leftSidebarOpen: boolean, rightPanelPx: number, topOverlayPx = 0): FocusCamera['padding'] {
    const p = FOCUS.paddingPx;
    return {
      top: p + Math.max(PLACE_SEARCH_ROW_PX, topOverlayPx),
      bottom: p + SCALE_BAR_ROW_PX,
      left: leftSidebarOpen ? FOCUS.sidebarPaddingPx : p,
      right: p + rightPanelPx + CONTROL_COLUMN_PX,
    };
  }

  fitBounds(bbox: BBox, options: { paddingPx: number; durationMs: number; maxZoom: number }): void {
    this.map?.fitBounds(
      [
        [bbox[0], bbox[1]],
        [bbox[2], bbox[3]],
      ],
      { padding: options.paddingPx, duration: options.durationMs, maxZoom: options.maxZoom },
    );
  }
}

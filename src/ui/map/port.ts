/**
 * The map as the rest of the app sees it: one narrow port. Controllers send it commands — the camera,
 * tile sets handed over by the workers, popups — and ask it a few questions about what is drawn; what
 * the map draws otherwise comes from the one overlay state (app/map/mapOverlay.ts → setOverlay).
 * MapAdapter implements it; tests hand controllers a fake through `mapPort` (store/map.ts).
 */
import type { BasemapChoice, Theme } from '../../shared/map/basemaps';
import type { FocusCamera } from '../../shared/geography/focusCamera';
import type { BBox } from '../../shared/geometry/bbox';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { DrawCallbacks, DrawControl } from './drawControl';
import type { Capture, ExportCaptureRequest } from './offscreenCapture';
import type { PopupContent } from './featurePopup';
import type { MapOverlay } from './overlayDiff';
import type { ShownLayer } from './styles/infrastructureLayers';
import type { AreaTileSet } from './styles/overlayLayers';
import type { TileLoader, TileSourceName } from './tileSources';

export type { TileLoader, TileSourceName };

export interface MapView {
  center: { lng: number; lat: number };
  zoom: number;
  bearing: number;
  pitch: number;
}

export interface Constraints {
  maxBounds: BBox | null;
  minZoom: number;
  rotateByGesture: boolean;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** The camera: where the map looks, and the moves the app asks for. */
export interface CameraPort {
  getView(): MapView | null;
  viewportSize(): { width: number; height: number };
  visibleBounds(): BBox | null;
  project(lng: number, lat: number): ScreenPoint | null;
  jumpTo(view: MapView): void;
  easeTo(center: { lng: number; lat: number }, zoom: number, durationMs: number): void;
  panTo(lng: number, lat: number, durationMs: number): void;
  rotateBy(degrees: number): void;
  resetNorth(): void;
  zoomInTo(zoom: number, durationMs: number): void;
  flyToPlace(lng: number, lat: number, bbox: BBox | null): void;
  fitBounds(bbox: BBox, options: { paddingPx: number; durationMs: number; maxZoom: number }): void;
  /** Resolves when the camera is idle again (or the move was interrupted). */
  moveToCamera(camera: FocusCamera): Promise<void>;
  getConstraints(): Constraints;
  setConstraints(constraints: Constraints): void;
  /** Padding that keeps a focused area clear of what is overlaid on the map. */
  focusPadding(leftSidebarOpen: boolean, rightPanelPx: number, topOverlayPx?: number): FocusCamera['padding'];
}

/** Tile sets the workers made, handed over to be drawn (their visibility is overlay state). */
export interface TileSetPort {
  setAreas(areas: AreaTileSet | null): void;
  /** The worker added areas to the load on the map: its tiles are fetched again in place. */
  refreshAreaTiles(): void;
  setInfrastructureLayer(id: InfrastructureLayerId, tiles: Omit<ShownLayer, 'visible'> | null, visible: boolean): void;
  clearInfrastructure(): void;
  /**
   * Where the map gets the tiles the workers serve (app/map/workerTiles.ts). The first loaders given
   * stay: MapLibre's tile protocols are the page's, not one map's, and the loaders ask the engines anew
   * for every tile, so a restarted worker answers.
   */
  serve(loaders: Readonly<Record<TileSourceName, TileLoader>>): void;
}

export interface PopupPort {
  show(lng: number, lat: number, content: PopupContent): void;
  close(): void;
}

export interface InfraHit {
  tilesKey: string;
  featureId: number;
}

/** What is drawn under a screen point. */
export interface MapQueries {
  /** Properties of the top permit area (or intersection) under a point, while the areas show. */
  areaPropsAt(x: number, y: number): Record<string, unknown> | null;
  /** The infrastructure feature under a point: its tile set and id (the layers worker describes it). */
  infrastructureFeatureAt(x: number, y: number): Promise<InfraHit | null>;
}

/** What an interaction mode may ask of the map (app/modes). */
export interface ModeMap {
  /** The placed object under a screen point. */
  objectAt(x: number, y: number): string | null;
  project(lng: number, lat: number): ScreenPoint | null;
  /** Off while a mode drags something, so the drag does not pan the map. */
  setDragPan(enabled: boolean): void;
  setCursor(cursor: string): void;
}

export interface MapPort {
  readonly camera: CameraPort;
  readonly tiles: TileSetPort;
  readonly popups: PopupPort;
  readonly queries: MapQueries;
  readonly pointer: ModeMap;
  /** Applies a basemap and theme; false when another switch overtook it. */
  setBasemap(choice: BasemapChoice, theme: Theme): Promise<boolean>;
  /** The overlay state, from the one effect that derives it (app/map/mapOverlay.ts). */
  setOverlay(overlay: MapOverlay): void;
  /**
   * The export's map frame and locator, drawn by an offscreen map of the basemap, the permit areas
   * and the focus tint (the export worker draws every feature itself). Null while the map has no
   * style to give it yet. Cancelled by the request's signal (CaptureCancelled).
   */
  captureForExport(request: ExportCaptureRequest): Promise<Capture> | null;
  /** terra-draw on the loaded map, loaded on first use; null while the map cannot take it yet. */
  startDrawing(callbacks: DrawCallbacks): Promise<DrawControl | null>;
}

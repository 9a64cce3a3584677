/**
 * The one imperative MapLibre adapter. It keeps the app's overlays across basemap and theme changes.
 * Overlay state (focus, overlaps, objects, selection, zone preview, area and layer visibility…)
 * arrives only through setOverlay, from one effect (src/ui/app/mapOverlay.ts). What stays imperative
 * are commands and resources, not state: the camera, the basemap, tile sets handed over (areas,
 * infrastructure), popups, drawing, mount and destroy.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { BASEMAP_ERRORS, type BasemapChoice, type Theme } from '../../shared/map/basemaps';
import { BaseStyles } from './baseStyleLoader';
import { composeStyle } from './styles/baseStyles';
import {
  AREA_HIT_LAYERS,
  areaParts,
  EMPTY_COLLECTION,
  LAYER_IDS,
  type AreaTileSet,
  type OverlayState,
} from './styles/overlayLayers';
import { watchSatelliteTiles } from './satelliteWatch';
import { CameraControl } from './cameraControl';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { ShownLayer } from './styles/infrastructureLayers';
import { DenseLayers, type DenseState, type InfraHit, type RasterHitTest } from './denseLayers';
import { VECTOR_FEATURE_BUDGET } from '../../shared/layers/raster/drawPlan';
import { InfrastructureImages } from './infrastructureImages';
import { popupElement, type PopupContent } from './featurePopup';
import { whenShown } from './sourceShown';
import { attachAreas } from './areaAttach';
import { refreshAreaTiles } from './areaTilesRefresh';
import { OverlaySync, type MapOverlay } from './overlaySync';
import { infrastructureFeatureAt } from './hitTests';
import { LightLayer } from './light/LightLayer';
import { PressGate } from './pressGate';
import { debounce } from '../../shared/async/debounce';
import type { DrawCallbacks, DrawControl } from './drawControl';
import { keepDrawLayers } from './drawLayers';
import type { ModeMap } from '../app/modes/types';
import { watchContextLoss, type ContextLossHooks } from './contextLoss';

maplibregl.setWorkerUrl(workerUrl);

export type { Constraints, MapView } from './cameraControl';
import type { MapView } from './cameraControl';
import { pointerOf, type MapPointerEvent } from './pointerEvent';
export type { MapPointerEvent };

export type { EditOverlay, MapOverlay } from './overlaySync';
export interface HoverInfo {
  x: number;
  y: number;
  props: Record<string, unknown>;
}

export interface MapEvents {
  onReady: () => void;
  onView: (view: MapView) => void;
  onClick: (e: MapPointerEvent) => void;
  onDblClick: (e: MapPointerEvent) => void;
  onHover: (info: HoverInfo | null) => void;
  /** Pointer moves, presses and releases over the map (the active interaction mode handles them). */
  onPointer: (kind: 'move' | 'down' | 'up', e: MapPointerEvent) => void;
  onAreasShown: (tilesKey: string) => void;
  /** A load of areas could not be shown: the spec's text of what failed. */
  onAreasFailed: (tilesKey: string, detail: string) => void;
  /** A loaded infrastructure layer's tiles are on the map (drawn, or hidden but ready). */
  onLayerShown: (id: InfrastructureLayerId, tilesKey: string) => void;
  onBasemapNotice: (notice: string | null) => void;
  /** The layers now drawn from raster tiles (the rest are vectors). */
  onRastered: (ids: InfrastructureLayerId[]) => void;
  /** Asks the layers worker for the nearest feature of rastered loads (MapLibre never saw them as features). */
  hitTestRaster: RasterHitTest;
  /** The map's WebGL context was lost, is back (the map redrawn as it was), or has not come back in time. */
  onContext?: (state: 'lost' | 'restored' | 'unrestored') => void;
}

export type { InfraHit };

export interface MapDrawingOptions {
  /** Today's drawing for comparison (`?draw=vector`): every layer as vectors, MapLibre's symbol fade. */
  vectorOnly: boolean;
}

/**
 * Layers arriving close together reach the map as one change: each change costs a map frame and new
 * raster tiles, and on a software renderer a frame is 100–300 ms. A batch waits for a lull of this long…
 */
const ARRIVAL_LULL_MS = 120;
/** …but never holds a layer back longer than this. */
const ARRIVAL_MAX_WAIT_MS = 400;

export const BASEMAP_FALLBACK_NOTICE = 'Basemap unreachable — showing the offline map. Areas and tools keep working.';
export const SATELLITE_FALLBACK_NOTICE = 'Aerial imagery unreachable — areas and tools keep working.';

export class MapAdapter extends CameraControl implements ModeMap {
  private overlays: OverlayState = {
    areas: null,
    areasVisible: true,
    focus: EMPTY_COLLECTION,
    overlaps: EMPTY_COLLECTION,
    infrastructure: {},
    zonePreview: EMPTY_COLLECTION,
    pointsHidden: false,
    shapeLabels: EMPTY_COLLECTION,
    compare: EMPTY_COLLECTION,
    infrastructureDrawing: { ratio: 1, vectorBudget: VECTOR_FEATURE_BUDGET, bearing: 0 },
  };
  private dense: DenseLayers | null = null;
  private images: InfrastructureImages | null = null;
  /** Placed objects, previews, selection, badges and hover, drawn over the map without redrawing it. */
  private light: LightLayer | null = null;
  /** Keeps a click from waking MapLibre's drag-pan, which would redraw the whole map for it. */
  private presses: PressGate | null = null;
  private popup: maplibregl.Popup | null = null;
  private restyleFrame = 0;
  private base: maplibregl.StyleSpecification | null = null;
  private readonly bases = new BaseStyles();
  private viewFrame = 0;
  private stopSatelliteWatch: (() => void) | null = null;
  private destroyed = false;
  private readonly arrivals = debounce(() => this.scheduleRestyle(), ARRIVAL_LULL_MS, ARRIVAL_MAX_WAIT_MS);
  private stopContextWatch: (() => void) | null = null;
  /** The map while its WebGL context is lost: set aside, so no call reaches it until it is rebuilt. */
  private mapSetAside: maplibregl.Map | null = null;
  private readonly sync = new OverlaySync({
    map: () => this.map,
    get: () => this.overlays,
    set: (state) => (this.overlays = state),
    setSourceData: (id, data) => this.setSourceData(id, data),
    restyle: () => this.restyle(),
    scheduleRestyle: () => this.scheduleRestyle(),
    setLight: (overlay, typeIds) => this.light?.set(overlay, typeIds),
  });

  constructor(
    private theme: Theme,
    private basemap: BasemapChoice,
    private readonly events: MapEvents,
    private readonly drawing: MapDrawingOptions = { vectorOnly: false },
  ) {
    super();
    // Raster tiles at the screen's density (at most 2: sharper costs the worker four times the pixels).
    const ratio = Math.min(2, Math.max(1, Math.round((globalThis.devicePixelRatio || 1) * 2) / 2));
    this.overlays.infrastructureDrawing = {
      ratio,
      vectorBudget: drawing.vectorOnly ? Infinity : VECTOR_FEATURE_BUDGET,
      bearing: 0,
    };
  }

  async mount(container: HTMLElement, view: MapView): Promise<void> {
    const loaded = await this.bases.baseFor(this.basemap, this.theme);
    if (this.destroyed) return;
    this.base = loaded.style;
    const map = new maplibregl.Map({
      container,
      style: this.compose(loaded.style, this.overlays),
      center: [view.center.lng, view.center.lat],
      zoom: view.zoom,
      bearing: view.bearing,
      pitch: view.pitch,
      attributionControl: { compact: true },
      // MapLibre's 300 ms symbol fade restarts on every frame slower than itself: on a software
      // renderer the map would then repaint for ever while idle. Symbols appear at once instead.
      fadeDuration: this.drawing.vectorOnly ? 300 : 0,
    });
    this.map = map;
    this.stopContextWatch = watchContextLoss(map, this.contextHooks(map));
    this.dense = new DenseLayers(map, this.events.hitTestRaster, this.events.onRastered);
    // A style replaced whole (not diffed) drops our own layer: put it back.
    map.on('styledata', () => this.dense?.sync(this.denseState()));
    // Raster icons are drawn upright for the bearing: a turned map gets tiles drawn for its new bearing.
    map.on('moveend', () => {
      const bearing = Math.round(map.getBearing());
      if (bearing === this.overlays.infrastructureDrawing.bearing) return;
      this.overlays = { ...this.overlays, infrastructureDrawing: { ...this.overlays.infrastructureDrawing, bearing } };
      this.dense?.sync(this.denseState());
    });
    this.images = new InfrastructureImages(map);
    this.light = new LightLayer(map, this.theme);
    this.presses = new PressGate(map);
    // Shift-click places objects in batch mode; MapLibre's shift-drag box zoom would swallow it.
    map.boxZoom.disable();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-right');
    map.on('load', () => {
      this.noticeFor(loaded.fallback, false);
      this.watchSatellite();
      this.events.onReady();
      this.emitView();
    });
    map.on('move', () => this.scheduleView());
    // Tile and network failures surface as the basemap notice; without a listener MapLibre would log each one.
    map.on('error', () => {});
    map.on('click', (e) => this.events.onClick(pointerOf(e)));
    map.on('dblclick', (e) => {
      // Double-click on an area focuses it instead of zooming.
      if (this.areaPropsAt(e.point.x, e.point.y)) e.preventDefault();
      this.events.onDblClick(pointerOf(e));
    });
    map.on('mousemove', (e) => {
      this.hover(e.point.x, e.point.y);
      this.events.onPointer('move', pointerOf(e));
    });
    map.on('mousedown', (e) => {
      if (!this.presses?.isReplaying) this.events.onPointer('down', pointerOf(e));
    });
    map.on('mouseup', (e) => this.events.onPointer('up', pointerOf(e)));
    map.on('mouseout', () => this.clearHover());
  }

  destroy(): void {
    this.destroyed = true;
    this.arrivals.cancel();
    cancelAnimationFrame(this.viewFrame);
    cancelAnimationFrame(this.restyleFrame);
    this.stopSatelliteWatch?.();
    this.light?.destroy();
    this.light = null;
    this.presses?.destroy();
    this.presses = null;
    this.stopContextWatch?.();
    (this.map ?? this.mapSetAside)?.remove();
    this.map = null;
    this.mapSetAside = null;
  }

  // ---- a lost WebGL context (contextLoss.ts) ------------------------------------------------------

  /** While the context is lost every call is a no-op; once MapLibre has rebuilt its style, the overlays go back on. */
  private contextHooks(map: maplibregl.Map): ContextLossHooks {
    return {
      lost: () => {
        this.mapSetAside = map;
        this.map = null;
        this.events.onContext?.('lost');
      },
      restored: () => {
        if (this.destroyed) return;
        this.map = map;
        this.mapSetAside = null;
        // What changed while the map was set aside, and our own WebGL layer (DenseLayers), go back on.
        this.restyle();
        this.events.onContext?.('restored');
      },
      unrestored: () => this.events.onContext?.('unrestored'),
    };
  }

  // ---- overlays ---------------------------------------------------------------------------------

  /** The app's overlay state, derived from its signals by one effect (see overlaySync.ts). */
  setOverlay(overlay: MapOverlay): void {
    this.sync.apply(overlay);
  }

  /** Hands over a load of areas (a tile set); the focus outline is overlay state and clears with the focus. */
  setAreas(areas: AreaTileSet | null): void {
    this.clearHover();
    this.overlays = { ...this.overlays, areas };
    if (!areas) return this.restyle();
    const stillWanted = () => !this.destroyed && this.overlays.areas?.tilesKey === areas.tilesKey;
    void attachAreas(this.map, { ...areaParts(areas.kind), apply: () => this.restyle(), stillWanted }).then(
      (outcome) => {
        if (outcome.status === 'shown') this.events.onAreasShown(areas.tilesKey);
        if (outcome.status === 'failed') this.events.onAreasFailed(areas.tilesKey, outcome.detail);
      },
    );
  }

  /** The worker added areas to the load on the map (see areaTilesRefresh.ts). */
  refreshAreaTiles(): void {
    refreshAreaTiles(this.map, this.overlays.areas);
  }

  // ---- drawing -----------------------------------------------------------------------------------

  /**
   * Starts terra-draw on the loaded map, loading it first (its own chunk, about 160 KB); null while
   * the style is mid-update. Rejects when terra-draw cannot be loaded or started (the UI offers Retry).
   */
  async startDrawing(callbacks: DrawCallbacks): Promise<DrawControl | null> {
    const { DrawControl } = await import('./drawControl');
    const map = this.map;
    if (!map || this.destroyed || !map.isStyleLoaded()) return null;
    return new DrawControl(map, callbacks);
  }

  /** Properties of the top area under a screen point, for tooltips and double-click. */
  areaPropsAt(x: number, y: number): Record<string, unknown> | null {
    const map = this.map;
    if (!map || !this.overlays.areas || !this.overlays.areasVisible) return null;
    const layers = AREA_HIT_LAYERS.filter((id) => map.getLayer(id));
    if (!layers.length) return null;
    const hit = map.queryRenderedFeatures([x, y], { layers })[0];
    return hit ? (hit.properties as Record<string, unknown>) : null;
  }

  // ---- infrastructure layers -------------------------------------------------------------------

  /** Hands over a loaded layer's worker tiles (or removes the layer); later toggles arrive as overlay state. Icons are on the map before it draws. */
  setInfrastructureLayer(id: InfrastructureLayerId, tiles: Omit<ShownLayer, 'visible'> | null, visible: boolean): void {
    const others = Object.fromEntries(Object.entries(this.overlays.infrastructure).filter(([key]) => key !== id));
    const next = tiles ? { ...others, [id]: { ...tiles, visible } } : others;
    this.overlays = { ...this.overlays, infrastructure: next };
    if (!tiles) return this.scheduleRestyle();
    void (this.images?.ready() ?? Promise.resolve()).then(
      () => this.arrivals(),
      () => this.arrivals(),
    );
    if (this.map)
      whenShown(
        this.map,
        () => this.dense?.isDrawn(id, this.denseState()) ?? false,
        () => this.overlays.infrastructure[id]?.tilesKey === tiles.tilesKey,
        () => this.events.onLayerShown(id, tiles.tilesKey),
      );
  }

  clearInfrastructure(): void {
    this.closePopup();
    if (Object.keys(this.overlays.infrastructure).length === 0) return;
    this.overlays = { ...this.overlays, infrastructure: {} };
    this.scheduleRestyle();
  }

  /**
   * The infrastructure feature under a screen point (its tile set and id, for the popup): the top
   * vector feature, else the nearest feature of the rastered layers, found by the layers worker.
   */
  async infrastructureFeatureAt(x: number, y: number): Promise<InfraHit | null> {
    const map = this.map;
    if (!map) return null;
    const vector = infrastructureFeatureAt(map, this.overlays.infrastructure, x, y);
    if (vector) return vector;
    return this.dense?.featureAt(x, y, this.denseState()) ?? null;
  }

  private denseState(): DenseState {
    return { overlay: this.overlays.infrastructure, drawing: this.overlays.infrastructureDrawing };
  }

  showPopup(lng: number, lat: number, content: PopupContent): void {
    const map = this.map;
    if (!map) return;
    this.closePopup();
    this.popup = new maplibregl.Popup({ closeButton: true, maxWidth: '280px', className: 'stager-popup' })
      .setLngLat([lng, lat])
      .setDOMContent(popupElement(content))
      .addTo(map);
  }

  closePopup(): void {
    this.popup?.remove();
    this.popup = null;
  }

  // ---- placed objects ----------------------------------------------------------------------------

  /** The placed object under a screen point, if any (as the light layer draws it). */
  objectAt(x: number, y: number): string | null {
    return this.light?.objectAt(x, y) ?? null;
  }

  project(lng: number, lat: number): { x: number; y: number } | null {
    const p = this.map?.project([lng, lat]);
    return p ? { x: p.x, y: p.y } : null;
  }

  /** Off while an object is dragged, so the drag moves the object and not the map. */
  setDragPan(enabled: boolean): void {
    this.presses?.setDragPan(enabled);
  }

  setCursor(cursor: string): void {
    const canvas = this.map?.getCanvas();
    if (canvas) canvas.style.cursor = cursor;
  }

  // ---- basemap and theme -----------------------------------------------------------------------

  /** Applies a basemap and theme (satellite over the kept streets style, see BaseStyles); false when not applied. */
  async setBasemap(choice: BasemapChoice, theme: Theme): Promise<boolean> {
    if (!this.map) throw new Error(BASEMAP_ERRORS.noMap);
    const loaded = await this.bases.baseFor(choice, theme);
    const map = this.map;
    if (!map || this.destroyed) return false;
    this.basemap = choice;
    this.theme = theme;
    this.base = loaded.style;
    this.light?.setTheme(theme);
    this.restyle();
    this.noticeFor(loaded.fallback, false);
    this.watchSatellite();
    return true;
  }

  // ---- export ------------------------------------------------------------------------------------

  /**
   * The export's offscreen style: the basemap with the permit areas and the focus tint only. The
   * export worker draws the infrastructure, the objects, the shapes and the focus outline itself, as
   * vectors, so the offscreen map never draws (nor waits for) a feature.
   */
  exportStyle(): maplibregl.StyleSpecification | null {
    if (!this.base) return null;
    const overlays: OverlayState = {
      ...this.overlays,
      infrastructure: {},
      overlaps: EMPTY_COLLECTION,
      zonePreview: EMPTY_COLLECTION,
      shapeLabels: EMPTY_COLLECTION,
      compare: EMPTY_COLLECTION,
      pointsHidden: false,
    };
    const style = this.compose(this.base, overlays);
    return { ...style, layers: style.layers.filter((l) => l.id !== LAYER_IDS.focusOutline) };
  }

  // ---- internals -------------------------------------------------------------------------------

  /** Many layers finishing together cost one style update per frame, not one each. */
  private scheduleRestyle(): void {
    if (this.restyleFrame) return;
    this.restyleFrame = requestAnimationFrame(() => {
      this.restyleFrame = 0;
      this.restyle();
    });
  }

  private compose(base: maplibregl.StyleSpecification, overlays: OverlayState): maplibregl.StyleSpecification {
    return composeStyle(base, overlays, this.theme, this.basemap.key === 'satellite' ? this.basemap.year : null);
  }

  private restyle(): void {
    if (!this.map || !this.base) return;
    this.map.setStyle(this.compose(this.base, this.overlays), { diff: true, transformStyle: keepDrawLayers });
    this.dense?.sync(this.denseState());
  }

  private setSourceData(id: string, data: GeoJSON.FeatureCollection): void {
    const source = this.map?.getSource<maplibregl.GeoJSONSource>(id);
    if (source) source.setData(data);
    else this.restyle();
  }

  private watchSatellite(): void {
    this.stopSatelliteWatch?.();
    this.stopSatelliteWatch = null;
    if (this.map && this.basemap.key === 'satellite') {
      this.stopSatelliteWatch = watchSatelliteTiles(this.map, (unreachable) => this.noticeFor(false, unreachable));
    }
  }

  private noticeFor(baseFallback: boolean, satelliteUnreachable: boolean): void {
    this.events.onBasemapNotice(
      baseFallback ? BASEMAP_FALLBACK_NOTICE : satelliteUnreachable ? SATELLITE_FALLBACK_NOTICE : null,
    );
  }

  private scheduleView(): void {
    if (this.viewFrame) return;
    this.viewFrame = requestAnimationFrame(() => {
      this.viewFrame = 0;
      this.emitView();
    });
  }

  private emitView(): void {
    const view = this.getView();
    if (view) this.events.onView(view);
  }

  private hover(x: number, y: number): void {
    const map = this.map;
    if (!map) return;
    // The hovered area is outlined by the light layer (the app asks the geography worker for its shape);
    // the map itself is not redrawn for a pointer move.
    const props = this.areaPropsAt(x, y);
    this.events.onHover(props ? { x, y, props } : null);
    if (props || infrastructureFeatureAt(map, this.overlays.infrastructure, x, y)) {
      this.dense?.cancelHover();
      map.getCanvas().style.cursor = 'pointer';
      return;
    }
    // Over a placed object the object's own cursor wins.
    this.dense?.hoverCursor(x, y, this.denseState(), this.objectAt(x, y) !== null);
  }

  private clearHover(): void {
    this.dense?.cancelHover();
    this.events.onHover(null);
  }
}

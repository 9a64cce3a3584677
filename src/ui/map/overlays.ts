/**
 * Everything the app draws over the basemap, and the one style it composes: the overlay state handed
 * over by the app's effect (setOverlay), the tile sets the workers made (areas, infrastructure: loaded
 * layers reach the map in batches, layerBatches.ts), the dense layers drawn from raster tiles, and the
 * light layer (a 2D canvas over the map for what follows the user's hand). The shape labels reach
 * MapLibre by ShapeLabelsSource, only those that changed. It answers what is drawn under a screen
 * point. One of the adapter's parts.
 */
import type * as maplibregl from 'maplibre-gl';
import { supersession } from '../../shared/async/latest';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import { VECTOR_FEATURE_BUDGET } from '../../shared/layers/raster/drawPlan';
import type { BasemapChoice, Theme } from '../../shared/map/basemaps';
import { attachAreas } from './areaAttach';
import { refreshAreaTiles } from './areaTilesRefresh';
import { DenseLayers, type DenseState, type RasterHitTest } from './denseLayers';
import { keepDrawLayers } from './drawLayers';
import { infrastructureFeatureAt } from './hitTests';
import { InfrastructureImages } from './infrastructureImages';
import { InputQuiet } from './inputQuiet';
import { LayerBatches, type DrawnLayers } from './layerBatches';
import { LightLayer } from './light/LightLayer';
import type { MapHandle } from './mapHandle';
import { diffOverlay, INITIAL_OVERLAY, type MapOverlay } from './overlayDiff';
import type { InfraHit } from './port';
import type { ShownFrames } from './presentedMap';
import { keepShapeLabels, ShapeLabelsSource } from './shapeLabelsSource';
import { ShownWatch } from './sourceShown';
import { composeStyle } from './styles/baseStyles';
import type { ShownLayer } from './styles/infrastructureLayers';
import {
  AREA_HIT_LAYERS,
  areaParts,
  EMPTY_COLLECTION,
  LAYER_IDS,
  SOURCE_IDS,
  type AreaTileSet,
  type OverlayState,
} from './styles/overlayLayers';
import { AREA_TILE_LAYERS } from '../../shared/geography/areaTiles';

export interface OverlayEvents {
  onAreasShown: (tilesKey: string) => void;
  /** A load of areas could not be shown: the spec's text of what failed. */
  onAreasFailed: (tilesKey: string, detail: string) => void;
  /** A loaded infrastructure layer's tiles are on the map (drawn, or hidden but ready). */
  onLayerShown: (id: InfrastructureLayerId, tilesKey: string) => void;
  /** The layers now drawn from raster tiles (the rest are vectors). */
  onRastered: (ids: InfrastructureLayerId[]) => void;
  /** Asks the layers worker for the nearest feature of rastered loads (MapLibre never saw them as features). */
  hitTestRaster: RasterHitTest;
}

/** The basemap the overlays are composed over. */
export interface BaseStyle {
  style: maplibregl.StyleSpecification;
  theme: Theme;
  basemap: BasemapChoice;
}

export class MapOverlays {
  private state: OverlayState;
  private last = INITIAL_OVERLAY;
  private base: BaseStyle | null = null;
  private dense: DenseLayers | null = null;
  private images: InfrastructureImages | null = null;
  private light: LightLayer | null = null;
  private shownWatch: ShownWatch | null = null;
  private destroyed = false;
  /** Input first: frames that only add loaded data wait for the user's input to rest. */
  private readonly quiet = new InputQuiet(window);
  private readonly batches: LayerBatches;
  /** Each focus's layers (cleared whole): an arrival that waited for the icons across a clear is dropped. */
  private readonly focusLayers = supersession();
  private readonly labels = new ShapeLabelsSource(() =>
    this.handle.current?.getSource<maplibregl.GeoJSONSource>(SOURCE_IDS.shapeLabels),
  );

  constructor(
    private readonly handle: MapHandle,
    private readonly events: OverlayEvents,
    options: { vectorOnly: boolean },
  ) {
    // Raster tiles at the screen's density (at most 2: sharper costs the worker four times the pixels).
    const ratio = Math.min(2, Math.max(1, Math.round((globalThis.devicePixelRatio || 1) * 2) / 2));
    this.state = {
      areas: null,
      areasVisible: true,
      focus: EMPTY_COLLECTION,
      overlaps: EMPTY_COLLECTION,
      infrastructure: {},
      zonePreview: EMPTY_COLLECTION,
      pointsHidden: false,
      compare: EMPTY_COLLECTION,
      infrastructureDrawing: { ratio, vectorBudget: options.vectorOnly ? Infinity : VECTOR_FEATURE_BUDGET, bearing: 0 },
    };
    this.batches = new LayerBatches(
      {
        prepare: (set, ready) => {
          if (this.dense) return this.dense.prepare(set, ready);
          ready();
          return () => undefined;
        },
        commit: (drawn) => this.drawLayers(drawn),
        whenQuiet: (work) => this.quiet.whenQuiet(work),
      },
      { infrastructure: {}, drawing: this.state.infrastructureDrawing },
      { holdVectors: !options.vectorOnly },
    );
  }

  /** The style a new map starts with. */
  initialStyle(base: BaseStyle): maplibregl.StyleSpecification {
    this.base = base;
    return this.compose(this.state);
  }

  /** The map exists: the parts that draw on it start. */
  attach(map: maplibregl.Map, frames: ShownFrames): void {
    this.shownWatch = new ShownWatch(map);
    this.dense = new DenseLayers(map, {
      hitTest: this.events.hitTestRaster,
      onRastered: this.events.onRastered,
      onComplete: () => this.shownWatch?.check(),
      repaint: () => this.quiet.whenQuiet(() => map.triggerRepaint()),
    });
    this.images = new InfrastructureImages(map);
    this.light = new LightLayer(map, frames, this.base?.theme ?? 'light');
    // A style replaced whole (not diffed) drops our own layer, and makes the labels source anew: put them back.
    map.on('styledata', () => {
      this.dense?.sync(this.denseState());
      this.labels.sync();
    });
    // Raster icons are drawn upright for the bearing: a turned map gets tiles drawn for its new bearing,
    // as a batch (prepared, then drawn in one frame).
    map.on('moveend', () => {
      const bearing = Math.round(map.getBearing());
      const drawing = this.batches.latest.drawing;
      if (bearing !== drawing.bearing) this.batches.setDrawing({ ...drawing, bearing });
    });
  }

  /** A new basemap or theme: the overlays are composed over it. */
  setBase(base: BaseStyle): void {
    this.base = base;
    this.light?.setTheme(base.theme);
    this.restyle();
  }

  /** The app's overlay state, from its one effect (app/map/mapOverlay.ts). */
  apply(next: MapOverlay): void {
    const change = diffOverlay(this.last, next, this.state);
    const toggled = this.last.layersVisible !== next.layersVisible;
    this.last = next;
    this.state = change.state;
    if (change.restyle) this.restyle();
    // Layers switched on or off: a batch drawn at once (the user asked), the style with it.
    if (toggled) this.batches.setVisible(next.layersVisible);
    if (change.light) this.light?.set(change.light.overlay, change.light.typeIds);
    for (const [id, data] of change.data) this.setSourceData(id, data);
    this.labels.show(next.shapeLabels);
    for (const id of change.nodes.dropped) this.markNode(id, false);
    for (const id of change.nodes.picked) this.markNode(id, true);
  }

  // ---- tile sets ---------------------------------------------------------------------------------

  /** A load of areas (a tile set); the focus outline is overlay state and clears with the focus. */
  setAreas(areas: AreaTileSet | null): void {
    this.state = { ...this.state, areas };
    if (!areas) return this.restyle();
    const stillWanted = () => !this.destroyed && this.state.areas?.tilesKey === areas.tilesKey;
    void attachAreas(this.handle.current, {
      ...areaParts(areas.kind),
      apply: () => this.restyle(),
      stillWanted,
    }).then((outcome) => {
      if (outcome.status === 'shown') this.events.onAreasShown(areas.tilesKey);
      if (outcome.status === 'failed') this.events.onAreasFailed(areas.tilesKey, outcome.detail);
    });
  }

  refreshAreaTiles(): void {
    refreshAreaTiles(this.handle.current, this.state.areas);
  }

  /**
   * A loaded layer's worker tiles (or none), joining the next batch; later toggles arrive as overlay
   * state. Icons are rasterised before it joins, and added to the map by the batch's frame.
   */
  setInfrastructureLayer(id: InfrastructureLayerId, tiles: Omit<ShownLayer, 'visible'> | null, visible: boolean): void {
    const { signal } = this.focusLayers.current();
    const arrive = () => {
      if (signal.aborted) return;
      this.batches.arrive(id, tiles, visible);
      if (tiles)
        this.shownWatch?.watch(
          () => this.dense?.isDrawn(id, this.denseState()) ?? false,
          () => !signal.aborted && this.batches.latest.infrastructure[id]?.tilesKey === tiles.tilesKey,
          () => this.events.onLayerShown(id, tiles.tilesKey),
        );
    };
    void (this.images?.rasterised() ?? Promise.resolve()).then(arrive, arrive);
  }

  clearInfrastructure(): void {
    this.focusLayers.next();
    this.batches.clear();
  }

  // ---- what is drawn under a point ---------------------------------------------------------------

  areaPropsAt(x: number, y: number): Record<string, unknown> | null {
    const map = this.handle.current;
    if (!map || !this.state.areas || !this.state.areasVisible) return null;
    const layers = AREA_HIT_LAYERS.filter((id) => map.getLayer(id));
    if (!layers.length) return null;
    const hit = map.queryRenderedFeatures([x, y], { layers })[0];
    return hit ? hit.properties : null;
  }

  /** A vector feature under the point (MapLibre's own hit test), without asking the worker. */
  vectorFeatureAt(x: number, y: number): InfraHit | null {
    const map = this.handle.current;
    return map ? infrastructureFeatureAt(map, this.state.infrastructure, x, y) : null;
  }

  /** The top vector feature, else the nearest feature of the rastered layers, found by the layers worker. */
  async infrastructureFeatureAt(x: number, y: number): Promise<InfraHit | null> {
    if (!this.handle.current) return null;
    return this.vectorFeatureAt(x, y) ?? this.dense?.featureAt(x, y, this.denseState()) ?? null;
  }

  /** The placed object under a point, as the light layer draws it. */
  objectAt(x: number, y: number): string | null {
    return this.light?.objectAt(x, y) ?? null;
  }

  /** The cursor over rastered layers (the worker answers); `skip` when another cursor wins. */
  rasterHoverCursor(x: number, y: number, skip: boolean): void {
    this.dense?.hoverCursor(x, y, this.denseState(), skip);
  }

  cancelRasterHover(): void {
    this.dense?.cancelHover();
  }

  // ---- styles --------------------------------------------------------------------------------------

  /**
   * The export's offscreen style: the basemap with the permit areas and the focus tint only. The
   * export worker draws the infrastructure, the objects, the shapes and the focus outline itself, as
   * vectors, so the offscreen map never draws (nor waits for) a feature.
   */
  exportStyle(): maplibregl.StyleSpecification | null {
    if (!this.base) return null;
    const style = this.compose({
      ...this.state,
      infrastructure: {},
      overlaps: EMPTY_COLLECTION,
      zonePreview: EMPTY_COLLECTION,
      compare: EMPTY_COLLECTION,
      pointsHidden: false,
    });
    return { ...style, layers: style.layers.filter((l) => l.id !== LAYER_IDS.focusOutline) };
  }

  /** The style composed again and handed to MapLibre as a diff (after a lost context too: what changed meanwhile). */
  restyle(): void {
    const map = this.handle.current;
    if (!map || !this.base) return;
    map.setStyle(this.compose(this.state), {
      diff: true,
      transformStyle: (previous, next) => keepDrawLayers(previous, keepShapeLabels(previous, next)),
    });
    this.dense?.sync(this.denseState());
  }

  destroy(): void {
    this.destroyed = true;
    this.batches.destroy();
    this.quiet.destroy();
    this.shownWatch?.destroy();
    this.labels.destroy();
    this.light?.destroy();
    this.light = null;
  }

  // ---- internals ---------------------------------------------------------------------------------

  /** A batch of layers goes on the map: one style change and one raster update, one frame. */
  private drawLayers(drawn: DrawnLayers): void {
    this.state = { ...this.state, infrastructure: drawn.infrastructure, infrastructureDrawing: drawn.drawing };
    // In the same task as the style change: MapLibre draws both in one frame.
    this.images?.addToMap();
    this.restyle();
  }

  private compose(state: OverlayState): maplibregl.StyleSpecification {
    const base = this.base!;
    return composeStyle(base.style, state, base.theme, base.basemap.key === 'satellite' ? base.basemap.year : null);
  }

  private setSourceData(id: string, data: GeoJSON.FeatureCollection): void {
    const source = this.handle.current?.getSource<maplibregl.GeoJSONSource>(id);
    // Settles once the map's worker has the data; it never rejects (a failure reaches the map's error event).
    if (source) void source.setData(data);
    else this.restyle();
  }

  private denseState(): DenseState {
    return { overlay: this.state.infrastructure, drawing: this.state.infrastructureDrawing };
  }

  /** Newly picked nodes turn blue, dropped ones back (feature state on the intersection tiles). */
  private markNode(idx: number, selected: boolean): void {
    const map = this.handle.current;
    if (!map?.getSource(SOURCE_IDS.intersections)) return;
    map.setFeatureState(
      { source: SOURCE_IDS.intersections, sourceLayer: AREA_TILE_LAYERS.areas, id: idx },
      { selected },
    );
  }
}

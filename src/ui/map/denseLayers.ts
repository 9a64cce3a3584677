/**
 * The dense layers' half of the map adapter: which loaded layers are rastered, our raster layer's tiles
 * and place in the style, whether a layer's drawing is on the map, and hit tests and the hover cursor
 * over rastered layers (answered by the layers worker). The adapter keeps the one overlay state and
 * hands it in; nothing here holds features.
 */
import type * as maplibregl from 'maplibre-gl';
import { latestOnly } from '../../shared/async/latest';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { HitQuery } from '../../shared/layers/raster/hitTest';
import { RasterTileLayer, type RasterTileSet } from './rasterTileLayer';
import {
  RASTER_LAYER_ID,
  infraSourceId,
  rasterBeforeId,
  rasterTileSet,
  rasteredIds,
  rasteredTilesKeys,
  type InfrastructureDrawing,
  type InfrastructureOverlay,
} from './styles/infrastructureLayers';
import { loadTileUrl } from './tileProtocol';

export interface InfraHit {
  tilesKey: string;
  featureId: number;
}
export type RasterHitTest = (tilesKeys: string[], query: HitQuery) => Promise<InfraHit | null>;
export interface DenseState {
  overlay: InfrastructureOverlay;
  drawing: InfrastructureDrawing;
}

export interface DenseHooks {
  hitTest: RasterHitTest;
  onRastered: (ids: InfrastructureLayerId[]) => void;
  /** A set of raster tiles is drawn whole (what waits to be shown can look again). */
  onComplete: () => void;
  /** Asks for a frame that only adds loaded tiles (the adapter lets it wait for input to rest). */
  repaint: () => void;
}

/** How far from a feature a click or hover still finds it, CSS px (as the vector hit test's slop). */
const HIT_RADIUS_PX = 3;

export class DenseLayers {
  private readonly layer: RasterTileLayer;
  private readonly hover = latestOnly((_signal, keys: string[], q: HitQuery) => this.hitTest(keys, q));
  private signature = '';

  private readonly hitTest: RasterHitTest;

  constructor(
    private readonly map: maplibregl.Map,
    private readonly hooks: DenseHooks,
  ) {
    this.hitTest = hooks.hitTest;
    this.layer = new RasterTileLayer(
      RASTER_LAYER_ID,
      async (url, signal) => {
        const image = await loadTileUrl(url, signal);
        return image instanceof ImageBitmap ? image : null;
      },
      () => hooks.onComplete(),
      () => hooks.repaint(),
    );
  }

  /** Loads a composite set's tiles in view ahead of drawing it; `ready` once they are in. Returns a cancel. */
  prepare(set: RasterTileSet, ready: () => void): () => void {
    return this.layer.prepare(set, ready);
  }

  /** After every style change: the raster layer's tiles and place, and the rastered ids if they changed. */
  sync({ overlay, drawing }: DenseState): void {
    const map = this.map;
    this.layer.setTiles(rasterTileSet(overlay, drawing));
    const rastered = [...rasteredIds(overlay, drawing)].sort();
    if (rastered.join() !== this.signature) {
      this.signature = rastered.join();
      this.hooks.onRastered(rastered);
    }
    // Not while a style is being replaced whole: its 'styledata' calls this again once it is in.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- MapLibre types map.style as always set; it is not before the first style or after remove()
    if (!map.style?._loaded) return;
    const order = map.getLayersOrder();
    const at = order.indexOf(RASTER_LAYER_ID);
    const before = rasterBeforeId(order.filter((id) => id !== RASTER_LAYER_ID));
    // Moved only when out of place: a move is a style change, and style changes call this again.
    if (at < 0) map.addLayer(this.layer, before);
    else if (order[at + 1] !== before) map.moveLayer(RASTER_LAYER_ID, before);
  }

  /** Whether a layer's tiles are drawn: its vector source loaded, the raster layer complete with it, or nothing to draw. */
  isDrawn(id: InfrastructureLayerId, { overlay, drawing }: DenseState): boolean {
    if (overlay[id]?.count === 0) return true;
    if (rasteredIds(overlay, drawing).has(id)) {
      const set = rasterTileSet(overlay, drawing);
      return set !== null && this.layer.completeKey() === set.key;
    }
    const source = infraSourceId(id);
    return this.map.getSource(source) !== undefined && this.map.isSourceLoaded(source);
  }

  /** The nearest rastered feature under a screen point, from the layers worker. */
  featureAt(x: number, y: number, { overlay, drawing }: DenseState): Promise<InfraHit | null> {
    const keys = rasteredTilesKeys(overlay, drawing);
    return keys.length ? this.hitTest(keys, this.query(x, y)) : Promise.resolve(null);
  }

  /**
   * The hover cursor over rastered layers: the worker answers, and only the latest hover's answer sets
   * the cursor. None while the map moves (nobody is pointing) or when `skip` (another cursor wins).
   */
  hoverCursor(x: number, y: number, { overlay, drawing }: DenseState, skip: boolean): void {
    const keys = rasteredTilesKeys(overlay, drawing);
    const canvas = this.map.getCanvas();
    if (!keys.length || skip || this.map.isMoving()) {
      this.hover.cancel();
      canvas.style.cursor = '';
      return;
    }
    void this.hover(keys, this.query(x, y)).then(
      (answer) => {
        if (answer.current) canvas.style.cursor = answer.value ? 'pointer' : '';
      },
      () => undefined,
    );
  }

  cancelHover(): void {
    this.hover.cancel();
  }

  private query(x: number, y: number): HitQuery {
    const at = this.map.unproject([x, y]);
    return { lng: at.lng, lat: at.lat, zoom: this.map.getZoom(), radiusPx: HIT_RADIUS_PX };
  }
}

/**
 * The layers worker's raster tiles and hit tests for densely drawn layers. Each loaded layer gets a
 * feature index on first use (drawing or hit testing); icons come from the page once (it already
 * rasterises them for MapLibre) and are drawn by the shared tile renderer on a surface the worker
 * shell provides (an OffscreenCanvas; a recording fake in tests). A tile of several layers is
 * composited from tiles of single layers, kept in a cache: when a layer arrives, only it is drawn,
 * and the 38,000 trees already on the map are not drawn again for it.
 */
import { withDeadline } from '../../shared/async/deadline';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import type { LayerFeature } from '../../shared/layers/features';
import { ICON_SCALE, dotRadiusPx, iconPxAt } from '../../shared/layers/iconScale';
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import { featureIndexOf, type FeatureIndex } from '../../shared/layers/raster/featureIndex';
import { nearestFeature, type Hit, type HitLayer, type HitQuery } from '../../shared/layers/raster/hitTest';
import { LayerTileCache } from '../../shared/layers/raster/layerTileCache';
import { parseRasterKey } from '../../shared/layers/raster/rasterKey';
import {
  RASTER_TILE_CSS_PX,
  mapZoomOfTile,
  pointSymbols,
  renderTile,
  type Canvas2D,
  type RasterLayer,
  type TileAddress,
} from '../../shared/layers/raster/renderTile';
import { STAMP_MAX_PX, stampOf, stampSymbols, type Stamp } from '../../shared/layers/raster/stampTile';
import { measured } from './workClock';

/** Where tiles are drawn: a cleared surface of a size, and the image it becomes. */
export interface RasterSurface<Image, Icon> {
  /** The tile handed to MapLibre, composited from the layers' own tiles. */
  begin(size: number): Canvas2D<Icon>;
  /** The drawn tile as an image to hand MapLibre (transferred by the shell). */
  finish(): Image;
  /** An icon from the page's RGBA pixels, ready to draw many times. */
  icon(pixels: IconPixels): Promise<Icon>;
  /** A cleared surface for one layer's tile, apart from the composite. */
  beginLayer(size: number): Canvas2D<Icon>;
  /** The layer's drawn tile, kept in the worker and drawn into composites. */
  keepLayer(): Icon;
  /** Frees a kept layer tile. */
  release(image: Icon): void;
  /** The icon drawn once at `sizePx` on a square of `px` (the next whole pixel), to stamp at that size. */
  sizedIcon(icon: Icon, sizePx: number, px: number): Icon;
  /**
   * A small symbol's straight RGBA bytes on a square of `px`: the icon at `sizePx`, or a dot of that
   * diameter in the colour. Without it (and keepLayerPixels) every symbol is drawn by the canvas.
   */
  symbolPixels?(symbol: { icon: Icon } | { colour: string }, sizePx: number, px: number): Uint8ClampedArray;
  /** A layer's tile from straight RGBA bytes, kept like keepLayer's. */
  keepLayerPixels?(rgba: Uint8ClampedArray, size: number): Icon;
}

/** What the kept layer tiles may hold: 96 MiB, about 380 tiles of 256 px or 96 of 512 px. */
const LAYER_CACHE_BYTES = 96 * 1024 * 1024;

export interface IconPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** How long a tile waits for the page's icons before drawing dots instead. */
const ICON_WAIT_MS = 3_000;

export interface LoadedFeatures {
  key: string;
  features: readonly LayerFeature[];
}

export function createRasterTiles<Image, Icon>(
  surface: RasterSurface<Image, Icon>,
  lookup: (layerId: InfrastructureLayerId) => LoadedFeatures | undefined,
  sleep: (ms: number) => Promise<void>,
) {
  const icons = new Map<string, Icon>();
  /** Each icon drawn once per size it is stamped at (a few sizes a zoom level). */
  const sizedIcons = new Map<string, { image: Icon; px: number }>();
  /** Each small symbol's pixels, once per layer, kind and size. */
  const stamps = new Map<string, Stamp>();

  /**
   * A point layer's tile of small symbols stamped as pixels (null: nothing on it), or undefined when
   * its symbols are too large to stamp (the canvas draws them).
   */
  function stampedTile(layer: RasterLayer<Icon>, address: TileAddress, size: number): Icon | null | undefined {
    const style = layer.def.style;
    if (!surface.symbolPixels || !surface.keepLayerPixels || style.kind !== 'icon') return undefined;
    const symbols = pointSymbols(layer, address);
    if (symbols.asIcons ? symbols.size > STAMP_MAX_PX : symbols.size > 2 * STAMP_MAX_PX) return undefined;
    if (!symbols.xs.length) return null;
    const px = Math.ceil(symbols.size);
    const key = `${layer.def.id}|${symbols.asIcons ? 'icon' : 'dot'}|${symbols.size}`;
    let stamp = stamps.get(key);
    if (!stamp) {
      const symbol = symbols.asIcons && layer.icon !== null ? { icon: layer.icon } : { colour: layer.def.color };
      stamp = stampOf(surface.symbolPixels(symbol, symbols.size, px), px);
      stamps.set(key, stamp);
    }
    const rgba = stampSymbols(size, stamp, symbols.size, symbols.xs, symbols.ys, style.opacity);
    return rgba ? surface.keepLayerPixels(rgba, size) : null;
  }

  const sizedIcon = (layerId: string, icon: Icon) => (sizePx: number) => {
    const key = `${layerId}|${sizePx}`;
    let sized = sizedIcons.get(key);
    if (!sized) {
      const px = Math.ceil(sizePx);
      sized = { image: surface.sizedIcon(icon, sizePx, px), px };
      sizedIcons.set(key, sized);
    }
    return sized;
  };
  const layerTiles = new LayerTileCache<Icon>(LAYER_CACHE_BYTES, (image) => surface.release(image));
  let iconsSet: () => void = () => {};
  const iconsReady = new Promise<void>((resolve) => (iconsSet = resolve));
  /** Loads whose feature index is built (the first use builds it, and is measured). */
  const indexed = new WeakSet<readonly LayerFeature[]>();

  /** Whether a tiles key names the current load of its layer. */
  function isCurrent(tilesKey: string): boolean {
    const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
    return isInfrastructureLayerId(layerId) && lookup(layerId)?.key === tilesKey;
  }

  /** The index of a current load, or undefined when the key names an older one. */
  function indexOf(tilesKey: string): { layerId: InfrastructureLayerId; index: FeatureIndex } | undefined {
    const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
    if (!isInfrastructureLayerId(layerId)) return undefined;
    const entry = lookup(layerId);
    if (!entry || entry.key !== tilesKey) return undefined;
    if (indexed.has(entry.features)) return { layerId, index: featureIndexOf(layerId, entry.features) };
    indexed.add(entry.features);
    return { layerId, index: measured('index', tilesKey, () => featureIndexOf(layerId, entry.features)) };
  }

  return {
    async setIcons(pixels: Record<string, IconPixels>): Promise<void> {
      for (const [id, p] of Object.entries(pixels)) icons.set(id, await surface.icon(p));
      iconsSet();
    },

    /**
     * A tile of the composite key (bottom layer first); layers of older loads are left out. Null when
     * nothing is on it: MapLibre then draws no pixels there at all. `signal` is the tile job's: the
     * page aborts it once it no longer wants the key (layers kept arriving, the map turned).
     */
    async tile(key: string, z: number, x: number, y: number, signal?: AbortSignal): Promise<Image | null> {
      // Requests queue up behind one another here: one the page gave up while it waited is refused
      // unrendered, so the worker's time goes to the sets the map now wants.
      await sleep(0);
      signal?.throwIfAborted();
      const parsed = parseRasterKey(key);
      const layers: { tilesKey: string; layer: RasterLayer<Icon> }[] = [];
      for (const tilesKey of parsed?.tilesKeys ?? []) {
        const found = indexOf(tilesKey);
        if (found)
          layers.push({ tilesKey, layer: { def: LAYER_CATALOGUE[found.layerId], index: found.index, icon: null } });
      }
      if (!layers.length) return null;
      if (layers.some((l) => l.layer.def.geometry === 'point') && mapZoomOfTile(z) >= ICON_SCALE.zoomStart)
        await withDeadline(() => iconsReady, ICON_WAIT_MS, { late: () => undefined });
      const address = { z, x, y, ratio: parsed?.ratio ?? 1, bearing: parsed?.bearing ?? 0 };
      const size = RASTER_TILE_CSS_PX * address.ratio;
      // Tiles of loads that are no longer current are of no use again.
      layerTiles.dropWhere((k) => !isCurrent(k.slice(0, k.indexOf('|'))));
      const parts: Icon[] = [];
      const unkept: Icon[] = [];
      const iconsDue = mapZoomOfTile(z) >= ICON_SCALE.zoomStart;
      for (const l of layers) {
        const key = `${l.tilesKey}|${z}/${x}/${y}|${address.ratio}|${address.bearing}`;
        let part = layerTiles.get(key);
        if (part === undefined) {
          const icon = icons.get(l.layer.def.id) ?? null;
          l.layer.icon = icon;
          l.layer.sizedIcon = icon === null ? undefined : sizedIcon(l.layer.def.id, icon);
          const layer = l.layer;
          part = measured('rasterise', l.tilesKey, () => {
            const stamped = stampedTile(layer, address, size);
            if (stamped !== undefined) return stamped;
            return renderTile(surface.beginLayer(size), [layer], address) > 0 ? surface.keepLayer() : null;
          });
          // A tile drawn with dots because its icons were late is not kept: the next request draws icons.
          const late = iconsDue && l.layer.def.style.kind === 'icon' && l.layer.icon === null;
          if (!late) layerTiles.set(key, part, size);
          else if (part !== null) unkept.push(part);
        }
        if (part !== null) parts.push(part);
      }
      if (!parts.length) return null;
      return measured('composite', `${z}/${x}/${y}`, () => {
        const ctx = surface.begin(size);
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha = 1;
        for (const part of parts) ctx.drawImage(part, 0, 0, size, size);
        for (const part of unkept) surface.release(part);
        return surface.finish();
      });
    },

    /** The nearest feature of the named loads within the radius: the popup's and hover's answer. */
    hitTest(tilesKeys: readonly string[], q: HitQuery): Hit | null {
      const layers: HitLayer[] = [];
      for (const tilesKey of tilesKeys) {
        const found = indexOf(tilesKey);
        if (!found) continue;
        const def = LAYER_CATALOGUE[found.layerId];
        const reachPx =
          def.style.kind === 'icon'
            ? (q.zoom >= ICON_SCALE.zoomStart ? iconPxAt(q.zoom, def.id) : dotRadiusPx(def.id) * 2) / 2
            : def.style.kind === 'line'
              ? def.style.width / 2
              : 0.5;
        layers.push({ tilesKey, index: found.index, reachPx, filled: def.style.kind === 'fill' });
      }
      return nearestFeature(layers, q);
    },
  };
}

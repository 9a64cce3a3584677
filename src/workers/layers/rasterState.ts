/**
 * The raster tiles' state, explicit (Placemark's style: one operation per file over it): the surface
 * tiles are drawn on, the page's icons, what is drawn once and reused (icons at a size, small
 * symbols' pixels, single layers' tiles) and which loads have their feature index. Its operations:
 * `rasterTile.ts` (a tile), `rasterIcons.ts` (the page's icons), `rasterHitTest.ts` (the nearest
 * feature); `rasterTiles.ts` binds them to one state for the layers worker.
 */
import type { LayerFeature } from '../../shared/layers/features';
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import { featureIndexOf, type FeatureIndex } from '../../shared/layers/raster/featureIndex';
import { LayerTileCache } from '../../shared/layers/raster/layerTileCache';
import type { Canvas2D } from '../../shared/layers/raster/renderTile';
import type { Stamp } from '../../shared/layers/raster/stampTile';
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

export interface LoadedFeatures {
  key: string;
  features: readonly LayerFeature[];
}

export interface RasterState<Image, Icon> {
  readonly surface: RasterSurface<Image, Icon>;
  /** The layers worker's current load of a layer (its tiles key and features), if any. */
  readonly lookup: (layerId: InfrastructureLayerId) => LoadedFeatures | undefined;
  readonly sleep: (ms: number) => Promise<void>;
  /** The page's icons by layer, ready to draw. */
  readonly icons: Map<string, Icon>;
  /** Each icon drawn once per size it is stamped at (a few sizes a zoom level). */
  readonly sizedIcons: Map<string, { image: Icon; px: number }>;
  /** Each small symbol's pixels, once per layer, kind and size. */
  readonly stamps: Map<string, Stamp>;
  /** Single layers' tiles, composited into the tiles MapLibre gets. */
  readonly layerTiles: LayerTileCache<Icon>;
  /** Resolves once the page has set the icons (tiles wait for them a while). */
  readonly iconsReady: Promise<void>;
  /** Resolves `iconsReady`. */
  readonly iconsSet: () => void;
  /** Loads whose feature index is built (the first use builds it, and is measured). */
  readonly indexed: WeakSet<readonly LayerFeature[]>;
}

export function createRasterState<Image, Icon>(
  surface: RasterSurface<Image, Icon>,
  lookup: (layerId: InfrastructureLayerId) => LoadedFeatures | undefined,
  sleep: (ms: number) => Promise<void>,
): RasterState<Image, Icon> {
  let iconsSet: () => void = () => {};
  const iconsReady = new Promise<void>((resolve) => (iconsSet = resolve));
  return {
    surface,
    lookup,
    sleep,
    icons: new Map(),
    sizedIcons: new Map(),
    stamps: new Map(),
    layerTiles: new LayerTileCache<Icon>(LAYER_CACHE_BYTES, (image) => surface.release(image)),
    iconsReady,
    iconsSet,
    indexed: new WeakSet(),
  };
}

/** Whether a tiles key names the current load of its layer. */
export function isCurrent<Image, Icon>(state: RasterState<Image, Icon>, tilesKey: string): boolean {
  const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
  return isInfrastructureLayerId(layerId) && state.lookup(layerId)?.key === tilesKey;
}

/** The index of a current load, or undefined when the key names an older one. */
export function currentIndex<Image, Icon>(
  state: RasterState<Image, Icon>,
  tilesKey: string,
): { layerId: InfrastructureLayerId; index: FeatureIndex } | undefined {
  const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
  if (!isInfrastructureLayerId(layerId)) return undefined;
  const entry = state.lookup(layerId);
  if (!entry || entry.key !== tilesKey) return undefined;
  if (state.indexed.has(entry.features)) return { layerId, index: featureIndexOf(layerId, entry.features) };
  state.indexed.add(entry.features);
  return { layerId, index: measured('index', tilesKey, () => featureIndexOf(layerId, entry.features)) };
}

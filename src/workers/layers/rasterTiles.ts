/**
 * The layers worker's raster tiles and hit tests for densely drawn layers. Each loaded layer gets a
 * feature index on first use (drawing or hit testing); icons come from the page once (it already
 * rasterises them for MapLibre) and are drawn by the shared tile renderer on a surface the worker
 * shell provides (an OffscreenCanvas; a recording fake in tests).
 */
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import type { LayerFeature } from '../../shared/layers/features';
import { ICON_SCALE, dotRadiusPx, iconPxAt } from '../../shared/layers/iconScale';
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import { featureIndexOf, type FeatureIndex } from '../../shared/layers/raster/featureIndex';
import { nearestFeature, type Hit, type HitLayer, type HitQuery } from '../../shared/layers/raster/hitTest';
import { RASTER_SUPERSEDED, parseRasterKey } from '../../shared/layers/raster/rasterKey';
import {
  RASTER_TILE_CSS_PX,
  mapZoomOfTile,
  renderTile,
  type Canvas2D,
  type RasterLayer,
} from '../../shared/layers/raster/renderTile';

/** Where tiles are drawn: a cleared surface of a size, and the image it becomes. */
export interface RasterSurface<Image, Icon> {
  begin(size: number): Canvas2D<Icon>;
  /** The drawn tile as an image to hand MapLibre (transferred by the shell). */
  finish(): Image;
  /** Frees an image that will not be handed over (a tile with nothing on it). */
  discard(image: Image): void;
  /** An icon from the page's RGBA pixels, ready to draw many times. */
  icon(pixels: IconPixels): Promise<Icon>;
}

export interface IconPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** How long a tile waits for the page's icons before drawing dots instead. */
const ICON_WAIT_MS = 3_000;

/** A tile request whose key was superseded before it was drawn: the page asks again if it needs it. */
export class RasterTileSuperseded extends Error {
  override name = 'RasterTileSuperseded';
  constructor(key: string) {
    super(`${RASTER_SUPERSEDED}: ${key}`);
  }
}

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
  let iconsSet: () => void = () => {};
  const iconsReady = new Promise<void>((resolve) => (iconsSet = resolve));
  let latestKey = '';

  /** The index of a current load, or undefined when the key names an older one. */
  function indexOf(tilesKey: string): { layerId: InfrastructureLayerId; index: FeatureIndex } | undefined {
    const layerId = tilesKey.slice(0, tilesKey.indexOf('.'));
    if (!isInfrastructureLayerId(layerId)) return undefined;
    const entry = lookup(layerId);
    if (!entry || entry.key !== tilesKey) return undefined;
    return { layerId, index: featureIndexOf(layerId, entry.features) };
  }

  return {
    async setIcons(pixels: Record<string, IconPixels>): Promise<void> {
      for (const [id, p] of Object.entries(pixels)) icons.set(id, await surface.icon(p));
      iconsSet();
    },

    /**
     * A tile of the composite key (bottom layer first); layers of older loads are left out. Null when
     * nothing is on it: MapLibre then draws no pixels there at all.
     */
    async tile(key: string, z: number, x: number, y: number): Promise<Image | null> {
      // A newer key supersedes this one (layers keep arriving, the map turns): its queued tiles are
      // refused unrendered, so the worker's time goes to the set the map now wants.
      latestKey = key;
      await sleep(0);
      if (key !== latestKey) throw new RasterTileSuperseded(key);
      const parsed = parseRasterKey(key);
      const layers: RasterLayer<Icon>[] = [];
      for (const tilesKey of parsed?.tilesKeys ?? []) {
        const found = indexOf(tilesKey);
        if (found) layers.push({ def: LAYER_CATALOGUE[found.layerId], index: found.index, icon: null });
      }
      if (!layers.length) return null;
      if (layers.some((l) => l.def.geometry === 'point') && mapZoomOfTile(z) >= ICON_SCALE.zoomStart)
        await Promise.race([iconsReady, sleep(ICON_WAIT_MS)]);
      for (const l of layers) l.icon = icons.get(l.def.id) ?? null;
      const ratio = parsed?.ratio ?? 1;
      const ctx = surface.begin(RASTER_TILE_CSS_PX * ratio);
      const drawn = renderTile(ctx, layers, { z, x, y, ratio, bearing: parsed?.bearing ?? 0 });
      const image = surface.finish();
      if (drawn > 0) return image;
      surface.discard(image);
      return null;
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

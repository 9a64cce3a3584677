/**
 * One raster tile of a composite key, over the raster state (rasterState.ts). A tile of several
 * layers is composited from tiles of single layers, kept in the state's cache: when a layer arrives,
 * only it is drawn, and the 38,000 trees already on the map are not drawn again for it.
 */
import { withDeadline } from '../../shared/async/deadline';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { ICON_SCALE } from '../../shared/layers/iconScale';
import { parseRasterKey } from '../../shared/layers/raster/rasterKey';
import {
  RASTER_TILE_CSS_PX,
  mapZoomOfTile,
  pointSymbols,
  renderTile,
  type RasterLayer,
  type TileAddress,
} from '../../shared/layers/raster/renderTile';
import { STAMP_MAX_PX, stampOf, stampSymbols } from '../../shared/layers/raster/stampTile';
import { currentIndex, isCurrent, type RasterState } from './rasterState';
import { measured } from './workClock';

/** How long a tile waits for the page's icons before drawing dots instead. */
const ICON_WAIT_MS = 3_000;

/**
 * A point layer's tile of small symbols stamped as pixels (null: nothing on it), or undefined when
 * its symbols are too large to stamp (the canvas draws them).
 */
function stampedTile<Image, Icon>(
  state: RasterState<Image, Icon>,
  layer: RasterLayer<Icon>,
  address: TileAddress,
  size: number,
): Icon | null | undefined {
  const { surface, stamps } = state;
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

/** A layer's icon at a size, drawn once per size it is stamped at. */
const sizedIcon =
  <Image, Icon>(state: RasterState<Image, Icon>, layerId: string, icon: Icon) =>
  (sizePx: number) => {
    const key = `${layerId}|${sizePx}`;
    let sized = state.sizedIcons.get(key);
    if (!sized) {
      const px = Math.ceil(sizePx);
      sized = { image: state.surface.sizedIcon(icon, sizePx, px), px };
      state.sizedIcons.set(key, sized);
    }
    return sized;
  };

/**
 * A tile of the composite key (bottom layer first); layers of older loads are left out. Null when
 * nothing is on it: MapLibre then draws no pixels there at all. `signal` is the tile job's: the
 * page aborts it once it no longer wants the key (layers kept arriving, the map turned).
 */
export async function rasterTile<Image, Icon>(
  state: RasterState<Image, Icon>,
  key: string,
  z: number,
  x: number,
  y: number,
  signal?: AbortSignal,
): Promise<Image | null> {
  const { surface, layerTiles } = state;
  // Requests queue up behind one another here: one the page gave up while it waited is refused
  // unrendered, so the worker's time goes to the sets the map now wants.
  await state.sleep(0);
  signal?.throwIfAborted();
  const parsed = parseRasterKey(key);
  const layers: { tilesKey: string; layer: RasterLayer<Icon> }[] = [];
  for (const tilesKey of parsed?.tilesKeys ?? []) {
    const found = currentIndex(state, tilesKey);
    if (found)
      layers.push({ tilesKey, layer: { def: LAYER_CATALOGUE[found.layerId], index: found.index, icon: null } });
  }
  if (!layers.length) return null;
  if (layers.some((l) => l.layer.def.geometry === 'point') && mapZoomOfTile(z) >= ICON_SCALE.zoomStart)
    await withDeadline(() => state.iconsReady, ICON_WAIT_MS, { late: () => undefined });
  const address = { z, x, y, ratio: parsed?.ratio ?? 1, bearing: parsed?.bearing ?? 0 };
  const size = RASTER_TILE_CSS_PX * address.ratio;
  // Tiles of loads that are no longer current are of no use again.
  layerTiles.dropWhere((k) => !isCurrent(state, k.slice(0, k.indexOf('|'))));
  const parts: Icon[] = [];
  const unkept: Icon[] = [];
  const iconsDue = mapZoomOfTile(z) >= ICON_SCALE.zoomStart;
  for (const l of layers) {
    const key = `${l.tilesKey}|${z}/${x}/${y}|${address.ratio}|${address.bearing}`;
    let part = layerTiles.get(key);
    if (part === undefined) {
      const icon = state.icons.get(l.layer.def.id) ?? null;
      l.layer.icon = icon;
      l.layer.sizedIcon = icon === null ? undefined : sizedIcon(state, l.layer.def.id, icon);
      const layer = l.layer;
      part = measured('rasterise', l.tilesKey, () => {
        const stamped = stampedTile(state, layer, address, size);
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
}

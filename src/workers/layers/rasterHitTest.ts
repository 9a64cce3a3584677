/** The nearest feature of rastered loads to a point, over the raster state: popups and hover on rasters. */
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { ICON_SCALE, dotRadiusPx, iconPxAt } from '../../shared/layers/iconScale';
import { nearestFeature, type Hit, type HitLayer, type HitQuery } from '../../shared/layers/raster/hitTest';
import { currentIndex, type RasterState } from './rasterState';

/** The nearest feature of the named loads within the radius: the popup's and hover's answer. */
export function rasterHitTest<Image, Icon>(
  state: RasterState<Image, Icon>,
  tilesKeys: readonly string[],
  q: HitQuery,
): Hit | null {
  const layers: HitLayer[] = [];
  for (const tilesKey of tilesKeys) {
    const found = currentIndex(state, tilesKey);
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
}

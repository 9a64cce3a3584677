/**
 * The parking and transit features inside an export's map frame, nearest to the area first, for the
 * export's markers and summary tables, over the layers worker's state. Only these few records cross
 * to the page. Only the layers shown on the plan count (`shown`, the legend's): a layer loaded and
 * then switched off, or loaded in the background for the nudge rules, is reported as not shown, and
 * prints no markers.
 */
import { NEARBY_LAYER_IDS, nearbyLayer } from '../../shared/export/nearby';
import type { GeoFrame, NearbyLayer } from '../../shared/export/request';
import type { AreaGeometry } from '../../shared/geography/geometry';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import type { LayersState } from './state';

export function nearbyLayers(
  state: LayersState,
  area: AreaGeometry,
  frame: GeoFrame,
  shown: readonly string[],
): NearbyLayer[] {
  const visible = new Set(shown);
  return NEARBY_LAYER_IDS.map((id) =>
    nearbyLayer(
      id,
      LAYER_CATALOGUE[id],
      visible.has(id) ? (state.loaded.get(id)?.features ?? null) : null,
      area,
      frame,
    ),
  );
}

/** What the pointer is over: the queries the adapter answers for clicks, hovers and drags. */
import type * as maplibregl from 'maplibre-gl';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import {
  INFRA_LAYER_IDS,
  infraSourceId,
  type InfrastructureOverlay,
  type ShownLayer,
} from './styles/infrastructureLayers';

function firstHit(
  map: maplibregl.Map,
  ids: Iterable<string>,
  x: number,
  y: number,
  slop: number,
): maplibregl.MapGeoJSONFeature | undefined {
  const layers = [...ids].filter((id) => map.getLayer(id));
  return layers.length
    ? map.queryRenderedFeatures(
        [
          [x - slop, y - slop],
          [x + slop, y + slop],
        ],
        { layers },
      )[0]
    : undefined;
}

/** The top infrastructure feature under a screen point: its tile set and id (the popup asks the worker). */
export function infrastructureFeatureAt(
  map: maplibregl.Map,
  shown: InfrastructureOverlay,
  x: number,
  y: number,
): { tilesKey: string; featureId: number } | null {
  const hit = firstHit(map, INFRA_LAYER_IDS, x, y, 3);
  if (!hit || typeof hit.id !== 'number') return null;
  const entry = (Object.entries(shown) as [InfrastructureLayerId, ShownLayer][]).find(
    ([id]) => infraSourceId(id) === hit.source,
  );
  return entry ? { tilesKey: entry[1].tilesKey, featureId: hit.id } : null;
}

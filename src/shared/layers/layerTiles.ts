/**
 * Vector tiles of one loaded layer, cut in the layers worker. MapLibre's own workers decode them, so
 * the main thread never parses, clones or walks the features. Tiles carry only what the style reads
 * (the feature id and the curb-cut type); popups ask the worker for the rest.
 */
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { LayerFeature } from './features';

export const LAYER_TILE_SOURCE_LAYER = 'features';
/** At z16 one tile unit is about 0.1 m in NYC; MapLibre over-zooms beyond it. */
export const LAYER_TILE_MAX_ZOOM = 16;
const EXTENT = 4096;

export interface LayerTiles {
  tile(z: number, x: number, y: number): Uint8Array | null;
}

function styleProps(f: LayerFeature): Record<string, string | number> {
  const props: Record<string, string | number> = { _id: f.id };
  if (typeof f.properties.curbcut_type === 'string') props.curbcut_type = f.properties.curbcut_type;
  return props;
}

/**
 * The layer's tiles, cut when MapLibre first asks for one: a layer drawn from raster tiles (every layer
 * of a dense map) never is, and cutting 38,000 trees took the worker time while others still loaded.
 */
export function buildLayerTiles(features: readonly LayerFeature[]): LayerTiles {
  let tiles: LayerTiles | null = null;
  return { tile: (z, x, y) => (tiles ??= cutLayerTiles(features)).tile(z, x, y) };
}

function cutLayerTiles(features: readonly LayerFeature[]): LayerTiles {
  const index = new GeoJSONVT(
    {
      type: 'FeatureCollection',
      features: features.map((f) => ({ type: 'Feature', properties: styleProps(f), geometry: f.geometry })),
    },
    { maxZoom: LAYER_TILE_MAX_ZOOM, indexMaxZoom: 5, extent: EXTENT, buffer: 64, tolerance: 2, promoteId: '_id' },
  );
  return {
    tile(z, x, y) {
      const t = index.getTile(z, x, y);
      return t ? fromGeojsonVt({ [LAYER_TILE_SOURCE_LAYER]: t }, { version: 2, extent: EXTENT }) : null;
    },
  };
}

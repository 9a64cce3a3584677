/**
 * How much of the basemap the export's offscreen map could draw: every tile ('full'), some ('partial':
 * offline, with only the tiles seen before in the cache) or none ('none': no basemap style, or not one
 * tile came). The page then says so under the map, instead of passing off a blank frame as the site.
 */
import type * as maplibregl from 'maplibre-gl';
import type { BasemapCoverage } from '../../shared/export/basemapNote';

/** The app's own tile protocols (areas and layers from the workers): not the basemap. */
const OWN_TILES = /^stager-/;

/** The basemap's tile sources in a style: vector or raster tiles that are not the app's own. */
export function basemapSourceIds(style: maplibregl.StyleSpecification): string[] {
  return Object.entries(style.sources)
    .filter(([, source]) => {
      if (source.type !== 'vector' && source.type !== 'raster' && source.type !== 'raster-dem') return false;
      const urls = [
        ...('tiles' in source && source.tiles ? source.tiles : []),
        ...('url' in source && source.url ? [source.url] : []),
      ];
      return urls.length > 0 && !urls.every((u) => OWN_TILES.test(u));
    })
    .map(([id]) => id);
}

interface TileEvent {
  sourceId?: string;
  tile?: unknown;
  dataType?: string;
}

/** Counts the basemap's tiles loaded and failed on a map from now on; `coverage()` says what came. */
export function watchBasemapTiles(map: maplibregl.Map, sourceIds: readonly string[]) {
  const basemap = new Set(sourceIds);
  let loaded = 0;
  let failed = 0;
  // MapLibre's tile events carry the source id and the tile beyond their declared types.
  const onData = (event: object) => {
    const e = event as TileEvent;
    if (e.dataType === 'source' && e.tile && e.sourceId && basemap.has(e.sourceId)) loaded++;
  };
  const onError = (event: object) => {
    const e = event as TileEvent;
    if (e.sourceId && basemap.has(e.sourceId)) failed++;
  };
  map.on('data', onData);
  map.on('error', onError);
  return {
    coverage(): BasemapCoverage {
      if (basemap.size === 0) return 'none';
      if (failed === 0) return 'full';
      return loaded > 0 ? 'partial' : 'none';
    },
    stop(): void {
      map.off('data', onData);
      map.off('error', onError);
    },
  };
}

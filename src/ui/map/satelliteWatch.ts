/** Tells whether the aerial tiles can be reached: errors and no tile loaded within the reach timeout. */
import type { Map as MapLibreMap, MapSourceDataEvent, ErrorEvent } from 'maplibre-gl';
import { BASEMAP_REACH_TIMEOUT_MS } from '../../shared/map/constants';

export function watchSatelliteTiles(map: MapLibreMap, onChange: (unreachable: boolean) => void): () => void {
  let loadedTile = false;
  let failed = false;
  const onData = (e: MapSourceDataEvent) => {
    if (e.sourceId === 'satellite' && e.tile && !loadedTile) {
      loadedTile = true;
      onChange(false);
    }
  };
  const onError = (e: ErrorEvent & { sourceId?: string }) => {
    if (e.sourceId === 'satellite' || e.sourceId === 'satellite-labels') failed = true;
  };
  map.on('sourcedata', onData);
  map.on('error', onError);
  const timer = setTimeout(() => {
    if (!loadedTile && failed) onChange(true);
  }, BASEMAP_REACH_TIMEOUT_MS);
  return () => {
    clearTimeout(timer);
    map.off('sourcedata', onData);
    map.off('error', onError);
  };
}

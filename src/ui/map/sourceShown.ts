/**
 * Calls back once a source's tiles are loaded on the map: checked as that source's data arrives and
 * when the map goes idle, so each source reports when it is drawn, not when the last one is. Stops
 * quietly when `stillWanted` says the load was superseded.
 */
import type * as maplibregl from 'maplibre-gl';

export function whenSourceShown(map: maplibregl.Map, sourceId: string, stillWanted: () => boolean, shown: () => void): void {
  const onSourceData = (e: maplibregl.MapSourceDataEvent) => {
    if (e.sourceId === sourceId) check();
  };
  const stop = () => {
    map.off('sourcedata', onSourceData);
    map.off('idle', check);
  };
  function check() {
    if (!stillWanted()) return stop();
    if (map.getSource(sourceId) && map.isSourceLoaded(sourceId)) {
      stop();
      shown();
    }
  }
  map.on('sourcedata', onSourceData);
  map.on('idle', check);
}

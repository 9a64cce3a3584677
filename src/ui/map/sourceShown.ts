/**
 * Calls back once a source's tiles are loaded on the map: checked as that source's data arrives and
 * when the map goes idle, so each source reports when it is drawn, not when the last one is. Stops
 * quietly when `stillWanted` says the load was superseded.
 */
import type * as maplibregl from 'maplibre-gl';

/** `source` may be a getter: a layer's tiles move between its vector source and the shared raster one. */
export function whenSourceShown(map: maplibregl.Map, source: string | (() => string), stillWanted: () => boolean, shown: () => void): void {
  const sourceOf = typeof source === 'string' ? () => source : source;
  const onSourceData = (e: maplibregl.MapSourceDataEvent) => {
    if (e.sourceId === sourceOf()) check();
  };
  const stop = () => {
    map.off('sourcedata', onSourceData);
    map.off('idle', check);
  };
  function check() {
    if (!stillWanted()) return stop();
    const sourceId = sourceOf();
    if (map.getSource(sourceId) && map.isSourceLoaded(sourceId)) {
      stop();
      shown();
    }
  }
  map.on('sourcedata', onSourceData);
  map.on('idle', check);
}

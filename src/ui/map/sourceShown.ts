/**
 * Calls back once a source's tiles are loaded on the map: checked as that source's data arrives and
 * when the map goes idle, so each source reports when it is drawn, not when the last one is. Stops
 * quietly when `stillWanted` says the load was superseded.
 */
import type * as maplibregl from 'maplibre-gl';

export function whenSourceShown(map: maplibregl.Map, sourceId: string, stillWanted: () => boolean, shown: () => void): void {
  whenShown(map, () => map.getSource(sourceId) !== undefined && map.isSourceLoaded(sourceId), stillWanted, shown);
}

/** The same for any drawing (a layer's tiles move between its vector source and the raster layer). */
export function whenShown(map: maplibregl.Map, isShown: () => boolean, stillWanted: () => boolean, shown: () => void): void {
  const onSourceData = () => check();
  const stop = () => {
    map.off('sourcedata', onSourceData);
    map.off('idle', check);
  };
  function check() {
    if (!stillWanted()) return stop();
    if (isShown()) {
      stop();
      shown();
    }
  }
  map.on('sourcedata', onSourceData);
  map.on('idle', check);
}

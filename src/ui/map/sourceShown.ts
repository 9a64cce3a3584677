/**
 * Calls back once a drawing is shown (a layer's tiles, which move between its vector source and the
 * raster layer): checked as source data arrives and when the map goes idle, so each load reports when
 * it is drawn, not when the last one is. Stops quietly when `stillWanted` says it was superseded.
 */
import type * as maplibregl from 'maplibre-gl';

export function whenShown(
  map: maplibregl.Map,
  isShown: () => boolean,
  stillWanted: () => boolean,
  shown: () => void,
): void {
  const onSourceData = () => check();
  const stop = () => {
    map.off('sourcedata', onSourceData);
    map.off('idle', check);
  };
  function check(): void {
    if (!stillWanted()) return stop();
    if (isShown()) {
      stop();
      shown();
    }
  }
  map.on('sourcedata', onSourceData);
  map.on('idle', check);
}

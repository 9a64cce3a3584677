/**
 * What the controllers ask when the map may never start: whether to wait for it at all. A map that
 * cannot start (no WebGL) must not hold up the areas, a restored plan or an import; they go ahead
 * without it, and what only the map could do (drawing, the camera) is skipped.
 */
import { mapFailure } from '../../store/mapHealth';
import { mapPort, mapReady } from '../../store/map';

/** The map cannot start on this page (the spec's 'map not loaded', for good). */
export function mapCannotStart(): boolean {
  return mapFailure.peek() !== null;
}

/** The map is ready, or will never be: waiting longer gains nothing. */
export function mapSettled(): boolean {
  return (mapReady.peek() && mapPort.peek() !== null) || mapCannotStart();
}

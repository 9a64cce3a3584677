/**
 * An overlay state for tests that compose the map's style or diff the overlay: nothing loaded, nothing
 * focused, areas shown; each test sets what it is about.
 */
import { EMPTY_COLLECTION, type OverlayState } from '../../src/ui/map/styles/overlayLayers';

export function overlayStateWith(parts: Partial<OverlayState> = {}): OverlayState {
  return {
    areas: null,
    areasVisible: true,
    focus: EMPTY_COLLECTION,
    overlaps: EMPTY_COLLECTION,
    infrastructure: {},
    infrastructureDrawing: { ratio: 1, vectorBudget: 500, bearing: 0 },
    zonePreview: EMPTY_COLLECTION,
    pointsHidden: false,
    ...parts,
  };
}

/**
 * The zone layer's row in the layers panel: whether the other permit areas (or intersections) are
 * drawn. Saved with the plan; while an area is focused they stay hidden and the choice applies when
 * focus clears (app/map/mapOverlay.ts).
 */
import { areasLayerVisible } from '../../store/areas';

export function setAreasVisible(visible: boolean): void {
  areasLayerVisible.value = visible;
}

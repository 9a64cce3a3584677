/**
 * The hover highlight of permit areas and intersections: the area under the pointer is outlined in the
 * map's light layer (a 2D canvas), not by the map style's feature state, so moving the pointer never
 * redraws the map. Its shape comes from the geography worker; only the latest hover's answer is shown.
 */
import { ifEngineStopped } from '../../../shared/async/engine';
import { latestOnly } from '../../../shared/async/latest';
import type { GeographyType } from '../../../shared/geography/modes';
import { geographyType } from '../../store/geography';
import { hoveredAreaShape, NO_HOVERED_AREA } from '../../store/areas';
import { geographyEngine } from '../engines/engines';

let hoveredIdx: number | null = null;
const shapeOf = latestOnly((_signal, mode: GeographyType, idx: number) => geographyEngine().geometries(mode, [idx]));

/** The area index under the pointer (`_idx` of the area tiles), or null off the areas. */
export function hoverArea(idx: number | null): void {
  if (idx === hoveredIdx) return;
  hoveredIdx = idx;
  if (idx === null) {
    shapeOf.cancel();
    hoveredAreaShape.value = NO_HOVERED_AREA;
    return;
  }
  shapeOf(geographyType.peek(), idx)
    .then((answer) => {
      if (answer.current) hoveredAreaShape.value = answer.value;
    })
    // A hover lost with a stopped engine is simply not outlined.
    .catch(ifEngineStopped(undefined));
}

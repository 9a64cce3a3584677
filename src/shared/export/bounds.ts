/** The focused area's bounds for the export's fit, by the spec's validation of the focused geometry. */
import { positionsOf, type AreaGeometry } from '../geography/geometry';
import { bboxOf, type BBox } from '../geometry/bbox';
import { EXPORT_ERRORS } from './request';

/** A polygon or multipolygon with finite, non-empty bounds; anything else is 'Invalid focused area geometry'. */
export function exportBounds(geometry: AreaGeometry): BBox {
  const [west, south, east, north] = bboxOf(positionsOf(geometry));
  const finite = [west, south, east, north].every(Number.isFinite);
  if (geometry.type === 'Point' || !finite || east <= west || north <= south)
    throw new Error(EXPORT_ERRORS.invalidGeometry);
  return [west, south, east, north];
}

/** The focused area's bounds for the export's fit, by the spec's validation of the focused geometry. */
import { polygonsOf, type AreaGeometry, type BBox } from '../geography/geometry';
import { EXPORT_ERRORS } from './request';

/** A polygon or multipolygon with finite, non-empty bounds; anything else is 'Invalid focused area geometry'. */
export function exportBounds(geometry: AreaGeometry): BBox {
  let west = Infinity,
    south = Infinity,
    east = -Infinity,
    north = -Infinity;
  for (const polygon of polygonsOf(geometry)) {
    for (const position of polygon[0] ?? []) {
      const [lng, lat] = position;
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  const finite = [west, south, east, north].every(Number.isFinite);
  if (geometry.type === 'Point' || !finite || east <= west || north <= south)
    throw new Error(EXPORT_ERRORS.invalidGeometry);
  return [west, south, east, north];
}

/**
 * The drawing layer (terra-draw) edits a polygon's outline only: it refuses polygons with holes, so
 * it is given the outline. An edit it reports is the new outline; the plan's holes (a courtyard in a
 * GIS file's zone) are put back, where they were, so an edit never loses them.
 */
import type { ShapeGeometry } from './placed';

export function withPlanHoles(edited: ShapeGeometry, before: ShapeGeometry): ShapeGeometry {
  if (edited.type !== 'Polygon' || before.type !== 'Polygon' || before.coordinates.length < 2) return edited;
  if (edited.coordinates.length !== 1) return edited;
  return { type: 'Polygon', coordinates: [edited.coordinates[0]!, ...before.coordinates.slice(1)] };
}

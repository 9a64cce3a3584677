/**
 * The copy of a shape's geometry that terra-draw is given. terra-draw refuses, without a word, a
 * feature with a coordinate of more decimals than its precision; Mapbox GL Draw (the older app),
 * GIS tools and reprojected files write 14 or more. The plan keeps its own coordinates; the drawing
 * gets them rounded to the precision (9 decimals is under a millimetre), and a polygon's outline
 * only: terra-draw refuses a polygon with holes, so a GIS file's courtyard or the Pentagon's would
 * otherwise never be drawn.
 */
import type { ShapeGeometry } from '../../shared/objects/placed';
import type { Position } from '../../shared/geography/geometry';

/** Decimals terra-draw keeps (its adapters' default, set explicitly so the two cannot drift apart). */
export const DRAW_PRECISION = 9;

const SCALE = 10 ** DRAW_PRECISION;
// The same sum terra-draw's precision check makes, so a rounded value always passes it.
const round = (v: number): number => Math.round(v * SCALE) / SCALE;
const at = (p: Position): Position => [round(p[0]), round(p[1])];

export function drawableGeometry(g: ShapeGeometry): ShapeGeometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: at(g.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: g.coordinates.map(at) };
    case 'Polygon':
      // terra-draw draws and edits single-ring polygons only: it is given the outline, and the plan
      // keeps the holes (shared/objects/shapeHoles.ts puts them back on an edit).
      return { type: 'Polygon', coordinates: [g.coordinates[0]!.map(at)] };
  }
}

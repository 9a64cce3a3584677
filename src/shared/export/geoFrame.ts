/**
 * The geographic bounds of a captured image, in a module of its own: the map scale (which the plan's
 * schema reads) and the export request (which reads the schema) both name it.
 */

/** The geographic bounds of a captured image: top-down, bearing 0, Web Mercator, edge to edge. */
export interface GeoFrame {
  west: number;
  south: number;
  east: number;
  north: number;
}

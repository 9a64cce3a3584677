/**
 * Each shape's label point (measure.ts's shapeAnchor), kept while its geometry is the plan's: a move or a
 * reshape makes a new geometry, so it is found again then, and only then. The map's shape labels and the
 * nudges' label scan both ask for every shape's point after each change; with thousands of imported
 * shapes finding them all again took tens of milliseconds of the page each time.
 */
import { shapeAnchor } from '../../../shared/geometry/measure';
import type { Shape } from '../../../shared/objects/placed';

const anchors = new WeakMap<Shape['geometry'], readonly [number, number]>();

export function anchorOf(geometry: Shape['geometry']): readonly [number, number] {
  let anchor = anchors.get(geometry);
  if (!anchor) {
    anchor = shapeAnchor(geometry);
    anchors.set(geometry, anchor);
  }
  return anchor;
}

/**
 * What the page draws over the captured map inside the map frame: dimension labels (when the
 * export options ask for them), the numbered parking and transit markers, and a thin border.
 */
import { dimensionPrimitives } from './dimensionLabels';
import type { FrameProjection } from './frameProjection';
import { mapMarkers, markerPrimitives } from './mapMarkers';
import { INK, rect, type Primitive } from './primitives';
import type { ExportPage } from './request';

export function mapOverlayPrimitives(page: ExportPage, proj: FrameProjection): Primitive[] {
  const out: Primitive[] = [];
  if (page.options.includeDimensions) {
    out.push(...dimensionPrimitives({ area: page.areaGeometry, objects: page.objects, frame: page.frame, units: page.options.dimensionUnits }, proj));
  }
  // Markers go over the labels: a marker's position matters more than a label's.
  out.push(...markerPrimitives(mapMarkers(page, proj)));
  const b = proj.box;
  out.push(rect(b.x, b.y, b.width, b.height, { stroke: INK, lineWidth: 0.3 }));
  return out;
}

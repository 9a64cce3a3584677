/**
 * What the page draws over the captured basemap inside the map frame: the visible infrastructure,
 * the placed objects and drawn shapes and the focus outline as vectors (clipped to the frame), then
 * dimension labels (when the export options ask for them), the objects' spot numbers, the numbered
 * parking and transit markers, a note when the basemap could not be drawn in full, and a thin border.
 */
import { dimensionPrimitives } from './dimensionLabels';
import type { FrameProjection } from './frameProjection';
import { mapMarkers, markerPrimitives } from './mapMarkers';
import { INK, rect, type Primitive } from './primitives';
import { basemapNotePrimitives } from './basemapNote';
import type { ExportPage } from './request';
import type { FrameLayer } from './vector/frameLayers';
import { infrastructurePrimitives } from './vector/infrastructurePrimitives';
import { pageFrame } from './vector/pageFrame';
import { planPrimitives } from './vector/planPrimitives';
import { spotNumberPrimitives } from './spotLabels';

export function mapOverlayPrimitives(
  page: ExportPage,
  proj: FrameProjection,
  layers: readonly FrameLayer[] = [],
): Primitive[] {
  const f = pageFrame(page.frame, proj.box);
  const drawing = planPrimitives(
    {
      objects: page.objects,
      shapes: page.shapes,
      area: page.areaGeometry,
      shapeLabels: page.shapeLabels ?? false,
      units: page.options.dimensionUnits,
    },
    f,
  );
  const out: Primitive[] = [
    { kind: 'clip', box: proj.box, children: [...infrastructurePrimitives(layers, f), ...drawing] },
  ];
  if (page.options.includeDimensions) {
    out.push(
      ...dimensionPrimitives(
        { area: page.areaGeometry, objects: page.objects, frame: page.frame, units: page.options.dimensionUnits },
        proj,
      ),
    );
  }
  // Every object's spot number, as listed in the equipment table and the CSV.
  out.push(...spotNumberPrimitives(page.objects, page.frame, proj));
  // Markers go over the labels: a marker's position matters more than a label's.
  out.push(...markerPrimitives(mapMarkers(page, proj)));
  if (page.basemapNote) out.push(...basemapNotePrimitives(page.basemapNote, proj.box));
  const b = proj.box;
  out.push(rect(b.x, b.y, b.width, b.height, { stroke: INK, lineWidth: 0.3 }));
  return out;
}

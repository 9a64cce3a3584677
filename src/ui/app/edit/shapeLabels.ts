/**
 * The shapes' labels on the map (each shape's label and its length or area, at its anchor), one part of the
 * editing overlay. Each shape's label is kept with the shape (a plan change keeps the shapes it does not
 * touch as they were), so an edit measures only the shapes it changed: measuring every shape again on
 * each change cost 125 ms with 4,000 imported polygons. Shapes that arrive together (an import) are
 * measured a slice at a time, the rest on the next turns, so applying them stays one short task; their
 * labels appear over a few frames, as the shapes themselves do (planShapesLayer.ts).
 */
import { computed, signal } from '@preact/signals-react';
import { isListableShape, measureText, type DimensionUnits } from '../../../shared/geometry/measure';
import { anchorOf } from '../draw/shapeAnchors';
import { EMPTY_COLLECTION } from '../../map/styles/overlayLayers';
import { dimensionUnits, showShapeLabels } from '../../store/draw';
import { plan } from '../../store/plan';

type Shape = (typeof plan.value.shapes)[number];

/** How long one pass measures shapes not yet measured before it leaves the rest to the next. */
export const LABEL_SLICE_MS = 8;

const kept = new WeakMap<Shape, { units: DimensionUnits; label: GeoJSON.Feature | null }>();
/** Bumped when shapes were left unmeasured: the labels are gathered again, with more of them measured. */
const measuredMore = signal(0);
let moreScheduled = false;

function labelOf(shape: Shape, units: DimensionUnits): GeoJSON.Feature | null {
  if (!isListableShape(shape.geometry)) return null;
  const text = [shape.properties.label.trim(), measureText(shape.geometry, units)].filter(Boolean).join('\n');
  if (!text) return null;
  return {
    type: 'Feature',
    properties: { id: shape.id, text },
    geometry: { type: 'Point', coordinates: [...anchorOf(shape.geometry)] },
  };
}

function measureMoreSoon(): void {
  if (moreScheduled) return;
  moreScheduled = true;
  setTimeout(() => {
    moreScheduled = false;
    measuredMore.value++;
  }, 0);
}

export const shapeLabelCollection = computed((): GeoJSON.FeatureCollection => {
  if (!showShapeLabels.value) return EMPTY_COLLECTION;
  const units = dimensionUnits.value;
  void measuredMore.value;
  const started = performance.now();
  let left = false;
  const features: GeoJSON.Feature[] = [];
  for (const shape of plan.value.shapes) {
    let entry = kept.get(shape);
    if (!entry || entry.units !== units) {
      if (performance.now() - started > LABEL_SLICE_MS) {
        left = true;
        continue;
      }
      entry = { units, label: labelOf(shape, units) };
      kept.set(shape, entry);
    }
    if (entry.label) features.push(entry.label);
  }
  if (left) measureMoreSoon();
  return features.length ? { type: 'FeatureCollection', features } : EMPTY_COLLECTION;
});

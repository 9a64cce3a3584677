/**
 * Drawn shapes for the export's offscreen map. On screen terra-draw draws them; the offscreen map has
 * no terra-draw, so the plan's shapes are drawn from the plan itself, in the same blue.
 */
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { Shape } from '../../../shared/objects/placed';
import { SOURCE_IDS } from './overlayLayers';

const SHAPE_SOURCE = 'export-shapes';
const SHAPE_BLUE = '#2563eb';

function shapeCollection(shapes: readonly Shape[]): GeoJSON.FeatureCollection {
  return { type: 'FeatureCollection', features: shapes.map((s) => ({ type: 'Feature', id: s.id, geometry: s.geometry, properties: { label: s.properties.label } })) };
}

const SHAPE_LAYERS: LayerSpecification[] = [
  { id: 'export-shapes-fill', type: 'fill', source: SHAPE_SOURCE, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': SHAPE_BLUE, 'fill-opacity': 0.18 } },
  { id: 'export-shapes-line', type: 'line', source: SHAPE_SOURCE, filter: ['!=', ['geometry-type'], 'Point'], paint: { 'line-color': SHAPE_BLUE, 'line-width': 2.5 } },
  { id: 'export-shapes-point', type: 'circle', source: SHAPE_SOURCE, filter: ['==', ['geometry-type'], 'Point'], paint: { 'circle-color': SHAPE_BLUE, 'circle-radius': 5, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 } },
];

/** The style with the shapes under their labels (or on top when labels are off). */
export function withExportShapes(style: StyleSpecification, shapes: readonly Shape[]): StyleSpecification {
  const source: SourceSpecification = { type: 'geojson', data: shapeCollection(shapes) };
  const labelsAt = style.layers.findIndex((l) => 'source' in l && l.source === SOURCE_IDS.shapeLabels);
  const at = labelsAt < 0 ? style.layers.length : labelsAt;
  return { ...style, sources: { ...style.sources, [SHAPE_SOURCE]: source }, layers: [...style.layers.slice(0, at), ...SHAPE_LAYERS, ...style.layers.slice(at)] };
}

/** Sources and layers of the placed objects and the placement preview, above the infrastructure. */
import type { ExpressionSpecification, LayerSpecification, SourceSpecification } from 'maplibre-gl';

export const OBJECT_SOURCES = {
  objects: 'placed-objects',
  preview: 'placement-preview',
  badges: 'nudge-badges',
} as const;

const isPolygon: ExpressionSpecification = ['==', ['geometry-type'], 'Polygon'];
const isPoint: ExpressionSpecification = ['==', ['geometry-type'], 'Point'];

export function objectSources(
  objects: GeoJSON.FeatureCollection,
  preview: GeoJSON.FeatureCollection,
  badges: GeoJSON.FeatureCollection,
): Record<string, SourceSpecification> {
  return {
    [OBJECT_SOURCES.objects]: { type: 'geojson', data: objects },
    [OBJECT_SOURCES.preview]: { type: 'geojson', data: preview },
    [OBJECT_SOURCES.badges]: { type: 'geojson', data: badges },
  };
}

/**
 * Inline nudge badges: a dot beside the subject, red for blockers, amber for warnings, blue for
 * information; and the emergency lane's narrowest point, a red line across the street zone.
 */
function badgeLayers(): LayerSpecification[] {
  return [
    {
      id: 'nudge-narrow-point',
      type: 'line',
      source: OBJECT_SOURCES.badges,
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': '#dc2626', 'line-width': 5, 'line-dasharray': [1.5, 1] },
    },
    {
      id: 'nudge-badges',
      type: 'circle',
      source: OBJECT_SOURCES.badges,
      filter: isPoint,
      paint: {
        'circle-color': ['match', ['get', 'severity'], 'blocker', '#dc2626', 'warning', '#f59e0b', '#3b82f6'],
        'circle-radius': ['case', ['get', 'highlighted'], 11, 6],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
        'circle-translate': [14, -14],
        'circle-translate-anchor': 'viewport',
      },
    },
  ];
}

function layersFor(source: string, prefix: string, opacity: number): LayerSpecification[] {
  const icon = {
    'icon-image': ['get', 'image'] as ExpressionSpecification,
    'icon-rotate': ['get', 'rotationDeg'] as ExpressionSpecification,
    'icon-rotation-alignment': 'map' as const,
    'icon-allow-overlap': true,
    'icon-ignore-placement': true,
  };
  return [
    {
      id: `${prefix}-footprint`,
      type: 'fill',
      source,
      filter: isPolygon,
      paint: {
        'fill-color': ['get', 'color'],
        'fill-opacity': ['case', ['get', 'scaled'], 0.45 * opacity, 0.2 * opacity],
      },
    },
    {
      id: `${prefix}-outline`,
      type: 'line',
      source,
      filter: isPolygon,
      paint: {
        'line-color': ['case', ['get', 'selected'], '#1d4ed8', ['get', 'color']],
        'line-width': ['case', ['get', 'selected'], 3, 1.2],
        'line-opacity': opacity,
      },
    },
    {
      // The spec's icon formula: 0.6 + (zoom − 12) × 0.1 of max(size, 24), clamped 0.6–1.6.
      id: `${prefix}-icon`,
      type: 'symbol',
      source,
      filter: ['all', isPoint, ['!', ['get', 'scaled']]],
      layout: {
        ...icon,
        'icon-size': [
          'interpolate',
          ['linear'],
          ['zoom'],
          12,
          ['*', 0.6, ['get', 'base']],
          22,
          ['*', 1.6, ['get', 'base']],
        ],
      },
      paint: { 'icon-opacity': opacity },
    },
    {
      // To scale: the icon fills the footprint's shorter side, doubling with each zoom level.
      id: `${prefix}-icon-scaled`,
      type: 'symbol',
      source,
      filter: ['all', isPoint, ['get', 'scaled']],
      layout: {
        ...icon,
        'icon-size': [
          'interpolate',
          ['exponential', 2],
          ['zoom'],
          0,
          ['/', ['get', 'fitPxZ0'], 24],
          24,
          ['/', ['*', ['get', 'fitPxZ0'], 16777216], 24],
        ],
      },
      paint: { 'icon-opacity': opacity },
    },
  ];
}

export const OBJECT_HIT_LAYERS = ['objects-footprint', 'objects-icon', 'objects-icon-scaled'];

export function objectLayers(): LayerSpecification[] {
  return [
    ...layersFor(OBJECT_SOURCES.objects, 'objects', 1),
    ...layersFor(OBJECT_SOURCES.preview, 'preview', 0.6),
    ...badgeLayers(),
  ];
}

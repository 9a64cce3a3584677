/** The app's own sources and layers, drawn above any basemap and carried across style changes. */
import type { ExpressionSpecification, LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { AREA_STYLE } from '../../../shared/geography/constants';
import type { Theme } from '../../../shared/map/basemaps';
import type { BBox } from '../../../shared/geometry/bbox';
import { AREA_TILE_LAYERS, AREA_TILE_MAX_ZOOM } from '../../../shared/geography/areaTiles';
import { areaTileUrl } from '../tileProtocol';
import {
  infrastructureLayers,
  infrastructureSources,
  ZONE_PREVIEW_FILL_LAYER_ID,
  type InfrastructureDrawing,
  type InfrastructureOverlay,
} from './infrastructureLayers';
import { ZONE_PREVIEW } from '../../../shared/zoneCreator/state';

export type AreaKind = 'polygon' | 'point';

/** One load of areas, drawn from the geography worker's vector tiles. */
export interface AreaTileSet {
  tilesKey: string;
  kind: AreaKind;
  bbox: BBox;
}

export interface OverlayState {
  areas: AreaTileSet | null;
  areasVisible: boolean;
  focus: GeoJSON.FeatureCollection;
  overlaps: GeoJSON.FeatureCollection;
  infrastructure: InfrastructureOverlay;
  /** Which dense layers are drawn from raster tiles, and at what pixel ratio. */
  infrastructureDrawing: InfrastructureDrawing;
  /** The zone creator's corridor preview ('zonecreator-preview'). */
  zonePreview: GeoJSON.FeatureCollection;
  /** The zone creator hides the intersection points while its preview shows. */
  pointsHidden: boolean;
  /** What changed since an earlier plan ('Compare with…'); none when absent. */
  compare?: GeoJSON.FeatureCollection;
}

export const EMPTY_COLLECTION: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

export const SOURCE_IDS = {
  areas: 'permit-areas',
  intersections: 'intersections',
  focus: 'focus-ephemeral',
  overlaps: 'overlap-ephemeral',
  zonePreview: 'zonecreator-preview',
  shapeLabels: 'shape-labels',
  compare: 'compare-changes',
} as const;

/**
 * The property a shape label is known by (its shape's id): the labels source's promoteId, so MapLibre
 * can be sent only the labels that changed (map/shapeLabelsSource.ts).
 */
export const SHAPE_LABEL_ID = 'id';

export const LAYER_IDS = {
  areaFill: 'permit-areas-fill',
  areaOutline: 'permit-areas-outline',
  areaLabel: 'permit-areas-label',
  points: 'intersections-points',
  pointLabel: 'intersections-label',
  focusFill: 'focus-fill',
  focusOutline: 'focus-outline',
  overlapOutline: 'overlap-outline',
} as const;

/** Layers a pointer can hit to find an area. */
export const AREA_HIT_LAYERS = [LAYER_IDS.areaFill, LAYER_IDS.points];

/** The source and layers that draw a load of areas (checked after it is put on the map). */
export function areaParts(kind: AreaKind): { sourceId: string; layerIds: string[] } {
  return kind === 'point'
    ? { sourceId: SOURCE_IDS.intersections, layerIds: [LAYER_IDS.points] }
    : { sourceId: SOURCE_IDS.areas, layerIds: [LAYER_IDS.areaFill, LAYER_IDS.areaOutline, LAYER_IDS.areaLabel] };
}

export function overlaySources(state: OverlayState): Record<string, SourceSpecification> {
  const sources: Record<string, SourceSpecification> = {
    ...infrastructureSources(state.infrastructure, state.infrastructureDrawing),
    [SOURCE_IDS.focus]: { type: 'geojson', data: state.focus },
    [SOURCE_IDS.zonePreview]: { type: 'geojson', data: state.zonePreview },
    // Composed empty: the labels are sent by ShapeLabelsSource, only those that changed (updateData).
    [SOURCE_IDS.shapeLabels]: { type: 'geojson', data: EMPTY_COLLECTION, promoteId: SHAPE_LABEL_ID },
    [SOURCE_IDS.overlaps]: { type: 'geojson', data: state.overlaps },
    [SOURCE_IDS.compare]: { type: 'geojson', data: state.compare ?? EMPTY_COLLECTION },
  };
  if (state.areas) {
    // Tiles come encoded from the geography worker: the main thread never parses the areas.
    const id = state.areas.kind === 'point' ? SOURCE_IDS.intersections : SOURCE_IDS.areas;
    sources[id] = {
      type: 'vector',
      tiles: [areaTileUrl(state.areas.tilesKey)],
      maxzoom: AREA_TILE_MAX_ZOOM,
      bounds: state.areas.bbox,
      promoteId: '_idx',
    };
  }
  return sources;
}

function labelPaint(theme: Theme) {
  return theme === 'dark'
    ? {
        'text-color': '#f8fafc',
        'text-halo-color': '#0f172a',
        'text-halo-width': 1.4,
        'text-opacity-transition': { duration: AREA_STYLE.labelEnterMs, delay: 0 },
      }
    : {
        'text-color': '#7c2d12',
        'text-halo-color': '#ffffff',
        'text-halo-width': 1.4,
        'text-opacity-transition': { duration: AREA_STYLE.labelEnterMs, delay: 0 },
      };
}

export function overlayLayers(state: OverlayState, theme: Theme, font: string[]): LayerSpecification[] {
  const visibility = state.areasVisible ? 'visible' : 'none';
  const layers: LayerSpecification[] = [];
  if (state.areas?.kind === 'polygon') {
    layers.push(
      {
        id: LAYER_IDS.areaFill,
        type: 'fill',
        source: SOURCE_IDS.areas,
        'source-layer': AREA_TILE_LAYERS.areas,
        layout: { visibility },
        paint: {
          'fill-color': AREA_STYLE.areaColor,
          // The hovered area is highlighted in the light layer over the map (map/light), not here.
          'fill-opacity': AREA_STYLE.fillOpacity,
        },
      },
      {
        id: LAYER_IDS.areaOutline,
        type: 'line',
        source: SOURCE_IDS.areas,
        'source-layer': AREA_TILE_LAYERS.areas,
        layout: { visibility },
        paint: {
          'line-color': AREA_STYLE.areaColor,
          'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.8, 17, 2],
        },
      },
      {
        id: LAYER_IDS.areaLabel,
        type: 'symbol',
        source: SOURCE_IDS.areas,
        'source-layer': AREA_TILE_LAYERS.labels,
        minzoom: 15,
        layout: {
          visibility,
          'text-field': ['get', '_name'],
          'text-font': font,
          'text-size': 12,
          'text-max-width': 10,
          'symbol-placement': 'point',
        },
        paint: labelPaint(theme),
      },
    );
  }
  if (state.areas?.kind === 'point') {
    layers.push(
      {
        id: LAYER_IDS.points,
        type: 'circle',
        source: SOURCE_IDS.intersections,
        'source-layer': AREA_TILE_LAYERS.areas,
        layout: { visibility: state.pointsHidden ? 'none' : visibility },
        paint: {
          // Nodes chosen in the zone creator turn blue.
          'circle-color': [
            'case',
            ['boolean', ['feature-state', 'selected'], false],
            ZONE_PREVIEW.style.color,
            AREA_STYLE.areaColor,
          ],
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 12, 2, 16, 5, 19, 9],
          'circle-stroke-color': theme === 'dark' ? '#0f172a' : '#ffffff',
          'circle-stroke-width': 1.2,
        },
      },
      {
        id: LAYER_IDS.pointLabel,
        type: 'symbol',
        source: SOURCE_IDS.intersections,
        'source-layer': AREA_TILE_LAYERS.areas,
        minzoom: 17,
        layout: {
          visibility,
          'text-field': ['get', '_name'],
          'text-font': font,
          'text-size': 11,
          'text-offset': [0, 1.2],
          'text-anchor': 'top',
        },
        paint: labelPaint(theme),
      },
    );
  }
  layers.push(
    {
      id: LAYER_IDS.focusFill,
      type: 'fill',
      source: SOURCE_IDS.focus,
      filter: ['!=', ['geometry-type'], 'Point'],
      paint: { 'fill-color': AREA_STYLE.focusColor, 'fill-opacity': AREA_STYLE.fillOpacity },
    },
    // Infrastructure sits over the focus tint, under the outlines, so the focused edge stays readable.
    ...infrastructureLayers(state.infrastructure, state.infrastructureDrawing),
    // Placed objects, badges and the selection are drawn in the light layer above the map (map/light);
    // the comparison's rings sit here, under them.
    ...compareLayers(),
    // The zone creator's preview: blue, fill 0.2, line 3 (the spec's style); rebuilt with every style.
    {
      id: ZONE_PREVIEW_FILL_LAYER_ID,
      type: 'fill',
      source: SOURCE_IDS.zonePreview,
      paint: { 'fill-color': ZONE_PREVIEW.style.color, 'fill-opacity': ZONE_PREVIEW.style.fillOpacity },
    },
    {
      id: 'zonecreator-preview-line',
      type: 'line',
      source: SOURCE_IDS.zonePreview,
      paint: { 'line-color': ZONE_PREVIEW.style.color, 'line-width': ZONE_PREVIEW.style.lineWidth },
    },
    {
      id: LAYER_IDS.overlapOutline,
      type: 'line',
      source: SOURCE_IDS.overlaps,
      paint: { 'line-color': AREA_STYLE.overlapColor, 'line-width': 3, 'line-dasharray': [2, 2] },
    },
    {
      id: 'shape-labels',
      type: 'symbol',
      source: SOURCE_IDS.shapeLabels,
      layout: {
        'text-field': ['get', 'text'],
        'text-font': font,
        'text-size': 12,
        'text-offset': [0, 1.2],
        'text-anchor': 'top',
        'text-allow-overlap': true,
      },
      paint: labelPaint(theme),
    },
    {
      id: LAYER_IDS.focusOutline,
      type: 'line',
      source: SOURCE_IDS.focus,
      paint: { 'line-color': AREA_STYLE.focusColor, 'line-width': 3 },
    },
  );
  return layers;
}

/**
 * 'Compare with…': added green, removed red, changed amber, earlier places grey; earlier and removed
 * dashed; a ring around each changed object.
 */
const CHANGE_COLOURS: ExpressionSpecification = [
  'match',
  ['get', 'change'],
  'added',
  '#16a34a',
  'removed',
  '#dc2626',
  'was',
  '#6b7280',
  '#d97706',
];
const EARLIER: ExpressionSpecification = ['in', ['get', 'change'], ['literal', ['removed', 'was', 'path']]];

function compareLayers(): LayerSpecification[] {
  return [
    {
      id: 'compare-fill',
      type: 'fill',
      source: SOURCE_IDS.compare,
      filter: ['all', ['==', ['geometry-type'], 'Polygon'], ['!', EARLIER]],
      paint: { 'fill-color': CHANGE_COLOURS, 'fill-opacity': 0.25 },
    },
    {
      id: 'compare-line',
      type: 'line',
      source: SOURCE_IDS.compare,
      filter: ['all', ['!=', ['geometry-type'], 'Point'], ['!', EARLIER]],
      paint: { 'line-color': CHANGE_COLOURS, 'line-width': 2.5 },
    },
    {
      id: 'compare-line-earlier',
      type: 'line',
      source: SOURCE_IDS.compare,
      filter: ['all', ['!=', ['geometry-type'], 'Point'], EARLIER],
      paint: { 'line-color': CHANGE_COLOURS, 'line-width': 2, 'line-dasharray': [2, 1.5] },
    },
    {
      id: 'compare-point',
      type: 'circle',
      source: SOURCE_IDS.compare,
      filter: ['==', ['geometry-type'], 'Point'],
      // A changed object's ring stands clear of its icon; a drawn point's is the point's own size.
      paint: {
        'circle-radius': ['case', ['has', 'marker'], 20, 7],
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-color': CHANGE_COLOURS,
        'circle-stroke-width': 2.5,
      },
    },
  ];
}

/** Map sources and layers of the loaded infrastructure layers, styled from the catalogue. */
import type { ExpressionSpecification, LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { CURB_CUT_COLORS, LAYER_CATALOGUE, type LayerDef } from '../../../shared/layers/catalogue';
import { layerIconImageId, type IconLayerId } from '../../../shared/layers/icons';
import { ICON_SCALE, dotRadiusPx, iconSizeAt } from '../../../shared/layers/iconScale';
import {
  INFRASTRUCTURE_LAYER_IDS,
  isInfrastructureLayerId,
  type InfrastructureLayerId,
} from '../../../shared/layers/ids';
import { rasteredLayers } from '../../../shared/layers/raster/drawPlan';
import { rasterKey } from '../../../shared/layers/raster/rasterKey';
import type { RasterTileSet } from '../rasterTileLayer';
import { LAYER_TILE_MAX_ZOOM, LAYER_TILE_SOURCE_LAYER } from '../../../shared/layers/layerTiles';
import { emptyBBox, unionBBox, type BBox } from '../../../shared/geometry/bbox';
import { TILE_PROTOCOLS, tileUrl } from '../tileProtocol';

export interface ShownLayer {
  tilesKey: string;
  bounds: BBox;
  visible: boolean;
  count: number;
}
export type InfrastructureOverlay = Partial<Record<InfrastructureLayerId, ShownLayer>>;

/**
 * How dense layers are drawn: the raster tiles' pixel ratio, and how many features may stay vectors
 * (Infinity draws everything as vectors: the export, and the `?draw=vector` comparison).
 */
export interface InfrastructureDrawing {
  ratio: number;
  vectorBudget: number;
  /** The map's bearing, rounded to a degree: raster icons are drawn upright for it. */
  bearing: number;
}

export const RASTER_LAYER_ID = 'infra-raster-layer';

/** The first of the app's layers above the infrastructure (see overlayLayers.ts). */
export const ZONE_PREVIEW_FILL_LAYER_ID = 'zonecreator-preview-fill';

/** Where the raster goes: under the first vector line or point layer, else under what sits above the infrastructure. */
export function rasterBeforeId(layerIds: readonly string[]): string | undefined {
  return layerIds.find((id) => (id.startsWith('infra-') && !isAreaLayerId(id)) || id === ZONE_PREVIEW_FILL_LAYER_ID);
}

function isAreaLayerId(id: string): boolean {
  const layer = /^infra-(\w+)-layer$/.exec(id)?.[1];
  return layer !== undefined && isInfrastructureLayerId(layer) && LAYER_CATALOGUE[layer].geometry === 'polygon';
}

const entriesOf = (overlay: InfrastructureOverlay) => Object.entries(overlay) as [InfrastructureLayerId, ShownLayer][];

/** The layers drawn from the worker's raster tiles (see shared/layers/raster/drawPlan.ts). */
export function rasteredIds(
  overlay: InfrastructureOverlay,
  drawing: InfrastructureDrawing,
): Set<InfrastructureLayerId> {
  if (!Number.isFinite(drawing.vectorBudget)) return new Set();
  const candidates = entriesOf(overlay).map(([id, s]) => ({
    id,
    geometry: LAYER_CATALOGUE[id].geometry,
    count: s.count,
    visible: s.visible,
  }));
  return rasteredLayers(candidates, drawing.vectorBudget);
}

/** The rastered loads, bottom to top (lines under points, catalogue order within each). */
export function rasteredTilesKeys(overlay: InfrastructureOverlay, drawing: InfrastructureDrawing): string[] {
  const ids = rasteredIds(overlay, drawing);
  return INFRASTRUCTURE_LAYER_IDS.filter((id) => ids.has(id))
    .sort((a, b) => ORDER[LAYER_CATALOGUE[a].geometry] - ORDER[LAYER_CATALOGUE[b].geometry])
    .map((id) => overlay[id]!.tilesKey);
}

/** The composite raster tiles of every rastered layer (drawn by our own layer, rasterTileLayer.ts). */
export function rasterTileSet(overlay: InfrastructureOverlay, drawing: InfrastructureDrawing): RasterTileSet | null {
  const keys = rasteredTilesKeys(overlay, drawing);
  if (!keys.length) return null;
  const bounds = entriesOf(overlay)
    .filter(([, s]) => keys.includes(s.tilesKey))
    .reduce((union, [, s]) => unionBBox(union, s.bounds), emptyBBox());
  const key = rasterKey(drawing.ratio, drawing.bearing, keys);
  return { key, bounds, urlTemplate: tileUrl(TILE_PROTOCOLS.layers, key) };
}

export const infraSourceId = (id: InfrastructureLayerId) => `infra-${id}`;
export const infraLayerId = (id: InfrastructureLayerId) => `infra-${id}-layer`;
/** Below the icons' zoom range a point layer draws as dots of the icon's size: no symbol placement. */
export const infraDotsLayerId = (id: InfrastructureLayerId) => `infra-${id}-dots`;

/** Drawing order: areas under lines under points, so small features stay clickable. */
const ORDER: Record<LayerDef['geometry'], number> = { polygon: 0, line: 1, point: 2 };

export function infrastructureSources(
  overlay: InfrastructureOverlay,
  drawing: InfrastructureDrawing,
): Record<string, SourceSpecification> {
  const sources: Record<string, SourceSpecification> = {};
  const rastered = rasteredIds(overlay, drawing);
  for (const [id, shown] of entriesOf(overlay)) {
    // A layer with nothing in the area needs no source: its empty tiles would each still cost a frame.
    if (rastered.has(id) || shown.count === 0) continue;
    sources[infraSourceId(id)] = {
      type: 'vector',
      tiles: [tileUrl(TILE_PROTOCOLS.layers, shown.tilesKey)],
      maxzoom: LAYER_TILE_MAX_ZOOM,
      bounds: shown.bounds,
      promoteId: '_id',
    };
  }
  return sources;
}

/**
 * The spec's size curve as a MapLibre expression. Icons are registered at `ICON_PIXEL_RATIO`, so one
 * unit of icon-size is rasterPx / ratio CSS px; the spec's sizes are fractions of the whole raster.
 */
export const ICON_PIXEL_RATIO = 4;

function iconSize(id: InfrastructureLayerId): ExpressionSpecification {
  const { zoomStart, zoomEnd } = ICON_SCALE;
  return [
    'interpolate',
    ['linear'],
    ['zoom'],
    zoomStart,
    iconSizeAt(zoomStart, id) * ICON_PIXEL_RATIO,
    zoomEnd,
    iconSizeAt(zoomEnd, id) * ICON_PIXEL_RATIO,
  ];
}

function layersFor(def: LayerDef, visible: boolean): LayerSpecification[] {
  const base = {
    id: infraLayerId(def.id),
    source: infraSourceId(def.id),
    'source-layer': LAYER_TILE_SOURCE_LAYER,
  } as const;
  const visibility = visible ? 'visible' : 'none';
  const style = def.style;
  if (style.kind === 'icon') {
    // Under zoom 16 the spec's icon is about 2 px: a circle of that size looks the same and costs far
    // less to draw (no symbol placement), which keeps a park with tens of thousands of trees smooth.
    const dotRadius = dotRadiusPx(def.id);
    return [
      {
        ...base,
        id: infraDotsLayerId(def.id),
        type: 'circle',
        maxzoom: ICON_SCALE.zoomStart,
        layout: { visibility },
        paint: { 'circle-color': def.color, 'circle-radius': dotRadius, 'circle-opacity': style.opacity },
      },
      {
        ...base,
        type: 'symbol',
        minzoom: ICON_SCALE.zoomStart,
        layout: {
          visibility,
          'icon-image': layerIconImageId(def.id as IconLayerId),
          'icon-size': iconSize(def.id),
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
        paint: { 'icon-opacity': style.opacity },
      },
    ];
  }
  if (style.kind === 'line') {
    const color: ExpressionSpecification | string =
      def.id === 'curbCuts'
        ? [
            'match',
            ['get', 'curbcut_type'],
            'midblock',
            CURB_CUT_COLORS.midblock,
            'corner',
            CURB_CUT_COLORS.corner,
            def.color,
          ]
        : def.color;
    return [
      {
        ...base,
        type: 'line',
        layout: { visibility, 'line-cap': style.dash ? 'butt' : 'round', 'line-join': 'round' },
        paint: {
          'line-color': color,
          'line-width': style.width,
          'line-opacity': style.opacity,
          ...(style.dash ? { 'line-dasharray': [...style.dash] } : {}),
        },
      },
    ];
  }
  return [
    {
      ...base,
      type: 'fill',
      layout: { visibility },
      paint: { 'fill-color': def.color, 'fill-opacity': style.opacity, 'fill-outline-color': def.color },
    },
  ];
}

/** The vector layers; the dense layers' raster goes above the areas and below the lines (the adapter adds it). */
export function infrastructureLayers(
  overlay: InfrastructureOverlay,
  drawing: InfrastructureDrawing,
): LayerSpecification[] {
  const rastered = rasteredIds(overlay, drawing);
  const vectors = entriesOf(overlay)
    .filter(([id, shown]) => !rastered.has(id) && shown.count > 0)
    .map(([id, shown]) => ({ def: LAYER_CATALOGUE[id], shown }))
    .sort((a, b) => ORDER[a.def.geometry] - ORDER[b.def.geometry]);
  return vectors.flatMap(({ def, shown }) => layersFor(def, shown.visible));
}

export const INFRA_LAYER_IDS = new Set(
  (Object.keys(LAYER_CATALOGUE) as InfrastructureLayerId[]).flatMap((id) =>
    LAYER_CATALOGUE[id].style.kind === 'icon' ? [infraLayerId(id), infraDotsLayerId(id)] : [infraLayerId(id)],
  ),
);

/** Map sources and layers of the loaded infrastructure layers, styled from the catalogue. */
import type { ExpressionSpecification, LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { CURB_CUT_COLORS, LAYER_CATALOGUE, type LayerDef } from '../../../shared/layers/catalogue';
import { layerIconImageId, type IconLayerId } from '../../../shared/layers/icons';
import { ICON_SCALE, iconSizeAt } from '../../../shared/layers/iconScale';
import type { InfrastructureLayerId } from '../../../shared/layers/ids';
import { LAYER_TILE_MAX_ZOOM, LAYER_TILE_SOURCE_LAYER } from '../../../shared/layers/layerTiles';
import type { BBox } from '../../../shared/geography/geometry';
import { TILE_PROTOCOLS, tileUrl } from '../tileProtocol';

export interface ShownLayer { tilesKey: string; bounds: BBox; visible: boolean }
export type InfrastructureOverlay = Partial<Record<InfrastructureLayerId, ShownLayer>>;

export const infraSourceId = (id: InfrastructureLayerId) => `infra-${id}`;
export const infraLayerId = (id: InfrastructureLayerId) => `infra-${id}-layer`;
/** Below the icons' zoom range a point layer draws as dots of the icon's size: no symbol placement. */
export const infraDotsLayerId = (id: InfrastructureLayerId) => `infra-${id}-dots`;

/** Drawing order: areas under lines under points, so small features stay clickable. */
const ORDER: Record<LayerDef['geometry'], number> = { polygon: 0, line: 1, point: 2 };

export function infrastructureSources(overlay: InfrastructureOverlay): Record<string, SourceSpecification> {
  const sources: Record<string, SourceSpecification> = {};
  for (const [id, shown] of Object.entries(overlay) as [InfrastructureLayerId, ShownLayer][]) {
    sources[infraSourceId(id)] = { type: 'vector', tiles: [tileUrl(TILE_PROTOCOLS.layers, shown.tilesKey)], maxzoom: LAYER_TILE_MAX_ZOOM, bounds: shown.bounds, promoteId: '_id' };
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
  return ['interpolate', ['linear'], ['zoom'], zoomStart, iconSizeAt(zoomStart, id) * ICON_PIXEL_RATIO, zoomEnd, iconSizeAt(zoomEnd, id) * ICON_PIXEL_RATIO];
}

function layersFor(def: LayerDef, visible: boolean): LayerSpecification[] {
  const base = { id: infraLayerId(def.id), source: infraSourceId(def.id), 'source-layer': LAYER_TILE_SOURCE_LAYER } as const;
  const visibility = visible ? 'visible' : 'none';
  const style = def.style;
  if (style.kind === 'icon') {
    // Under zoom 16 the spec's icon is about 2 px: a circle of that size looks the same and costs far
    // less to draw (no symbol placement), which keeps a park with tens of thousands of trees smooth.
    const dotRadius = Math.max(1.2, (iconSizeAt(ICON_SCALE.zoomStart, def.id) * ICON_SCALE.rasterPx) / 2);
    return [
      {
        ...base, id: infraDotsLayerId(def.id), type: 'circle', maxzoom: ICON_SCALE.zoomStart,
        layout: { visibility }, paint: { 'circle-color': def.color, 'circle-radius': dotRadius, 'circle-opacity': style.opacity },
      },
      {
        ...base, type: 'symbol', minzoom: ICON_SCALE.zoomStart,
        layout: { visibility, 'icon-image': layerIconImageId(def.id as IconLayerId), 'icon-size': iconSize(def.id), 'icon-allow-overlap': true, 'icon-ignore-placement': true },
        paint: { 'icon-opacity': style.opacity },
      },
    ];
  }
  if (style.kind === 'line') {
    const color: ExpressionSpecification | string = def.id === 'curbCuts'
      ? ['match', ['get', 'curbcut_type'], 'midblock', CURB_CUT_COLORS.midblock, 'corner', CURB_CUT_COLORS.corner, def.color]
      : def.color;
    return [{
      ...base, type: 'line',
      layout: { visibility, 'line-cap': style.dash ? 'butt' : 'round', 'line-join': 'round' },
      paint: { 'line-color': color, 'line-width': style.width, 'line-opacity': style.opacity, ...(style.dash ? { 'line-dasharray': [...style.dash] } : {}) },
    }];
  }
  return [{ ...base, type: 'fill', layout: { visibility }, paint: { 'fill-color': def.color, 'fill-opacity': style.opacity, 'fill-outline-color': def.color } }];
}

export function infrastructureLayers(overlay: InfrastructureOverlay): LayerSpecification[] {
  return (Object.entries(overlay) as [InfrastructureLayerId, ShownLayer][])
    .map(([id, shown]) => ({ def: LAYER_CATALOGUE[id], shown }))
    .sort((a, b) => ORDER[a.def.geometry] - ORDER[b.def.geometry])
    .flatMap(({ def, shown }) => layersFor(def, shown.visible));
}

export const INFRA_LAYER_IDS = new Set(
  (Object.keys(LAYER_CATALOGUE) as InfrastructureLayerId[]).flatMap((id) => (LAYER_CATALOGUE[id].style.kind === 'icon' ? [infraLayerId(id), infraDotsLayerId(id)] : [infraLayerId(id)])),
);

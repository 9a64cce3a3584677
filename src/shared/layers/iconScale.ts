/**
 * Layer icon size by the specs: 0.02 of the 96 px raster up to zoom 16, rising to 0.5 at zoom 20 and
 * above, times the square root of the layer's area scale (pedestrian ramps 0.25, others 1). Small
 * dots when a whole park is in view, street-furniture size when zoomed in to place equipment.
 */
import type { InfrastructureLayerId } from './ids';

export const ICON_SCALE = { zoomStart: 16, sizeStart: 0.02, zoomEnd: 20, sizeEnd: 0.5, rasterPx: 96 } as const;

const AREA_SCALE: Partial<Record<InfrastructureLayerId, number>> = { pedestrianRamps: 0.25 };

export function areaScaleOf(id: InfrastructureLayerId): number {
  return AREA_SCALE[id] ?? 1;
}

/** The icon's size as a fraction of its 96 px raster at a zoom. */
export function iconSizeAt(zoom: number, id: InfrastructureLayerId): number {
  const { zoomStart, sizeStart, zoomEnd, sizeEnd } = ICON_SCALE;
  const f = Math.min(1, Math.max(0, (zoom - zoomStart) / (zoomEnd - zoomStart)));
  return (sizeStart + f * (sizeEnd - sizeStart)) * Math.sqrt(areaScaleOf(id));
}

/** On-screen size in CSS px at a zoom. */
export function iconPxAt(zoom: number, id: InfrastructureLayerId): number {
  return iconSizeAt(zoom, id) * ICON_SCALE.rasterPx;
}

/**
 * Below the icons' zoom range a point layer draws as a dot of the icon's size (no symbol placement),
 * at least 1.2 CSS px in radius so it stays visible. Shared by the vector style and the raster tiles.
 */
export function dotRadiusPx(id: InfrastructureLayerId): number {
  return Math.max(1.2, iconPxAt(ICON_SCALE.zoomStart, id) / 2);
}

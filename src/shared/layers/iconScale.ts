/**
 * Icon size by the spec: it scales as the square root of an area scale. The area scale at zoom z is
 * 4^(z − 17) (ground area per screen pixel shrinks fourfold per zoom level), so the icon grows as
 * 2^(z − 17): the size of real street furniture, kept between a legible minimum and a cap.
 */
export const ICON_SCALE = { referenceZoom: 17, min: 0.4, max: 1.6, cssPx: 24 } as const;

export function areaScaleAt(zoom: number): number {
  return 4 ** (zoom - ICON_SCALE.referenceZoom);
}

export function iconSizeAt(zoom: number): number {
  return Math.min(ICON_SCALE.max, Math.max(ICON_SCALE.min, Math.sqrt(areaScaleAt(zoom))));
}

/** The zooms where the size reaches its minimum and its cap: between them it doubles per level. */
export function iconScaleStops(): [number, number, number, number] {
  const zMin = ICON_SCALE.referenceZoom + Math.log2(ICON_SCALE.min);
  const zMax = ICON_SCALE.referenceZoom + Math.log2(ICON_SCALE.max);
  return [zMin, ICON_SCALE.min, zMax, ICON_SCALE.max];
}

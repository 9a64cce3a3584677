/**
 * Numbered markers for the parking and transit features near the site: P for street parking signs,
 * M for parking meters, B for bus stops (drawn and placed by sheets/mapLabels.ts). A feature's number is its place in its layer's list
 * (nearest first), the same number the 'Parking & Transit Summary' table gives it, so it does not
 * change when some features fall outside the map frame and are not drawn.
 */
import type { FrameProjection } from './frameProjection';
import type { Point } from './primitives';
import type { ExportPage, NearbyFeature, NearbyLayerId } from './request';

export const MARKER_PREFIX: Readonly<Partial<Record<NearbyLayerId, string>>> = {
  streetParkingSigns: 'P',
  parkingMeters: 'M',
  busStops: 'B',
};

export interface MapMarker {
  layerId: NearbyLayerId;
  label: string;
  feature: NearbyFeature;
  at: Point;
}

/** 'P3' for the third street parking sign; null for layers without markers. */
export function markerLabel(layerId: NearbyLayerId, index: number): string | null {
  const prefix = MARKER_PREFIX[layerId];
  return prefix ? `${prefix}${index + 1}` : null;
}

/** The markers that fall inside the map frame, numbered by their place in the full list. */
export function mapMarkers(page: ExportPage, proj: FrameProjection): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const layer of page.nearby) {
    if (!MARKER_PREFIX[layer.layerId]) continue;
    layer.features.forEach((feature, i) => {
      const at = proj.toMm(feature.lng, feature.lat);
      if (proj.contains(at))
        markers.push({ layerId: layer.layerId, label: markerLabel(layer.layerId, i)!, feature, at });
    });
  }
  return markers;
}

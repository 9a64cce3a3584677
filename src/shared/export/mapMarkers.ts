/**
 * Numbered markers for the parking and transit features near the site: P for street parking signs,
 * M for parking meters, B for bus stops. A feature's number is its place in its layer's list
 * (nearest first), the same number the 'Parking & Transit Summary' table gives it, so it does not
 * change when some features fall outside the map frame and are not drawn.
 */
import { LAYER_CATALOGUE } from '../layers/catalogue';
import { normaliseColour } from './colour';
import type { FrameProjection } from './frameProjection';
import { WHITE, baselineFor, circle, text, type Point, type Primitive } from './primitives';
import type { ExportPage, NearbyFeature, NearbyLayerId } from './request';
import { textWidthMm } from './text';

export const MARKER_PREFIX: Readonly<Partial<Record<NearbyLayerId, string>>> = {
  streetParkingSigns: 'P',
  parkingMeters: 'M',
  busStops: 'B',
};

const MARKER_PT = 5.5;
const MIN_RADIUS_MM = 2.1;

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

/** A filled disc in the layer's colour with the white label, wide enough for 'M40'. */
export function markerPrimitives(markers: readonly MapMarker[]): Primitive[] {
  const out: Primitive[] = [];
  for (const m of markers) {
    const r = Math.max(MIN_RADIUS_MM, textWidthMm(m.label, MARKER_PT, true) / 2 + 0.5);
    out.push(
      circle(m.at[0], m.at[1], r, {
        fill: normaliseColour(LAYER_CATALOGUE[m.layerId].color),
        stroke: WHITE,
        lineWidth: 0.3,
      }),
    );
    out.push(
      text(m.at[0], baselineFor(m.at[1], MARKER_PT), m.label, {
        sizePt: MARKER_PT,
        bold: true,
        color: WHITE,
        align: 'center',
      }),
    );
  }
  return out;
}

/**
 * The parking and transit features near the site, for the export's markers and its 'Parking &
 * Transit Summary' page: those inside the exported map frame, nearest to the focused area first.
 * Distances are planar in local metres (an equirectangular plane at the site), exact enough across a
 * park and far cheaper than geodesics for thousands of parking signs.
 */
import { polygonsOf, type AreaGeometry, type Position } from '../geography/geometry';
import { EARTH_RADIUS_M } from '../geography/mercator';
import type { LayerDef } from '../layers/catalogue';
import type { LayerFeature, LayerGeometry } from '../layers/features';
import { popupRows } from '../layers/popup';
import type { GeoFrame, NearbyFeature, NearbyLayer, NearbyLayerId } from './request';

export const NEARBY_LAYER_IDS: readonly NearbyLayerId[] = [
  'streetParkingSigns',
  'parkingMeters',
  'subwayEntrances',
  'busStops',
  'dcwpParkingGarages',
];

/** How many features each table lists at most; markers on the map follow the same cut. */
export const NEARBY_LIMITS: Readonly<Record<NearbyLayerId, number>> = {
  streetParkingSigns: 40,
  parkingMeters: 40,
  subwayEntrances: 20,
  busStops: 20,
  dcwpParkingGarages: 15,
};

type Plane = (p: readonly number[]) => [number, number];

function planeAt(lat0: number): Plane {
  const k = (Math.PI / 180) * EARTH_RADIUS_M;
  const cos = Math.cos((lat0 * Math.PI) / 180);
  return (p) => [p[0]! * k * cos, p[1]! * k];
}

/** Every ring; a point area (an intersection) is a ring of one position, so distance is to the point. */
function outerRings(g: AreaGeometry): Position[][] {
  return g.type === 'Point' ? [[g.coordinates, g.coordinates]] : polygonsOf(g).flat();
}

function segmentDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Even-odd rule over every ring: holes count as outside. */
function inside(p: [number, number], rings: [number, number][][]): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) odd = !odd;
    }
  }
  return odd;
}

/** Metres from the area's outline, 0 inside it. */
export function distanceToAreaFn(area: AreaGeometry): (lng: number, lat: number) => number {
  const rings = outerRings(area);
  const lat0 = rings[0]?.[0]?.[1] ?? 0;
  const toPlane = planeAt(lat0);
  const planeRings = rings.map((r) => r.map(toPlane));
  return (lng, lat) => {
    const p = toPlane([lng, lat]);
    if (inside(p, planeRings)) return 0;
    let best = Infinity;
    for (const ring of planeRings) {
      for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentDistance(p, ring[i - 1]!, ring[i]!));
    }
    return best;
  };
}

/** A point for any geometry: the point itself, or the mean of the first ring or line's vertices. */
export function representativePoint(g: LayerGeometry): [number, number] | null {
  const first = (coords: number[][]): [number, number] | null => {
    if (coords.length === 0) return null;
    let x = 0;
    let y = 0;
    for (const c of coords) {
      x += c[0]!;
      y += c[1]!;
    }
    return [x / coords.length, y / coords.length];
  };
  switch (g.type) {
    case 'Point':
      return [g.coordinates[0]!, g.coordinates[1]!];
    case 'MultiPoint':
    case 'LineString':
      return first(g.coordinates);
    case 'MultiLineString':
    case 'Polygon':
      return first(g.coordinates[0] ?? []);
    case 'MultiPolygon':
      return first(g.coordinates[0]?.[0] ?? []);
  }
}

const inFrame = (f: GeoFrame, lng: number, lat: number) =>
  lng >= f.west && lng <= f.east && lat >= f.south && lat <= f.north;

/** The layer's features inside the frame, nearest first, cut at the layer's limit. */
export function nearbyLayer(
  layerId: NearbyLayerId,
  def: LayerDef,
  features: readonly LayerFeature[] | null,
  area: AreaGeometry,
  frame: GeoFrame,
): NearbyLayer {
  if (!features) return { layerId, loaded: false, features: [], omitted: 0 };
  const distance = distanceToAreaFn(area);
  const found: { feature: LayerFeature; at: [number, number]; distanceM: number }[] = [];
  for (const feature of features) {
    const at = representativePoint(feature.geometry);
    if (at && inFrame(frame, at[0], at[1])) found.push({ feature, at, distanceM: distance(at[0], at[1]) });
  }
  found.sort((a, b) => a.distanceM - b.distanceM);
  const listed = found.slice(0, NEARBY_LIMITS[layerId]).map(({ feature, at, distanceM }): NearbyFeature => {
    // The popup's own fields: the first names the feature, the next two describe it.
    const rows = popupRows(def, feature.properties);
    return {
      layerId,
      lng: at[0],
      lat: at[1],
      distanceM,
      title: rows[0]?.value ?? def.name,
      detail: rows
        .slice(1, 3)
        .map((r) => `${r.label}: ${r.value}`)
        .join(' · '),
    };
  });
  return { layerId, loaded: true, features: listed, omitted: found.length - listed.length };
}

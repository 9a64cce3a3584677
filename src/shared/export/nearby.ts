/**
 * The parking and transit features near the site, for the export's markers and its 'Parking &
 * Transit Summary' page: those inside the exported map frame, nearest to the focused area first.
 * Distances are planar in local metres (an equirectangular plane at the site, geometry/metres.ts), exact
 * enough across a park and far cheaper than geodesics for thousands of parking signs.
 */
import { polygonsOf, type AreaGeometry, type Position } from '../geography/geometry';
import { bboxContainsPoint, type BBox } from '../geometry/bbox';
import { localPlane } from '../geometry/metres';
import { pointInRings, polylineDistance } from '../geometry/planar';
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

/** Every ring; a point area (an intersection) is a ring of one position, so distance is to the point. */
function allRings(g: AreaGeometry): Position[][] {
  return g.type === 'Point' ? [[g.coordinates]] : polygonsOf(g).flat();
}

/** Metres from the area's outline, 0 inside it (even-odd over every ring: holes count as outside). */
export function distanceToAreaFn(area: AreaGeometry): (lng: number, lat: number) => number {
  const rings = allRings(area);
  const [lng0, lat0] = rings[0]?.[0] ?? [0, 0];
  const plane = localPlane(lng0, lat0);
  const planeRings = rings.map((r) => r.map(([lng, lat]) => plane.toXY(lng, lat)));
  return (lng, lat) => {
    const [x, y] = plane.toXY(lng, lat);
    if (pointInRings(x, y, planeRings)) return 0;
    let best = Infinity;
    for (const ring of planeRings) best = Math.min(best, polylineDistance(x, y, ring));
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
  const box: BBox = [frame.west, frame.south, frame.east, frame.north];
  const found: { feature: LayerFeature; at: [number, number]; distanceM: number }[] = [];
  for (const feature of features) {
    const at = representativePoint(feature.geometry);
    if (at && bboxContainsPoint(box, at[0], at[1])) found.push({ feature, at, distanceM: distance(at[0], at[1]) });
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

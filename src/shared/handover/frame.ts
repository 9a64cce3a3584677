/**
 * The ground the DXF and KML carry infrastructure for: the focused area's bounds grown by a quarter
 * on each side (at least 60 m), so the streets, hydrants and trees around the site come along, as on
 * the packet's map.
 */
import { positionsOf, type AreaGeometry } from '../geography/geometry';
import { bboxOf } from '../geometry/bbox';
import { METRES_PER_DEGREE_LAT, metresPerDegreeLng } from '../geometry/metres';
import type { GeoFrame } from '../export/request';

const MIN_MARGIN_M = 60;

export function handoverFrame(area: AreaGeometry): GeoFrame {
  const [west, south, east, north] = bboxOf(positionsOf(area));
  const lat = (south + north) / 2;
  const dLng = Math.max((east - west) / 4, MIN_MARGIN_M / metresPerDegreeLng(lat));
  const dLat = Math.max((north - south) / 4, MIN_MARGIN_M / METRES_PER_DEGREE_LAT);
  return { west: west - dLng, south: south - dLat, east: east + dLng, north: north + dLat };
}

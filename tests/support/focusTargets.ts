/** Focus targets as the geography worker hands them to the page (its focusTarget answer), for tests. */
import type { FocusTarget } from '../../src/shared/geography/areaIndex';
import { minRotatedRect } from '../../src/shared/geography/minRotatedRect';
import type { Position } from '../../src/shared/geography/geometry';

const BRYANT_PARK_LAWN: Position = [-73.9836, 40.7536];

/**
 * A permit area of `widthM` × `heightM` metres (roughly) around `record.center` (Bryant Park's lawn
 * unless told), with the worker's record number and system value (each area's own).
 */
export function areaTarget(
  title = 'Bryant Park - Lawn',
  widthM = 120,
  heightM = 80,
  record: { idx?: number; system?: string; center?: Position } = {},
): FocusTarget {
  const [lng, lat] = record.center ?? BRYANT_PARK_LAWN;
  const dLng = widthM / 2 / (111_320 * Math.cos((lat * Math.PI) / 180));
  const dLat = heightM / 2 / 110_574;
  const ring: Position[] = [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat],
    [lng + dLng, lat + dLat],
    [lng - dLng, lat + dLat],
    [lng - dLng, lat - dLat],
  ];
  return {
    area: {
      idx: record.idx ?? 7,
      id: 'M008-lawn',
      system: record.system ?? 'M008',
      name: title,
      title,
      subtitle: 'Bryant Park',
      property: 'Bryant Park',
      subProperty: 'Lawn',
      detail: '',
      calculatedArea: undefined,
      isPoint: false,
    },
    geometry: { type: 'Polygon', coordinates: [ring] },
    bbox: [lng - dLng, lat - dLat, lng + dLng, lat + dLat],
    rect: minRotatedRect(ring),
    point: null,
  };
}

/** An intersection (a point area of intersections mode) at `point`. */
export function intersectionTarget(idx: number, name: string, point: Position): FocusTarget {
  const [lng, lat] = point;
  return {
    area: {
      idx,
      id: `node-${idx}`,
      system: `node-${idx}`,
      name,
      title: name,
      subtitle: 'Intersection',
      property: '',
      subProperty: '',
      detail: '',
      calculatedArea: undefined,
      isPoint: true,
    },
    geometry: { type: 'Point', coordinates: [lng, lat] },
    bbox: [lng, lat, lng, lat],
    rect: null,
    point: [lng, lat],
  };
}

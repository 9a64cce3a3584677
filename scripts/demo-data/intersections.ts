/**
 * Demo street intersections: the Midtown grid from West 38th to West 52nd Street and from 10th to
 * Madison Avenue, as Points named like the city's centreline data (FSN_1 street, FSN_2 avenue).
 */
import type { GeoCollection, GeoFeature } from '../lib/geojson';
import type { PointGeometry } from '../../src/shared/geography/geometry';
import { AVENUES, streetV, toLngLat } from './grid';

const FIRST_STREET = 38;
const LAST_STREET = 52;
const AVENUE_NAMES = [
  '10 AVENUE',
  '9 AVENUE',
  '8 AVENUE',
  '7 AVENUE',
  '6 AVENUE',
  '5 AVENUE',
  'MADISON AVENUE',
] as const;

function slug(avenue: string): string {
  return avenue
    .toLowerCase()
    .replace(/ avenue$/, '')
    .replace(/\s+/g, '-');
}

export function generateIntersections(): GeoCollection {
  const features: GeoFeature[] = [];
  for (let street = FIRST_STREET; street <= LAST_STREET; street++) {
    for (const avenue of AVENUE_NAMES) {
      const u = AVENUES.find((a) => a.name === avenue)!.u;
      // Fifth Avenue divides West from East; east of it the same street is "EAST nn STREET".
      const side = avenue === 'MADISON AVENUE' ? 'EAST' : 'WEST';
      const id = `demo-x-${street}-${slug(avenue)}`;
      const geometry: PointGeometry = { type: 'Point', coordinates: toLngLat(u, streetV(street)) };
      features.push({
        type: 'Feature',
        id,
        geometry,
        properties: { id, FSN_1: `${side} ${street} STREET`, FSN_2: avenue, demo: true },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

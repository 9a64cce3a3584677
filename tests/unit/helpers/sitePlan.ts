/**
 * A site for the pre-check's unit tests: a point in Central Park, objects placed by their offset from it
 * in feet, and rectangles measured from it (a focused area or a drawn audience area).
 */
import type { ObjectTypeId } from '../../../src/shared/objects/catalogue';
import type { PolygonGeometry } from '../../../src/shared/geography/geometry';
import type { CheckedObject } from '../../../src/shared/nudges/checkedObject';
import { offsetFeet, type LngLat } from '../../../src/shared/objects/footprint';

export const O: LngLat = { lng: -73.9681, lat: 40.7812 };

/** An object `size` ft (width × depth) with its centre `east` and `north` ft from O, unturned. */
export const placedObject = (
  id: string,
  type: ObjectTypeId,
  size: [number, number] = [2, 2],
  east = 0,
  north = 0,
  extra: Partial<CheckedObject> = {},
): CheckedObject => ({
  id,
  type,
  name: type,
  position: offsetFeet(O, east, north),
  footprintFt: { width: size[0], depth: size[1] },
  rotationDeg: 0,
  ...extra,
});

/** A rectangle `w` by `h` ft with its south-west corner at O. */
export const rect = (w: number, h: number): PolygonGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
      [0, 0],
    ].map(([e, n]) => {
      const p = offsetFeet(O, e!, n!);
      return [p.lng, p.lat];
    }),
  ],
});

/**
 * Geographic positions on the page. A captured image is top-down, bearing 0 and Web Mercator, and
 * fills its box exactly, so lng/lat → mm is linear in Mercator metres. The ground scale is the
 * Mercator scale shrunk by cos(latitude) at the box's centre, as a scale bar on a Mercator map is.
 */
import { groundPerMercatorMetre, project, unproject } from '../geography/mercator';
import { MAP_FRAME_MM, type RectMm } from './pageLayout';
import type { Point } from './primitives';
import type { GeoFrame } from './request';

export interface FrameProjection {
  box: RectMm;
  /** Page mm for a position. */
  toMm(lng: number, lat: number): Point;
  /** Whether a page point lies inside the box, `inset` mm in from its edges. */
  contains(p: Point, inset?: number): boolean;
  /** Ground metres per page mm at the box's centre latitude. */
  metresPerMm: number;
}

export function isValidFrame(f: GeoFrame | null | undefined): f is GeoFrame {
  return (
    !!f &&
    [f.west, f.south, f.east, f.north].every(Number.isFinite) &&
    f.east > f.west &&
    f.north > f.south &&
    Math.abs(f.north) < 85.06 &&
    Math.abs(f.south) < 85.06
  );
}

/** Latitude at the vertical middle of the image (the Mercator middle, not the mean of the latitudes). */
export function centreLatitude(frame: GeoFrame): number {
  const [, yn] = project(0, frame.north);
  const [, ys] = project(0, frame.south);
  return unproject(0, (yn + ys) / 2)[1];
}

export function groundMetresPerMm(frame: GeoFrame, box: RectMm = MAP_FRAME_MM): number {
  const [xw] = project(frame.west, 0);
  const [xe] = project(frame.east, 0);
  return ((xe - xw) / box.width) * groundPerMercatorMetre(centreLatitude(frame));
}

export function frameProjection(frame: GeoFrame, box: RectMm = MAP_FRAME_MM): FrameProjection {
  const [xw, yn] = project(frame.west, frame.north);
  const [xe, ys] = project(frame.east, frame.south);
  const sx = box.width / (xe - xw);
  const sy = box.height / (yn - ys);
  return {
    box,
    toMm(lng, lat) {
      const [x, y] = project(lng, lat);
      return [box.x + (x - xw) * sx, box.y + (yn - y) * sy];
    },
    contains([x, y], inset = 0) {
      return (
        x >= box.x + inset && x <= box.x + box.width - inset && y >= box.y + inset && y <= box.y + box.height - inset
      );
    },
    metresPerMm: groundMetresPerMm(frame, box),
  };
}

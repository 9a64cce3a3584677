/**
 * The coordinate system a GeoJSON file names in its `crs` member (GeoJSON 2008; RFC 7946 dropped it,
 * but QGIS, ArcGIS and the city's own exports still write it). WGS 84 longitude and latitude pass as
 * they are; New York Long Island State Plane feet (EPSG:2263, the city's engineering grid) are
 * reprojected with the definition the layers already use. Anything else is named back to the user.
 */
import { statePlaneToLngLat } from '../layers/statePlane';
import { field, isRecord, str } from '../plan/read';
import type { Position } from '../geography/geometry';

/** Turns a file's x/y into [lng, lat]; null when the position cannot be placed on the Earth. */
export type ToLngLat = (x: number, y: number) => Position | null;

export type CrsReading = { ok: true; toLngLat: ToLngLat; name: string | null } | { ok: false; name: string };

const lngLat: ToLngLat = (x, y) => (Math.abs(x) <= 180 && Math.abs(y) <= 90 ? [x, y] : null);

// 'EPSG:4326', 'urn:ogc:def:crs:EPSG::4326', 'urn:ogc:def:crs:OGC:1.3:CRS84', 'http://www.opengis.net/def/crs/EPSG/0/2263'.
const code = (name: string): string | null => {
  if (/CRS:?84$/i.test(name)) return '4326';
  return /EPSG(?::{1,2}|\/0\/|\/)(\d+)$/i.exec(name)?.[1] ?? null;
};

/** The `crs` member read: absent means WGS 84 (RFC 7946); a linked or unnamed CRS is unknown. */
export function readCrs(crs: unknown): CrsReading {
  if (crs === undefined || crs === null) return { ok: true, toLngLat: lngLat, name: null };
  const props = isRecord(crs) ? field(crs, 'properties') : null;
  const name = isRecord(props) ? str(field(props, 'name')) : null;
  if (name === null) return { ok: false, name: JSON.stringify(crs).slice(0, 120) };
  const epsg = code(name.trim());
  if (epsg === '4326' || epsg === '4269') return { ok: true, toLngLat: lngLat, name };
  if (epsg === '2263') return { ok: true, toLngLat: statePlaneToLngLat, name };
  return { ok: false, name };
}

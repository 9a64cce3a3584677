/** Turning grid positions into GeoJSON and values into the text Socrata's JSON answers carry. */
import type { Position } from '../../../src/shared/geography/geometry';
import { toLngLat } from '../grid';
import { ring, type GridPoint } from '../shapes';

export interface PointGeom {
  type: 'Point';
  coordinates: Position;
}

export function point(p: GridPoint): PointGeom {
  return { type: 'Point', coordinates: toLngLat(p[0], p[1]) };
}

export function lineString(path: readonly GridPoint[]): { type: 'LineString'; coordinates: Position[] } {
  return { type: 'LineString', coordinates: path.map(([u, v]) => toLngLat(u, v)) };
}

export function multiLine(paths: ReadonlyArray<readonly GridPoint[]>): {
  type: 'MultiLineString';
  coordinates: Position[][];
} {
  return { type: 'MultiLineString', coordinates: paths.map((path) => path.map(([u, v]) => toLngLat(u, v))) };
}

export function multiPolygon(outlines: ReadonlyArray<readonly GridPoint[]>): {
  type: 'MultiPolygon';
  coordinates: Position[][][];
} {
  return { type: 'MultiPolygon', coordinates: outlines.map((o) => [ring(o)]) };
}

/** A grid-aligned rectangle centred on c, `along` metres on the u axis and `across` on v. */
export function rect(c: GridPoint, du: number, dv: number): GridPoint[] {
  return [
    [c[0] - du / 2, c[1] - dv / 2],
    [c[0] + du / 2, c[1] - dv / 2],
    [c[0] + du / 2, c[1] + dv / 2],
    [c[0] - du / 2, c[1] + dv / 2],
  ];
}

/** Socrata number cells arrive as text. */
export function num(n: number, decimals = 0): string {
  return String(Number(n.toFixed(decimals)));
}

/** A Socrata floating timestamp. */
export function date(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00.000`;
}

/**
 * A legacy Socrata Location value as JSON answers carry it (dev.socrata.com/docs/datatypes/location;
 * soda-fountain's ClientLocationRep writes the coordinates as text, human_address as a JSON string).
 */
export function legacyLocation(
  lat: string,
  lng: string,
): { latitude: string; longitude: string; human_address: string } {
  return {
    latitude: lat,
    longitude: lng,
    human_address: JSON.stringify({ address: '', city: '', state: '', zip: '' }),
  };
}

export function lngLatText(p: GridPoint): { lng: string; lat: string } {
  const [lng, lat] = toLngLat(p[0], p[1]);
  return { lng: String(lng), lat: String(lat) };
}

/** 'WEST 42 STREET' → 'W 42 ST', '8 AVENUE' → '8 AV': the short names on signs and bus stops. */
export function shortName(name: string): string {
  return name
    .replace(/^WEST /, 'W ')
    .replace(/^EAST /, 'E ')
    .replace(/ STREET$/, ' ST')
    .replace(/ AVENUE$/, ' AV');
}

/** 'W 42 ST' → 'W 42 St': Citi Bike's station-name style. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/** A plausible Manhattan house number for a frontage at grid u on a numbered street (odd north side, even south). */
export function streetHouseNumber(u: number, northSide: boolean): number {
  // 100 numbers per long block west of Fifth, 1 per ~1.25 m east of it.
  const fromFifth = Math.abs(u - 560);
  const base = u < 560 ? Math.floor(fromFifth / 2.8) : Math.floor(fromFifth / 1.25);
  const n = Math.max(1, base);
  return n % 2 === (northSide ? 1 : 0) ? n : n + 1;
}

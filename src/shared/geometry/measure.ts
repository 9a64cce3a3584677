/**
 * Lengths and areas of drawn shapes, and their labels by the spec's rules: metric gives metres below
 * 1000 m, else km with 2 decimals; imperial gives feet, or miles at 5280 ft or more.
 */
import { area as turfArea } from '@turf/area';
import { length as turfLength } from '@turf/length';
import type { ShapeGeometry } from '../objects/placed';
import { FEET_TO_METRES } from './units';

export type DimensionUnits = 'm' | 'ft';

const FEET_PER_METRE = 1 / FEET_TO_METRES;
const SQ_FEET_PER_SQ_METRE = FEET_PER_METRE ** 2;

export function lengthMetres(coords: ReadonlyArray<readonly number[]>): number {
  if (coords.length < 2) return 0;
  return (
    turfLength(
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: coords.map((c) => [c[0]!, c[1]!]) },
      },
      { units: 'kilometers' },
    ) * 1000
  );
}

export function areaSquareMetres(rings: ReadonlyArray<ReadonlyArray<readonly number[]>>): number {
  return turfArea({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: rings.map((r) => r.map((c) => [c[0]!, c[1]!])) },
  });
}

/**
 * One formatter per number of digits, made once: `toLocaleString` with options builds a new one on
 * every call, which for a list or labels of thousands of imported shapes was most of their cost.
 */
const formatters = new Map<number, Intl.NumberFormat>();
const grouped = (n: number, digits = 0): string => {
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, format);
  }
  return format.format(n);
};

export function formatLength(metres: number, units: DimensionUnits): string {
  if (units === 'm') return metres < 1000 ? `${grouped(metres)} m` : `${grouped(metres / 1000, 2)} km`;
  const feet = metres * FEET_PER_METRE;
  return feet < 5280 ? `${grouped(feet)} ft` : `${grouped(feet / 5280, 2)} mi`;
}

export function formatArea(squareMetres: number, units: DimensionUnits): string {
  return units === 'm' ? `${grouped(squareMetres)} m²` : `${grouped(squareMetres * SQ_FEET_PER_SQ_METRE)} ft²`;
}

/** A line's length or a polygon's area, labelled; nothing for a point. */
export function measureText(geometry: ShapeGeometry, units: DimensionUnits): string {
  if (geometry.type === 'LineString') return formatLength(lengthMetres(geometry.coordinates), units);
  if (geometry.type === 'Polygon') return formatArea(areaSquareMetres(geometry.coordinates), units);
  return '';
}

/** The spec's listing rule: a point needs two numbers not both 0; a line 2 points; a polygon ring 3. */
export function isListableShape(geometry: ShapeGeometry): boolean {
  const finite = (c: readonly number[]) => c.length >= 2 && Number.isFinite(c[0]) && Number.isFinite(c[1]);
  if (geometry.type === 'Point')
    return finite(geometry.coordinates) && !(geometry.coordinates[0] === 0 && geometry.coordinates[1] === 0);
  if (geometry.type === 'LineString') return geometry.coordinates.filter(finite).length >= 2;
  const ring = (geometry.coordinates[0] ?? []).filter(finite);
  // A closed ring repeats its first point; that repeat is not a corner.
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first![0] === last![0] && first![1] === last![1];
  return ring.length - (closed ? 1 : 0) >= 3;
}

export const SHAPE_TYPE_NAMES: Record<ShapeGeometry['type'], string> = {
  Point: 'Point',
  LineString: 'Line',
  Polygon: 'Polygon',
};

/** The list's name: the label, or the type followed by '(unlabeled)'. */
export function shapeListName(label: string, geometry: ShapeGeometry): string {
  return label.trim() !== '' ? label : `${SHAPE_TYPE_NAMES[geometry.type]} (unlabeled)`;
}

/** A point to hang a shape's label on (and to measure text nudges from): the point itself, a line's
 * middle vertex, a polygon's vertex mean. */
export function shapeAnchor(g: ShapeGeometry): [number, number] {
  if (g.type === 'Point') return [g.coordinates[0], g.coordinates[1]];
  if (g.type === 'LineString') {
    const mid = g.coordinates[Math.floor(g.coordinates.length / 2)]!;
    return [mid[0], mid[1]];
  }
  const ring = g.coordinates[0]!.slice(0, -1);
  return [ring.reduce((sum, c) => sum + c[0], 0) / ring.length, ring.reduce((sum, c) => sum + c[1], 0) / ring.length];
}

/**
 * Derives intersection points from street centreline segments (CSCL). CSCL splits streets at every
 * node, so an intersection is a segment endpoint shared by segments with at least two distinct street
 * names. Endpoints shared only by pieces of the same street (mid-block splits) are not intersections.
 *
 * Segments can be added page by page; the result does not depend on page or segment order. Used by
 * `npm run data:fetch` (a city-wide file) and by the geography worker (the nodes where the user looks,
 * and those a street-name search finds).
 */
import { isValidPosition, type PointGeometry } from '../geography/geometry';

import type { GeoCollection, GeoFeature } from '../data/geoFeature';

export type { GeoCollection, GeoFeature };

/**
 * Columns that carry the street name in CSCL (inkn-q76z) answers and exports, tried in order: the
 * SODA name, the label form, the 10-character shapefile name, the bare name.
 */
export const CENTERLINE_NAME_FALLBACKS: readonly string[] = [
  'full_street_name',
  'stname_label',
  'full_stree',
  'street_name',
  'FSN',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 6 decimals, about 0.1 m in NYC (the data scripts write coordinates the same way). */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0;
}

/** Endpoints are matched after rounding to 1e-6 degrees (~0.1 m), which absorbs float formatting noise. */
const KEY_SCALE = 1e6;
/** The app reads four street-name fields. */
const MAX_NAMES = 4;

function streetName(props: Readonly<Record<string, unknown>>, nameFields: readonly string[]): string | null {
  for (const field of nameFields) {
    const value = props[field];
    // CSCL pads some names ("W  HOUSTON ST"); collapse so the same street is one name.
    if (typeof value === 'string' && value.trim() !== '') return value.replace(/\s+/g, ' ').trim();
  }
  return null;
}

/** Each line part's two ends. Interior vertices are not nodes in CSCL. */
function endpointsOf(geometry: unknown): Array<[number, number]> {
  if (!isRecord(geometry)) return [];
  const lines =
    geometry.type === 'LineString'
      ? [geometry.coordinates]
      : geometry.type === 'MultiLineString' && Array.isArray(geometry.coordinates)
        ? geometry.coordinates
        : [];
  const ends: Array<[number, number]> = [];
  for (const line of lines) {
    if (!Array.isArray(line) || line.length < 2) continue;
    for (const p of [line[0], line[line.length - 1]]) if (isValidPosition(p)) ends.push([p[0], p[1]]);
  }
  return ends;
}

export class IntersectionCollector {
  /** "x,y" in integer micro-degrees -> distinct street names meeting there. */
  private readonly nodes = new Map<string, Set<string>>();
  segments = 0;
  unnamed = 0;

  constructor(private readonly nameFields: readonly string[] = CENTERLINE_NAME_FALLBACKS) {}

  add(features: readonly GeoFeature[]): void {
    for (const feature of features) {
      this.segments++;
      const name = streetName(feature.properties ?? {}, this.nameFields);
      if (name === null) {
        this.unnamed++;
        continue;
      }
      for (const [x, y] of endpointsOf(feature.geometry)) {
        const key = `${Math.round(x * KEY_SCALE)},${Math.round(y * KEY_SCALE)}`;
        let names = this.nodes.get(key);
        if (!names) this.nodes.set(key, (names = new Set()));
        names.add(name);
      }
    }
  }

  /**
   * Points sorted by id, names sorted: the same segments always give byte-identical output. `keep`
   * chooses nodes by position and names (a view's cell, a searched pair of streets).
   */
  toCollection(keep?: (lng: number, lat: number, names: ReadonlySet<string>) => boolean): GeoCollection {
    const features: GeoFeature[] = [];
    for (const [key, nameSet] of this.nodes) {
      if (nameSet.size < 2) continue;
      const [xi, yi] = key.split(',').map(Number) as [number, number];
      if (keep && !keep(xi / KEY_SCALE, yi / KEY_SCALE, nameSet)) continue;
      const names = [...nameSet].sort().slice(0, MAX_NAMES);
      const id = `x${xi}y${yi}`;
      const geometry: PointGeometry = {
        type: 'Point',
        coordinates: [roundCoordinate(xi / KEY_SCALE), roundCoordinate(yi / KEY_SCALE)],
      };
      const properties: Record<string, unknown> = { id };
      names.forEach((n, i) => (properties[`FSN_${i + 1}`] = n));
      features.push({ type: 'Feature', id, geometry, properties });
    }
    features.sort((a, b) => (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0));
    return { type: 'FeatureCollection', features };
  }
}

export function deriveIntersections(segments: readonly GeoFeature[], nameFields?: readonly string[]): GeoCollection {
  const collector = new IntersectionCollector(nameFields);
  collector.add(segments);
  return collector.toCollection();
}

/**
 * GeoJSON features (from a .geojson file, or a KML file through togeojson) as the plan's shapes:
 * points, lines and polygons, each part of a Multi… geometry (or GeometryCollection) a shape of its
 * own, polygon holes kept; the name as the label and every other property kept with the shape. What
 * cannot be used is counted so the user is told; nothing here throws on a file's content.
 */
import type { Position } from '../geography/geometry';
import { bboxOf, unionBBox, type BBox } from '../geometry/bbox';
import { ringCrossesItself } from '../geometry/planar';
import type { JsonValue, Shape, ShapeGeometry } from '../objects/placed';
import { shapeProperties } from '../plan/items';
import { field, isRecord, readId, readJsonRecord, str, type JsonRecord } from '../plan/read';
import type { ToLngLat } from './crs';

/** What was made of a file's features, and what was not. */
export interface ShapesRead {
  shapes: Shape[];
  /** Features or parts whose coordinates could not be placed (out of range, or not numbers). */
  outOfRange: number;
  /** Features with no geometry or one the app cannot draw (a network link, an empty geometry). */
  skipped: number;
  /** Labels (or ids) of polygons whose outline crosses itself: kept as drawn, and said. */
  crossing: string[];
  bbox: BBox | null;
  /** Features whose other properties were too large to keep (the shapes themselves are kept). */
  trimmed: number;
  /** Positions in all the shapes: what the plan will hold. */
  positions: number;
}

/**
 * A feature's other properties are kept up to this much JSON: enough for a GIS table's attributes, not
 * for a blob (an embedded image, a whole report) that would swell every autosave and share link.
 */
export const MAX_KEPT_CHARS = 8000;

/** Reports the share of features read so far, now and then (a 50 MB file takes seconds). */
export type Progress = (done: number, total: number) => void;
const PROGRESS_EVERY = 500;

type Part = ShapeGeometry | 'outOfRange' | null;

function position(v: unknown, toLngLat: ToLngLat): Position | null {
  if (!Array.isArray(v) || v.length < 2) return null;
  const [x, y] = v as unknown[];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return toLngLat(x, y);
}

function positions(v: unknown, toLngLat: ToLngLat): Position[] | null {
  if (!Array.isArray(v)) return null;
  const out: Position[] = [];
  for (const p of v as unknown[]) {
    const at = position(p, toLngLat);
    if (!at) return null;
    out.push(at);
  }
  return out;
}

/** A ring closed if its file left it open; null with fewer than three distinct corners. */
function ring(v: unknown, toLngLat: ToLngLat): Position[] | null {
  const r = positions(v, toLngLat);
  if (!r || r.length < 3) return null;
  const [first, last] = [r[0]!, r[r.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) r.push([first[0], first[1]]);
  return r.length >= 4 ? r : null;
}

/** Whether any coordinate is a number pair at all (so a failed read was out of range, not malformed). */
const hasNumbers = (v: unknown): boolean =>
  Array.isArray(v) && (typeof v[0] === 'number' ? typeof v[1] === 'number' : (v as unknown[]).some(hasNumbers));

function simplePart(type: string, c: unknown, toLngLat: ToLngLat): Part {
  let g: ShapeGeometry | null = null;
  if (type === 'Point') {
    const p = position(c, toLngLat);
    g = p && { type, coordinates: p };
  } else if (type === 'LineString') {
    const line = positions(c, toLngLat);
    g = line && line.length >= 2 ? { type, coordinates: line } : null;
  } else if (type === 'Polygon' && Array.isArray(c) && c.length > 0) {
    const rings = (c as unknown[]).map((r) => ring(r, toLngLat));
    // A hole that cannot be read is dropped; the outline must read.
    g = rings[0] ? { type, coordinates: rings.filter((r): r is Position[] => r !== null) } : null;
  }
  if (g) return g;
  return hasNumbers(c) ? 'outOfRange' : null;
}

const MULTI: Record<string, string> = { MultiPoint: 'Point', MultiLineString: 'LineString', MultiPolygon: 'Polygon' };

/** A geometry's drawable parts: a Multi… geometry or a GeometryCollection splits into its members. */
function parts(g: unknown, toLngLat: ToLngLat, depth = 0): Part[] {
  if (!isRecord(g) || depth > 4) return [null];
  const type = str(field(g, 'type')) ?? '';
  if (type === 'GeometryCollection') {
    const members = field(g, 'geometries');
    return Array.isArray(members) ? members.flatMap((m: unknown) => parts(m, toLngLat, depth + 1)) : [null];
  }
  const c = field(g, 'coordinates');
  const single = MULTI[type];
  if (single) return Array.isArray(c) ? (c as unknown[]).map((member) => simplePart(single, member, toLngLat)) : [null];
  return [simplePart(type, c, toLngLat)];
}

/** The label: the feature's own label, else its name in any case ('name', 'Name', 'NAME'), else blank. */
function labelOf(props: JsonRecord): string {
  const own = str(field(props, 'label'));
  if (own !== null) return own;
  const key = Object.keys(props).find((k) => k.toLowerCase() === 'name');
  const name = key === undefined ? undefined : field(props, key);
  return typeof name === 'string' ? name : typeof name === 'number' ? String(name) : '';
}

/** The features of a FeatureCollection, a single Feature, or a bare geometry. */
export function featuresOf(data: unknown): unknown[] | null {
  if (!isRecord(data)) return null;
  const type = field(data, 'type');
  if (type === 'FeatureCollection') {
    const features = field(data, 'features');
    return Array.isArray(features) ? features : null;
  }
  if (type === 'Feature') return [data];
  if (
    typeof type === 'string' &&
    (type in MULTI || ['Point', 'LineString', 'Polygon', 'GeometryCollection'].includes(type))
  )
    return [{ type: 'Feature', geometry: data, properties: {} }];
  return null;
}

/**
 * The shapes of `features`. Ids are the file's (a feature's `id`, else its properties' `id`), with
 * `-2`, `-3`… for the further parts of a split geometry and a repeat; `${prefix}-n` when it has none.
 */
export function shapesOfFeatures(
  features: readonly unknown[],
  toLngLat: ToLngLat,
  prefix: string,
  progress?: Progress,
): ShapesRead {
  const read: ShapesRead = {
    shapes: [],
    outOfRange: 0,
    skipped: 0,
    crossing: [],
    bbox: null,
    trimmed: 0,
    positions: 0,
  };
  const used = new Set<string>();
  const unique = (wanted: string): string => {
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    used.add(id);
    return id;
  };
  features.forEach((f: unknown, i) => {
    if (progress && i % PROGRESS_EVERY === 0) progress(i, features.length);
    if (!isRecord(f)) {
      read.skipped++;
      return;
    }
    const raw = field(f, 'properties');
    const props: JsonRecord = isRecord(raw) ? raw : {};
    const found = parts(field(f, 'geometry'), toLngLat);
    const drawn = found.filter((p): p is ShapeGeometry => p !== null && p !== 'outOfRange');
    if (found.includes('outOfRange')) read.outOfRange++;
    else if (drawn.length === 0) read.skipped++;
    const label = labelOf(props);
    const base = readId(field(f, 'id')) ?? readId(field(props, 'id')) ?? `${prefix}-${i + 1}`;
    let kept: Record<string, JsonValue> = readJsonRecord(props);
    if (drawn.length > 0 && JSON.stringify(kept).length > MAX_KEPT_CHARS) {
      kept = {};
      read.trimmed++;
    }
    for (const geometry of drawn) {
      const shape: Shape = { id: unique(base), geometry, properties: shapeProperties(label, kept) };
      read.shapes.push(shape);
      read.positions +=
        geometry.type === 'Point'
          ? 1
          : geometry.type === 'LineString'
            ? geometry.coordinates.length
            : geometry.coordinates.reduce((n, r) => n + r.length, 0);
      const box = bboxOf(
        geometry.type === 'Point'
          ? [geometry.coordinates]
          : geometry.type === 'LineString'
            ? geometry.coordinates
            : geometry.coordinates[0]!,
      );
      read.bbox = read.bbox ? unionBBox(read.bbox, box) : box;
      if (geometry.type === 'Polygon' && geometry.coordinates.some((r) => ringCrossesItself(r)))
        read.crossing.push(label.trim() || shape.id);
    }
  });
  progress?.(features.length, features.length);
  return read;
}

/**
 * Small readers over untrusted JSON. Each returns a typed value or null (or a default) and never
 * throws, so one bad field cannot abort an import that is otherwise usable.
 */
import { isValidPosition, readAreaGeometry, type Position } from '../geography/geometry';
import type { JsonValue, LngLat, ShapeGeometry } from '../objects/placed';
import type { FocusedArea, PlanView } from './schema';

export type JsonRecord = Record<string, unknown>;

export function isRecord(v: unknown): v is JsonRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own keys only: a file's "__proto__" or "constructor" must never reach a prototype. */
export function field(r: JsonRecord, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(r, key) ? r[key] : undefined;
}

export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** {lng, lat} or [lng, lat] (legacy metadata.center), inside the world's bounds. */
export function readLngLat(v: unknown): LngLat | null {
  if (isValidPosition(v)) return { lng: v[0], lat: v[1] };
  if (!isRecord(v)) return null;
  const p = [field(v, 'lng'), field(v, 'lat')];
  return isValidPosition(p) ? { lng: p[0], lat: p[1] } : null;
}

const copyPos = (p: Position): Position => [p[0], p[1]];

/** Point, LineString (2+ positions) or Polygon (rings of 4+ positions); null for anything else. */
export function readShapeGeometry(v: unknown): ShapeGeometry | null {
  if (!isRecord(v)) return null;
  const type = field(v, 'type');
  const c = field(v, 'coordinates');
  if (type === 'Point') return isValidPosition(c) ? { type, coordinates: copyPos(c) } : null;
  if (type === 'LineString') {
    return Array.isArray(c) && c.length >= 2 && c.every(isValidPosition) ? { type, coordinates: c.map(copyPos) } : null;
  }
  if (type === 'Polygon') {
    const ok =
      Array.isArray(c) &&
      c.length > 0 &&
      c.every((ring: unknown) => Array.isArray(ring) && ring.length >= 4 && ring.every(isValidPosition));
    return ok ? { type, coordinates: (c as Position[][]).map((r) => r.map(copyPos)) } : null;
  }
  return null;
}

/** An id as a string: the older app wrote numeric ids. */
export function readId(v: unknown): string | null {
  if (typeof v === 'string' && v !== '') return v;
  return num(v) === null ? null : String(v);
}

/** Undefined when the file has no focused area; null when it has one we cannot use. */
export function readFocusedArea(v: unknown): FocusedArea | null | undefined {
  if (v === null || v === undefined) return undefined;
  if (!isRecord(v)) return null;
  const id = readId(field(v, 'id'));
  const g = readAreaGeometry(field(v, 'geometry'));
  if (id === null || !g) return null;
  // A JSON copy detaches the geometry from the parsed file and keeps only its data.
  const geometry = JSON.parse(JSON.stringify(g)) as typeof g;
  return { id, system: str(field(v, 'system')) ?? '', name: str(field(v, 'name')) ?? '', geometry };
}

/** Bearing and pitch default to 0: legacy files stored only a centre and a zoom. */
export function readView(center: unknown, zoom: unknown, bearing: unknown, pitch: unknown): PlanView | null {
  const c = readLngLat(center);
  const z = num(zoom);
  if (!c || z === null || z < 0 || z > 24) return null;
  return { center: c, zoom: z, bearing: num(bearing) ?? 0, pitch: num(pitch) ?? 0 };
}

/** Keys never copied from a file: assigned to a plain object they would reach its prototype. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
/** Nesting kept of another tool's properties; deeper values are dropped rather than walked without end. */
const MAX_JSON_DEPTH = 8;

/** A detached copy of plain JSON data; undefined for anything JSON cannot hold (or nested too deep). */
export function readJsonValue(v: unknown, depth = 0): JsonValue | undefined {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (depth >= MAX_JSON_DEPTH) return undefined;
  if (Array.isArray(v)) {
    const out: JsonValue[] = [];
    for (const item of v as unknown[]) {
      const copy = readJsonValue(item, depth + 1);
      if (copy !== undefined) out.push(copy);
    }
    return out;
  }
  return isRecord(v) ? readJsonRecord(v, depth + 1) : undefined;
}

/** The record's own JSON-valued properties, minus `omit` and the keys that could reach a prototype. */
export function readJsonRecord(r: JsonRecord, depth = 0, omit: readonly string[] = []): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const key of Object.keys(r)) {
    if (UNSAFE_KEYS.has(key) || omit.includes(key)) continue;
    const copy = readJsonValue(r[key], depth);
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

/**
 * The plan as a share link carries it: the saved-plan document with what can be rebuilt left out,
 * so the link stays short. An object keeps only what differs from its type's catalogue entry (a
 * chair placed and never changed is its id, type, position and time); times are milliseconds from
 * the previous object's; shapes, layers, the view and the revisions are arrays. `expandSharePayload`
 * rebuilds the exact saved-plan document, which is then read like any plan file (parsePlanData), so a
 * link can never hold more than a file could. Numbers are kept whole (JSON writes a double's shortest
 * exact form), so positions round-trip to the bit.
 */
import { objectType } from '../objects/catalogue';
import type { PlacedObject } from '../objects/placed';
import { field, isRecord, num, str, type JsonRecord } from '../plan/read';
import { EVENT_INFO_KEYS, type SavedPlan } from '../plan/schema';

/** Raised when the link's layout changes; an older app refuses a newer link with a clear reason. */
export const SHARE_PAYLOAD_VERSION = 1;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One placed object: id, type, position; its name, time and properties only where they differ. */
export interface CompactObject {
  i: string;
  t: string;
  p: [number, number];
  /** The name, when it is not the type's. */
  n?: string;
  /** The time placed: milliseconds after the previous object's, or the text itself when it is no ISO time. */
  s?: number | string;
  /** Properties that differ from the type's catalogue values. */
  r?: Record<string, Json>;
  /** Catalogue properties the object does not have. */
  m?: string[];
}

export interface SharePayload {
  v: typeof SHARE_PAYLOAD_VERSION;
  /** App name and version, created and updated times of the shared plan. */
  h: [string, string, string, string];
  g: string;
  a: Json;
  b: string;
  /** The view: centre lng, lat, zoom, bearing, pitch. */
  w: [number, number, number, number, number];
  /** Layer ids switched on, then those switched off. */
  l: [string[], string[]];
  /** Shapes: id, label, geometry, and the other properties the shape came with when it has any. */
  s: ([string, string, Json] | [string, string, Json, Json])[];
  o: CompactObject[];
  /** The event information's filled fields. */
  e: Record<string, string>;
  x: Json;
  /** Revisions: revision, date, description. */
  r: [string, string, string][];
  /** Review comments (issue 42), as the file holds them; absent when there are none. */
  c?: Json;
}

const json = (v: unknown): Json => JSON.parse(JSON.stringify(v)) as Json;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The properties an object of this type and name has when nothing about it was changed. */
function catalogueProperties(type: string, name: string): Record<string, unknown> {
  const known = objectType(type);
  const base: Record<string, unknown> = { id: type, label: name, flipped: false, rotationDeg: 0 };
  if (!known) return base;
  return {
    ...base,
    name: known.name,
    category: known.category,
    size: known.size,
    color: known.color,
    footprintFt: known.footprintFt,
    icon: known.icon,
  };
}

const typeName = (type: string): string => objectType(type)?.name ?? type;

/** An ISO time that survives a trip through milliseconds unchanged, as the app writes them. */
function isoMillis(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text ? ms : null;
}

function compactObject(o: PlacedObject, previousMs: { value: number }): CompactObject {
  const props = o.properties as unknown as Record<string, unknown>;
  const defaults = catalogueProperties(o.type, o.name);
  const out: CompactObject = { i: o.id, t: o.type, p: [o.position.lng, o.position.lat] };
  if (o.name !== typeName(o.type)) out.n = o.name;
  if ('timestamp' in props) {
    const ms = typeof o.properties.timestamp === 'string' ? isoMillis(o.properties.timestamp) : null;
    if (ms === null) out.s = o.properties.timestamp;
    else {
      out.s = ms - previousMs.value;
      previousMs.value = ms;
    }
  }
  const rest: Record<string, Json> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'timestamp' || value === undefined) continue;
    if (!(key in defaults) || !same(value, defaults[key])) rest[key] = json(value);
  }
  if (Object.keys(rest).length > 0) out.r = rest;
  const missing = Object.keys(defaults).filter((key) => !(key in props) || props[key] === undefined);
  if (missing.length > 0) out.m = missing;
  return out;
}

export function toSharePayload(saved: SavedPlan): SharePayload {
  const layers = Object.entries(saved.layers);
  const previousMs = { value: 0 };
  const event: Record<string, string> = {};
  for (const key of EVENT_INFO_KEYS) if (saved.eventInfo[key] !== '') event[key] = saved.eventInfo[key];
  const { center, zoom, bearing, pitch } = saved.view;
  return {
    v: SHARE_PAYLOAD_VERSION,
    h: [saved.app.name, saved.app.version, saved.createdAt, saved.updatedAt],
    g: saved.geography.type,
    a: json(saved.focusedArea),
    b: saved.basemap.key,
    w: [center.lng, center.lat, zoom, bearing, pitch],
    l: [layers.filter(([, l]) => l.visible).map(([id]) => id), layers.filter(([, l]) => !l.visible).map(([id]) => id)],
    // The shape's other properties ride as a fourth entry, only when it has any.
    s: saved.customShapes.features.map((f) => {
      const { label, ...kept } = f.properties;
      const row: [string, string, Json] = [f.id, label, json(f.geometry)];
      return Object.keys(kept).length > 0 ? [...row, json(kept)] : row;
    }),
    o: saved.droppedObjects.map((o) => compactObject(o, previousMs)),
    e: event,
    x: json(saved.exportOptions),
    r: saved.revisions.map((r) => [r.revision, r.date, r.description]),
    ...(saved.reviewComments?.length ? { c: json(saved.reviewComments) } : {}),
  };
}

// ---- back to the saved-plan document ----------------------------------------------------------------

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const strings = (v: unknown): string[] => list(v).filter((s): s is string => typeof s === 'string');

function expandObject(v: unknown, previousMs: { value: number }): unknown {
  // Anything unreadable is handed on as it is: the plan reader skips it with a warning, as in a file.
  if (!isRecord(v)) return v;
  const type = str(field(v, 't')) ?? '';
  const name = str(field(v, 'n')) ?? typeName(type);
  // Entries, not assignments: a crafted '__proto__' key stays a plain key (the reader ignores it).
  const entries = new Map(Object.entries(json(catalogueProperties(type, name)) as Record<string, unknown>));
  const stamp = field(v, 's');
  if (typeof stamp === 'string') entries.set('timestamp', stamp);
  else if (num(stamp) !== null) {
    previousMs.value += stamp as number;
    entries.set('timestamp', new Date(previousMs.value).toISOString());
  }
  const rest = field(v, 'r');
  if (isRecord(rest)) for (const key of Object.keys(rest)) entries.set(key, field(rest, key));
  for (const key of strings(field(v, 'm'))) entries.delete(key);
  const properties = Object.fromEntries(entries);
  const [lng, lat] = list(field(v, 'p'));
  return { id: field(v, 'i'), type, name, position: { lng, lat }, properties };
}

function expandLayers(v: unknown): Record<string, { visible: boolean }> {
  const [on, off] = list(v);
  const out: Record<string, { visible: boolean }> = {};
  for (const id of strings(on)) out[id] = { visible: true };
  for (const id of strings(off)) out[id] = { visible: false };
  return out;
}

/**
 * The saved-plan document the payload was made from, for parsePlanData; a reason when the data is
 * no share payload at all.
 */
export function expandSharePayload(data: unknown): JsonRecord | string {
  if (!isRecord(data)) return 'the link does not hold a site plan';
  const version = num(field(data, 'v'));
  if (version === null) return 'the link does not hold a site plan';
  if (version > SHARE_PAYLOAD_VERSION)
    return `the link was made by a newer version of the app (link version ${version})`;
  const [appName, appVersion, createdAt, updatedAt] = list(field(data, 'h'));
  const [lng, lat, zoom, bearing, pitch] = list(field(data, 'w'));
  const event = field(data, 'e');
  const previousMs = { value: 0 };
  return {
    schemaVersion: 1,
    app: { name: appName, version: appVersion },
    createdAt,
    updatedAt,
    geography: { type: field(data, 'g') },
    focusedArea: field(data, 'a') ?? null,
    basemap: { key: field(data, 'b') },
    view: { center: { lng, lat }, zoom, bearing, pitch },
    layers: expandLayers(field(data, 'l')),
    customShapes: {
      type: 'FeatureCollection',
      features: list(field(data, 's')).map((s) => {
        const [id, label, geometry, kept] = list(s);
        return { type: 'Feature', id, geometry, properties: { ...(isRecord(kept) ? kept : {}), label } };
      }),
    },
    droppedObjects: list(field(data, 'o')).map((o) => expandObject(o, previousMs)),
    eventInfo: Object.fromEntries(EVENT_INFO_KEYS.map((k) => [k, (isRecord(event) && str(field(event, k))) || ''])),
    exportOptions: field(data, 'x'),
    revisions: list(field(data, 'r')).map((r) => {
      const [revision, date, description] = list(r);
      return { revision, date, description };
    }),
    ...(field(data, 'c') !== undefined ? { reviewComments: field(data, 'c') } : {}),
  };
}

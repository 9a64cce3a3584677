/**
 * Reads a plan file's text into one normalised ParsedPlan, whichever app version wrote it. Fatal
 * problems give the spec's one error message with a reason; recoverable ones become warnings.
 * Strings from the file stay plain strings: nothing here builds markup or evaluates text.
 */
import { DEFAULT_GEOGRAPHY, isGeographyType } from '../geography/modes';
import { isInfrastructureLayerId, unknownLayerMessage, ZONE_LAYER_ID } from '../layers/ids';
import { isBasemapKey } from '../map/basemaps';
import { isMapScale } from '../export/mapScale';
import { ORIENTATIONS, PAPER_SIZES } from '../export/pageLayout';
import { readObjects, readShapes } from './items';
import { readReviewComments } from '../review/comments';
import { bool, field, isRecord, num, readFocusedArea, readView, str, type JsonRecord } from './read';
import {
  DEFAULT_EXPORT_OPTIONS,
  EMPTY_EVENT_INFO,
  EVENT_INFO_KEYS,
  IMPORT_ERROR_MESSAGE,
  PLAN_MAX_BYTES,
  PLAN_SCHEMA_VERSION,
  type EventInfo,
  type ExportOptions,
  type LayerVisibility,
  type ParseResult,
  type Revision,
} from './schema';

/** Keys that mark a JSON object as a plan of some version; `{ foo: 1 }` has none of them. */
const PLAN_KEYS = [
  'schemaVersion',
  'droppedObjects',
  'customShapes',
  'metadata',
  'view',
  'layers',
  'focusedArea',
  'geography',
];

const fail = (reason: string): ParseResult => ({ ok: false, message: IMPORT_ERROR_MESSAGE, reason });

/**
 * Exact UTF-8 size of a string, counted without TextEncoder (not in the shared ES-only lib). A lone
 * surrogate counts 3 bytes, as the encoder would write U+FFFD for it.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Over the limit as the file's UTF-8 size. Each UTF-16 unit is 1 to 3 bytes, so the length alone
 * settles most texts and the exact count only runs for the band where it cannot.
 */
export function isTooLarge(text: string): boolean {
  if (text.length > PLAN_MAX_BYTES) return true;
  if (text.length * 3 <= PLAN_MAX_BYTES) return false;
  return utf8ByteLength(text) > PLAN_MAX_BYTES;
}

// The spec's fields are objects ({ type }, { key }); older files may hold the bare string.
const inner = (v: unknown, key: string): unknown => (isRecord(v) ? field(v, key) : v);
/** A file's value in a warning: a string as written, anything else as JSON. */
const shownValue = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

function readLayers(v: unknown, warnings: string[]): LayerVisibility {
  const out: LayerVisibility = {};
  if (!isRecord(v)) return out;
  for (const id of Object.keys(v)) {
    // Runtime fields of the older app (loading, loaded, error, endpoint, styling) are ignored here.
    const visible = bool(inner(field(v, id), 'visible'));
    if (!isInfrastructureLayerId(id) && id !== ZONE_LAYER_ID) warnings.push(unknownLayerMessage(id));
    else if (visible !== null) out[id] = { visible };
  }
  return out;
}

function readEventInfo(v: unknown): EventInfo {
  const out: EventInfo = { ...EMPTY_EVENT_INFO };
  if (!isRecord(v)) return out;
  for (const key of EVENT_INFO_KEYS) {
    const raw = field(v, key);
    // A number (attendance, typically) becomes its text; anything else that is not a string is dropped.
    out[key] = str(raw) ?? (num(raw) === null ? '' : String(raw));
  }
  return out;
}

/** At most this many rows are kept: a revision table is a short history, not a log. */
export const MAX_REVISIONS = 50;

/** The revision table; rows that are not objects are dropped, a missing field is blank, numbers become text. */
function readRevisions(v: unknown): Revision[] {
  if (!Array.isArray(v)) return [];
  const text = (raw: unknown): string => str(raw) ?? (num(raw) === null ? '' : String(raw));
  return v
    .filter(isRecord)
    .slice(0, MAX_REVISIONS)
    .map((r) => ({
      revision: text(field(r, 'revision')),
      date: text(field(r, 'date')),
      description: text(field(r, 'description')),
    }));
}

/** `v` when it is one of `options`, else null. */
const oneOf = <T extends string>(v: unknown, options: readonly T[]): T | null => options.find((o) => o === v) ?? null;

function readExportOptions(v: unknown): ExportOptions {
  const r: JsonRecord = isRecord(v) ? v : {};
  const units = field(r, 'dimensionUnits');
  const scale = field(r, 'scale');
  return {
    includeDimensions: bool(field(r, 'includeDimensions')) ?? DEFAULT_EXPORT_OPTIONS.includeDimensions,
    dimensionUnits: units === 'm' || units === 'ft' ? units : DEFAULT_EXPORT_OPTIONS.dimensionUnits,
    paper: oneOf(field(r, 'paper'), PAPER_SIZES) ?? DEFAULT_EXPORT_OPTIONS.paper,
    orientation: oneOf(field(r, 'orientation'), ORIENTATIONS) ?? DEFAULT_EXPORT_OPTIONS.orientation,
    scale: isMapScale(scale) ? scale : DEFAULT_EXPORT_OPTIONS.scale,
    detailSheets: bool(field(r, 'detailSheets')) ?? DEFAULT_EXPORT_OPTIONS.detailSheets,
  };
}

export function parsePlanText(text: string): ParseResult {
  if (isTooLarge(text)) return fail(`File is larger than ${PLAN_MAX_BYTES / (1024 * 1024)} MB`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('File is not valid JSON');
  }
  return parsePlanJson(data);
}

/** Whether parsed JSON has any key a plan of some version writes. */
export const looksLikePlan = (data: unknown): data is JsonRecord =>
  isRecord(data) && PLAN_KEYS.some((k) => field(data, k) !== undefined);

/** Parsed JSON as a plan, or the spec's error when it is none (the import parses a file's text once). */
export function parsePlanJson(data: unknown): ParseResult {
  if (!looksLikePlan(data)) return fail('File is not a site plan');
  return parsePlanData(data);
}

/**
 * A file from a newer app is refused whole, before anything is read from it: its fields may mean
 * something this version does not know, and half a plan applied would look like the whole one.
 */
export function newerVersionReason(version: number, app: unknown): string {
  const appName = isRecord(app) ? str(field(app, 'name')) : null;
  const appVersion = isRecord(app) ? str(field(app, 'version')) : null;
  const by = appVersion ? ` (${appName ?? 'the app'} ${appVersion})` : '';
  return (
    `File was saved by a newer version of the app${by}: plan schema version ${version}; this version reads ` +
    `schema version ${PLAN_SCHEMA_VERSION} and older. Nothing was changed. Update the app, then import the file again.`
  );
}

/** The same normalisation for an already-parsed JSON object (tests, or a plan handed over in memory). */
export function parsePlanData(d: JsonRecord): ParseResult {
  const rawVersion = field(d, 'schemaVersion');
  if (rawVersion !== undefined && num(rawVersion) === null) return fail('schemaVersion is not a number');
  const version = num(rawVersion) ?? 0;
  if (version > PLAN_SCHEMA_VERSION) return fail(newerVersionReason(version, field(d, 'app')));
  const legacy = version < 1;
  const warnings: string[] = [];
  const meta: JsonRecord = isRecord(field(d, 'metadata')) ? (field(d, 'metadata') as JsonRecord) : {};

  const objects = readObjects(field(d, 'droppedObjects'));
  if (!objects) return fail('droppedObjects is not a list');
  const shapes = readShapes(field(d, 'customShapes'));
  if (!shapes) return fail('customShapes is not a FeatureCollection');
  const focusedArea = readFocusedArea(field(d, 'focusedArea'));
  if (focusedArea === null) return fail('focusedArea has no id or an invalid geometry');

  const geoRaw = inner(field(d, 'geography') ?? field(meta, 'geography'), 'type');
  const geography = isGeographyType(geoRaw) ? geoRaw : DEFAULT_GEOGRAPHY;
  if (geoRaw !== undefined && !isGeographyType(geoRaw))
    warnings.push(`Unknown geography: ${shownValue(geoRaw)}; using ${geography}`);
  const baseRaw = inner(field(d, 'basemap') ?? field(meta, 'basemap'), 'key');
  const basemap = isBasemapKey(baseRaw) ? baseRaw : 'carto';
  if (baseRaw !== undefined && !isBasemapKey(baseRaw))
    warnings.push(`Unknown basemap: ${shownValue(baseRaw)}; using ${basemap}`);

  // Legacy files keep the view in metadata; a current file without a usable view falls back to it too.
  const v: JsonRecord = isRecord(field(d, 'view')) ? (field(d, 'view') as JsonRecord) : meta;
  const view =
    readView(field(v, 'center'), field(v, 'zoom'), field(v, 'bearing'), field(v, 'pitch')) ??
    readView(field(meta, 'center'), field(meta, 'zoom'), field(meta, 'bearing'), field(meta, 'pitch'));

  const app: JsonRecord = isRecord(field(d, 'app')) ? (field(d, 'app') as JsonRecord) : {};
  const layers = readLayers(field(d, 'layers'), warnings);
  warnings.push(...shapes.warnings, ...objects.warnings);
  return {
    ok: true,
    warnings,
    plan: {
      schemaVersion: legacy ? 0 : version,
      legacy,
      app: { name: str(field(app, 'name')), version: str(field(app, 'version')) },
      createdAt: str(field(d, 'createdAt')) ?? str(field(meta, 'createdAt')),
      updatedAt: str(field(d, 'updatedAt')) ?? str(field(meta, 'updatedAt')),
      geography,
      focusedArea: focusedArea ?? null,
      basemap,
      view,
      layers,
      plan: { objects: objects.items, shapes: shapes.items },
      eventInfo: readEventInfo(field(d, 'eventInfo')),
      exportOptions: readExportOptions(field(d, 'exportOptions')),
      revisions: readRevisions(field(d, 'revisions')),
      reviewComments: readReviewComments(field(d, 'reviewComments')),
    },
  };
}

/**
 * The saved-plan file format (schema version 1) and the normalised shape every imported file
 * (current, legacy or written by the older app) is read into. Pure data: the UI reads and writes files.
 */
import type { AreaGeometry } from '../geography/geometry';
import { localDate } from '../app/localTime';
import type { GeographyType } from '../geography/modes';
import type { BasemapKey } from '../map/basemaps';
import type { JsonValue, LngLat, PlacedObject, Plan, ShapeGeometry } from '../objects/placed';
import type { ReviewComment } from '../review/types';

export const PLAN_SCHEMA_VERSION = 1;
/** Larger files are refused before JSON.parse, so a huge file cannot stall the tab. */
export const PLAN_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_ERROR_MESSAGE = 'Error importing plan. Please check the file format.';

/**
 * Event Information, every field a string as typed (blank when not given). The event's kind and its
 * phases (load-in, the event's first and last day with its start and end times, load-out) were added
 * after schema version 1 was first written: older files have none of them and still read (blank),
 * as the revision table did before them; an older app reading a newer file ignores them.
 */
export interface EventInfo {
  name: string;
  organizer: string;
  contact: string;
  /** The event's first day, 'yyyy-mm-dd'. */
  date: string;
  /** Hours as written ('doors 5 PM'); the typed start and end times are startTime and endTime. */
  time: string;
  attendance: string;
  permit: string;
  notes: string;
  /** The event's kind (precheck/eventTypes.ts), '' when not chosen: the focused area's own permit then. */
  eventType: string;
  /** The event's last day; blank for a one-day event. */
  endDate: string;
  /** 'hh:mm', as a time input gives them. */
  startTime: string;
  endTime: string;
  loadInDate: string;
  loadInTime: string;
  loadOutDate: string;
  loadOutTime: string;
  /** The first day the event is advertised, 'yyyy-mm-dd' (Part 18 is filed 5 days before it); blank when not known. */
  advertisingDate: string;
}
export const EMPTY_EVENT_INFO: EventInfo = {
  name: '',
  organizer: '',
  contact: '',
  date: '',
  time: '',
  attendance: '',
  permit: '',
  notes: '',
  eventType: '',
  endDate: '',
  startTime: '',
  endTime: '',
  loadInDate: '',
  loadInTime: '',
  loadOutDate: '',
  loadOutTime: '',
  advertisingDate: '',
};
export const EVENT_INFO_KEYS = Object.keys(EMPTY_EVENT_INFO) as (keyof EventInfo)[];
/** The fields that hold dates, times, numbers or the kind: every other field is the organizer's words, which the text rules read. */
const EVENT_VALUE_KEYS: ReadonlySet<string> = new Set<keyof EventInfo>([
  'date',
  'attendance',
  'eventType',
  'endDate',
  'startTime',
  'endTime',
  'loadInDate',
  'loadInTime',
  'loadOutDate',
  'loadOutTime',
  'advertisingDate',
]);
/** Whether an Event Information field is written in the organizer's words (notes, name, …), not a value. */
export const isEventTextKey = (key: string): boolean => !EVENT_VALUE_KEYS.has(key);

/** The same units the measurements use. */
export type { DimensionUnits } from '../geometry/measure';
import type { DimensionUnits } from '../geometry/measure';
import { DEFAULT_ORIENTATION, DEFAULT_PAPER, type Orientation, type PaperSize } from '../export/pageLayout';
import { DEFAULT_MAP_SCALE, type MapScale } from '../export/mapScale';
/** The spec's two options, then the page set-up (paper, orientation, map scale) and the detail sheets; older plans get the A4-landscape, fit-to-area defaults with detail sheets. */
export interface ExportOptions {
  includeDimensions: boolean;
  dimensionUnits: DimensionUnits;
  paper: PaperSize;
  orientation: Orientation;
  scale: MapScale;
  /** Enlarged detail sheets where objects are too dense to number on the site plan (PDF). */
  detailSheets: boolean;
}
export const DEFAULT_EXPORT_OPTIONS: ExportOptions = {
  includeDimensions: true,
  dimensionUnits: 'm',
  paper: DEFAULT_PAPER,
  orientation: DEFAULT_ORIENTATION,
  scale: DEFAULT_MAP_SCALE,
  detailSheets: true,
};

/**
 * One row of the packet's revision table, filled by the user as versions are saved ('A', '2025-06-01',
 * 'Stage moved north'). Free text: the office's own revision scheme is kept as typed.
 */
export interface Revision {
  revision: string;
  date: string;
  description: string;
}

export interface PlanView {
  center: LngLat;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** `id` is always a string here; the older app wrote numbers, which the parser turns into strings. */
export interface FocusedArea {
  id: string;
  system: string;
  name: string;
  geometry: AreaGeometry;
}

/** Only what the user chose: runtime layer state (loading, errors, endpoints) never goes in a file. */
export type LayerVisibility = Record<string, { visible: boolean }>;

export interface ShapeFeature {
  type: 'Feature';
  id: string;
  geometry: ShapeGeometry;
  /** The label, then the other properties the shape came with (see Shape's `kept`). */
  properties: { label: string } & Record<string, JsonValue>;
}
export interface ShapeFeatureCollection {
  type: 'FeatureCollection';
  features: ShapeFeature[];
}

export interface SavedPlan {
  schemaVersion: typeof PLAN_SCHEMA_VERSION;
  app: { name: string; version: string };
  createdAt: string;
  updatedAt: string;
  geography: { type: GeographyType };
  focusedArea: FocusedArea | null;
  basemap: { key: BasemapKey };
  view: PlanView;
  layers: LayerVisibility;
  customShapes: ShapeFeatureCollection;
  droppedObjects: PlacedObject[];
  eventInfo: EventInfo;
  exportOptions: ExportOptions;
  /** Added after schema version 1 was first written: older files have none and still read (as []). */
  revisions: Revision[];
  /** Reviewers' comments read from returned packets (issue 42); added later, older files read as []. */
  reviewComments?: ReviewComment[];
}

/** What the UI hands over to save. `createdAt` is the first save's time, kept across re-saves. */
export interface PlanDocumentInput {
  geography: GeographyType;
  focusedArea: FocusedArea | null;
  basemap: BasemapKey;
  view: PlanView;
  layers: LayerVisibility;
  plan: Plan;
  eventInfo: EventInfo;
  exportOptions: ExportOptions;
  /** The revision table; none when absent. */
  revisions?: readonly Revision[];
  /** Reviewers' comments; none when absent. */
  reviewComments?: readonly ReviewComment[];
  createdAt?: string;
}

/** One normalised result for every accepted file version. */
export interface ParsedPlan {
  /** 0 for a legacy file (no schemaVersion, or below 1). */
  schemaVersion: number;
  legacy: boolean;
  app: { name: string | null; version: string | null };
  createdAt: string | null;
  updatedAt: string | null;
  geography: GeographyType;
  focusedArea: FocusedArea | null;
  basemap: BasemapKey;
  /** Null when the file has no usable view; the UI then keeps its current one. */
  view: PlanView | null;
  layers: LayerVisibility;
  plan: { objects: PlacedObject[]; shapes: Plan['shapes'][number][] };
  eventInfo: EventInfo;
  exportOptions: ExportOptions;
  revisions: Revision[];
  reviewComments: ReviewComment[];
}

export type ParseResult =
  | { ok: true; plan: ParsedPlan; warnings: string[] }
  | { ok: false; message: typeof IMPORT_ERROR_MESSAGE; reason: string };

/** siteplan-yyyy-mm-dd.json in local time, the day the user sees on their clock. */
export function planFileName(date: Date): string {
  return `siteplan-${localDate(date)}.json`;
}

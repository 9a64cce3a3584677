/**
 * What the page thread hands the export worker: the captured map images (transferred) and a plain
 * description of everything else on the page. The worker lays the page out once, in millimetres,
 * and renders that layout to a PDF (vector graphics and real text) or to a PNG/JPG canvas.
 */
import type { AreaGeometry } from '../geography/geometry';
import type { PlacedObject, Shape } from '../objects/placed';
import type { EventInfo, ExportOptions, Revision } from '../plan/schema';
import type { GeoFrame } from './geoFrame';

export type ExportFormat = 'png' | 'jpg' | 'pdf';

export type { GeoFrame } from './geoFrame';

/** A visible infrastructure layer for the legend and the summary page. */
export interface LegendLayer {
  id: string;
  name: string;
  color: string;
  kind: 'point' | 'line' | 'polygon';
  /** Features the layer holds for the focused area. */
  count: number;
}

/** Layers whose features near the site are listed on the 'Parking & Transit Summary' page. */
export type NearbyLayerId =
  'streetParkingSigns' | 'parkingMeters' | 'busStops' | 'subwayEntrances' | 'dcwpParkingGarages';

/** One feature near the site, nearest first within its layer. */
export interface NearbyFeature {
  layerId: NearbyLayerId;
  lng: number;
  lat: number;
  /** A short name (stop name, sign text, meter number, station, garage name). */
  title: string;
  /** Further popup fields joined with ' · ', possibly empty. */
  detail: string;
  /** Ground distance from the focused area's outline (0 inside it), in metres. */
  distanceM: number;
}

export interface NearbyLayer {
  layerId: NearbyLayerId;
  /** False when the layer was not loaded: the table says so instead of claiming there is nothing. */
  loaded: boolean;
  features: NearbyFeature[];
  /** How many more were near the site than are listed. */
  omitted: number;
}

/** One pre-check finding as printed: a dismissed one is listed as acknowledged, not hidden. */
export interface PreCheckFinding {
  severity: 'blocker' | 'warning' | 'info';
  /** The finding's message, or the grouped line ('37 chairs within 2 ft of a tree'). */
  message: string;
  citationTitle: string;
  citationUrl: string;
  acknowledged: boolean;
  /** A grouped line's findings, one short line each (absent for a single finding). */
  members?: string[];
  /** The citation was read second-hand: the packet says so. */
  secondHand?: boolean;
  /** What no page backs: the finding is guidance (the packet says so). */
  guidance?: string;
}

/** One row of the 'Permits and deadlines' page. */
export interface PermitRow {
  permit: string;
  agency: string;
  /** The objects or facts that call for it. */
  why: string;
  /** 'yyyy-mm-dd', or null without an event date or a lead time. */
  fileBy: string | null;
  leadText: string;
  status: 'past-due' | 'late-fee' | 'due-soon' | 'on-time' | 'no-date';
  citationTitle: string;
  citationUrl: string;
  secondHand: boolean;
  conditional: boolean;
  /** '15 business days before load-in, 2026-06-08': the day the office counts from (absent in older requests). */
  counted?: string;
  /** A late filing's fee ('$400 late fee'), printed instead of 'PAST DUE'. */
  lateFee?: string;
  /** What no page backs: the row is guidance. */
  guidance?: string;
  /** The page that gives the lead time, when it is not the citation. */
  leadCitation?: { title: string; url: string; secondHand: boolean };
}

/** One row of the packet's 'Occupant load and egress' table (shared/egress/rows.ts says it). */
export interface EgressReportRow {
  figure: string;
  value: string;
  required: string;
  /** What is short, or '' where nothing is. */
  short: string;
  /** The source's title and standing ('second-hand source', guidance), or ''. */
  source: string;
}

/** One comment as the packet prints it. */
export interface ReviewReportRow {
  number: number;
  author: string;
  /** 'yyyy-mm-dd', or '' when the markup had no date. */
  date: string;
  text: string;
  /** Where it was made ('Site plan', 'Page 4'). */
  sheet: string;
  replies: { author: string; text: string }[];
  /** The revision it was resolved in ('' when the plan had none then); null while open. */
  resolvedIn: string | null;
  /** The ground it points at, for the number on the map sheets; null for the plan as a whole. */
  anchor: [number, number] | null;
}

/** The egress check's marks on the plan sheets: each exit tagged with its number and width, and the longest walk. */
export interface EgressSheetMarks {
  exits: { tag: string; lng: number; lat: number }[];
  /** The longest walk to the nearest exit as [lng, lat], from the farthest point; null when none was found. */
  walk: [number, number][] | null;
}

/** The 'Permit Pre-check' page's content, from the nudge worker's last answer. */
export interface PreCheckReport {
  /** Occupant load and egress, where the plan has an enclosure, its pieces or exits; absent otherwise. */
  egress?: EgressReportRow[];
  findings: PreCheckFinding[];
  /** Rules that could not be checked: the layer they need failed to load. */
  unchecked: { ruleId: string; layerName: string; message: string }[];
  capacity: {
    areaSource: 'audience' | 'focus';
    usableFt2: number;
    objectsFt2: number;
    factorFt2: number;
    useText: string;
    capacity: number;
    attendance: number | null;
    ft2PerPerson: number | null;
    exceeds: boolean;
  } | null;
  /** The permits the plan needs, with their file-by dates ('Permits and deadlines' page). */
  permits: PermitRow[];
  /** The event date the file-by dates count back from ('' when not given), and the day they were judged on. */
  eventDate?: string;
  today?: string;
  /** The event's kind and phases in one line ('Block party · Load-in … · Event … · Load-out …'). */
  phases?: string;
  /** The attendance the permits read, as said ('at least 48, from the seats'). */
  attendance?: string;
}

/** The plan's export options; a request without the page set-up (an older one) is A4 landscape, fit to area, with detail sheets. */
export type ExportPageOptions = Pick<ExportOptions, 'includeDimensions' | 'dimensionUnits'> &
  Partial<Pick<ExportOptions, 'paper' | 'orientation' | 'scale' | 'detailSheets'>>;

export interface ExportPage {
  format: ExportFormat;
  /** The permit-area title and subtitle by the spec's rules. */
  areaTitle: string;
  areaSubtitle: string;
  areaGeometry: AreaGeometry;
  eventInfo: EventInfo;
  options: ExportPageOptions;
  /** Bounds of the map image. */
  frame: GeoFrame;
  /** Bounds of the locator image, or null when it could not be captured (the page then draws none). */
  locatorFrame: GeoFrame | null;
  legendLayers: LegendLayer[];
  objects: PlacedObject[];
  shapes: Shape[];
  nearby: NearbyLayer[];
  /** ISO time of the export. */
  generatedAt: string;
  /** The exporter's local date and time as printed on the page ('2026-11-22 14:05'); the date part names the file. */
  localDateTime: string;
  appName: string;
  /** Whether the drawn shapes' labels are shown (the designer's toggle); absent means hidden. */
  shapeLabels?: boolean;
  /** The permit pre-check, printed after the summaries (PDF only); absent in older requests. */
  preCheck?: PreCheckReport;
  /** The plan's revision table, printed in the title block; absent or empty: none. */
  revisions?: readonly Revision[];
  /** The reviewers' comments, printed as the 'Review comments' table (PDF); absent or empty: none. */
  reviewComments?: readonly ReviewReportRow[];
  /** The plan's record id, named in the PDF's metadata so a returned packet can be matched to it; absent: none. */
  planId?: string | null;
  /** The plan's share link, printed as a QR code in the title block when it fits; absent or null: none. */
  shareLink?: string | null;
  /** Said in the map frame when the basemap could not be drawn in full (see basemapNote.ts); absent when it was. */
  basemapNote?: string;
  /** The basemap's credit ('© CARTO © OpenStreetMap contributors'), printed by the scale bar; absent when none was drawn. */
  basemapCredit?: string;
  /** The egress check's exits and longest walk, drawn on the plan sheets; absent where the plan has no check. */
  egressMarks?: EgressSheetMarks;
}

/**
 * What the page needs of an ImageBitmap. src/shared is type-checked without the DOM library, so the
 * contract names the shape; an ImageBitmap is one, and Node tests can pass a stand-in.
 */
export interface ExportBitmap {
  readonly width: number;
  readonly height: number;
  close(): void;
}

export interface ExportImages {
  map: ExportBitmap;
  locator: ExportBitmap | null;
}

/**
 * A captured image as its pixels: RGBA, the top row first, alpha not premultiplied (ImageData's
 * layout). The page reads the offscreen map's pixels off the GPU in strips and hands them over as they
 * are; the export worker makes the bitmap, which on the page would block it for tens of milliseconds.
 */
export interface ExportPixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray<ArrayBuffer>;
}

/** What the compose call takes: bitmaps (Node tests' stand-ins) or the capture's pixels. */
export interface ExportImagesInput {
  map: ExportBitmap | ExportPixels;
  locator: ExportBitmap | ExportPixels | null;
}

export const isExportPixels = (image: ExportBitmap | ExportPixels): image is ExportPixels => 'data' in image;

/** The composed file. */
export interface ExportFile {
  bytes: ArrayBuffer;
  mime: string;
  fileName: string;
}

/** Stages the progress indicator names, in order. */
export const EXPORT_STAGES = ['Rendering map', 'Composing page', 'Writing file'] as const;
export type ExportStage = (typeof EXPORT_STAGES)[number];

export const EXPORT_ERRORS = {
  noFocus: 'Please focus on a permit area first',
  invalidGeometry: 'Invalid focused area geometry',
  emptyCapture: 'Failed to capture basemap image',
  png: 'Failed to create PNG',
  styleTimeout: 'Offscreen map style load timeout',
  failed: (message: string) => `Export failed: ${message}`,
} as const;

/**
 * The export's page composition, DOM-free: checks what it was given, then lays every page out once
 * as primitives in millimetres. The renderers (renderPdf, renderCanvas) only draw that layout.
 */
import { exportBounds } from './bounds';
import { readAreaGeometry } from '../geography/geometry';
import { isValidFrame } from './frameProjection';
import type { MapSheetGeo } from './geoPdf';
import type { LegendExtra } from './legend';
import { pageGeometry, summaryPageSize, type PageGeometry } from './pageLayout';
import { numberPages } from './pageFlow';
import type { ComposedDocument, PageFormat, Primitive } from './primitives';
import { EXPORT_ERRORS, type ExportImagesInput, type ExportPage } from './request';
import { notesPages } from './notesPages';
import { sidePanel } from './sidePanel';
import { detailSheetsWanted, summaryPages } from './summaryPages';
import { scheduleOf } from './schedule';
import { planSheets, type PlanSheets } from './sheets/planSheets';
import type { FrameLayer } from './vector/frameLayers';
import { symbolTable } from './vector/symbols';

/** Thrown at a checkpoint once the job was cancelled; the API turns it into { status: 'cancelled' }. */
export class ExportCancelled extends Error {
  override name = 'ExportCancelled';
  constructor() {
    super('Export cancelled');
  }
}

/**
 * The spec's checks: a polygon or multipolygon with finite bounds ('Invalid focused area
 * geometry') and a non-empty capture ('Failed to capture basemap image').
 */
export function validateExport(page: ExportPage, images: ExportImagesInput): void {
  // The geometry crossed a thread: read it again as untrusted data, then check it as the page did.
  const geometry = readAreaGeometry(page.areaGeometry);
  if (!geometry) throw new Error(EXPORT_ERRORS.invalidGeometry);
  exportBounds(geometry);
  const empty = (b: { width: number; height: number } | null | undefined) => !b || !(b.width > 0 && b.height > 0);
  // No locator is allowed (the page then draws none); an empty one is a failed capture.
  if (empty(images.map) || (images.locator !== null && empty(images.locator)))
    throw new Error(EXPORT_ERRORS.emptyCapture);
  // The frame comes from the capture itself; a bad one is a bug upstream, not the user's geometry.
  if (!isValidFrame(page.frame)) throw new Error('Invalid map frame');
}

/** The map page's geometry for the request's paper and orientation (A4 landscape when it names none). */
export const exportGeometry = (page: ExportPage): PageGeometry =>
  pageGeometry(page.options.paper, page.options.orientation);

/** The legend's rows for what the site plan draws beyond layers and types. */
function legendExtras(sheets: PlanSheets): LegendExtra[] {
  const blocks = sheets.overview.map.report.blocksDrawn.size;
  const extras: LegendExtra[] = [];
  if (blocks > 0) extras.push({ swatch: 'block', name: 'Block of identical objects', count: blocks });
  if (sheets.details.length > 0)
    extras.push({ swatch: 'detail', name: 'Detail area (own sheet)', count: sheets.details.length });
  return extras;
}

/**
 * The plan sheets (the site plan, and for a PDF its detail sheets) and, for a PDF, the summary pages
 * after them (landscape on the same paper), numbered; first among them the event's notes in full when
 * the title block cuts them. `layers` are the visible infrastructure features in the frame (see
 * vector/frameLayers.ts).
 */
export function layoutDocument(
  page: ExportPage,
  hasLocator: boolean,
  layers: readonly FrameLayer[] = [],
): ComposedDocument {
  const geometry = exportGeometry(page);
  const withSummary = page.format === 'pdf';
  const sheets = planSheets(page, layers, geometry, detailSheetsWanted(page));
  const summaries = withSummary ? summaryPages(page, scheduleOf(sheets)) : [];
  const notes = withSummary ? notesPages(page) : [];
  const panel = {
    page,
    geometry,
    hasLocator: hasLocator && isValidFrame(page.locatorFrame),
    summaryPage: withSummary,
  };
  // The sheets' panels, with the Notes pages after them or without: they are kept only when a title
  // block cuts the notes (it then names their first page, and every footer counts them).
  const panels = (withNotes: boolean) => {
    const kept = withNotes ? notes : [];
    const total = 1 + sheets.details.length + kept.length + summaries.length;
    const notesPage = kept.length > 0 ? 2 + sheets.details.length : null;
    const map = sidePanel({
      ...panel,
      metresPerMm: sheets.overview.sheet.proj.metresPerMm,
      legendExtras: legendExtras(sheets),
      notesPage,
      ...(withSummary ? { sheetOf: { number: 1, total } } : {}),
    });
    const details = sheets.details.map((d) =>
      sidePanel({
        ...panel,
        metresPerMm: d.sheet.proj.metresPerMm,
        sheetOf: { number: d.sheet.number, total },
        notesPage,
        detail: { letter: d.sheet.letter!, scale: d.sheet.scale, frame: d.sheet.frame, objects: d.objects },
      }),
    );
    const cut = map.notesCut || details.some((d) => d.notesCut);
    return { map, details, notes: cut ? kept : [] };
  };
  let laid = panels(notes.length > 0);
  if (laid.notes.length === 0 && notes.length > 0) laid = panels(false);
  const mapPage: Primitive[] = [...sheets.overview.map.primitives, ...laid.map.primitives];
  const detailPages = sheets.details.map((d, i): Primitive[] => [...d.map.primitives, ...laid.details[i]!.primitives]);
  const pages = [mapPage, ...detailPages, ...laid.notes, ...summaries];
  const firstSummary = 1 + detailPages.length;
  if (withSummary) numberPages(pages, firstSummary, summaryPageSize(geometry.paper));
  const sheetFormat: PageFormat = { paper: geometry.paper, orientation: geometry.orientation };
  const summaryFormat: PageFormat = { paper: geometry.paper, orientation: 'landscape' };
  const formats = pages.map((_, i) => (i < firstSummary ? sheetFormat : summaryFormat));
  // The sheets that show the map, each on its own page; the locator and key plans are not to scale.
  const maps: MapSheetGeo[] = [sheets.overview.sheet, ...sheets.details.map((d) => d.sheet)].map((s) => ({
    page: s.number,
    box: s.box,
    frame: s.frame,
    scale: s.scale,
    metresPerMm: s.proj.metresPerMm,
  }));
  return { pages, formats, symbols: symbolTable(pages), maps };
}

export interface DocumentProperties {
  title: string;
  subject: string;
  creator: string;
  author: string;
  keywords: string;
  /** The plan and revision the packet's metadata names (see packetMetadata.ts). */
  packet?: { planId: string | null; revision: string | null };
}

/** One line of Unicode for the PDF's document information (jsPDF writes non-Latin-1 text as UTF-16). */
const propertyText = (s: string): string => s.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

export function documentProperties(page: ExportPage): DocumentProperties {
  const event = page.eventInfo.name.trim();
  return {
    title: propertyText(`Site plan: ${page.areaTitle}`),
    subject: propertyText(
      event ? `Event site plan for the permit application: ${event}` : 'Event site plan for the permit application',
    ),
    creator: propertyText(page.appName),
    author: propertyText(page.eventInfo.organizer.trim() || page.appName),
    keywords: 'site plan, permit, NYC',
    packet: { planId: page.planId ?? null, revision: page.revisions?.at(-1)?.revision ?? null },
  };
}

/**
 * The export's page composition, DOM-free: checks what it was given, then lays every page out once
 * as primitives in millimetres. The renderers (renderPdf, renderCanvas) only draw that layout.
 */
import { exportBounds } from './bounds';
import { readAreaGeometry } from '../geography/geometry';
import { frameProjection, isValidFrame } from './frameProjection';
import { mapOverlayPrimitives } from './mapOverlay';
import { pageGeometry, summaryPageSize, type PageGeometry } from './pageLayout';
import { numberPages } from './pageFlow';
import type { ComposedDocument, PageFormat, Primitive } from './primitives';
import { EXPORT_ERRORS, type ExportBitmap, type ExportImages, type ExportPage } from './request';
import { sidePanelPrimitives } from './sidePanel';
import { summaryPages } from './summaryPages';
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
export function validateExport(page: ExportPage, images: ExportImages): void {
  // The geometry crossed a thread: read it again as untrusted data, then check it as the page did.
  const geometry = readAreaGeometry(page.areaGeometry);
  if (!geometry) throw new Error(EXPORT_ERRORS.invalidGeometry);
  exportBounds(geometry);
  const empty = (b: ExportBitmap | null | undefined) => !b || !(b.width > 0 && b.height > 0);
  // No locator is allowed (the page then draws none); an empty one is a failed capture.
  if (empty(images.map) || (images.locator !== null && empty(images.locator)))
    throw new Error(EXPORT_ERRORS.emptyCapture);
  // The frame comes from the capture itself; a bad one is a bug upstream, not the user's geometry.
  if (!isValidFrame(page.frame)) throw new Error('Invalid map frame');
}

/** The map page's geometry for the request's paper and orientation (A4 landscape when it names none). */
export const exportGeometry = (page: ExportPage): PageGeometry =>
  pageGeometry(page.options.paper, page.options.orientation);

/**
 * Page 1 (the map page); for a PDF also the summary pages (landscape on the same paper), numbered.
 * `layers` are the visible infrastructure features in the frame (see vector/frameLayers.ts).
 */
export function layoutDocument(
  page: ExportPage,
  hasLocator: boolean,
  layers: readonly FrameLayer[] = [],
): ComposedDocument {
  const geometry = exportGeometry(page);
  const frame = geometry.mapFrame;
  const proj = frameProjection(page.frame, frame);
  const withSummary = page.format === 'pdf';
  const mapPage: Primitive[] = [
    { kind: 'image', image: 'map', x: frame.x, y: frame.y, width: frame.width, height: frame.height },
    ...mapOverlayPrimitives(page, proj, layers),
    ...sidePanelPrimitives({
      page,
      geometry,
      metresPerMm: proj.metresPerMm,
      hasLocator: hasLocator && isValidFrame(page.locatorFrame),
      summaryPage: withSummary,
    }),
  ];
  const pages = withSummary ? [mapPage, ...summaryPages(page)] : [mapPage];
  if (withSummary) numberPages(pages, 1, summaryPageSize(geometry.paper));
  const summaryFormat: PageFormat = { paper: geometry.paper, orientation: 'landscape' };
  const formats = pages.map((_, i) =>
    i === 0 ? { paper: geometry.paper, orientation: geometry.orientation } : summaryFormat,
  );
  return { pages, formats, symbols: symbolTable(pages) };
}

export interface DocumentProperties {
  title: string;
  subject: string;
  creator: string;
  author: string;
  keywords: string;
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
  };
}

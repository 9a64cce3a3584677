/**
 * The page geometry. The spec's page is A4 landscape (297 x 210 mm) with the map on the left 75% of
 * the width and the side panel on the right 25%, rendered at 150 dpi; that stays the default. The
 * plan may choose another paper (US Letter, Legal, Tabloid, A3) and portrait, where the panel
 * becomes a band under the map. Everything on the page is placed in millimetres.
 */
export const EXPORT_DPI = 150;
export const MAP_WIDTH_SHARE = 0.75;
/** The printable margin around the map frame and the panel; most printers cannot print to the edge. */
export const PAGE_MARGIN_MM = 6;
/** Space between the map frame and the side panel. */
export const PANEL_GAP_MM = 4;
/** Padding when fitting the focused area into the map frame, in CSS pixels (the spec's 12 px). */
export const FIT_PADDING_PX = 12;
/** CSS pixels are 1/96 inch; the offscreen map renders with this device pixel ratio to reach 150 dpi. */
export const CSS_DPI = 96;
export const EXPORT_PIXEL_RATIO = EXPORT_DPI / CSS_DPI;
export const MM_PER_INCH = 25.4;

export interface RectMm {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface SizeMm {
  width: number;
  height: number;
}

export const PAPER_SIZES = ['letter', 'legal', 'tabloid', 'a4', 'a3'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Each paper upright (portrait), in mm; the inch sizes are exact (25.4 mm to the inch). */
export const PAPER_MM: Record<PaperSize, SizeMm> = {
  letter: { width: 215.9, height: 279.4 },
  legal: { width: 215.9, height: 355.6 },
  tabloid: { width: 279.4, height: 431.8 },
  a4: { width: 210, height: 297 },
  a3: { width: 297, height: 420 },
};

export const PAPER_LABELS: Record<PaperSize, string> = {
  letter: 'US Letter (8.5 × 11 in)',
  legal: 'US Legal (8.5 × 14 in)',
  tabloid: 'Tabloid (11 × 17 in)',
  a4: 'A4 (210 × 297 mm)',
  a3: 'A3 (297 × 420 mm)',
};

export const DEFAULT_PAPER: PaperSize = 'a4';
export const DEFAULT_ORIENTATION: Orientation = 'landscape';

export interface PageGeometry {
  paper: PaperSize;
  orientation: Orientation;
  page: SizeMm;
  /** The captured map is drawn across this box. */
  mapFrame: RectMm;
  /** Legend, north arrow and scale bar, locator and title block. */
  panel: RectMm;
  /** 'side': one column right of the map (landscape); 'below': a band of columns under it (portrait). */
  panelLayout: 'side' | 'below';
  /** The locator's box (its image is captured at this size). */
  locator: SizeMm;
}

/** The band under a portrait map: at least 88 mm (the title block, the legend), more on tall paper. */
const bandHeight = (pageHeight: number) => Math.max(88, 0.28 * pageHeight);
/** The spec's A4 locator is 40 mm high; on other paper it follows the page's short side. */
const LOCATOR_MM_PER_SHORT_SIDE_MM = 40 / 210;
/** A portrait locator is never taller than this share of its width. */
const LOCATOR_MAX_ASPECT = 0.75;
/** The portrait band's columns: legend, north arrow / scale / locator, title block. */
export const BAND_SHARES = { legend: 0.34, middle: 0.28, titleBlock: 0.38 } as const;

export function paperSize(paper: PaperSize, orientation: Orientation): SizeMm {
  const { width, height } = PAPER_MM[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

export function pageGeometry(
  paper: PaperSize = DEFAULT_PAPER,
  orientation: Orientation = DEFAULT_ORIENTATION,
): PageGeometry {
  const page = paperSize(paper, orientation);
  const m = PAGE_MARGIN_MM;
  if (orientation === 'landscape') {
    const mapFrame = { x: m, y: m, width: page.width * MAP_WIDTH_SHARE - m, height: page.height - 2 * m };
    const panelX = page.width * MAP_WIDTH_SHARE + PANEL_GAP_MM;
    const panel = { x: panelX, y: m, width: page.width - m - panelX, height: page.height - 2 * m };
    return {
      paper,
      orientation,
      page,
      mapFrame,
      panel,
      panelLayout: 'side',
      locator: { width: panel.width, height: page.height * LOCATOR_MM_PER_SHORT_SIDE_MM },
    };
  }
  const band = bandHeight(page.height);
  const mapFrame = { x: m, y: m, width: page.width - 2 * m, height: page.height - 2 * m - PANEL_GAP_MM - band };
  const panel = { x: m, y: mapFrame.y + mapFrame.height + PANEL_GAP_MM, width: page.width - 2 * m, height: band };
  const middle = bandColumns(panel).middle;
  const locatorHeight = Math.min(page.width * LOCATOR_MM_PER_SHORT_SIDE_MM, middle.width * LOCATOR_MAX_ASPECT);
  return {
    paper,
    orientation,
    page,
    mapFrame,
    panel,
    panelLayout: 'below',
    locator: { width: middle.width, height: locatorHeight },
  };
}

/** The summary pages: landscape on the plan's paper (their tables need the width). */
export const summaryPageSize = (paper: PaperSize = DEFAULT_PAPER): SizeMm => paperSize(paper, 'landscape');

/** The portrait band's three columns, left to right, with PANEL_GAP_MM between them. */
export function bandColumns(panel: RectMm): { legend: RectMm; middle: RectMm; titleBlock: RectMm } {
  const usable = panel.width - 2 * PANEL_GAP_MM;
  const column = (x: number, share: number): RectMm => ({ x, y: panel.y, width: usable * share, height: panel.height });
  const legend = column(panel.x, BAND_SHARES.legend);
  const middle = column(legend.x + legend.width + PANEL_GAP_MM, BAND_SHARES.middle);
  const titleBlock = column(middle.x + middle.width + PANEL_GAP_MM, BAND_SHARES.titleBlock);
  return { legend, middle, titleBlock };
}

/** The spec's page, A4 landscape: the defaults every export without a paper choice uses. */
export const DEFAULT_GEOMETRY: PageGeometry = pageGeometry();
export const PAGE_MM: SizeMm = DEFAULT_GEOMETRY.page;
/** The map frame: the left 75% of the page, inside the margin. */
export const MAP_FRAME_MM: RectMm = DEFAULT_GEOMETRY.mapFrame;
/** The side panel: the right 25% of the page, inside the margin. */
export const PANEL_MM: RectMm = DEFAULT_GEOMETRY.panel;
/** The locator's box inside the panel, in millimetres (its image is captured at this size). */
export const LOCATOR_MM: SizeMm = DEFAULT_GEOMETRY.locator;

export const mmToPx = (mm: number, dpi = EXPORT_DPI): number => Math.round((mm / MM_PER_INCH) * dpi);
export const mmToCssPx = (mm: number): number => (mm / MM_PER_INCH) * CSS_DPI;

/** The offscreen map's CSS size for a box in mm; with EXPORT_PIXEL_RATIO it renders at 150 dpi. */
export function cssSizeFor(box: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.round(mmToCssPx(box.width)), height: Math.round(mmToCssPx(box.height)) };
}

/**
 * The page by the spec: A4 landscape (297 x 210 mm), the map on the left 75% of the width, the side
 * panel on the right 25%, rendered at 150 dpi. Everything on the page is placed in millimetres.
 */
export const PAGE_MM = { width: 297, height: 210 } as const;
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

export interface RectMm { x: number; y: number; width: number; height: number }

/** The map frame: the left 75% of the page, inside the margin. */
export const MAP_FRAME_MM: RectMm = {
  x: PAGE_MARGIN_MM,
  y: PAGE_MARGIN_MM,
  width: PAGE_MM.width * MAP_WIDTH_SHARE - PAGE_MARGIN_MM,
  height: PAGE_MM.height - 2 * PAGE_MARGIN_MM,
};

/** The side panel: the right 25% of the page, inside the margin. */
export const PANEL_MM: RectMm = {
  x: PAGE_MM.width * MAP_WIDTH_SHARE + PANEL_GAP_MM,
  y: PAGE_MARGIN_MM,
  width: PAGE_MM.width * (1 - MAP_WIDTH_SHARE) - PANEL_GAP_MM - PAGE_MARGIN_MM,
  height: PAGE_MM.height - 2 * PAGE_MARGIN_MM,
};

/** The locator's box inside the panel, in millimetres (its image is captured at this size). */
export const LOCATOR_MM = { width: PANEL_MM.width, height: 40 } as const;

export const mmToPx = (mm: number, dpi = EXPORT_DPI): number => Math.round((mm / MM_PER_INCH) * dpi);
export const mmToCssPx = (mm: number): number => (mm / MM_PER_INCH) * CSS_DPI;

/** The offscreen map's CSS size for a box in mm; with EXPORT_PIXEL_RATIO it renders at 150 dpi. */
export function cssSizeFor(box: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.round(mmToCssPx(box.width)), height: Math.round(mmToCssPx(box.height)) };
}

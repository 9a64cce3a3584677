/**
 * Everything on the map page beside the map: the legend, the north arrow and scale bar, the
 * locator, the title block and the footer. Landscape puts them in one column right of the map:
 * the legend at the top taking whatever height is left, the rest anchored to the bottom with the
 * title block last, as on a CAD sheet. Portrait puts them in a band under the map: legend | north
 * arrow, scale bar and locator | title block and footer. Every block is capped so nothing overflows.
 */
import { positionsOf } from '../geography/geometry';
import { bboxOf } from '../geometry/bbox';
import { legendPrimitives, type LegendExtra } from './legend';
import { locatorPrimitives } from './locator';
import { bboxInside, doesNotFitText } from './mapScale';
import { northArrowPrimitives, NORTH_ARROW_MM } from './northArrow';
import { bandColumns, type PageGeometry, type RectMm } from './pageLayout';
import { MUTED, RULE, line, text, type Primitive, type TextStyle } from './primitives';
import type { ExportPage, GeoFrame } from './request';
import type { PlacedObject } from '../objects/placed';
import { keyPlanPrimitives } from './sheets/keyPlan';
import { SCALE_BLOCK_MM, scaleBarPrimitives, scaleDenominator } from './scaleBar';
import { PT_TO_MM, SHEET_LINE_EM, truncateText, wrapText } from './text';
import { qrMatrix } from './qrCode';
import { titleBlock, type TitleBlock } from './titleBlock';

const FOOTER: TextStyle = { sizePt: 6, color: MUTED };
const DETAIL_TITLE: TextStyle = { sizePt: 14, bold: true };
const DETAIL_SUB: TextStyle = { sizePt: 7, color: MUTED };
const lineHeight = (s: TextStyle) => s.sizePt * PT_TO_MM * SHEET_LINE_EM;

export interface PanelInput {
  page: ExportPage;
  geometry: PageGeometry;
  metresPerMm: number;
  hasLocator: boolean;
  summaryPage: boolean;
  /** This sheet's place in the packet ('Sheet 2 of 9' in the footer); absent for a PNG or JPG. */
  sheetOf?: { number: number; total: number };
  /** A detail sheet's panel: its heading and scale, its objects in the legend, a key plan for the locator. */
  detail?: DetailPanel;
  /** Legend rows for what the sheet draws beyond layers and types (blocks, detail windows). */
  legendExtras?: readonly LegendExtra[];
  /** The page where the event's notes print whole (a PDF's Notes page); the title block says it when it cuts them. */
  notesPage?: number | null;
}

export interface SidePanel {
  primitives: Primitive[];
  /** The title block cut the notes (and said where they continue). */
  notesCut: boolean;
}

export interface DetailPanel {
  letter: string;
  scale: number;
  frame: GeoFrame;
  objects: readonly PlacedObject[];
}

const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * The title block with its written scale, the warning when the chosen scale cuts the area off, the
 * revision table and the share link's QR code. When the block would be taller than `maxHeight`, older
 * revisions go first, then the code, so the block never runs into what is above it.
 */
function blockFor(input: PanelInput, width: number, maxHeight: number): TitleBlock {
  const { page, metresPerMm, detail } = input;
  const scale = page.options.scale;
  const written = `1:${grouped(detail?.scale ?? scaleDenominator(metresPerMm))}`;
  // A number: a request without a scale (an older one) is a fit.
  const fixed = typeof scale === 'number';
  const warning =
    fixed && !detail && !bboxInside(bboxOf(positionsOf(page.areaGeometry)), page.frame) ? doesNotFitText(scale) : null;
  const scaleText = detail ? `${written} (Detail ${detail.letter})` : fixed ? written : `${written} (fit to area)`;
  const qr = page.shareLink ? qrMatrix(page.shareLink) : null;
  const revisions = page.revisions ?? [];
  const build = (withQr: boolean, revisionCount: number, compact = false) =>
    titleBlock(
      {
        eventInfo: page.eventInfo,
        areaTitle: page.areaTitle,
        areaSubtitle: page.areaSubtitle,
        scale: scaleText,
        revision: page.localDateTime.split(' ')[0] ?? page.localDateTime,
        warning,
        revisions: revisionCount > 0 ? revisions.slice(-revisionCount) : [],
        qr: withQr ? qr : null,
        compact,
        notesPage: input.notesPage ?? null,
      },
      width,
    );
  // The code first (a reader opens the plan from it), keeping the latest revisions; then without it.
  const tries: [boolean, number][] = [
    [true, revisions.length],
    [true, Math.min(revisions.length, 3)],
    [true, Math.min(revisions.length, 1)],
    [false, revisions.length],
    [false, Math.min(revisions.length, 2)],
    [false, 0],
  ];
  for (const [withQr, count] of tries) {
    const block = build(withQr, count);
    if (block.height <= maxHeight) return block;
  }
  return build(false, 0, true);
}

/** Room the side column keeps for the legend under everything else. */
const MIN_LEGEND_MM = 18;

/** Footer lines from the bottom of `box`; returns their top. */
function footer(out: Primitive[], input: PanelInput, box: RectMm): number {
  const { page, sheetOf } = input;
  // Non-breaking spaces: 'Sheet 2 of 6' wraps as one.
  const sheet = sheetOf ? ` · Sheet\u00a0${sheetOf.number}\u00a0of\u00a0${sheetOf.total}` : '';
  const lines = wrapText(`Generated ${page.localDateTime} · ${page.appName}${sheet}`, box.width, FOOTER, 2);
  const lh = lineHeight(FOOTER);
  const top = box.y + box.height - lines.length * lh;
  lines.forEach((l, i) => out.push(text(box.x, top + lh * 0.8 + i * lh, l, FOOTER)));
  return top;
}

const CREDIT: TextStyle = { sizePt: 5, color: MUTED };

/**
 * The basemap's credit just above the scale bar's block (whose top is `blockTop`), at most two lines
 * rising from it: the licences of the map data ask for it wherever the map is shown.
 */
function credit(out: Primitive[], words: string | undefined, x: number, width: number, blockTop: number): void {
  if (!words) return;
  const lines = wrapText(words, width, CREDIT, 2);
  const lh = lineHeight(CREDIT);
  lines.forEach((l, i) => out.push(text(x, blockTop - 0.4 - (lines.length - 1 - i) * lh, l, CREDIT)));
}

/** The north arrow and the scale bar side by side, the arrow's box starting at `top`. */
function northAndScale(out: Primitive[], input: PanelInput, x: number, width: number, top: number): void {
  out.push(...northArrowPrimitives(x + NORTH_ARROW_MM.width / 2, top));
  const barX = x + NORTH_ARROW_MM.width + 4;
  credit(out, input.page.basemapCredit, barX, x + width - barX, top + NORTH_ARROW_MM.height - SCALE_BLOCK_MM);
  // Room for the bar and half its end label ('5,000 ft' is about 8 mm wide).
  const barLimit = x + width - barX - 4.5;
  out.push(
    ...scaleBarPrimitives(
      barX,
      top + NORTH_ARROW_MM.height - SCALE_BLOCK_MM,
      input.metresPerMm,
      input.page.options.dimensionUnits,
      barLimit,
    ).primitives,
  );
}

function locator(out: Primitive[], input: PanelInput, x: number, top: number): void {
  const { page, geometry, detail } = input;
  if (detail) {
    const box = { x, y: top, width: geometry.locator.width, height: geometry.locator.height };
    out.push(...keyPlanPrimitives(box, page.frame, detail.frame, page.areaGeometry));
    return;
  }
  if (!input.hasLocator || !page.locatorFrame) return;
  out.push(
    ...locatorPrimitives(
      { x, y: top, width: geometry.locator.width, height: geometry.locator.height },
      page.locatorFrame,
      page.frame,
      page.areaGeometry,
    ),
  );
}

const rule = (out: Primitive[], x: number, width: number, y: number) =>
  out.push(
    line(
      [
        [x, y],
        [x + width, y],
      ],
      RULE,
      0.2,
    ),
  );

/** A detail sheet's heading at the top of `box` ('Detail A', its scale and where it comes from); its height. */
function detailHeading(out: Primitive[], detail: DetailPanel | undefined, box: RectMm): number {
  if (!detail) return 0;
  out.push(text(box.x, box.y + 5, `Detail ${detail.letter}`, DETAIL_TITLE));
  const line = `Scale 1:${grouped(detail.scale)} · enlarged from sheet 1`;
  out.push(text(box.x, box.y + 9.6, truncateText(line, box.width, DETAIL_SUB), DETAIL_SUB));
  return 12.5;
}

/** The legend's box under a detail's heading, and its objects (the sheet's own, on a detail). */
function legendOf(out: Primitive[], input: PanelInput, box: RectMm): void {
  const top = detailHeading(out, input.detail, box);
  out.push(
    ...legendPrimitives(
      { ...box, y: box.y + top, height: box.height - top },
      input.page.legendLayers,
      input.detail?.objects ?? input.page.objects,
      input.summaryPage,
      input.legendExtras ?? [],
    ),
  );
}

const hasLocatorBox = (input: PanelInput) =>
  input.detail !== undefined || (input.hasLocator && input.page.locatorFrame !== null);

function sideColumn(input: PanelInput): SidePanel {
  const { geometry } = input;
  const P = geometry.panel;
  const out: Primitive[] = [];
  // Bottom up: footer, title block, locator, north arrow and scale bar.
  const footerTop = footer(out, input, P);
  const locatorRoom = hasLocatorBox(input) ? geometry.locator.height + 2 : 0;
  const above = locatorRoom + 3 + NORTH_ARROW_MM.height + 2 + MIN_LEGEND_MM;
  const block = blockFor(input, P.width, footerTop - 1.5 - P.y - above);
  const blockTop = footerTop - 1.5 - block.height;
  out.push(...block.draw(P.x, blockTop));
  const hasLocator = hasLocatorBox(input);
  const locatorTop = hasLocator ? blockTop - 2 - geometry.locator.height : blockTop;
  locator(out, input, P.x, locatorTop);
  const scaleTop = locatorTop - 3 - NORTH_ARROW_MM.height;
  northAndScale(out, input, P.x, P.width, scaleTop);
  const legendBottom = scaleTop - 2;
  rule(out, P.x, P.width, legendBottom);
  legendOf(out, input, { x: P.x, y: P.y, width: P.width, height: legendBottom - 1 - P.y });
  return { primitives: out, notesCut: block.notesCut };
}

function band(input: PanelInput): SidePanel {
  const { geometry } = input;
  const cols = bandColumns(geometry.panel);
  const out: Primitive[] = [];
  legendOf(out, input, cols.legend);
  // The middle: the locator at the top, the north arrow and scale bar under it.
  const m = cols.middle;
  const hasLocator = hasLocatorBox(input);
  locator(out, input, m.x, m.y);
  northAndScale(out, input, m.x, m.width, hasLocator ? m.y + geometry.locator.height + 4 : m.y);
  // The title block sits on the footer, at the bottom right as on a CAD sheet.
  const t = cols.titleBlock;
  const footerTop = footer(out, input, t);
  const block = blockFor(input, t.width, footerTop - 1.5 - t.y);
  out.push(...block.draw(t.x, Math.max(t.y, footerTop - 1.5 - block.height)));
  return { primitives: out, notesCut: block.notesCut };
}

export function sidePanel(input: PanelInput): SidePanel {
  return input.geometry.panelLayout === 'side' ? sideColumn(input) : band(input);
}

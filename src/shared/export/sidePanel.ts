/**
 * The side panel, top down: the area's title and subtitle, the event information, the legend
 * (taking whatever height is left), then anchored to the bottom the north arrow and scale bar, the
 * locator and the footer. Every block is capped (lines, rows) so the panel never overflows.
 */
import type { EventInfo } from '../plan/schema';
import { legendPrimitives } from './legend';
import { locatorPrimitives } from './locator';
import { northArrowPrimitives, NORTH_ARROW_MM } from './northArrow';
import { LOCATOR_MM, PANEL_MM } from './pageLayout';
import { MUTED, RULE, line, text, type Primitive, type TextStyle } from './primitives';
import type { ExportPage } from './request';
import { SCALE_BLOCK_MM, scaleBarPrimitives } from './scaleBar';
import { PT_TO_MM, wrapText } from './text';

export const EVENT_FIELDS: readonly { key: keyof EventInfo; label: string; maxLines: number }[] = [
  { key: 'name', label: 'Event', maxLines: 2 },
  { key: 'organizer', label: 'Organizer', maxLines: 2 },
  { key: 'contact', label: 'Contact', maxLines: 2 },
  { key: 'date', label: 'Date', maxLines: 1 },
  { key: 'time', label: 'Time', maxLines: 1 },
  { key: 'attendance', label: 'Attendance', maxLines: 1 },
  { key: 'permit', label: 'Permit #', maxLines: 1 },
  { key: 'notes', label: 'Notes', maxLines: 4 },
];

const TITLE: TextStyle = { sizePt: 12, bold: true };
const SUBTITLE: TextStyle = { sizePt: 8, color: MUTED };
const INFO: TextStyle = { sizePt: 6.5 };
const INFO_LABEL: TextStyle = { sizePt: 6.5, bold: true };
const FOOTER: TextStyle = { sizePt: 6, color: MUTED };
/** The event information's label column. */
const LABEL_COLUMN_MM = 16.5;

const lineHeight = (s: TextStyle) => s.sizePt * PT_TO_MM * 1.22;

/** Lines of text from `top` down; returns the y below the last line. */
function stack(out: Primitive[], lines: readonly string[], x: number, top: number, style: TextStyle): number {
  const lh = lineHeight(style);
  lines.forEach((l, i) => out.push(text(x, top + lh * 0.8 + i * lh, l, style)));
  return top + lines.length * lh;
}

function rule(out: Primitive[], y: number): void {
  out.push(line([[PANEL_MM.x, y], [PANEL_MM.x + PANEL_MM.width, y]], RULE, 0.2));
}

/** Only the fields that were filled in, each wrapped and cut to its line limit. */
function eventInfoBlock(out: Primitive[], info: EventInfo, top: number): number {
  const P = PANEL_MM;
  let y = top;
  for (const field of EVENT_FIELDS) {
    const value = (info[field.key] ?? '').trim();
    if (value === '') continue;
    const lines = wrapText(value, P.width - LABEL_COLUMN_MM, INFO, field.maxLines);
    out.push(text(P.x, y + lineHeight(INFO) * 0.8, field.label, INFO_LABEL));
    y = stack(out, lines, P.x + LABEL_COLUMN_MM, y, INFO) + 0.6;
  }
  return y;
}

export interface PanelInput { page: ExportPage; metresPerMm: number; hasLocator: boolean; summaryPage: boolean }

export function sidePanelPrimitives({ page, metresPerMm, hasLocator, summaryPage }: PanelInput): Primitive[] {
  const P = PANEL_MM;
  const out: Primitive[] = [];
  const bottom = P.y + P.height;

  // Bottom up: footer, locator, north arrow and scale bar.
  const footer = wrapText(`Generated ${page.localDateTime} · ${page.appName}`, P.width, FOOTER, 2);
  const footerTop = bottom - footer.length * lineHeight(FOOTER);
  stack(out, footer, P.x, footerTop, FOOTER);
  const locatorTop = hasLocator ? footerTop - 2 - LOCATOR_MM.height : footerTop;
  if (hasLocator && page.locatorFrame) {
    out.push(...locatorPrimitives({ x: P.x, y: locatorTop, width: LOCATOR_MM.width, height: LOCATOR_MM.height }, page.locatorFrame, page.frame, page.areaGeometry));
  }
  const scaleTop = locatorTop - 3 - NORTH_ARROW_MM.height;
  out.push(...northArrowPrimitives(P.x + NORTH_ARROW_MM.width / 2, scaleTop));
  const barX = P.x + NORTH_ARROW_MM.width + 4;
  // Room for the bar and half its end label ('5,000 ft' is about 8 mm wide).
  const barLimit = P.x + P.width - barX - 4.5;
  out.push(...scaleBarPrimitives(barX, scaleTop + NORTH_ARROW_MM.height - SCALE_BLOCK_MM, metresPerMm, page.options.dimensionUnits, barLimit).primitives);
  const bottomBlockTop = scaleTop - 2;
  rule(out, bottomBlockTop);

  // Top down: title, subtitle, event information, legend.
  let y = stack(out, wrapText(page.areaTitle.trim() || 'Permit Area', P.width, TITLE, 3), P.x, P.y, TITLE);
  if (page.areaSubtitle.trim() !== '') y = stack(out, wrapText(page.areaSubtitle, P.width, SUBTITLE, 2), P.x, y + 0.5, SUBTITLE);
  y += 1.5;
  rule(out, y);
  const infoEnd = eventInfoBlock(out, page.eventInfo, y + 1.2);
  if (infoEnd > y + 1.2) {
    y = infoEnd + 0.8;
    rule(out, y);
  }
  const legendTop = y + 1.2;
  out.push(...legendPrimitives({ x: P.x, y: legendTop, width: P.width, height: bottomBlockTop - 1 - legendTop }, page.legendLayers, page.objects, summaryPage));
  return out;
}

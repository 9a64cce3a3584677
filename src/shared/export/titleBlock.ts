/**
 * The title block, laid out like a CAD drawing's: a ruled box of labelled cells, the event
 * (name, organizer, contact, its days and times, its kind with load-in and load-out, attendance,
 * permit number, notes), then the site (the
 * area's title and subtitle), then the scale and the revision date, the revision table (revision,
 * date, description: the last few the user entered) and the plan's share link as a QR code. Every
 * event cell is drawn even when empty, so a blank one can be filled in by hand; only the notes row,
 * the revision table and the code are left out when there is nothing to put in them. Values wrap
 * inside their cell and are cut to a line limit, so the block's height is bounded; notes cut there
 * say the page where they continue whole (a PDF's Notes page, notesPages.ts).
 */
import type { EventInfo, Revision } from '../plan/schema';
import { eventSummary } from '../precheck/eventSummary';
import { INK, MUTED, line, rect, text, type Primitive, type TextStyle } from './primitives';
import { qrPrimitives, type QrMatrix } from './qrCode';
import { TITLE_BLOCK_LABELS } from './titleBlockLabels';
import { PT_TO_MM, SHEET_LINE_EM, wrapText } from './text';

export const TITLE_BLOCK_ERROR = '#b91c1c';
const LABEL: TextStyle = { sizePt: 5.5, bold: true, color: MUTED };
const VALUE: TextStyle = { sizePt: 6.5 };
const EVENT_NAME: TextStyle = { sizePt: 8, bold: true };
const SITE_TITLE: TextStyle = { sizePt: 9, bold: true };
const SITE_SUBTITLE: TextStyle = { sizePt: 6.5, color: MUTED };
const REVISION: TextStyle = { sizePt: 5.5 };
const CAPTION: TextStyle = { sizePt: 5.5, color: MUTED };
const WARNING: TextStyle = { sizePt: 6, bold: true, color: TITLE_BLOCK_ERROR };
const PAD_MM = 0.9;
const BORDER_MM = 0.3;
const RULE_MM = 0.15;

const lineHeight = (s: TextStyle) => s.sizePt * PT_TO_MM * SHEET_LINE_EM;

/** One piece of a cell's value: text in a style, wrapped to at most `maxLines`. */
interface Part {
  text: string;
  style: TextStyle;
  maxLines: number;
  /** A line said after the part when it is cut (where the rest can be read), within its line limit. */
  overflow?: string;
}
interface Cell {
  label: string;
  parts: Part[];
  /** Its share of the row's width (1 when absent). */
  weight?: number;
  /** A QR code drawn at the cell's left, its parts beside it. */
  qr?: QrMatrix;
}
type Row = Cell[];

export interface TitleBlockInput {
  eventInfo: EventInfo;
  areaTitle: string;
  areaSubtitle: string;
  /** The written scale, e.g. '1:500' or '1:1,240 (fit to area)'. */
  scale: string;
  /** The revision date: the export's date. */
  revision: string;
  /** A red note under the event rows (the area does not fit at the chosen scale), or null. */
  warning: string | null;
  /** The plan's revision table, oldest first; the last MAX_REVISION_ROWS are printed. */
  revisions?: readonly Revision[];
  /** The share link's code, or null/absent when the plan has none that fits. */
  qr?: QrMatrix | null;
  /** Every value but the warning cut to one line: the block's last resort where room is short (a portrait band). */
  compact?: boolean;
  /** The page where the notes print whole, said when the block cuts them; absent: no such page. */
  notesPage?: number | null;
}

/** Revisions printed; earlier ones are counted in a line of their own. */
export const MAX_REVISION_ROWS = 5;
/** The QR code's side in the block, quiet zone included. */
export const QR_SIDE_MM = 30;
export const QR_CAPTION = 'Scan to open this plan, read-only, in the browser. The whole plan is in the link.';

const value = (s: string, maxLines: number, style: TextStyle = VALUE): Part => ({ text: s.trim(), style, maxLines });

/** The title block's line under notes it cut, pointing to where they print whole. */
export const notesContinued = (page: number): string => `Notes continue on page ${page}.`;

function rows(input: TitleBlockInput): Row[] {
  const info = input.eventInfo;
  const L = TITLE_BLOCK_LABELS;
  const field = (key: keyof EventInfo, maxLines: number): Cell => ({
    label: L[key],
    parts: [value(info[key], maxLines)],
  });
  // The kind and the load-in and load-out phases print only when given: a blank block keeps its size.
  const phases = eventSummary(info);
  const event = [value(info.name, 2, EVENT_NAME)];
  if (phases.kind) event.push(value(phases.kind, 2, SITE_SUBTITLE));
  const dates = [value(phases.dates, 1)];
  if (phases.loadIn) dates.push(value(`${L.loadInDate} ${phases.loadIn}`, 1, CAPTION));
  if (phases.loadOut) dates.push(value(`${L.loadOutDate} ${phases.loadOut}`, 1, CAPTION));
  const out: Row[] = [
    [{ label: L.name, parts: event }],
    [field('organizer', 2), field('contact', 2)],
    [
      { label: L.date, parts: dates },
      { label: L.time, parts: [value(phases.times, 1)] },
    ],
    [field('attendance', 1), field('permit', 1)],
  ];
  if (info.notes.trim() !== '') {
    const notes = value(info.notes, 4);
    if (input.notesPage) notes.overflow = notesContinued(input.notesPage);
    out.push([{ label: L.notes, parts: [notes] }]);
  }
  const site = [value(input.areaTitle.trim() || 'Permit Area', 2, SITE_TITLE)];
  if (input.areaSubtitle.trim() !== '') site.push(value(input.areaSubtitle, 2, SITE_SUBTITLE));
  out.push([{ label: L.site, parts: site }]);
  if (input.warning) out.push([{ label: '', parts: [value(input.warning, 3, WARNING)] }]);
  out.push([
    { label: L.scale, parts: [value(input.scale, 2)] },
    { label: L.revision, parts: [value(input.revision, 1)] },
  ]);
  out.push(...revisionRows(input.revisions ?? []));
  if (input.qr) out.push([{ label: L.shared, parts: [value(QR_CAPTION, 6, CAPTION)], qr: input.qr }]);
  return out;
}

/** The revision table: a row per revision (the first carries the column labels), earlier ones counted. */
function revisionRows(revisions: readonly Revision[]): Row[] {
  const shown = revisions.slice(-MAX_REVISION_ROWS);
  const [rev, date, description] = TITLE_BLOCK_LABELS.revisions;
  const rows: Row[] = shown.map((r, i) => [
    { label: i === 0 ? rev : '', parts: [value(r.revision, 1, REVISION)], weight: 0.55 },
    { label: i === 0 ? date : '', parts: [value(r.date, 1, REVISION)], weight: 1.15 },
    { label: i === 0 ? description : '', parts: [value(r.description, 2, REVISION)], weight: 3 },
  ]);
  const earlier = revisions.length - shown.length;
  if (earlier > 0)
    rows.unshift([
      {
        label: '',
        parts: [value(`${earlier} earlier revision${earlier === 1 ? '' : 's'} in the saved plan`, 1, CAPTION)],
      },
    ]);
  return rows;
}

interface LaidCell {
  x: number;
  width: number;
  label: string;
  lines: { text: string; style: TextStyle }[];
  qr?: QrMatrix;
  /** A part with an overflow line was cut. */
  cut: boolean;
}
interface LaidRow {
  height: number;
  cells: LaidCell[];
}

function layRow(row: Row, x: number, width: number, compact = false): LaidRow {
  const weights = row.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  let at = x;
  const cells = row.map((c): LaidCell => {
    const cellWidth = (width * (c.weight ?? 1)) / weights;
    const cellX = at;
    at += cellWidth;
    const inner = cellWidth - 2 * PAD_MM - (c.qr ? QR_SIDE_MM + PAD_MM : 0);
    let cut = false;
    const lines = c.parts.flatMap((p) => {
      if (p.text === '') return [];
      const limit = compact && p.style !== WARNING ? 1 : p.maxLines;
      const styled = (ls: string[], style = p.style) => ls.map((l) => ({ text: l, style }));
      if (p.overflow === undefined) return styled(wrapText(p.text, inner, p.style, limit));
      const whole = wrapText(p.text, inner, p.style);
      if (whole.length <= limit) return styled(whole);
      // Cut: its first lines (the last ending in '…'), then where the rest is, within the same limit.
      cut = true;
      return [
        ...styled(wrapText(p.text, inner, p.style, Math.max(1, limit - 1))),
        ...styled(wrapText(p.overflow, inner, CAPTION, 1), CAPTION),
      ];
    });
    return { x: cellX, width: cellWidth, label: c.label, lines, cut, ...(c.qr ? { qr: c.qr } : {}) };
  });
  const cellHeight = (c: LaidCell) => {
    const label = c.label === '' ? 0 : lineHeight(LABEL);
    // An empty cell keeps one value line of room, to be written in by hand.
    const body = c.lines.length === 0 ? lineHeight(VALUE) : c.lines.reduce((h, l) => h + lineHeight(l.style), 0);
    return 2 * PAD_MM + Math.max(label + body, c.qr ? QR_SIDE_MM : 0);
  };
  return { height: Math.max(...cells.map(cellHeight)), cells };
}

export interface TitleBlock {
  height: number;
  /** The notes did not fit and the block says the page where they continue. */
  notesCut: boolean;
  /** The block with its top-left corner at (x, top). */
  draw(x: number, top: number): Primitive[];
}

/** The title block `width` mm wide; its height follows from the content (bounded by the line limits). */
export function titleBlock(input: TitleBlockInput, width: number): TitleBlock {
  const laid = rows(input).map((r) => layRow(r, 0, width, input.compact));
  const height = laid.reduce((h, r) => h + r.height, 0);
  return {
    height,
    notesCut: laid.some((r) => r.cells.some((c) => c.cut)),
    draw(x, top) {
      const out: Primitive[] = [];
      let y = top;
      laid.forEach((row, i) => {
        if (i > 0)
          out.push(
            line(
              [
                [x, y],
                [x + width, y],
              ],
              INK,
              RULE_MM,
            ),
          );
        for (const [k, cell] of row.cells.entries()) {
          let cx = x + cell.x;
          if (k > 0)
            out.push(
              line(
                [
                  [cx, y],
                  [cx, y + row.height],
                ],
                INK,
                RULE_MM,
              ),
            );
          let ty = y + PAD_MM;
          // The code sits at the cell's left; its label and caption go beside it.
          if (cell.qr) {
            out.push(...qrPrimitives(cell.qr, cx + PAD_MM, ty, QR_SIDE_MM));
            cx += QR_SIDE_MM + PAD_MM;
          }
          if (cell.label !== '') {
            out.push(text(cx + PAD_MM, ty + lineHeight(LABEL) * 0.8, cell.label, LABEL));
            ty += lineHeight(LABEL);
          }
          for (const l of cell.lines) {
            out.push(text(cx + PAD_MM, ty + lineHeight(l.style) * 0.8, l.text, l.style));
            ty += lineHeight(l.style);
          }
        }
        y += row.height;
      });
      out.push(rect(x, top, width, height, { stroke: INK, lineWidth: BORDER_MM }));
      return out;
    },
  };
}

/**
 * The title block, laid out like a CAD drawing's: a ruled box of labelled cells, the event
 * (name, organizer, contact, date, time, attendance, permit number, notes), then the site (the
 * area's title and subtitle), then the scale and the revision date. Every cell is drawn even when
 * empty, so a blank one can be filled in by hand; only the notes row is left out when there are none.
 * Values wrap inside their cell and are cut to a line limit, so the block's height is bounded.
 */
import type { EventInfo } from '../plan/schema';
import { INK, MUTED, line, rect, text, type Primitive, type TextStyle } from './primitives';
import { PT_TO_MM, wrapText } from './text';

export const TITLE_BLOCK_ERROR = '#b91c1c';
const LABEL: TextStyle = { sizePt: 5.5, bold: true, color: MUTED };
const VALUE: TextStyle = { sizePt: 6.5 };
const EVENT_NAME: TextStyle = { sizePt: 8, bold: true };
const SITE_TITLE: TextStyle = { sizePt: 9, bold: true };
const SITE_SUBTITLE: TextStyle = { sizePt: 6.5, color: MUTED };
const WARNING: TextStyle = { sizePt: 6, bold: true, color: TITLE_BLOCK_ERROR };
const PAD_MM = 0.9;
const BORDER_MM = 0.3;
const RULE_MM = 0.15;

const lineHeight = (s: TextStyle) => s.sizePt * PT_TO_MM * 1.22;

/** One piece of a cell's value: text in a style, wrapped to at most `maxLines`. */
interface Part {
  text: string;
  style: TextStyle;
  maxLines: number;
}
interface Cell {
  label: string;
  parts: Part[];
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
}

/** The event's labels, as the Event Information form names the fields. */
export const TITLE_BLOCK_LABELS = {
  name: 'Event',
  organizer: 'Organizer',
  contact: 'Contact',
  date: 'Date',
  time: 'Time',
  attendance: 'Attendance',
  permit: 'Permit #',
  notes: 'Notes',
  site: 'Site',
  scale: 'Scale',
  revision: 'Revision',
} as const;

const value = (s: string, maxLines: number, style: TextStyle = VALUE): Part => ({ text: s.trim(), style, maxLines });

function rows(input: TitleBlockInput): Row[] {
  const info = input.eventInfo;
  const L = TITLE_BLOCK_LABELS;
  const field = (key: keyof EventInfo, maxLines: number): Cell => ({
    label: L[key],
    parts: [value(info[key], maxLines)],
  });
  const out: Row[] = [
    [{ label: L.name, parts: [value(info.name, 2, EVENT_NAME)] }],
    [field('organizer', 2), field('contact', 2)],
    [field('date', 1), field('time', 1)],
    [field('attendance', 1), field('permit', 1)],
  ];
  if (info.notes.trim() !== '') out.push([field('notes', 4)]);
  const site = [value(input.areaTitle.trim() || 'Permit Area', 2, SITE_TITLE)];
  if (input.areaSubtitle.trim() !== '') site.push(value(input.areaSubtitle, 2, SITE_SUBTITLE));
  out.push([{ label: L.site, parts: site }]);
  if (input.warning) out.push([{ label: '', parts: [value(input.warning, 3, WARNING)] }]);
  out.push([
    { label: L.scale, parts: [value(input.scale, 2)] },
    { label: L.revision, parts: [value(input.revision, 1)] },
  ]);
  return out;
}

interface LaidCell {
  x: number;
  width: number;
  label: string;
  lines: { text: string; style: TextStyle }[];
}
interface LaidRow {
  height: number;
  cells: LaidCell[];
}

function layRow(row: Row, x: number, width: number): LaidRow {
  const cellWidth = width / row.length;
  const cells = row.map((c, i): LaidCell => {
    const inner = cellWidth - 2 * PAD_MM;
    const lines = c.parts.flatMap((p) =>
      p.text === '' ? [] : wrapText(p.text, inner, p.style, p.maxLines).map((l) => ({ text: l, style: p.style })),
    );
    return { x: x + i * cellWidth, width: cellWidth, label: c.label, lines };
  });
  const cellHeight = (c: LaidCell) => {
    const label = c.label === '' ? 0 : lineHeight(LABEL);
    // An empty cell keeps one value line of room, to be written in by hand.
    const body = c.lines.length === 0 ? lineHeight(VALUE) : c.lines.reduce((h, l) => h + lineHeight(l.style), 0);
    return 2 * PAD_MM + label + body;
  };
  return { height: Math.max(...cells.map(cellHeight)), cells };
}

export interface TitleBlock {
  height: number;
  /** The block with its top-left corner at (x, top). */
  draw(x: number, top: number): Primitive[];
}

/** The title block `width` mm wide; its height follows from the content (bounded by the line limits). */
export function titleBlock(input: TitleBlockInput, width: number): TitleBlock {
  const laid = rows(input).map((r) => layRow(r, 0, width));
  const height = laid.reduce((h, r) => h + r.height, 0);
  return {
    height,
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
          const cx = x + cell.x;
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

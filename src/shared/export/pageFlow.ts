/**
 * A flowing writer for the PDF's summary pages: headings, notes and tables run down the page and
 * onto new ones as needed. A new page repeats the page title with '(continued)', and a table cut
 * by a page break repeats its section heading and column headers. Summary pages are landscape on
 * the plan's paper (tables need the width), whatever the map page's orientation.
 */
import { PAGE_MM, type SizeMm } from './pageLayout';
import { INK, MUTED, RULE, line, rect, text, type Align, type Primitive, type TextStyle } from './primitives';
import { PT_TO_MM, wrapText } from './text';

export const SUMMARY_MARGIN_MM = 15;
const HEADER_FILL = '#e5e7eb';
const ZEBRA_FILL = '#f3f4f6';
const CELL: TextStyle = { sizePt: 7.5 };
const CELL_HEAD: TextStyle = { sizePt: 7.5, bold: true };
const CELL_PAD_X = 1.2;
const CELL_PAD_Y = 0.9;
const lineHeight = (s: TextStyle) => s.sizePt * PT_TO_MM * 1.22;

export interface Column {
  header: string;
  width: number;
  align?: Align;
  maxLines?: number;
}

export class PageFlow {
  readonly pages: Primitive[][] = [];
  private page: Primitive[] = [];
  private y = 0;
  readonly contentWidth: number;
  /** Content stops here; the page number sits below. */
  private readonly contentBottom: number;

  constructor(
    private readonly title: string,
    private readonly subtitle: string,
    size: SizeMm = PAGE_MM,
  ) {
    this.contentWidth = size.width - 2 * SUMMARY_MARGIN_MM;
    this.contentBottom = size.height - SUMMARY_MARGIN_MM;
    this.newPage(false);
  }

  /** Column widths that fill the content width: fixed ones as given, the rest share what is left. */
  fitColumns(columns: readonly (Omit<Column, 'width'> & { width?: number })[]): Column[] {
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = columns.filter((c) => c.width === undefined).length;
    return columns.map((c) => ({ ...c, width: c.width ?? (this.contentWidth - fixed) / Math.max(1, flexible) }));
  }

  private newPage(continued: boolean): void {
    this.page = [];
    this.pages.push(this.page);
    const m = SUMMARY_MARGIN_MM;
    this.page.push(text(m, m + 6, continued ? `${this.title} (continued)` : this.title, { sizePt: 16, bold: true }));
    this.page.push(text(m, m + 11.5, this.subtitle, { sizePt: 8.5, color: MUTED }));
    this.page.push(
      line(
        [
          [m, m + 14],
          [m + this.contentWidth, m + 14],
        ],
        RULE,
        0.3,
      ),
    );
    this.y = m + 18;
  }

  /** Starts a new page unless `height` mm still fit; true when it did. */
  private ensure(height: number): boolean {
    if (this.y + height <= this.contentBottom) return false;
    this.newPage(true);
    return true;
  }

  heading(label: string, keepWithNext = 14): void {
    this.ensure(6 + keepWithNext);
    this.page.push(text(SUMMARY_MARGIN_MM, this.y + 4, label, { sizePt: 11, bold: true }));
    this.y += 6.5;
  }

  note(value: string, color = MUTED): void {
    const style: TextStyle = { sizePt: 8, color };
    const lh = lineHeight(style);
    for (const l of wrapText(value, this.contentWidth, style)) {
      this.ensure(lh);
      this.page.push(text(SUMMARY_MARGIN_MM, this.y + lh * 0.8, l, style));
      this.y += lh;
    }
    this.y += 2;
  }

  private row(
    columns: readonly Column[],
    cells: readonly string[],
    style: TextStyle,
    fill: string | null,
    heading: string,
  ): void {
    const lh = lineHeight(style);
    const wrapped = columns.map((c, i) => wrapText(cells[i] ?? '', c.width - 2 * CELL_PAD_X, style, c.maxLines ?? 3));
    const height = Math.max(1, ...wrapped.map((w) => w.length)) * lh + 2 * CELL_PAD_Y;
    if (style !== CELL_HEAD && this.ensure(height)) {
      this.heading(`${heading} (continued)`, 0);
      this.row(
        columns,
        columns.map((c) => c.header),
        CELL_HEAD,
        HEADER_FILL,
        heading,
      );
    }
    if (fill) this.page.push(rect(SUMMARY_MARGIN_MM, this.y, this.contentWidth, height, { fill }));
    let x = SUMMARY_MARGIN_MM;
    columns.forEach((c, i) => {
      const tx = c.align === 'right' ? x + c.width - CELL_PAD_X : x + CELL_PAD_X;
      wrapped[i]!.forEach((l, k) =>
        this.page.push(
          text(tx, this.y + CELL_PAD_Y + lh * 0.8 + k * lh, l, { ...style, color: INK, align: c.align ?? 'left' }),
        ),
      );
      x += c.width;
    });
    this.y += height;
  }

  /** A table under the section `heading` (already written); rows are cell texts, one per column. */
  table(heading: string, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    this.row(
      columns,
      columns.map((c) => c.header),
      CELL_HEAD,
      HEADER_FILL,
      heading,
    );
    rows.forEach((cells, i) => this.row(columns, cells, CELL, i % 2 === 1 ? ZEBRA_FILL : null, heading));
    this.y += 3;
  }
}

/** 'Page i of n' under every summary page (the map page has its own footer). */
export function numberPages(pages: Primitive[][], firstNumbered: number, size: SizeMm = PAGE_MM): void {
  pages.forEach((page, i) => {
    if (i < firstNumbered) return;
    page.push(
      text(size.width - SUMMARY_MARGIN_MM, size.height - 8, `Page ${i + 1} of ${pages.length}`, {
        sizePt: 7.5,
        color: MUTED,
        align: 'right',
      }),
    );
  });
}

/**
 * The few numbers a layout needs from a TrueType font, read straight from its tables: which glyph a
 * character maps to (cmap formats 4 and 12), each glyph's advance width (hhea + hmtx) and the em
 * size and cap height (head, OS/2). The export measures text with these, so its line breaks and
 * centring match the widths the PDF is drawn with. DOM-free; nothing is copied out of the file.
 */

export interface FontMetrics {
  /** Font units per em (1000 for Noto Sans, 1000 for Noto Sans SC). */
  readonly unitsPerEm: number;
  /** Height of capital letters in font units (OS/2 sCapHeight, else 70 % of the em). */
  readonly capHeight: number;
  /**
   * The line's extent above and below the baseline in font units (hhea ascender, and the descender
   * as a positive number): what a PDF reader takes for a word's box (poppler's pdftotext -bbox).
   */
  readonly ascender: number;
  readonly descender: number;
  /** The glyph for a Unicode code point; 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Advance width in font units of a glyph. */
  advanceOfGlyph(glyph: number): number;
}

interface Table {
  offset: number;
  length: number;
}

function tableDirectory(view: DataView): Map<string, Table> {
  const tag = view.getUint32(0);
  // 0x00010000 or 'true': TrueType outlines, which jsPDF can embed (CFF 'OTTO' fonts it cannot).
  if (tag !== 0x00010000 && tag !== 0x74727565) throw new Error('Not a TrueType font');
  const count = view.getUint16(4);
  const tables = new Map<string, Table>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const name = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(name, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return tables;
}

function required(tables: Map<string, Table>, name: string): Table {
  const table = tables.get(name);
  if (!table) throw new Error(`TrueType font has no '${name}' table`);
  return table;
}

/** Format 12 (segmented coverage, all planes): groups sorted by start code, searched by halves. */
function format12Lookup(view: DataView, at: number): (cp: number) => number {
  const groups = view.getUint32(at + 12);
  return (cp) => {
    let lo = 0;
    let hi = groups - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const g = at + 16 + mid * 12;
      const start = view.getUint32(g);
      const end = view.getUint32(g + 4);
      if (cp < start) hi = mid - 1;
      else if (cp > end) lo = mid + 1;
      else return view.getUint32(g + 8) + (cp - start);
    }
    return 0;
  };
}

/** Format 4 (segment mapping, BMP only): segments sorted by end code, with deltas or a glyph array. */
function format4Lookup(view: DataView, at: number): (cp: number) => number {
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    let lo = 0;
    let hi = segments - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (view.getUint16(ends + mid * 2) < cp) lo = mid + 1;
      else hi = mid;
    }
    const start = view.getUint16(starts + lo * 2);
    if (cp < start || cp > view.getUint16(ends + lo * 2)) return 0;
    const delta = view.getInt16(deltas + lo * 2);
    const rangeAt = rangeOffsets + lo * 2;
    const rangeOffset = view.getUint16(rangeAt);
    if (rangeOffset === 0) return (cp + delta) & 0xffff;
    const glyph = view.getUint16(rangeAt + rangeOffset + (cp - start) * 2);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  };
}

/** The Unicode subtable: full-repertoire format 12 when present, else the BMP format 4. */
function cmapLookup(view: DataView, cmap: Table): (cp: number) => number {
  const count = view.getUint16(cmap.offset + 2);
  let bmp: ((cp: number) => number) | null = null;
  for (let i = 0; i < count; i++) {
    const rec = cmap.offset + 4 + i * 8;
    const platform = view.getUint16(rec);
    const encoding = view.getUint16(rec + 2);
    const at = cmap.offset + view.getUint32(rec + 4);
    const format = view.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) return format12Lookup(view, at);
    if (format === 4) bmp ??= format4Lookup(view, at);
  }
  if (!bmp) throw new Error('TrueType font has no Unicode cmap');
  return bmp;
}

export function readFontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = tableDirectory(view);
  const head = required(tables, 'head');
  const hhea = required(tables, 'hhea');
  const hmtx = required(tables, 'hmtx');
  const unitsPerEm = view.getUint16(head.offset + 18);
  const longMetrics = view.getUint16(hhea.offset + 34);
  const os2 = tables.get('OS/2');
  // sCapHeight exists from OS/2 version 2 on.
  const capHeight =
    os2 && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : Math.round(unitsPerEm * 0.7);
  const lookup = cmapLookup(view, required(tables, 'cmap'));
  return {
    unitsPerEm,
    capHeight,
    ascender: view.getInt16(hhea.offset + 4),
    descender: -view.getInt16(hhea.offset + 6),
    glyphOf: lookup,
    // Glyphs past the last long metric share its advance (a monospaced tail).
    advanceOfGlyph: (glyph) => view.getUint16(hmtx.offset + Math.min(glyph, longMetrics - 1) * 4),
  };
}

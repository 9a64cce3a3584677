/**
 * A TrueType subset: a new, small font holding only the glyphs a document draws (plus .notdef and
 * the parts of composite glyphs), renumbered, with a BMP cmap for just those characters and no
 * glyph names. jsPDF subsets the glyph outlines itself but copies the cmap, hmtx, post and name
 * tables whole (50–150 kB per face before compression); handing it this font instead keeps each
 * embedded face to a few kB. DOM-free.
 */
import { readFontMetrics } from './ttfMetrics';

interface Tables {
  view: DataView;
  bytes: Uint8Array;
  tables: Map<string, { offset: number; length: number }>;
}

function readTables(bytes: Uint8Array): Tables {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return { view, bytes, tables };
}

function table(font: Tables, tag: string): Uint8Array {
  const t = font.tables.get(tag);
  if (!t) throw new Error(`TrueType font has no '${tag}' table`);
  return font.bytes.subarray(t.offset, t.offset + t.length);
}

// Composite glyph component flags (the 'glyf' table's specification).
const ARG_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;

/** Byte offsets, within a composite glyph, of each component's glyph index. */
function componentIndexOffsets(glyph: DataView): number[] {
  if (glyph.byteLength < 10 || glyph.getInt16(0) >= 0) return [];
  const offsets: number[] = [];
  let at = 10;
  for (;;) {
    const flags = glyph.getUint16(at);
    offsets.push(at + 2);
    at +=
      4 + (flags & ARG_WORDS ? 4 : 2) + (flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0);
    if (!(flags & MORE_COMPONENTS)) return offsets;
  }
}

class GlyphSource {
  private readonly glyf: Uint8Array;
  private readonly loca: DataView;
  private readonly longLoca: boolean;

  constructor(font: Tables) {
    this.glyf = table(font, 'glyf');
    const loca = table(font, 'loca');
    this.loca = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
    this.longLoca = font.view.getInt16(font.tables.get('head')!.offset + 50) === 1;
  }

  data(glyph: number): Uint8Array {
    const start = this.longLoca ? this.loca.getUint32(glyph * 4) : this.loca.getUint16(glyph * 2) * 2;
    const end = this.longLoca ? this.loca.getUint32(glyph * 4 + 4) : this.loca.getUint16(glyph * 2 + 2) * 2;
    return this.glyf.subarray(start, end);
  }
}

const viewOf = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** Format 4 cmap (platform 3, encoding 1), one segment per character: small for a few hundred characters. */
function cmapFormat4(map: ReadonlyMap<number, number>): Uint8Array {
  const codes = [...map.keys()].filter((c) => c <= 0xfffe).sort((a, b) => a - b);
  const segments = codes.length + 1;
  const subtableLength = 16 + segments * 8;
  const out = new Uint8Array(12 + subtableLength);
  const v = viewOf(out);
  v.setUint16(2, 1); // one encoding record
  v.setUint16(4, 3);
  v.setUint16(6, 1);
  v.setUint32(8, 12);
  const s = 12;
  const pow = 2 ** Math.floor(Math.log2(segments));
  v.setUint16(s, 4);
  v.setUint16(s + 2, subtableLength);
  v.setUint16(s + 6, segments * 2);
  v.setUint16(s + 8, pow * 2);
  v.setUint16(s + 10, Math.log2(pow));
  v.setUint16(s + 12, (segments - pow) * 2);
  const ends = s + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  codes.forEach((code, i) => {
    v.setUint16(ends + i * 2, code);
    v.setUint16(starts + i * 2, code);
    v.setUint16(deltas + i * 2, (map.get(code)! - code) & 0xffff);
  });
  // The required last segment maps 0xFFFF to .notdef.
  v.setUint16(ends + codes.length * 2, 0xffff);
  v.setUint16(starts + codes.length * 2, 0xffff);
  v.setUint16(deltas + codes.length * 2, 1);
  return out;
}

function checksum(b: Uint8Array): number {
  const padded = new Uint8Array((b.length + 3) & ~3);
  padded.set(b);
  const v = viewOf(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + v.getUint32(i)) >>> 0;
  return sum;
}

/** Writes an sfnt from its tables (sorted, 4-byte aligned, with checksums and head's adjustment). */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array<ArrayBuffer> {
  const tags = [...tables.keys()].sort();
  let size = 12 + tags.length * 16;
  for (const tag of tags) size += (tables.get(tag)!.length + 3) & ~3;
  const out = new Uint8Array(size);
  const v = viewOf(out);
  const pow = 2 ** Math.floor(Math.log2(tags.length));
  v.setUint32(0, 0x00010000);
  v.setUint16(4, tags.length);
  v.setUint16(6, pow * 16);
  v.setUint16(8, Math.log2(pow));
  v.setUint16(10, tags.length * 16 - pow * 16);
  let at = 12 + tags.length * 16;
  let headAt = -1;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const rec = 12 + i * 16;
    for (let k = 0; k < 4; k++) v.setUint8(rec + k, tag.charCodeAt(k));
    v.setUint32(rec + 4, checksum(data));
    v.setUint32(rec + 8, at);
    v.setUint32(rec + 12, data.length);
    out.set(data, at);
    if (tag === 'head') headAt = at;
    at += (data.length + 3) & ~3;
  });
  if (headAt >= 0) v.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/**
 * The subset of `bytes` for `codePoints` (BMP characters; others have no glyph in it). Glyph 0 stays
 * .notdef; the advance widths are the original ones, so text measured on the full font fits.
 */
export function subsetFont(bytes: Uint8Array, codePoints: Iterable<number>): Uint8Array<ArrayBuffer> {
  const metrics = readFontMetrics(bytes);
  const byCode = new Map<number, number>();
  for (const cp of codePoints) {
    const g = metrics.glyphOf(cp);
    if (g !== 0 && cp <= 0xfffe) byCode.set(cp, g);
  }
  const order = [0, ...new Set(byCode.values())].sort((a, b) => a - b);
  return buildSubset(
    bytes,
    order.map((old) => ({ old })),
    (newId) => new Map([...byCode].map(([cp, g]) => [cp, newId(g)])),
  );
}

/** The first private-use code point subsetGlyphs maps its slots from. */
export const GLYPH_SLOT_BASE = 0xe000;

/** One glyph of a shaped cluster, placed from the cluster's origin (font units). */
export interface SlotComponent {
  glyph: number;
  dx: number;
  dy: number;
}

/** A glyph of the subset made of one or more of the font's glyphs, with its own advance. */
export interface GlyphSlot {
  components: readonly SlotComponent[];
  advance: number;
}

/**
 * A font of the given slots, in order: slot i is glyph i + 1, reached through the private-use
 * character GLYPH_SLOT_BASE + i. For shaped text (HarfBuzz's glyphs: joined Arabic forms, conjuncts,
 * emoji sequences), which no character maps to. A slot of one glyph in place is that glyph; a
 * cluster HarfBuzz drew with several (an Arabic letter and its dots, a Devanagari consonant and the
 * vowel sign before it) becomes one composite glyph of them, so the cluster is one glyph in the PDF,
 * with one advance and one entry in its ToUnicode map. Parts of composite glyphs follow the slots.
 */
export function subsetGlyphs(bytes: Uint8Array, slots: readonly GlyphSlot[]): Uint8Array<ArrayBuffer> {
  if (slots.length > 0x1900) throw new Error('Too many glyphs for the private use area');
  const entries: Entry[] = [{ old: 0 }];
  for (const slot of slots) {
    const [only] = slot.components;
    entries.push(
      slot.components.length === 1 && only!.dx === 0 && only!.dy === 0
        ? { old: only!.glyph, advance: slot.advance }
        : { composite: slot },
    );
  }
  return buildSubset(bytes, entries, () => new Map(slots.map((_, i) => [GLYPH_SLOT_BASE + i, i + 1])));
}

/** A glyph of the subset: one of the font's (its advance kept, or changed), or a composite slot. */
type Entry = { old: number; advance?: number } | { composite: GlyphSlot };

const ARGS_ARE_XY = 0x0002;

/** A composite glyph of `slot`'s components (those with an outline), its box their boxes' union. */
function compositeGlyph(slot: GlyphSlot, glyphs: GlyphSource, newId: (old: number) => number): Uint8Array {
  const parts = slot.components.filter((c) => glyphs.data(c.glyph).length >= 10);
  if (parts.length === 0) return new Uint8Array(0);
  const out = new Uint8Array(10 + parts.length * 8);
  const v = viewOf(out);
  let [xMin, yMin, xMax, yMax] = [Infinity, Infinity, -Infinity, -Infinity];
  parts.forEach((c, i) => {
    const g = viewOf(glyphs.data(c.glyph));
    xMin = Math.min(xMin, g.getInt16(2) + c.dx);
    yMin = Math.min(yMin, g.getInt16(4) + c.dy);
    xMax = Math.max(xMax, g.getInt16(6) + c.dx);
    yMax = Math.max(yMax, g.getInt16(8) + c.dy);
    const at = 10 + i * 8;
    v.setUint16(at, ARG_WORDS | ARGS_ARE_XY | (i < parts.length - 1 ? MORE_COMPONENTS : 0));
    v.setUint16(at + 2, newId(c.glyph));
    v.setInt16(at + 4, Math.round(c.dx));
    v.setInt16(at + 6, Math.round(c.dy));
  });
  v.setInt16(0, -1);
  v.setInt16(2, Math.round(xMin));
  v.setInt16(4, Math.round(yMin));
  v.setInt16(6, Math.round(xMax));
  v.setInt16(8, Math.round(yMax));
  return out;
}

/**
 * Writes the font of `entries` (entries[0] is .notdef; a glyph may repeat), with the parts of
 * composite glyphs added after them, and the cmap `cmapOf` gives from the new ids.
 */
function buildSubset(
  bytes: Uint8Array,
  entries: Entry[],
  cmapOf: (newId: (old: number) => number) => Map<number, number>,
): Uint8Array<ArrayBuffer> {
  const font = readTables(bytes);
  const metrics = readFontMetrics(bytes);
  const glyphs = new GlyphSource(font);
  const all = [...entries];
  const newId = new Map<number, number>();
  const include = (old: number) => {
    if (!newId.has(old)) {
      newId.set(old, all.length);
      all.push({ old });
    }
  };
  all.forEach((e, i) => {
    if ('old' in e && !newId.has(e.old)) newId.set(e.old, i);
  });
  // Composite slots' glyphs and composite parts, transitively (the list grows as it is walked).
  for (let i = 0; i < all.length; i++) {
    const e = all[i]!;
    if ('composite' in e) {
      for (const c of e.composite.components) include(c.glyph);
      continue;
    }
    const data = glyphs.data(e.old);
    for (const at of componentIndexOffsets(viewOf(data))) include(viewOf(data).getUint16(at));
  }
  const idOf = (old: number) => newId.get(old)!;

  let deepest = 0;
  const parts = all.map((e) => {
    if ('composite' in e) {
      deepest = Math.max(deepest, e.composite.components.length);
      return compositeGlyph(e.composite, glyphs, idOf);
    }
    const copy = glyphs.data(e.old).slice();
    const v = viewOf(copy);
    for (const at of componentIndexOffsets(v)) v.setUint16(at, idOf(v.getUint16(at)));
    return copy;
  });
  const glyf = new Uint8Array(parts.reduce((n, p) => n + ((p.length + 3) & ~3), 0));
  const loca = new Uint8Array((all.length + 1) * 4);
  let offset = 0;
  parts.forEach((p, i) => {
    viewOf(loca).setUint32(i * 4, offset);
    glyf.set(p, offset);
    offset += (p.length + 3) & ~3;
  });
  viewOf(loca).setUint32(all.length * 4, offset);

  const hhea = table(font, 'hhea').slice();
  const longMetrics = viewOf(hhea).getUint16(34);
  const hmtxIn = viewOf(table(font, 'hmtx'));
  const hmtx = new Uint8Array(all.length * 4);
  all.forEach((e, i) => {
    if ('composite' in e) {
      viewOf(hmtx).setUint16(i * 4, Math.max(0, Math.round(e.composite.advance)));
      viewOf(hmtx).setInt16(i * 4 + 2, parts[i]!.length >= 10 ? viewOf(parts[i]!).getInt16(2) : 0);
      return;
    }
    const old = e.old;
    const lsbAt = old < longMetrics ? old * 4 + 2 : longMetrics * 4 + (old - longMetrics) * 2;
    viewOf(hmtx).setUint16(i * 4, Math.max(0, Math.round(e.advance ?? metrics.advanceOfGlyph(old))));
    viewOf(hmtx).setInt16(i * 4 + 2, hmtxIn.getInt16(lsbAt));
  });
  viewOf(hhea).setUint16(34, all.length);
  const maxp = table(font, 'maxp').slice();
  viewOf(maxp).setUint16(4, all.length);
  // Version 1.0 maxp counts composite glyphs' parts and depth: a composite slot adds a level.
  if (maxp.length >= 32 && deepest > 0) {
    viewOf(maxp).setUint16(28, Math.max(viewOf(maxp).getUint16(28), deepest));
    viewOf(maxp).setUint16(30, viewOf(maxp).getUint16(30) + 1);
  }
  const head = table(font, 'head').slice();
  viewOf(head).setUint32(8, 0);
  viewOf(head).setInt16(50, 1);
  // post version 3: the same metrics, no glyph names.
  const post = table(font, 'post').slice(0, 32);
  viewOf(post).setUint32(0, 0x00030000);

  const out = new Map<string, Uint8Array>([
    ['cmap', cmapFormat4(cmapOf(idOf))],
    ['glyf', glyf],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', hmtx],
    ['loca', loca],
    ['maxp', maxp],
    ['post', post],
    ['name', table(font, 'name')],
  ]);
  if (font.tables.has('OS/2')) out.set('OS/2', table(font, 'OS/2'));
  return writeFont(out);
}

/**
 * Text shaping for the scripts that need it (Arabic joining, Devanagari and Bengali reordering and
 * conjuncts, Hebrew points, emoji sequences): HarfBuzz (harfbuzzjs, WebAssembly) turns a run of
 * characters into the glyphs the font draws them with, in visual order, with their advances and
 * offsets. DOM-free: the same module shapes in the export worker and in Node tests. Loaded on
 * demand, only for a document with such text (the WebAssembly is 434 KiB).
 */

/** One glyph as HarfBuzz placed it, in font units; `cluster` is the UTF-16 index of its first character in the run. */
export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Shapes `text` (one script, one direction) in the font `bytes`; glyphs come in visual order (shared: not to be changed). */
export type Shaper = (bytes: Uint8Array, text: string, rtl: boolean) => readonly ShapedGlyph[];

type HarfBuzz = typeof import('harfbuzzjs');

/** The shaper over a loaded HarfBuzz: one HarfBuzz font per font file, kept as long as the file is. */
function shaperOf(hb: HarfBuzz): Shaper {
  const fonts = new WeakMap<
    Uint8Array,
    { font: InstanceType<HarfBuzz['Font']>; shaped: Map<string, readonly ShapedGlyph[]> }
  >();
  return (bytes, text, rtl) => {
    let entry = fonts.get(bytes);
    if (!entry) {
      entry = { font: new hb.Font(new hb.Face(new hb.Blob(bytes))), shaped: new Map() };
      fonts.set(bytes, entry);
    }
    // Layout measures the same words again and again while it wraps and cuts lines.
    const key = `${rtl ? 'r' : 'l'}${text}`;
    const known = entry.shaped.get(key);
    if (known) return known;
    if (entry.shaped.size > 4000) entry.shaped.clear();
    const glyphs = shape(hb, entry.font, text, rtl);
    entry.shaped.set(key, glyphs);
    return glyphs;
  };
}

function shape(hb: HarfBuzz, font: InstanceType<HarfBuzz['Font']>, text: string, rtl: boolean): ShapedGlyph[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  // The bidi reordering is done before (fonts.ts); HarfBuzz is told the run's direction.
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => ({
    glyph: info.codepoint,
    cluster: info.cluster,
    xAdvance: positions[i]!.xAdvance,
    xOffset: positions[i]!.xOffset,
    yOffset: positions[i]!.yOffset,
  }));
}

let loading: Promise<Shaper> | null = null;

/** Loads HarfBuzz once (a failed load is tried again next time). */
export function loadShaper(): Promise<Shaper> {
  if (!loading) {
    loading = import('harfbuzzjs').then(shaperOf);
    loading.catch(() => (loading = null));
  }
  return loading;
}

/**
 * The export's fonts. Noto Sans Regular and Bold print Latin, Greek and Cyrillic ('Łódź Fest');
 * Noto Sans SC prints Chinese and Japanese (kana and the common ideographs); Noto Sans Hebrew,
 * Arabic, Devanagari, Bengali and KR and Noto Emoji print those scripts and emoji. Each face but
 * Noto Sans is loaded only for a document that has text it draws. The set is loaded once per worker
 * and installed before layout: text.ts measures with it and both renderers draw with it, so widths
 * agree everywhere.
 *
 * The script faces are shaped (shaping.ts, HarfBuzz: Arabic letters joined, Devanagari and Bengali
 * reordered into conjuncts) and a line is put in visual order by the Unicode Bidirectional
 * Algorithm (bidi-js): textRuns gives each line's runs left to right, a right-to-left run's glyphs
 * already reversed.
 */
import bidiFactory from 'bidi-js';
import { readFontMetrics, type FontMetrics } from '../fonts/ttfMetrics';
import { loadShaper, type ShapedGlyph, type Shaper } from '../fonts/shaping';

/** The faces beyond Noto Sans and Noto Sans SC, each for one script (or emoji), shaped with HarfBuzz. */
export type ScriptFaceId = 'hebrew' | 'arabic' | 'devanagari' | 'bengali' | 'korean' | 'emoji';
export type FontFileId = 'regular' | 'bold' | 'cjk' | ScriptFaceId;

export interface ExportFontFace {
  id: FontFileId;
  /** The font's name in the PDF; the six-letter tag and '+' mark an embedded subset, as readers expect. */
  pdfName: string;
  /** Family and weight the raster renderer registers the bytes under (a FontFace in the worker). */
  cssFamily: string;
  cssWeight: '400' | '700';
  bytes: Uint8Array<ArrayBuffer>;
  metrics: FontMetrics;
  /** Drawn from HarfBuzz's glyphs (a script face), not character by character. */
  shaped: boolean;
}

export interface ExportFonts {
  regular: ExportFontFace;
  bold: ExportFontFace;
  cjk: ExportFontFace | null;
  /** The script faces loaded, in SCRIPT_FACE_IDS order (the order a character looks for its glyph in). */
  scripts: readonly ExportFontFace[];
  /** HarfBuzz, loaded with the first script face. */
  shaper: Shaper | null;
}

/** Reads one font file's bytes: fetched in the browser, read from src/assets/fonts in Node tests. */
export type FontFileReader = (id: FontFileId) => Promise<Uint8Array<ArrayBuffer>>;

/** The file each face comes from, in src/assets/fonts (subsets of Noto Sans, see the README there). */
export const FONT_FILES: Readonly<Record<FontFileId, string>> = {
  regular: 'NotoSans_400Regular.ttf',
  bold: 'NotoSans_700Bold.ttf',
  cjk: 'NotoSansSC_400Regular.ttf',
  hebrew: 'NotoSansHebrew_400Regular.ttf',
  arabic: 'NotoSansArabic_400Regular.ttf',
  devanagari: 'NotoSansDevanagari_400Regular.ttf',
  bengali: 'NotoSansBengali_400Regular.ttf',
  korean: 'NotoSansKR_400Regular.ttf',
  emoji: 'NotoEmoji_400Regular.ttf',
};

export const LATIN_CSS_FAMILY = 'Export Noto Sans';
export const CJK_CSS_FAMILY = 'Export Noto Sans SC';

export const SCRIPT_FACE_IDS: readonly ScriptFaceId[] = [
  'hebrew',
  'arabic',
  'devanagari',
  'bengali',
  'korean',
  'emoji',
];

type FaceNames = Pick<ExportFontFace, 'pdfName' | 'cssFamily' | 'cssWeight'>;
const scriptFace = (pdfName: string, cssFamily: string): FaceNames => ({ pdfName, cssFamily, cssWeight: '400' });

const FACES: Readonly<Record<FontFileId, FaceNames>> = {
  regular: { pdfName: 'NTSREG+NotoSans-Regular', cssFamily: LATIN_CSS_FAMILY, cssWeight: '400' },
  bold: { pdfName: 'NTSBLD+NotoSans-Bold', cssFamily: LATIN_CSS_FAMILY, cssWeight: '700' },
  cjk: { pdfName: 'NTSSCR+NotoSansSC-Regular', cssFamily: CJK_CSS_FAMILY, cssWeight: '400' },
  hebrew: scriptFace('NTSHEB+NotoSansHebrew-Regular', 'Export Noto Sans Hebrew'),
  arabic: scriptFace('NTSARA+NotoSansArabic-Regular', 'Export Noto Sans Arabic'),
  devanagari: scriptFace('NTSDEV+NotoSansDevanagari-Regular', 'Export Noto Sans Devanagari'),
  bengali: scriptFace('NTSBEN+NotoSansBengali-Regular', 'Export Noto Sans Bengali'),
  korean: scriptFace('NTSKOR+NotoSansKR-Regular', 'Export Noto Sans KR'),
  emoji: scriptFace('NTEMOJ+NotoEmoji-Regular', 'Export Noto Emoji'),
};

/** Every face's CSS family, in the order a character looks for its glyph: the canvas's fallback list. */
export const CSS_FAMILIES: readonly string[] = [
  LATIN_CSS_FAMILY,
  CJK_CSS_FAMILY,
  ...SCRIPT_FACE_IDS.map((id) => FACES[id].cssFamily),
];

const loaded = new Map<FontFileId, Promise<ExportFontFace>>();

function loadFace(id: FontFileId, read: FontFileReader): Promise<ExportFontFace> {
  let face = loaded.get(id);
  if (!face) {
    face = read(id).then((bytes) => ({
      id,
      ...FACES[id],
      bytes,
      metrics: readFontMetrics(bytes),
      shaped: id !== 'regular' && id !== 'bold' && id !== 'cjk',
    }));
    // A failed fetch is not remembered: the next export tries again.
    face.catch(() => loaded.delete(id));
    loaded.set(id, face);
  }
  return face;
}

/**
 * The blocks Noto Sans SC may cover: CJK radicals to unified ideographs (with kana and CJK
 * punctuation), compatibility ideographs and forms, full- and half-width forms, the supplementary
 * ideograph planes. An emoji or another script Noto Sans lacks is not worth fetching 2.4 MB for.
 */
const CJK_BLOCKS: readonly (readonly [number, number])[] = [
  [0x2e80, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
];

/** The blocks each script face is fetched for (when Noto Sans lacks the character). */
const SCRIPT_BLOCKS: Readonly<Record<ScriptFaceId, readonly (readonly [number, number])[]>> = {
  hebrew: [
    [0x0590, 0x05ff],
    [0xfb1d, 0xfb4f],
  ],
  arabic: [
    [0x0600, 0x06ff],
    [0x0750, 0x077f],
    [0x08a0, 0x08ff],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
  devanagari: [
    [0x0900, 0x097f],
    [0xa8e0, 0xa8ff],
  ],
  bengali: [[0x0980, 0x09ff]],
  korean: [
    [0x1100, 0x11ff],
    [0x3000, 0x303f],
    [0x3130, 0x318f],
    [0xa960, 0xa97f],
    [0xac00, 0xd7ff],
  ],
  emoji: [
    [0x2190, 0x21ff],
    [0x2300, 0x23ff],
    [0x25a0, 0x25ff],
    [0x2600, 0x27bf],
    [0x2900, 0x297f],
    [0x2b00, 0x2bff],
    [0x1f000, 0x1faff],
  ],
};

const inBlocks = (blocks: readonly (readonly [number, number])[], cp: number) =>
  blocks.some(([from, to]) => cp >= from && cp <= to);

/** The faces beyond Noto Sans that some character of `texts` needs: Noto Sans has no glyph for it, the face's blocks hold it. */
function facesNeeded(texts: Iterable<string>, face: ExportFontFace): Set<'cjk' | ScriptFaceId> {
  const needed = new Set<'cjk' | ScriptFaceId>();
  for (const t of texts) {
    for (const ch of t.normalize('NFC')) {
      const cp = ch.codePointAt(0)!;
      if (cp < 0x0590 || face.metrics.glyphOf(cp) !== 0) continue;
      // A script face's own block first: Korean jamo and CJK punctuation need not fetch 2.4 MB of ideographs.
      const script = SCRIPT_FACE_IDS.find((id) => inBlocks(SCRIPT_BLOCKS[id], cp));
      if (script) needed.add(script);
      else if (inBlocks(CJK_BLOCKS, cp)) needed.add('cjk');
    }
  }
  return needed;
}

/**
 * The fonts for a document with these texts: Noto Sans always; Noto Sans SC when there is CJK text
 * Noto Sans lacks; each script face (and HarfBuzz to shape with) when there is text in its script.
 */
export async function loadExportFonts(read: FontFileReader, texts: Iterable<string>): Promise<ExportFonts> {
  const [regular, bold] = await Promise.all([loadFace('regular', read), loadFace('bold', read)]);
  const needed = facesNeeded(texts, regular);
  const scriptIds = SCRIPT_FACE_IDS.filter((id) => needed.has(id));
  const [cjk, shaper, ...scripts] = await Promise.all([
    needed.has('cjk') ? loadFace('cjk', read) : null,
    scriptIds.length > 0 ? loadShaper() : null,
    ...scriptIds.map((id) => loadFace(id, read)),
  ]);
  return { regular, bold, cjk, shaper, scripts };
}

/** Every string inside a plain value (the export request): what the document may print. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

let installed: ExportFonts | null = null;

/**
 * Makes `fonts` the set that text is measured and drawn with (the worker does this before each
 * layout). A CJK face once loaded stays: a job still drawing must not lose it to a later job's
 * smaller set, and it changes no width of text that Noto Sans has. The script faces likewise.
 */
export function installExportFonts(fonts: ExportFonts): void {
  const scripts = new Set([...(installed?.scripts ?? []), ...fonts.scripts]);
  installed = {
    ...fonts,
    cjk: fonts.cjk ?? installed?.cjk ?? null,
    shaper: fonts.shaper ?? installed?.shaper ?? null,
    scripts: SCRIPT_FACE_IDS.flatMap((id) => [...scripts].filter((face) => face.id === id).slice(0, 1)),
  };
}

export function exportFonts(): ExportFonts {
  if (!installed) throw new Error('The export fonts are not loaded');
  return installed;
}

/**
 * A stretch of a line drawn in one face and one direction. Runs come in visual order (left to right
 * on the page); `text` is the run's characters as typed (logical order).
 */
export interface TextRun {
  face: ExportFontFace;
  text: string;
  /** Right to left: an odd level of the Unicode Bidirectional Algorithm. */
  rtl: boolean;
  /** The run's advance in ems. */
  widthEm: number;
  /** A shaped face's glyphs as HarfBuzz placed them, in visual order; null for a face drawn character by character. */
  glyphs: readonly ShapedGlyph[] | null;
}

/** The face that draws `cp`: the Latin face when it has the glyph, else the CJK or a script face that has it, else null. */
export function faceFor(cp: number, bold: boolean, fonts: ExportFonts = exportFonts()): ExportFontFace | null {
  const primary = bold ? fonts.bold : fonts.regular;
  if (primary.metrics.glyphOf(cp) !== 0) return primary;
  if (fonts.cjk && fonts.cjk.metrics.glyphOf(cp) !== 0) return fonts.cjk;
  return fonts.scripts.find((face) => face.metrics.glyphOf(cp) !== 0) ?? null;
}

/**
 * Characters that belong to the character before them: combining marks, joiners, variation
 * selectors, skin tones, tags, the keycap. They stay in its (shaped) face, so HarfBuzz sees the
 * whole cluster: a mark on its letter, an emoji sequence whole.
 */
const CLUSTER_CONTINUES = /^[\p{M}\u200c\u200d\ufe00-\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]$/u;
/** A character that may make a line right to left (Hebrew, Arabic and their kin, RLM and the RTL controls). */
const MAY_BE_RTL =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

let bidi: ReturnType<typeof bidiFactory> | null = null;

/** Each character's bidi level (by code point), and the line's own (paragraph) level; all 0 for a line with no RTL text. */
function bidiLevels(chars: readonly string[], text: string): { levels: number[]; base: number } {
  if (!MAY_BE_RTL.test(text)) return { levels: chars.map(() => 0), base: 0 };
  bidi ??= bidiFactory();
  const { levels: units, paragraphs } = bidi.getEmbeddingLevels(text, 'auto');
  const base = paragraphs[0]?.level ?? 0;
  const levels: number[] = [];
  let at = 0;
  for (const ch of chars) {
    levels.push(units[at]!);
    at += ch.length;
  }
  // Rule L1: whitespace at the end of the line takes the paragraph's level.
  for (let i = chars.length - 1; i >= 0 && /\s/u.test(chars[i]!); i--) levels[i] = base;
  return { levels, base };
}

/** True when the line reads right to left (its first strong character is Hebrew or Arabic): the canvas's direction. */
export function isRtlLine(text: string): boolean {
  return bidiLevels(Array.from(text), text).base % 2 === 1;
}

/** Rule L2: the characters' indices in visual order (each run at or above a level reversed, highest level first). */
function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  const max = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)));
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/** A character as drawn in a right-to-left run of a face that is not shaped: brackets mirrored ('(' faces the other way). */
export function mirrored(ch: string): string {
  bidi ??= bidiFactory();
  return bidi.getMirroredCharacter(ch) ?? ch;
}

/** The characters of a run as they are drawn left to right: a right-to-left run reversed, its brackets mirrored. */
export function visualText(run: TextRun): string {
  return run.rtl ? Array.from(run.text).reverse().map(mirrored).join('') : run.text;
}

function charWidthEm(face: ExportFontFace, text: string): number {
  const m = face.metrics;
  let em = 0;
  for (const ch of text) em += m.advanceOfGlyph(m.glyphOf(ch.codePointAt(0)!)) / m.unitsPerEm;
  return em;
}

/**
 * Splits a line into runs by the face that has each character's glyph and by direction, in visual
 * order; a shaped face's runs are shaped. A character no face has stays in the Latin face (it was
 * replaced by '?' before this, see sanitizeText).
 */
export function textRuns(text: string, bold: boolean, fonts: ExportFonts = exportFonts()): TextRun[] {
  const fallback = bold ? fonts.bold : fonts.regular;
  const chars = Array.from(text);
  const faces: ExportFontFace[] = [];
  for (const [i, ch] of chars.entries()) {
    const previous = faces[i - 1];
    const own = faceFor(ch.codePointAt(0)!, bold, fonts);
    faces.push(previous?.shaped && CLUSTER_CONTINUES.test(ch) ? previous : (own ?? fallback));
  }
  const { levels } = bidiLevels(chars, text);
  // Visual order, cut where the face or the direction changes or the characters stop being neighbours.
  const pieces: { face: ExportFontFace; rtl: boolean; from: number; to: number }[] = [];
  for (const i of visualOrder(levels)) {
    const rtl = levels[i]! % 2 === 1;
    const last = pieces[pieces.length - 1];
    if (last && last.face === faces[i] && last.rtl === rtl && (rtl ? last.from - 1 === i : last.to + 1 === i)) {
      if (rtl) last.from = i;
      else last.to = i;
    } else {
      pieces.push({ face: faces[i]!, rtl, from: i, to: i });
    }
  }
  return pieces.map(({ face, rtl, from, to }) => {
    const runText = chars.slice(from, to + 1).join('');
    if (face.shaped && fonts.shaper) {
      const glyphs = fonts.shaper(face.bytes, runText, rtl);
      const widthEm = glyphs.reduce((em, g) => em + g.xAdvance, 0) / face.metrics.unitsPerEm;
      return { face, text: runText, rtl, widthEm, glyphs };
    }
    return { face, text: runText, rtl, widthEm: charWidthEm(face, runText), glyphs: null };
  });
}

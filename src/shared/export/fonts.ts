/**
 * The export's fonts. Noto Sans Regular and Bold print Latin, Greek and Cyrillic ('Łódź Fest');
 * Noto Sans SC prints Chinese and Japanese (kana and the common ideographs), and is loaded only for a
 * document that has such text (the file is 2.4 MB). The set is loaded once per worker and installed before layout:
 * text.ts measures with it and both renderers draw with it, so widths agree everywhere.
 */
import { readFontMetrics, type FontMetrics } from '../fonts/ttfMetrics';

export type FontFileId = 'regular' | 'bold' | 'cjk';

export interface ExportFontFace {
  id: FontFileId;
  /** The font's name in the PDF; the six-letter tag and '+' mark an embedded subset, as readers expect. */
  pdfName: string;
  /** Family and weight the raster renderer registers the bytes under (a FontFace in the worker). */
  cssFamily: string;
  cssWeight: '400' | '700';
  bytes: Uint8Array<ArrayBuffer>;
  metrics: FontMetrics;
}

export interface ExportFonts {
  regular: ExportFontFace;
  bold: ExportFontFace;
  cjk: ExportFontFace | null;
}

/** Reads one font file's bytes: fetched in the browser, read from src/assets/fonts in Node tests. */
export type FontFileReader = (id: FontFileId) => Promise<Uint8Array<ArrayBuffer>>;

/** The file each face comes from, in src/assets/fonts (subsets of Noto Sans, see the README there). */
export const FONT_FILES: Readonly<Record<FontFileId, string>> = {
  regular: 'NotoSans_400Regular.ttf',
  bold: 'NotoSans_700Bold.ttf',
  cjk: 'NotoSansSC_400Regular.ttf',
};

export const LATIN_CSS_FAMILY = 'Export Noto Sans';
export const CJK_CSS_FAMILY = 'Export Noto Sans SC';

const FACES: Readonly<Record<FontFileId, Pick<ExportFontFace, 'pdfName' | 'cssFamily' | 'cssWeight'>>> = {
  regular: { pdfName: 'NTSREG+NotoSans-Regular', cssFamily: LATIN_CSS_FAMILY, cssWeight: '400' },
  bold: { pdfName: 'NTSBLD+NotoSans-Bold', cssFamily: LATIN_CSS_FAMILY, cssWeight: '700' },
  cjk: { pdfName: 'NTSSCR+NotoSansSC-Regular', cssFamily: CJK_CSS_FAMILY, cssWeight: '400' },
};

const loaded = new Map<FontFileId, Promise<ExportFontFace>>();

function loadFace(id: FontFileId, read: FontFileReader): Promise<ExportFontFace> {
  let face = loaded.get(id);
  if (!face) {
    face = read(id).then((bytes) => ({ id, ...FACES[id], bytes, metrics: readFontMetrics(bytes) }));
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
const isCjk = (cp: number) => CJK_BLOCKS.some(([from, to]) => cp >= from && cp <= to);

/** True when some character of `texts` is CJK and has no glyph in `face`. */
function needsCjkFace(texts: Iterable<string>, face: ExportFontFace): boolean {
  for (const t of texts) {
    for (const ch of t.normalize('NFC')) {
      const cp = ch.codePointAt(0)!;
      if (isCjk(cp) && face.metrics.glyphOf(cp) === 0) return true;
    }
  }
  return false;
}

/** The fonts for a document with these texts: Noto Sans always, Noto Sans SC when there is CJK text Noto Sans lacks. */
export async function loadExportFonts(read: FontFileReader, texts: Iterable<string>): Promise<ExportFonts> {
  const [regular, bold] = await Promise.all([loadFace('regular', read), loadFace('bold', read)]);
  const cjk = needsCjkFace(texts, regular) ? await loadFace('cjk', read) : null;
  return { regular, bold, cjk };
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
 * smaller set, and it changes no width of text that Noto Sans has.
 */
export function installExportFonts(fonts: ExportFonts): void {
  installed = { ...fonts, cjk: fonts.cjk ?? installed?.cjk ?? null };
}

export function exportFonts(): ExportFonts {
  if (!installed) throw new Error('The export fonts are not loaded');
  return installed;
}

/** A stretch of text drawn in one face; `widthEm` is its advance in ems. */
export interface TextRun {
  face: ExportFontFace;
  text: string;
  widthEm: number;
}

/** The face that draws `cp`: the Latin face when it has the glyph, else the CJK face when that has it, else null. */
export function faceFor(cp: number, bold: boolean, fonts: ExportFonts = exportFonts()): ExportFontFace | null {
  const primary = bold ? fonts.bold : fonts.regular;
  if (primary.metrics.glyphOf(cp) !== 0) return primary;
  if (fonts.cjk && fonts.cjk.metrics.glyphOf(cp) !== 0) return fonts.cjk;
  return null;
}

/**
 * Splits text into runs by the face that has each character's glyph; a character no face has
 * stays in the Latin face (it was replaced by '?' before this, see sanitizeText).
 */
export function textRuns(text: string, bold: boolean, fonts: ExportFonts = exportFonts()): TextRun[] {
  const runs: TextRun[] = [];
  const fallback = bold ? fonts.bold : fonts.regular;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const face = faceFor(cp, bold, fonts) ?? fallback;
    const m = face.metrics;
    const widthEm = m.advanceOfGlyph(m.glyphOf(cp)) / m.unitsPerEm;
    const last = runs[runs.length - 1];
    if (last && last.face === face) {
      last.text += ch;
      last.widthEm += widthEm;
    } else {
      runs.push({ face, text: ch, widthEm });
    }
  }
  return runs;
}

/**
 * Text for the export page, measured with the installed export fonts (fonts.ts: Noto Sans, plus
 * Noto Sans SC for CJK text and the script faces, shaped) by the advance widths in the font files
 * themselves, so a line wraps at the same word and a label centres the same in the PDF and on the
 * PNG/JPG canvas. A character no font has is printed as '?' (an emoji newer than Noto Emoji as '�').
 */
import { exportFonts, faceFor, textRuns } from './fonts';

export const PT_TO_MM = 25.4 / 72;
/** Noto Sans's cap height (714/1000 em, its OS/2 sCapHeight): centres a line of capitals and digits on a point. */
export const CAP_HEIGHT_EM = 0.714;
export const ELLIPSIS = '…';
const REPLACEMENT = '?';
/** An emoji no font has: not '?', which reads as a question in a label ('Grill ?'). */
const EMOJI_REPLACEMENT = '\ufffd';
const isEmoji = /^\p{Extended_Pictographic}$/u;
/** Joiners and selectors that change how the characters around them are drawn, and print nothing themselves. */
const isIgnorable = /^\p{Default_Ignorable_Code_Point}$/u;

const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);

/**
 * The text as it prints: NFC-composed, tabs and line breaks as spaces, other control characters
 * dropped, and every character that no loaded font has replaced with '?' (an emoji with '�'; a
 * joiner or selector no font has is dropped).
 */
export function sanitizeText(input: string): string {
  const fonts = exportFonts();
  let out = '';
  // NFC first, so an 'e' followed by a combining accent becomes the one precomposed 'é'.
  for (const ch of input.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || ch === '\r' || ch === '\t') out += ' ';
    else if (isControl(cp)) continue;
    else if (faceFor(cp, false, fonts)) out += ch;
    else if (isIgnorable.test(ch)) continue;
    else out += isEmoji.test(ch) ? EMOJI_REPLACEMENT : REPLACEMENT;
  }
  return out;
}

/** Width in millimetres of a sanitized string at `sizePt`, by the fonts' own advance widths. */
export function textWidthMm(text: string, sizePt: number, bold = false): number {
  let em = 0;
  for (const run of textRuns(text, bold)) em += run.widthEm;
  return em * sizePt * PT_TO_MM;
}

export interface FontSpec {
  sizePt: number;
  bold?: boolean;
}

const fits = (text: string, maxWidth: number, font: FontSpec) => textWidthMm(text, font.sizePt, font.bold) <= maxWidth;

/** The longest prefix of `text` that fits with '…' after it (just '…' when nothing does). */
function ellipsize(text: string, maxWidth: number, font: FontSpec): string {
  let s = text.trimEnd();
  while (s.length > 0 && !fits(s + ELLIPSIS, maxWidth, font)) s = s.slice(0, -1).trimEnd();
  return s + ELLIPSIS;
}

/** One line: the text itself when it fits, else cut with '…'. */
export function truncateText(text: string, maxWidth: number, font: FontSpec): string {
  const clean = sanitizeText(text).replace(/ +/g, ' ').trim();
  return fits(clean, maxWidth, font) ? clean : ellipsize(clean, maxWidth, font);
}

/** Splits a word too long for a line into pieces that fit (at least one character each). */
function breakWord(word: string, maxWidth: number, font: FontSpec): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && !fits(piece + ch, maxWidth, font)) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap to `maxWidth` mm. Line breaks in the text start new lines; blank lines are
 * dropped (space on the page is scarce). Past `maxLines` the last kept line ends with '…'.
 */
export function wrapText(text: string, maxWidth: number, font: FontSpec, maxLines = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of sanitizeText(paragraph).split(' ')) {
      if (word === '') continue;
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate, maxWidth, font)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = fits(word, maxWidth, font) ? [word] : breakWord(word, maxWidth, font);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1]!;
    }
    if (line !== '') lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  kept[kept.length - 1] = ellipsize(kept[kept.length - 1]!, maxWidth, font);
  return kept;
}

/** Line advance for a font size: 1.2 em, in mm. */
export const lineHeightMm = (sizePt: number, factor = 1.2): number => sizePt * PT_TO_MM * factor;

/**
 * Line advance on a plan sheet, in ems: a line's box as PDF readers give its words (ascender to
 * descender, 1.362 em in Noto Sans) stays clear of the next line's, so no word is read over another.
 */
export const SHEET_LINE_EM = 1.4;

/**
 * How far a line of `text` reaches above and below its baseline, in mm: the fonts' own ascender and
 * descender (of every face the line draws with), the box a PDF reader gives its words.
 */
export function textExtentMm(text: string, sizePt: number, bold = false): { ascent: number; descent: number } {
  const fonts = exportFonts();
  const runs = textRuns(text, bold, fonts);
  const faces = runs.length > 0 ? runs.map((r) => r.face) : [bold ? fonts.bold : fonts.regular];
  let ascent = 0,
    descent = 0;
  for (const { metrics: m } of faces) {
    ascent = Math.max(ascent, m.ascender / m.unitsPerEm);
    descent = Math.max(descent, m.descender / m.unitsPerEm);
  }
  return { ascent: ascent * sizePt * PT_TO_MM, descent: descent * sizePt * PT_TO_MM };
}

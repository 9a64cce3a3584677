/**
 * Text for the export page. jsPDF's standard Helvetica only encodes WinAnsi (cp1252), so every
 * string is reduced to that set before it is measured or drawn; widths come from Helvetica's own
 * metrics, so a line wraps at the same word in the PDF and on the canvas.
 */
import { helveticaWidth } from './helveticaMetrics';

export const PT_TO_MM = 25.4 / 72;
/** Helvetica's cap height (718/1000 em): centres a line of capitals and digits on a point. */
export const CAP_HEIGHT_EM = 0.718;
export const ELLIPSIS = '…';
const REPLACEMENT = '?';

/** Keeps cp1252 characters (× ² · – — ’ é …) and replaces every other one with '?'; tabs and line breaks become spaces. */
export function sanitizeWinAnsi(input: string): string {
  let out = '';
  // NFC first, so an 'e' followed by a combining accent becomes the one cp1252 character 'é'.
  for (const ch of input.normalize('NFC')) {
    if (ch === '\n' || ch === '\r' || ch === '\t') out += ' ';
    else out += helveticaWidth(ch, false) === undefined ? REPLACEMENT : ch;
  }
  return out;
}

/** Width in millimetres of a sanitized string at `sizePt`. */
export function textWidthMm(text: string, sizePt: number, bold = false): number {
  let units = 0;
  for (const ch of text) units += helveticaWidth(ch, bold) ?? helveticaWidth(REPLACEMENT, bold)!;
  return (units / 1000) * sizePt * PT_TO_MM;
}

export interface FontSpec { sizePt: number; bold?: boolean }

const fits = (text: string, maxWidth: number, font: FontSpec) => textWidthMm(text, font.sizePt, font.bold) <= maxWidth;

/** The longest prefix of `text` that fits with '…' after it (just '…' when nothing does). */
function ellipsize(text: string, maxWidth: number, font: FontSpec): string {
  let s = text.trimEnd();
  while (s.length > 0 && !fits(s + ELLIPSIS, maxWidth, font)) s = s.slice(0, -1).trimEnd();
  return s + ELLIPSIS;
}

/** One line: the text itself when it fits, else cut with '…'. */
export function truncateText(text: string, maxWidth: number, font: FontSpec): string {
  const clean = sanitizeWinAnsi(text).replace(/ +/g, ' ').trim();
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
    for (const word of sanitizeWinAnsi(paragraph).split(' ')) {
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

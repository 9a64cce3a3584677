/**
 * The text on a plan sheet's map, in few sizes so the sheet reads as one drawing: every label 5.5 pt
 * (names, block labels and detail callouts bold), the parking and transit markers 5 pt bold in white
 * on their tag. A label's box is its lines' extent as a PDF reader boxes the words (ascender to
 * descender), with a little white halo around it.
 */
import { INK, WHITE } from '../primitives';
import { SHEET_LINE_EM, PT_TO_MM, sanitizeText, textExtentMm, textWidthMm } from '../text';

export interface MapTextStyle {
  sizePt: number;
  bold: boolean;
  color: string;
}

export const LABEL_PT = 5.5;
const NAME_COLOUR = '#7c2d12';

export const MAP_TEXT = {
  /** Spot numbers, sizes, edge lengths. */
  plain: { sizePt: LABEL_PT, bold: false, color: INK },
  /** Organizers' names for objects and shapes. */
  name: { sizePt: LABEL_PT, bold: true, color: NAME_COLOUR },
  /** A block's label and a detail's callout. */
  heading: { sizePt: LABEL_PT, bold: true, color: INK },
  /** P, M and B markers, white on the layer's colour. */
  marker: { sizePt: 5, bold: true, color: WHITE },
} as const satisfies Record<string, MapTextStyle>;

export interface TextLine {
  text: string;
  style: MapTextStyle;
}

export const textLine = (text: string, style: MapTextStyle = MAP_TEXT.plain): TextLine => ({ text, style });

export interface LaidLine extends TextLine {
  width: number;
  ascent: number;
  descent: number;
}

export interface LaidText {
  lines: LaidLine[];
  /** The lines' box: widest line by the stacked lines' extents. */
  width: number;
  height: number;
}

/** Lines measured and stacked: each line's advance is SHEET_LINE_EM of its size, so no two lines' words touch. */
export function layText(lines: readonly TextLine[]): LaidText {
  const laid = lines.map((l): LaidLine => {
    const text = sanitizeText(l.text);
    const { ascent, descent } = textExtentMm(text, l.style.sizePt, l.style.bold);
    return { text, style: l.style, width: textWidthMm(text, l.style.sizePt, l.style.bold), ascent, descent };
  });
  let height = 0;
  laid.forEach((l, i) => {
    height += i === laid.length - 1 ? l.ascent + l.descent : lineAdvance(l);
  });
  return { lines: laid, width: Math.max(0, ...laid.map((l) => l.width)), height };
}

/** From one line's top to the next's: never less than the line's own extent. */
export const lineAdvance = (l: LaidLine): number =>
  Math.max(l.ascent + l.descent, l.style.sizePt * PT_TO_MM * SHEET_LINE_EM);

/**
 * The page's word on a basemap the export could not draw in full (offline with nothing or only some
 * of the street map cached, or no map at all in a browser without WebGL): a boxed note in the map
 * frame's lower-left corner, so a plain background is never mistaken for the site's streets.
 */
import { INK, rect, RULE, text, WHITE, type Primitive } from './primitives';
import type { RectMm } from './pageLayout';
import { lineHeightMm, PT_TO_MM, SHEET_LINE_EM, wrapText } from './text';

export type BasemapCoverage = 'full' | 'partial' | 'none';

export const BASEMAP_NOTES: Readonly<Record<Exclude<BasemapCoverage, 'full'>, string>> = {
  none: 'No basemap: the street map could not be loaded (offline, unreachable, or no map in this browser), so the plan is drawn on a plain background.',
  partial:
    'Basemap incomplete: parts of the street map could not be loaded (offline or unreachable) and show as plain background.',
};

export function basemapNoteFor(coverage: BasemapCoverage): string | null {
  return coverage === 'full' ? null : BASEMAP_NOTES[coverage];
}

const NOTE_PT = 7;
const PAD_MM = 1.5;
const MARGIN_MM = 2;
const MAX_WIDTH_MM = 95;

export function basemapNotePrimitives(note: string, frame: RectMm): Primitive[] {
  const width = Math.min(MAX_WIDTH_MM, frame.width - 2 * MARGIN_MM);
  const lines = wrapText(note, width - 2 * PAD_MM, { sizePt: NOTE_PT, bold: false });
  const lineHeight = lineHeightMm(NOTE_PT, SHEET_LINE_EM);
  const height = lines.length * lineHeight + 2 * PAD_MM;
  const x = frame.x + MARGIN_MM;
  const y = frame.y + frame.height - MARGIN_MM - height;
  const firstBaseline = y + PAD_MM + NOTE_PT * PT_TO_MM * 0.9;
  return [
    rect(x, y, width, height, { fill: WHITE, stroke: RULE, lineWidth: 0.25 }),
    ...lines.map((line, i) => text(x + PAD_MM, firstBaseline + i * lineHeight, line, { sizePt: NOTE_PT, color: INK })),
  ];
}
